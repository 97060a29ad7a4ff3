import type { EventOf } from '@wl/contracts';
import type { Decider } from '../platform/domain/decider.js';
import { Problem } from '../platform/domain/problem.js';

export type FriendsEvent = EventOf<'FriendAdded'> | EventOf<'FriendRemoved'>;
export type FriendsCommand =
  | {
      type: 'AddFriend';
      userId: string;
      wishlistId: string;
      friendPrivateGuid: string;
      ownList: boolean;
      mayView: boolean;
    }
  | { type: 'RemoveFriend'; userId: string; friendPrivateGuid: string };

/** One user's friends: the lists they follow, each with the guid that removes it. */
export interface FriendsState {
  byWishlist: Record<string, string>;
}

export const friendsStream = (userId: string) => `friends-${userId}`;

export const friendsDecider: Decider<FriendsState, FriendsCommand, FriendsEvent> = {
  initialState: { byWishlist: {} },
  decide(command, state) {
    switch (command.type) {
      case 'AddFriend': {
        if (command.ownList) throw new Problem('OwnWishlist');
        if (!command.mayView) throw new Problem('NoAccess');
        if (state.byWishlist[command.wishlistId]) throw new Problem('AlreadyFriend');
        const { userId, wishlistId, friendPrivateGuid } = command;
        return [{ type: 'FriendAdded', data: { userId, wishlistId, friendPrivateGuid } }];
      }
      case 'RemoveFriend': {
        const wishlistId = Object.keys(state.byWishlist).find(
          (id) => state.byWishlist[id] === command.friendPrivateGuid,
        );
        if (!wishlistId) throw new Problem('FriendNotFound');
        return [
          {
            type: 'FriendRemoved',
            data: { userId: command.userId, friendPrivateGuid: command.friendPrivateGuid, wishlistId },
          },
        ];
      }
    }
  },
  evolve(state, event) {
    const byWishlist = { ...state.byWishlist };
    if (event.type === 'FriendAdded') byWishlist[event.data.wishlistId] = event.data.friendPrivateGuid;
    else delete byWishlist[event.data.wishlistId];
    return { byWishlist };
  },
};
