import { Problem } from '../../platform/domain/problem.js';
import { ended, giftsIn, requireCategory, samePermutation } from './list-contents.js';
import { requireOwner } from './owner-rules.js';
import type { Decisions, WishlistEvent } from './wishlist-types.js';

/** The list's categories: made, renamed, deleted with their gifts, reordered, moved to another list of the owner. */
export const categoryDecisions: Decisions<
  'CreateCategory' | 'RenameCategory' | 'DeleteCategory' | 'ReorderCategories' | 'MoveCategoryOut' | 'TakeCategory'
> = {
  CreateCategory(command, state) {
    requireOwner(state, command.actorId, 'WishlistNotFound');
    return [{ type: 'CategoryCreated', data: command.category }];
  },
  RenameCategory(command, state) {
    requireOwner(state, command.actorId);
    requireCategory(state, command.categoryId);
    const { wishlistId, categoryId, name } = command;
    return [{ type: 'CategoryRenamed', data: { wishlistId, categoryId, name } }];
  },
  DeleteCategory(command, state) {
    requireOwner(state, command.actorId);
    requireCategory(state, command.categoryId);
    if (state.categoryIds.length < 2) throw new Problem('LastCategory');
    // Its gifts end in the same append: a gift added to it at the same time conflicts on this stream's revision.
    return [
      ...ended(command.wishlistId, giftsIn(state, command.categoryId)),
      { type: 'CategoryDeleted', data: { wishlistId: command.wishlistId, categoryId: command.categoryId } },
    ];
  },
  ReorderCategories(command, state) {
    requireOwner(state, command.actorId);
    // An order made before a category came or went: a cancelable one gives way to the newer state, silently.
    if (!samePermutation(command.categoryIds, state.categoryIds)) {
      if (command.cancelable) return [];
      throw new Problem('InvalidData');
    }
    return [
      { type: 'CategoriesReordered', data: { wishlistId: command.wishlistId, categoryIds: command.categoryIds } },
    ];
  },
  MoveCategoryOut(command, state) {
    requireOwner(state, command.actorId, 'SourceNotOwned');
    if (!state.categoryIds.includes(command.categoryId)) throw new Problem('SourceNotOwned');
    requireOwner(command.target, command.actorId, 'DestinationNotOwned');
    const { wishlistId, categoryId, toWishlistId, replacement } = command;
    // A list keeps at least one category: the last one leaving is replaced by a new empty one.
    const replaced: WishlistEvent[] =
      state.categoryIds.length === 1 ? [{ type: 'CategoryCreated', data: replacement }] : [];
    return [
      ...replaced,
      { type: 'CategoryMoveStarted', data: { wishlistId, categoryId, toWishlistId } },
      ...giftsIn(state, categoryId).map((giftId): WishlistEvent => ({
        type: 'GiftMovedAway',
        data: { wishlistId, giftId, toWishlistId, toCategoryId: categoryId },
      })),
    ];
  },
  TakeCategory(command, state) {
    const { wishlistId, categoryId, fromWishlistId } = command;
    if (!state.exists || state.categoryIds.includes(categoryId)) return [];
    return [{ type: 'CategoryMovedIn', data: { wishlistId, categoryId, fromWishlistId } }];
  },
};
