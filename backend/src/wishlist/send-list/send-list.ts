import {
  listMail,
  MAX_RECIPIENTS,
  parseRecipients,
  SEND_MESSAGE_MIN,
  sendListAllowedFrom,
  SendWishlistRequest,
} from '@wl/contracts';
import { randomUUID } from 'node:crypto';
import { userOf } from '../../account/user.streams.js';
import type { AppConfig } from '../../platform/config/config.js';
import { Clock } from '../../platform/domain/clock.js';
import { Problem } from '../../platform/domain/problem.js';
import { PersonalData } from '../../platform/personal-data/personal-data.js';
import { ReactorRunner } from '../../platform/reactors/reactor-runner.js';
import { RateLimits } from '../../platform/security/rate-limits.js';
import { APP_CONFIG } from '../../platform/tokens.js';
import { defineUseCase, streamKind } from '../../platform/use-case/use-case.js';
import { sendWishlistDecider, sentWishlistStream } from '../send-wishlist.decider.js';
import { listStream } from '../list.streams.js';
import { isOwner } from '../wishlist.decider.js';
import { WishlistQueries } from '../wishlist.queries.js';

/**
 * `POST /api/MyList/Send`: an owner mails their list's link to people they name, where the site allows unsolicited
 * e-mail. So that the site cannot be used to spam under its own name: only from a confirmed address of an account at
 * least a day old, capped per day per user, per IP address and site-wide, and under a subject the site writes (the
 * user's goes in the body).
 */
export const sendList = defineUseCase({
  name: 'SendWishlist',
  payload: SendWishlistRequest,
  login: 'required',
  streams: { sender: userOf, list: listStream, sent: streamKind(sendWishlistDecider, sentWishlistStream) },
  decides: 'sent',
  async locate({ privateGuid }, actor, read) {
    if (!read<AppConfig>(APP_CONFIG).site.unsolicitedEmailAllowed) throw new Problem('Other');
    return { sender: actor.userId, list: privateGuid, sent: randomUUID() };
  },
  check({ sender, list }, _request, actor) {
    if (!sender.state.isAccount || !sender.state.emailIndex) throw new Problem('IsAfstreper');
    if (!sender.state.emailVerified) throw new Problem('EmailNotVerified');
    if (!list.state.exists || !isOwner(list.state, actor.userId)) throw new Problem('WishlistNotFound');
  },
  /**
   * The account's age is the one fact its stream does not hold (its folded state has no time): the accounts read model
   * gives it, and one that lags has no document yet for a new account, which is refused as too new, as it is.
   */
  async prepare(request, actor, read) {
    const queries = read(WishlistQueries);
    const [[account], list] = await Promise.all([queries.accounts([actor.userId]), queries.byId(request.privateGuid)]);
    if (!account || sendListAllowedFrom(account.createdAt) > read(Clock).now().toISOString())
      throw new Problem('AccountTooNew');
    if (!list?.username || !account.email) throw new Problem('WishlistNotFound');
    const recipients = parseRecipients(request.recipients);
    if (!recipients || recipients.length > MAX_RECIPIENTS) throw new Problem('NoValidRecipient');
    if ((request.messageStart.trim() + request.messageEnd.trim()).length < SEND_MESSAGE_MIN)
      throw new Problem('NoMessage');
    const counters = [
      ['sentListMailsPerUser', actor.userId],
      ['sentListMailsPerIp', actor.address],
      ['sentListMailsSiteWide', 'site'],
    ] as const;
    await read(RateLimits).consumeEach(counters, recipients.length);
    const { subject, text } = listMail(account, request, `${read<AppConfig>(APP_CONFIG).publicUrl}/${list.username}`);
    return {
      count: recipients.length,
      personal: await read(PersonalData).seal(actor.userId, { recipients, subject, text, replyTo: account.email }),
    };
  },
  decide: ({ list, sent }, { personal }, actor) =>
    sendWishlistDecider.decide(
      { type: 'SendWishlist', sentId: sent.id, wishlistId: list.id, senderId: actor.userId, personal },
      sent.state,
    ),
  readYourWrites: 'refuse',
  /** The send-list-mail reactor mails each recipient; the answer waits until the mails are on their way. */
  async answer({ input, events, position }, read) {
    await read(ReactorRunner).caughtUp(
      position,
      events.map((e) => e.type),
    );
    return { sent: input.count };
  },
});
