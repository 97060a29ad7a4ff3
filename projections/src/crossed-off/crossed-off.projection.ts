import { defineProjection, unhandled } from '../runner/projection.js';

/**
 * Read model `crossed_off`: one document per gift that is crossed off now, keyed by gift. A gift deleted while crossed
 * off keeps its document, with `removed`: what the gift was then, so the giver can still cancel a purchase; until she
 * hides it.
 */
export interface CrossedOffDocument {
  giftId: string;
  wishlistId: string;
  crossOffId: string;
  userId: string;
  at: string;
  /** Present only once the owner deleted the gift (alone, with its category or with the list). */
  removed?: RemovedGift;
}

/** A deleted crossed-off gift as it was: its description, link and shop picture (an uploaded picture goes with the gift). */
export interface RemovedGift {
  at: string;
  description: string;
  url: string | null;
  imageUrl: string | null;
}

/** What the giver is shown of a gift once it is deleted, kept for every gift on a list until its deletion. */
interface GiftDetailsDocument {
  giftId: string;
  description: string;
  url: string | null;
  imageUrl: string | null;
}

export const CROSSED_OFF = 'crossed_off';
const CROSSED_OFF_GIFT_DETAILS = 'crossed_off_gift_details';

export const crossedOffProjection = defineProjection({
  name: 'crossed_off',
  collections: [CROSSED_OFF, CROSSED_OFF_GIFT_DETAILS],
  indexes: [{ collection: CROSSED_OFF, field: 'userId' }],
  handles: [
    'GiftCreated',
    'GiftUpdated',
    'GiftCrossedOff',
    'CrossOffUndone',
    'GiftDeleted',
    'GiftMoved',
    'RemovedCrossOffHidden',
  ],
  async apply(event, context) {
    switch (event.type) {
      case 'GiftCreated':
      case 'GiftUpdated': {
        const { giftId, description, url, product } = event.data;
        const details: GiftDetailsDocument = { giftId, description, url, imageUrl: product?.imageUrl ?? null };
        context.put(CROSSED_OFF_GIFT_DETAILS, giftId, details);
        return;
      }
      case 'GiftCrossedOff': {
        const { giftId, wishlistId, crossOffId, byUserId } = event.data;
        const doc: CrossedOffDocument = { giftId, wishlistId, crossOffId, userId: byUserId, at: event.metadata.at };
        context.put(CROSSED_OFF, giftId, doc);
        return;
      }
      case 'GiftMoved': {
        const mark = await context.get<CrossedOffDocument>(CROSSED_OFF, event.data.giftId);
        if (mark) context.put(CROSSED_OFF, mark.giftId, { ...mark, wishlistId: event.data.wishlistId });
        return;
      }
      case 'CrossOffUndone':
        context.delete(CROSSED_OFF, event.data.giftId);
        return;
      case 'GiftDeleted': {
        const { giftId } = event.data;
        const [mark, details] = await Promise.all([
          context.get<CrossedOffDocument>(CROSSED_OFF, giftId),
          context.get<GiftDetailsDocument>(CROSSED_OFF_GIFT_DETAILS, giftId),
        ]);
        context.delete(CROSSED_OFF_GIFT_DETAILS, giftId);
        if (!mark) return;
        // Details are missing only in a read model built before it kept them: it forgets the cross-off, as it did then.
        if (!details) return context.delete(CROSSED_OFF, giftId);
        const removed: RemovedGift = {
          at: event.metadata.at,
          description: details.description,
          url: details.url,
          imageUrl: details.imageUrl,
        };
        context.put(CROSSED_OFF, giftId, { ...mark, removed });
        return;
      }
      case 'RemovedCrossOffHidden': {
        const mark = await context.get<CrossedOffDocument>(CROSSED_OFF, event.data.giftId);
        if (mark?.removed && mark.crossOffId === event.data.crossOffId) context.delete(CROSSED_OFF, mark.giftId);
        return;
      }
      default:
        return unhandled(event);
    }
  },
});
