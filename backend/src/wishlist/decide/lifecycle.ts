import { Problem } from '../../platform/domain/problem.js';
import { ended } from './list-contents.js';
import { requireOwner } from './owner-rules.js';
import type { Decisions, WishlistEvent } from './wishlist-types.js';

/** A list comes with its first category, and only its primary owner deletes it. */
export const lifecycleDecisions: Decisions<'CreateWishlist' | 'DeleteWishlist'> = {
  CreateWishlist(command, state) {
    if (state.exists) throw new Problem('Other');
    return [
      { type: 'WishlistCreated', data: command.wishlist },
      { type: 'CategoryCreated', data: command.firstCategory },
    ];
  },
  DeleteWishlist(command, state) {
    requireOwner(state, command.actorId, 'WishlistNotFound');
    if (state.primaryOwnerId !== command.actorId) throw new Problem('NotPrimaryOwner');
    const { wishlistId } = command;
    // Gifts and categories end with their own events, so every read model and counter follows.
    return [
      ...ended(wishlistId, Object.keys(state.gifts)),
      ...state.categoryIds.map((categoryId): WishlistEvent => ({
        type: 'CategoryDeleted',
        data: { wishlistId, categoryId },
      })),
      { type: 'WishlistDeleted', data: { wishlistId } },
    ];
  },
};
