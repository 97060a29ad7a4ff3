import { Body, Controller, HttpCode, Inject, Ip, Post } from '@nestjs/common';
import { listMail, MAX_RECIPIENTS, parseRecipients, SEND_MESSAGE_MIN, sendListAllowedFrom, SendWishlistRequest } from '@wl/contracts';
import type { AppConfig } from '../platform/config/config.js';
import { randomUUID } from 'node:crypto';
import { AggregateStore, type CommandContext } from '../platform/domain/aggregate-store.js';
import { Clock } from '../platform/domain/clock.js';
import { CommandCtx } from '../platform/http/command-context.js';
import { Problem } from '../platform/domain/problem.js';
import { CurrentUserId } from '../platform/http/request-session.js';
import { ZodPipe } from '../platform/http/zod-body.js';
import { PersonalData } from '../platform/personal-data/personal-data.js';
import { ReactorRunner } from '../platform/reactors/reactor-runner.js';
import { RateLimits } from '../platform/security/rate-limits.js';
import { APP_CONFIG } from '../platform/tokens.js';
import { sendWishlistDecider, sentWishlistStream } from './send-wishlist.decider.js';
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
    private readonly aggregates: AggregateStore,
    private readonly personal: PersonalData,
    private readonly reactors: ReactorRunner,
    private readonly rateLimits: RateLimits,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('Send')
  @HttpCode(200)
  async send(
    @Body(new ZodPipe(SendWishlistRequest)) request: SendWishlistRequest,
    @CurrentUserId() userId: string,
    @Ip() ip: string,
    @CommandCtx() context: CommandContext,
  ) {
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
    const sentId = randomUUID();
    const personal = await this.personal.seal(userId, { recipients, subject, text, replyTo: account.email });
    const recorded = await this.aggregates.execute(sentWishlistStream(sentId), sendWishlistDecider, {
      type: 'SendWishlist', sentId, wishlistId: list.wishlistId, senderId: userId, personal,
    }, context);
    // The send-list-mail reactor mails each recipient; the answer waits until the mails are on their way.
    await this.reactors.caughtUp(recorded.position, recorded.events.map((e) => e.type));
    return { sent: recipients.length };
  }
}
