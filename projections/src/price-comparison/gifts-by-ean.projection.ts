import type { GiftProduct } from '@wl/contracts';
import { defineProjection, unhandled } from '../runner/projection.js';

/**
 * Read model `gifts_by_ean`: which gifts carry an EAN, so the gift-offers reactor finds the gifts a feed import touched
 * (docs/products.md, "Price comparison"). Only gifts made from a product have EANs; free gifts have no documents here.
 * One small document per (EAN, gift), found by EAN; a gift made from a product without EAN has one per (product id,
 * gift) instead, found by product id (issue 27). Per gift the keys it is indexed under, to remove them.
 */
export interface GiftEanDocument {
  ean: string;
  giftId: string;
}

export interface GiftProductDocument {
  productId: string;
  giftId: string;
}

/** What a gift is indexed under: its product's EANs, or without EANs its product id. */
interface GiftEanSet {
  eans: string[];
  productId?: string | null;
}

export const GIFT_EANS = 'gift_eans';
export const GIFT_PRODUCTS = 'gift_products';
const GIFT_EAN_SETS = 'gift_ean_sets';
const entryId = (key: string, giftId: string) => `${key}:${giftId}`;

function indexOf(product: GiftProduct | null): Required<GiftEanSet> {
  const eans = [...new Set(product?.eans ?? [])];
  return { eans, productId: eans.length === 0 && product ? product.productId : null };
}

export const giftsByEanProjection = defineProjection({
  name: 'gifts_by_ean',
  collections: [GIFT_EANS, GIFT_PRODUCTS, GIFT_EAN_SETS],
  indexes: [
    { collection: GIFT_EANS, field: 'ean' },
    { collection: GIFT_PRODUCTS, field: 'productId' },
  ],
  handles: ['GiftCreated', 'GiftUpdated', 'GiftDeleted'],
  async apply(event, context) {
    const { giftId } = event.data;
    const stored = await context.get<GiftEanSet>(GIFT_EAN_SETS, giftId);
    const before = { eans: stored?.eans ?? [], productId: stored?.productId ?? null };
    const after = (() => {
      switch (event.type) {
        case 'GiftCreated':
        case 'GiftUpdated':
          return indexOf(event.data.product);
        case 'GiftDeleted':
          return indexOf(null);
        default:
          return unhandled(event);
      }
    })();
    for (const ean of before.eans) if (!after.eans.includes(ean)) context.delete(GIFT_EANS, entryId(ean, giftId));
    for (const ean of after.eans)
      if (!before.eans.includes(ean))
        context.put(GIFT_EANS, entryId(ean, giftId), { ean, giftId } satisfies GiftEanDocument);
    if (before.productId !== after.productId) {
      if (before.productId) context.delete(GIFT_PRODUCTS, entryId(before.productId, giftId));
      if (after.productId)
        context.put(GIFT_PRODUCTS, entryId(after.productId, giftId), {
          productId: after.productId,
          giftId,
        } satisfies GiftProductDocument);
    }
    if (after.eans.length || after.productId) context.put(GIFT_EAN_SETS, giftId, after satisfies GiftEanSet);
    else if (stored) context.delete(GIFT_EAN_SETS, giftId);
  },
});
