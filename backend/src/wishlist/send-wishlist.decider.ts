import type { EventOf, Sealed } from '@wl/contracts';
import type { Decider } from '../platform/domain/decider.js';

/** One sending of a list by mail is a stream of its own: recorded once, mailed by the send-list-mail reactor. */
export type SendWishlistEvent = EventOf<'WishlistSent'>;
export interface SendWishlistCommand {
  type: 'SendWishlist';
  sentId: string;
  wishlistId: string;
  senderId: string;
  personal: Sealed;
}
export interface SendWishlistState {
  sent: boolean;
}

export const sentWishlistStream = (sentId: string) => `sentlist-${sentId}`;

export const sendWishlistDecider: Decider<SendWishlistState, SendWishlistCommand, SendWishlistEvent> = {
  initialState: { sent: false },
  decide(command, state) {
    if (state.sent) return [];
    const { type: _type, ...data } = command;
    return [{ type: 'WishlistSent', data }];
  },
  evolve() {
    return { sent: true };
  },
};
