import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { MAX_RECIPIENTS, parseRecipients, SEND_MESSAGE_MIN, SendWishlistRequest, t } from '@wl/contracts';
import type { AppConfig } from '../platform/config/config.js';
import { Problem } from '../platform/domain/problem.js';
import { CurrentUserId } from '../platform/http/request-session.js';
import { ZodPipe } from '../platform/http/zod-body.js';
import { Mailer } from '../platform/mail/mailer.js';
import { RateLimits } from '../platform/security/rate-limits.js';
import { APP_CONFIG } from '../platform/tokens.js';
import { WishlistQueries } from './wishlist.queries.js';

/**
 * An owner mails their list's link to people they name, where the site allows unsolicited e-mail; capped per day so
 * the site cannot be used to spam.
 */
@Controller('api/MyList')
export class SendWishlistController {
  constructor(
    private readonly queries: WishlistQueries,
    private readonly mailer: Mailer,
    private readonly rateLimits: RateLimits,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('Send')
  @HttpCode(200)
  async send(@Body(new ZodPipe(SendWishlistRequest)) request: SendWishlistRequest, @CurrentUserId() userId: string) {
    if (!this.config.site.unsolicitedEmailAllowed) throw new Problem('Other');
    const [account] = await this.queries.accounts([userId]);
    if (!account?.isAccount || !account.email) throw new Problem('IsAfstreper');
    const list = await this.queries.byId(request.privateGuid);
    if (!list?.ownerIds.includes(userId) || !list.username) throw new Problem('WishlistNotFound');
    const recipients = parseRecipients(request.recipients);
    if (!recipients || recipients.length > MAX_RECIPIENTS) throw new Problem('NoValidRecipient');
    if ((request.messageStart.trim() + request.messageEnd.trim()).length < SEND_MESSAGE_MIN) throw new Problem('NoMessage');
    await this.rateLimits.consume('sentListMailsPerUser', userId, recipients.length);

    const link = t('mail.send.link', { link: `${this.config.publicUrl}/${list.username}` });
    const text = [request.messageStart.trim(), link, request.messageEnd.trim()].filter(Boolean).join('\n\n');
    const sent = await Promise.all(recipients.map((r) => this.mailer.send({
      to: { name: r.name, address: r.email }, subject: request.subject, text, replyTo: account.email!,
    })));
    if (!sent.every(Boolean)) throw new Problem('UnknownStatus');
    return { sent: recipients.length };
  }
}
