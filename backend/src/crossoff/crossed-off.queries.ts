import { Inject, Injectable } from '@nestjs/common';
import type { CrossedOffGift, CrossedOffWishlist } from '@wl/contracts';
import { CROSSED_OFF, type CrossedOffDocument, type DocumentStore, type RemovedGift } from '@wl/projections';
import { DOCUMENT_STORE } from '../platform/tokens.js';
import { ownerFullName, WishlistQueries } from '../wishlist/index.js';

/**
 * The gifts a user crossed off, grouped per list, with those the owner took off the list since (as they were then).
 * A deleted list's group names nobody: only those gifts remain of it.
 */
@Injectable()
export class CrossedOffQueries {
  constructor(
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
    private readonly wishlists: WishlistQueries,
  ) {}

  async of(userId: string): Promise<CrossedOffWishlist[]> {
    const marks = await this.store.find<CrossedOffDocument>(CROSSED_OFF, { userId }, 10_000);
    const byList = new Map<string, CrossedOffDocument[]>();
    for (const mark of marks) byList.set(mark.wishlistId, [...(byList.get(mark.wishlistId) ?? []), mark]);
    const groups = await Promise.all(
      [...byList].map(async ([wishlistId, listMarks]) => {
        const list = await this.wishlists.byId(wishlistId);
        const shownList = list?.username ? { wishlistUrl: `/${list.username}`, fullName: ownerFullName(list) } : null;
        const gifts = await Promise.all(
          listMarks.map(async (mark) => {
            if (mark.removed) return removedGift(mark, mark.removed);
            // A gift of a deleted list is on its way out: its GiftDeleted keeps it as removed.
            const gift = shownList && (await this.wishlists.gift(mark.giftId));
            return (
              gift && {
                publicGuid: gift.giftId,
                description: gift.description,
                uri: gift.url,
                privateCrossOffGuid: mark.crossOffId,
                imageUrl: gift.imageUrl ?? gift.product?.imageUrl ?? null,
                removedFromList: false,
              }
            );
          }),
        );
        const shown = gifts
          .filter((g) => g !== null)
          .sort((a, b) => Number(a.removedFromList) - Number(b.removedFromList));
        return { ...(shownList ?? { wishlistUrl: null, fullName: null }), gifts: shown };
      }),
    );
    // Gifts still on a list first, in each list and over the lists: those are what the giver may still undo.
    return groups
      .filter((g) => g.gifts.length > 0)
      .sort((a, b) => Number(a.wishlistUrl === null) - Number(b.wishlistUrl === null));
  }
}

function removedGift(mark: CrossedOffDocument, removed: RemovedGift): CrossedOffGift {
  return {
    publicGuid: mark.giftId,
    description: removed.description,
    uri: removed.url,
    privateCrossOffGuid: mark.crossOffId,
    imageUrl: removed.imageUrl,
    removedFromList: true,
  };
}
