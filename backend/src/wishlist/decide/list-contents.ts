import { Problem } from '../../platform/domain/problem.js';
import type { WishlistEvent, WishlistState } from './wishlist-types.js';

export function requireGift(state: WishlistState, giftId: string) {
  if (!(giftId in state.gifts)) throw new Problem('GiftNotFound');
}

export const giftsIn = (state: WishlistState, categoryId: string) =>
  Object.keys(state.gifts).filter((giftId) => state.gifts[giftId] === categoryId);
export const ended = (wishlistId: string, giftIds: string[]) =>
  giftIds.map((giftId): WishlistEvent => ({ type: 'GiftEnded', data: { wishlistId, giftId } }));

export function requireCategory(state: WishlistState, categoryId: string) {
  if (!state.categoryIds.includes(categoryId)) throw new Problem('CategoryNotFound');
}

export const samePermutation = (a: string[], b: string[]) =>
  a.length === b.length && new Set(a).size === a.length && a.every((x) => b.includes(x));
