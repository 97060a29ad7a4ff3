import type { Projection, ProjectionContext, ProjectionEvent } from '../runner/projection.js';
import { type GiftEntry, ownerKey, WISHLIST_OWNERS, WISHLISTS, type WishlistDocument } from './wishlist-document.js';

type GiftEvent = Extract<ProjectionEvent, { type: 'GiftCreated' | 'GiftUpdated' | 'GiftDeleted' | 'GiftCrossedOff' | 'CrossOffUndone' }>;

export const wishlistsProjection: Projection = {
  name: 'wishlists',
  collections: [WISHLISTS, WISHLIST_OWNERS],
  indexes: [
    { collection: WISHLISTS, field: 'usernameLower' },
    { collection: WISHLISTS, field: 'publicGuid' },
    { collection: WISHLIST_OWNERS, field: 'userId' },
  ],
  handles: new Set(['WishlistCreated', 'CategoryCreated', 'GiftCreated', 'GiftUpdated', 'GiftDeleted', 'GiftCrossedOff', 'CrossOffUndone']),
  async apply(event, context) {
    if (event.type === 'WishlistCreated') return createWishlist(event, context);
    if (event.type === 'CategoryCreated') {
      return update(context, event.data.wishlistId, event.metadata.at, (list) => {
        list.categories.push({ categoryId: event.data.categoryId, publicGuid: event.data.publicGuid, name: event.data.name, gifts: [] });
      });
    }
    if (isGiftEvent(event)) return update(context, event.data.wishlistId, event.metadata.at, (list) => applyGiftEvent(list, event));
  },
};

function createWishlist(event: Extract<ProjectionEvent, { type: 'WishlistCreated' }>, context: ProjectionContext) {
  const { data } = event;
  const personal = data.personal;
  const doc: WishlistDocument = {
    wishlistId: data.wishlistId,
    publicGuid: data.publicGuid,
    username: personal?.username ?? null,
    usernameLower: personal?.username.toLowerCase() ?? null,
    firstName: personal?.firstName ?? null,
    lastName: personal?.lastName ?? null,
    city: personal?.city ?? null,
    accessType: data.accessType,
    accessQuestion: personal?.accessQuestion ?? null,
    accessAnswer: personal?.accessAnswer ?? null,
    includeInSearchResult: data.includeInSearchResult,
    showCrossedOff: data.showCrossedOff,
    primaryOwnerId: data.primaryOwnerId,
    ownerIds: [data.primaryOwnerId],
    categories: [],
    createdAt: event.metadata.at,
    lastUpdated: event.metadata.at,
  };
  context.put(WISHLISTS, data.wishlistId, doc);
  context.put(WISHLIST_OWNERS, ownerKey(data.primaryOwnerId, data.wishlistId), { userId: data.primaryOwnerId, wishlistId: data.wishlistId });
}

async function update(context: ProjectionContext, wishlistId: string, at: string, change: (list: WishlistDocument) => void) {
  const list = await context.get<WishlistDocument>(WISHLISTS, wishlistId);
  if (!list) return;
  const next = structuredClone(list);
  change(next);
  next.lastUpdated = at;
  context.put(WISHLISTS, wishlistId, next);
}

function isGiftEvent(event: ProjectionEvent): event is GiftEvent {
  return ['GiftCreated', 'GiftUpdated', 'GiftDeleted', 'GiftCrossedOff', 'CrossOffUndone'].includes(event.type);
}

function applyGiftEvent(list: WishlistDocument, event: GiftEvent) {
  const { giftId } = event.data;
  const located = list.categories.flatMap((c) => c.gifts.map((g, index) => ({ category: c, gift: g, index }))).find((x) => x.gift.giftId === giftId);
  switch (event.type) {
    case 'GiftCreated':
    case 'GiftUpdated': {
      const { categoryId, description, url, crossOffEnabled } = event.data;
      const gift: GiftEntry = { giftId, description, url, crossOffEnabled, crossOff: located?.gift.crossOff ?? null };
      const target = list.categories.find((c) => c.categoryId === categoryId);
      if (located && located.category === target) located.category.gifts[located.index] = gift;
      else {
        located?.category.gifts.splice(located.index, 1);
        target?.gifts.push(gift);
      }
      return;
    }
    case 'GiftDeleted':
      located?.category.gifts.splice(located.index, 1);
      return;
    case 'GiftCrossedOff':
      if (located) located.gift.crossOff = { crossOffId: event.data.crossOffId, byUserId: event.data.byUserId };
      return;
    case 'CrossOffUndone':
      if (located) located.gift.crossOff = null;
      return;
    default: {
      const exhaustive: never = event;
      return exhaustive;
    }
  }
}
