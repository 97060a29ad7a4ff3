import { Body, Controller, HttpCode, Inject, Ip, Post } from '@nestjs/common';
import { listMail, MAX_RECIPIENTS, parseRecipients, SEND_MESSAGE_MIN, sendListAllowedFrom, SendWishlistRequest } from '@wl/contracts';
import type { AppConfig } from '../platform/config/config.js';
import { Clock } from '../platform/domain/clock.js';
import { Problem } from '../platform/domain/problem.js';
import { CurrentUserId } from '../platform/http/request-session.js';
import { ZodPipe } from '../platform/http/zod-body.js';
import { Mailer } from '../platform/mail/mailer.js';
import { RateLimits } from '../platform/security/rate-limits.js';
import { APP_CONFIG } from '../platform/tokens.js';
import { WishlistQueries } from './wishlist.queries.js';

/**
 * An owner mails their list's link to people they name, where the site allows unsolicited e-mail. So that the site
 * cannot be used to spam under its own name: only from a confirmed address of an account at least a day old, capped
 * per day per user, per IP address and site-wide, and under a subject the site writes (the user's goes in the body).
 */
@Controller('api/MyList')
export class SendWishlistController {
  constructor(
    private readonly queries: WishlistQueries,
    private readonly mailer: Mailer,
    private readonly rateLimits: RateLimits,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('Send')
  @HttpCode(200)
  async send(@Body(new ZodPipe(SendWishlistRequest)) request: SendWishlistRequest, @CurrentUserId() userId: string, @Ip() ip: string) {
    if (!this.config.site.unsolicitedEmailAllowed) throw new Problem('Other');
    const [account] = await this.queries.accounts([userId]);
    if (!account?.isAccount || !account.email) throw new Problem('IsAfstreper');
    if (!account.emailVerified) throw new Problem('EmailNotVerified');
    if (sendListAllowedFrom(account.createdAt) > this.clock.now().toISOString()) throw new Problem('AccountTooNew');
    const list = await this.queries.byId(request.privateGuid);
    if (!list?.ownerIds.includes(userId) || !list.username) throw new Problem('WishlistNotFound');
    const recipients = parseRecipients(request.recipients);
    if (!recipients || recipients.length > MAX_RECIPIENTS) throw new Problem('NoValidRecipient');
    if ((request.messageStart.trim() + request.messageEnd.trim()).length < SEND_MESSAGE_MIN) throw new Problem('NoMessage');
    const counters = [['sentListMailsPerUser', userId], ['sentListMailsPerIp', ip], ['sentListMailsSiteWide', 'site']] as const;
    await this.rateLimits.consumeEach(counters, recipients.length);

    const { subject, text } = listMail(account, request, `${this.config.publicUrl}/${list.username}`);
    const sent = await Promise.all(recipients.map((r) => this.mailer.send({
      to: { name: r.name, address: r.email }, subject, text, replyTo: account.email!,
    })));
    if (!sent.every(Boolean)) throw new Problem('UnknownStatus');
    return { sent: recipients.length };
  }
}
