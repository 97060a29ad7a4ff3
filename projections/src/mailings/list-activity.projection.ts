import { defineProjection, unhandled } from '../runner/projection.js';

/**
 * Read model `list_activity`: gifts that came onto a list or went off it, for the overview mail (docs/mailings.md). It
 * holds nothing about cross-offs, so no overview can tell an owner that a gift was crossed off.
 */
export interface ListActivityDocument {
  wishlistId: string;
  /** `<wishlistId>|<YYYY-MM>`: the overview reads a list's activity month by month. */
  listMonth: string;
  kind: 'giftAdded' | 'giftRemoved';
  giftId: string;
  description: string;
  at: string;
}

/** A present gift's list and description, so its removal can be told by name. */
interface ActivityGift {
  wishlistId: string;
  description: string;
}

export const LIST_ACTIVITY = 'list_activity';
const ACTIVITY_GIFTS = 'list_activity_gifts';
export const listMonthOf = (wishlistId: string, at: string) => `${wishlistId}|${at.slice(0, 7)}`;

export const listActivityProjection = defineProjection({
  name: 'list_activity',
  collections: [LIST_ACTIVITY, ACTIVITY_GIFTS],
  indexes: [{ collection: LIST_ACTIVITY, field: 'listMonth' }],
  handles: ['GiftCreated', 'GiftUpdated', 'GiftMoved', 'GiftDeleted'],
  async apply(event, context) {
    const { giftId } = event.data;
    const at = event.metadata.at;
    const record = (kind: ListActivityDocument['kind'], gift: ActivityGift) =>
      context.put(LIST_ACTIVITY, `${giftId}:${kind}`, {
        wishlistId: gift.wishlistId,
        listMonth: listMonthOf(gift.wishlistId, at),
        kind,
        giftId,
        description: gift.description,
        at,
      } satisfies ListActivityDocument);
    switch (event.type) {
      case 'GiftCreated': {
        const gift = { wishlistId: event.data.wishlistId, description: event.data.description };
        context.put(ACTIVITY_GIFTS, giftId, gift);
        return record('giftAdded', gift);
      }
      case 'GiftUpdated':
        return context.put(ACTIVITY_GIFTS, giftId, {
          wishlistId: event.data.wishlistId,
          description: event.data.description,
        } satisfies ActivityGift);
      case 'GiftMoved': {
        const gift = await context.get<ActivityGift>(ACTIVITY_GIFTS, giftId);
        if (gift) context.put(ACTIVITY_GIFTS, giftId, { ...gift, wishlistId: event.data.wishlistId });
        return;
      }
      case 'GiftDeleted': {
        const gift = await context.get<ActivityGift>(ACTIVITY_GIFTS, giftId);
        context.delete(ACTIVITY_GIFTS, giftId);
        if (gift) record('giftRemoved', gift);
        return;
      }
      default:
        return unhandled(event);
    }
  },
});
