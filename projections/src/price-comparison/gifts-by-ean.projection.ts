import { defineProjection, unhandled } from '../runner/projection.js';

/**
 * Read model `gifts_by_ean`: which gifts carry an EAN, so the gift-offers reactor finds the gifts a feed import touched
 * (docs/products.md, "Price comparison"). Only gifts made from a product have EANs; free gifts have no documents here.
 * One small document per (EAN, gift), found by EAN; and per gift the EANs it is indexed under, to remove them.
 */
export interface GiftEanDocument {
  ean: string;
  giftId: string;
}

interface GiftEanSet {
  eans: string[];
}

export const GIFT_EANS = 'gift_eans';
const GIFT_EAN_SETS = 'gift_ean_sets';
const entryId = (ean: string, giftId: string) => `${ean}:${giftId}`;

export const giftsByEanProjection = defineProjection({
  name: 'gifts_by_ean',
  collections: [GIFT_EANS, GIFT_EAN_SETS],
  indexes: [{ collection: GIFT_EANS, field: 'ean' }],
  handles: ['GiftCreated', 'GiftUpdated', 'GiftDeleted'],
  async apply(event, context) {
    const { giftId } = event.data;
    const before = (await context.get<GiftEanSet>(GIFT_EAN_SETS, giftId))?.eans ?? [];
    const after = (() => {
      switch (event.type) {
        case 'GiftCreated':
        case 'GiftUpdated': return [...new Set(event.data.product?.eans ?? [])];
        case 'GiftDeleted': return [];
        default: return unhandled(event);
      }
    })();
    for (const ean of before) if (!after.includes(ean)) context.delete(GIFT_EANS, entryId(ean, giftId));
    for (const ean of after) if (!before.includes(ean)) context.put(GIFT_EANS, entryId(ean, giftId), { ean, giftId } satisfies GiftEanDocument);
    if (after.length) context.put(GIFT_EAN_SETS, giftId, { eans: after } satisfies GiftEanSet);
    else if (before.length) context.delete(GIFT_EAN_SETS, giftId);
  },
});
