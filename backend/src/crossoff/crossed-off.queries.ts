import { Inject, Injectable } from '@nestjs/common';
import type { CrossedOffWishlist } from '@wl/contracts';
import { CROSSED_OFF, type CrossedOffDocument, type DocumentStore } from '@wl/projections';
import { DOCUMENT_STORE } from '../platform/tokens.js';
import { ownerFullName } from '../wishlist/views.js';
import { WishlistQueries } from '../wishlist/wishlist.queries.js';

/** The gifts a user crossed off, grouped per list. */
@Injectable()
export class CrossedOffQueries {
  constructor(@Inject(DOCUMENT_STORE) private readonly store: DocumentStore, private readonly wishlists: WishlistQueries) {}

  async of(userId: string): Promise<CrossedOffWishlist[]> {
    const marks = await this.store.find<CrossedOffDocument>(CROSSED_OFF, { userId }, 10_000);
    const byList = new Map<string, CrossedOffDocument[]>();
    for (const mark of marks) byList.set(mark.wishlistId, [...(byList.get(mark.wishlistId) ?? []), mark]);
    const groups = await Promise.all([...byList].map(async ([wishlistId, listMarks]) => {
      const list = await this.wishlists.byId(wishlistId);
      if (!list?.username) return null;
      const gifts = await Promise.all(listMarks.map(async (mark) => {
        const gift = await this.wishlists.gift(mark.giftId);
        return gift && { publicGuid: gift.giftId, description: gift.description, uri: gift.url, privateCrossOffGuid: mark.crossOffId };
      }));
      return { wishlistUrl: `/${list.username}`, fullName: ownerFullName(list), gifts: gifts.filter((g) => g !== null) };
    }));
    return groups.filter((g): g is CrossedOffWishlist => g !== null && g.gifts.length > 0);
  }
}
