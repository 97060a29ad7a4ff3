import { NotFoundException } from '@nestjs/common';
import type { OwnerWishlist } from '@wl/contracts';
import { refusal } from '../platform/http/refusal.js';
import type { Read } from '../platform/use-case/use-case.js';
import { WishlistViews } from './wishlist-views.js';
import { WishlistQueries } from './wishlist.queries.js';

/** The owner view of the list, 404 WishlistNotFound when the caller is no owner (`MyList/Get`, and the owner's edits). */
export async function ownerViewOf(
  queries: WishlistQueries,
  views: WishlistViews,
  wishlistId: string,
  userId: string,
): Promise<OwnerWishlist> {
  const list = await queries.byId(wishlistId);
  if (!list || !list.ownerIds.includes(userId)) throw new NotFoundException(refusal('WishlistNotFound', 'Not found'));
  return views.forOwner(list, userId);
}

/** What an owner's edit answers: the owner view, read once the read models have the edit. */
export const ownerAnswer = (read: Read, wishlistId: string, userId: string) =>
  ownerViewOf(read(WishlistQueries), read(WishlistViews), wishlistId, userId);
