import type { AccessType, EventOf } from '@wl/contracts';
import type { Decider } from '../platform/domain/decider.js';
import { Problem } from '../platform/domain/problem.js';

export type WishlistEvent = EventOf<'WishlistCreated'> | EventOf<'WishlistDeleted'> | EventOf<'CategoryCreated'>;
export type WishlistCommand =
  | { type: 'CreateWishlist'; wishlist: EventOf<'WishlistCreated'>['data']; firstCategory: EventOf<'CategoryCreated'>['data'] }
  | { type: 'CreateCategory'; actorId: string; category: EventOf<'CategoryCreated'>['data'] }
  | { type: 'DeleteWishlist'; actorId: string; wishlistId: string };

export interface WishlistState {
  exists: boolean;
  publicGuid: string | null;
  usernameIndex: string | null;
  primaryOwnerId: string | null;
  ownerIds: string[];
  accessType: AccessType;
  categoryIds: string[];
}

export const wishlistStream = (wishlistId: string) => `wishlist-${wishlistId}`;

export const isOwner = (state: WishlistState, userId: string | null) => userId !== null && state.ownerIds.includes(userId);

export const wishlistDecider: Decider<WishlistState, WishlistCommand, WishlistEvent> = {
  initialState: { exists: false, publicGuid: null, usernameIndex: null, primaryOwnerId: null, ownerIds: [], accessType: 'UNKNOWN', categoryIds: [] },
  decide(command, state) {
    switch (command.type) {
      case 'CreateWishlist':
        if (state.exists) throw new Problem('Other');
        return [
          { type: 'WishlistCreated', data: command.wishlist },
          { type: 'CategoryCreated', data: command.firstCategory },
        ];
      case 'CreateCategory':
        if (!state.exists || !isOwner(state, command.actorId)) throw new Problem('WishlistNotFound');
        return [{ type: 'CategoryCreated', data: command.category }];
      case 'DeleteWishlist':
        if (!state.exists || state.primaryOwnerId !== command.actorId) throw new Problem('WishlistNotFound');
        return [{ type: 'WishlistDeleted', data: { wishlistId: command.wishlistId } }];
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case 'WishlistCreated':
        return {
          ...state,
          exists: true,
          publicGuid: event.data.publicGuid,
          usernameIndex: event.data.usernameIndex,
          primaryOwnerId: event.data.primaryOwnerId,
          ownerIds: [event.data.primaryOwnerId],
          accessType: event.data.accessType,
        };
      case 'CategoryCreated':
        return { ...state, categoryIds: [...state.categoryIds, event.data.categoryId] };
      case 'WishlistDeleted':
        return { ...wishlistDecider.initialState, usernameIndex: state.usernameIndex };
    }
  },
};
