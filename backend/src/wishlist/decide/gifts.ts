import { Problem } from '../../platform/domain/problem.js';
import { ended, requireCategory, requireGift } from './list-contents.js';
import { requireOwner } from './owner-rules.js';
import type { Decisions } from './wishlist-types.js';

/** The gifts the list holds: added, placed, ended, moved between lists, adopted from old logs, and their order. */
export const giftDecisions: Decisions<
  'AddGift' | 'PlaceGift' | 'EndGift' | 'EndAllGifts' | 'MoveGiftOut' | 'TakeGift' | 'AdoptGift' | 'ReorderGifts'
> = {
  AddGift(command, state) {
    requireOwner(state, command.actorId, 'GiftNotFound');
    const { wishlistId, gift } = command;
    if (!state.categoryIds.includes(gift.categoryId)) throw new Problem('InvalidUpdate');
    return [{ type: 'GiftAdded', data: { wishlistId, categoryId: gift.categoryId, giftId: gift.giftId, gift } }];
  },
  PlaceGift(command, state) {
    requireOwner(state, command.actorId, 'GiftNotFound');
    requireGift(state, command.giftId);
    const { wishlistId, giftId, categoryId } = command;
    if (!state.categoryIds.includes(categoryId)) throw new Problem('InvalidUpdate');
    if (state.gifts[giftId] === categoryId) return [];
    return [{ type: 'GiftPlaced', data: { wishlistId, categoryId, giftId, fromWishlistId: wishlistId } }];
  },
  EndGift(command, state) {
    requireOwner(state, command.actorId, 'GiftNotFound');
    requireGift(state, command.giftId);
    return ended(command.wishlistId, [command.giftId]);
  },
  EndAllGifts(command, state) {
    requireOwner(state, command.actorId);
    return ended(command.wishlistId, Object.keys(state.gifts));
  },
  MoveGiftOut(command, state) {
    requireOwner(state, command.actorId, 'SourceNotOwned');
    requireGift(state, command.giftId);
    requireOwner(command.target, command.actorId, 'DestinationNotOwned');
    const { wishlistId, giftId, toWishlistId } = command;
    return [
      {
        type: 'GiftMovedAway',
        data: { wishlistId, giftId, toWishlistId, toCategoryId: command.target.categoryIds[0]! },
      },
    ];
  },
  TakeGift(command, state) {
    const { wishlistId, giftId, fromWishlistId } = command;
    if (!state.exists) return [];
    // The category may have gone meanwhile: the gift then joins the list's first category.
    const categoryId = state.categoryIds.includes(command.categoryId) ? command.categoryId : state.categoryIds[0]!;
    if (state.gifts[giftId] === categoryId) return [];
    return [{ type: 'GiftPlaced', data: { wishlistId, categoryId, giftId, fromWishlistId } }];
  },
  AdoptGift(command, state) {
    const { wishlistId, giftId, categoryId } = command;
    if (!state.exists || giftId in state.gifts || giftId in state.pastGifts) return [];
    return [{ type: 'GiftPlaced', data: { wishlistId, categoryId, giftId, fromWishlistId: wishlistId } }];
  },
  ReorderGifts(command, state) {
    requireOwner(state, command.actorId);
    requireCategory(state, command.categoryId);
    const { wishlistId, categoryId, giftIds } = command;
    if (new Set(giftIds).size !== giftIds.length) throw new Problem('InvalidData');
    return [{ type: 'GiftsReordered', data: { wishlistId, categoryId, giftIds } }];
  },
};
