import { Injectable } from '@nestjs/common';
import { userDecider, userStream } from '../account/user.decider.js';
import { friendsDecider, friendsStream } from '../friend/friends.decider.js';
import { AggregateStore } from '../platform/domain/aggregate-store.js';
import { MailOutbox } from '../platform/mail/mail-outbox.js';
import type { Mail } from '../platform/mail/mailer.js';
import { RateLimits, TooManyRequests } from '../platform/security/rate-limits.js';
import { wishlistDecider, wishlistStream } from '../wishlist/wishlist.decider.js';
import { WishlistQueries } from '../wishlist/index.js';

/** Whom a lot mail goes to, as the gate needs to know them. */
export interface LotMailRecipient {
  /** The participant's account: the organizer or a friend added by account; null for someone added by e-mail. */
  userId: string | null;
  /** The account holding the address of someone added by e-mail, if any. */
  holderId: string | null;
  /** The index of the address the mail goes to: what the recipient's daily count is kept under. */
  emailIndex: string;
}

/**
 * The one way a lot mail (lot, resend, nudge, question) is queued (docs/lots.md, "Lots as a mail channel"). A draw is
 * the organizer's: the site mails a participant only when
 * - they are the organizer (by account, or at an address of theirs a lot was resent to); or
 * - they were added as a friend (by account: the organizer never saw their address) and follow a list the organizer
 *   owns, so both follow each other: a stranger who follows someone's public list cannot make the site mail them; or
 * - they were added by e-mail (the organizer typed the address), unless that address's account turned its mail off
 *   (the one-click unsubscribe: overview and cross-off confirmations off) and follows no list of the organizer;
 * and then only while the recipient's address has room on its daily count (`lotMailsPerRecipient`), counted after
 * consent so that mails nobody agreed to cannot use it up. A mail not sent is not told to whoever caused it.
 * Decided on the streams: the recipient's friends and settings, the organizer's lists.
 */
@Injectable()
export class LotMailGate {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly wishlists: WishlistQueries,
    private readonly rateLimits: RateLimits,
    private readonly outbox: MailOutbox,
  ) {}

  async enqueue(key: string, mail: Mail, organizerId: string, recipient: LotMailRecipient): Promise<void> {
    if (!(await this.agreed(organizerId, recipient))) return;
    try {
      await this.rateLimits.consume('lotMailsPerRecipient', recipient.emailIndex);
    } catch (error) {
      if (error instanceof TooManyRequests) return;
      throw error;
    }
    // A replayed reaction whose mail was queued already takes nothing from the count.
    if (!(await this.outbox.enqueue(key, mail)))
      await this.rateLimits.refund('lotMailsPerRecipient', recipient.emailIndex);
  }

  private async agreed(organizerId: string, { userId, holderId }: LotMailRecipient): Promise<boolean> {
    if (userId) return userId === organizerId || this.followsListOf(userId, organizerId);
    if (!holderId || holderId === organizerId) return true;
    const { emailSettings } = (await this.aggregates.load(userStream(holderId), userDecider)).state;
    const mailOff = emailSettings.overviewEmailFrequency === 0 && !emailSettings.enableCrossOffNotifications;
    return !mailOff || this.followsListOf(holderId, organizerId);
  }

  /** Whether `userId` follows a list `ownerId` owns now; the read model only names the owner's lists to load. */
  private async followsListOf(userId: string, ownerId: string): Promise<boolean> {
    const { byWishlist } = (await this.aggregates.load(friendsStream(userId), friendsDecider)).state;
    for (const list of await this.wishlists.listsOf(ownerId)) {
      if (!byWishlist[list.wishlistId]) continue;
      const { state } = await this.aggregates.load(wishlistStream(list.wishlistId), wishlistDecider);
      if (state.exists && state.ownerIds.includes(ownerId)) return true;
    }
    return false;
  }
}
