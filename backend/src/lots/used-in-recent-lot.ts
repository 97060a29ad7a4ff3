import { limits } from '@wl/contracts';
import { type DocumentStore, LOT_WISHLISTS, type LotWishlistDocument } from '@wl/projections';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whether the list is coupled to a lot of a draw made at most `limits.lotRecentDays` ago and not deleted (a deleted draw's
 * couplings leave the read model): making it private would hide it from whoever drew its owner.
 */
export async function usedInRecentLot(store: DocumentStore, wishlistId: string, now: Date): Promise<boolean> {
  const since = now.getTime() - limits.lotRecentDays * DAY_MS;
  const coupled = await store.find<LotWishlistDocument>(LOT_WISHLISTS, { wishlistId }, 10_000);
  return coupled.some((lot) => Date.parse(lot.drawnAt) >= since);
}
