import { defineProjection, unhandled } from '../runner/projection.js';

/** Read model `crossed_off`: one document per gift that is crossed off now, keyed by gift. */
export interface CrossedOffDocument {
  giftId: string;
  wishlistId: string;
  crossOffId: string;
  userId: string;
  at: string;
}

export const CROSSED_OFF = 'crossed_off';

export const crossedOffProjection = defineProjection({
  name: 'crossed_off',
  collections: [CROSSED_OFF],
  indexes: [{ collection: CROSSED_OFF, field: 'userId' }],
  handles: ['GiftCrossedOff', 'CrossOffUndone', 'GiftDeleted', 'GiftMoved'],
  async apply(event, context) {
    switch (event.type) {
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
      case 'GiftDeleted':
        context.delete(CROSSED_OFF, event.data.giftId);
        return;
      default: return unhandled(event);
    }
  },
});
