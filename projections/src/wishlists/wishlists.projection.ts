import type { Projection, ProjectionContext, ProjectionEvent } from '../runner/projection.js';
import {
  type CategoryDocument, type GiftDocument, ownerKey, WISHLIST_CATEGORIES, WISHLIST_GIFTS, WISHLIST_OWNERS, WISHLISTS,
  type WishlistDocument,
} from './wishlist-document.js';

type Of<T extends ProjectionEvent['type']> = Extract<ProjectionEvent, { type: T }>;

export const wishlistsProjection: Projection = {
  name: 'wishlists',
  collections: [WISHLISTS, WISHLIST_CATEGORIES, WISHLIST_GIFTS, WISHLIST_OWNERS],
  indexes: [
    { collection: WISHLISTS, field: 'usernameLower' },
    { collection: WISHLISTS, field: 'publicGuid' },
    { collection: WISHLIST_CATEGORIES, field: 'wishlistId' },
    { collection: WISHLIST_GIFTS, field: 'wishlistId' },
    { collection: WISHLIST_OWNERS, field: 'userId' },
  ],
  handles: new Set(['WishlistCreated', 'WishlistDeleted', 'CategoryCreated', 'GiftCreated', 'GiftUpdated', 'GiftDeleted', 'GiftCrossedOff', 'CrossOffUndone']),
  async apply(event, context) {
    switch (event.type) {
      case 'WishlistCreated': return createWishlist(event, context);
      case 'WishlistDeleted': return deleteWishlist(event, context);
      case 'CategoryCreated': return createCategory(event, context);
      case 'GiftCreated':
      case 'GiftUpdated': return saveGift(event, context);
      case 'GiftDeleted': return deleteGift(event, context);
      case 'GiftCrossedOff':
        return changeGift(context, event.data.giftId, (g) => ({ ...g, crossOff: { crossOffId: event.data.crossOffId, byUserId: event.data.byUserId } }));
      case 'CrossOffUndone':
        return changeGift(context, event.data.giftId, (g) => ({ ...g, crossOff: null }));
    }
  },
};

function createWishlist(event: Of<'WishlistCreated'>, context: ProjectionContext) {
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
    categoryOrder: [],
    giftCount: 0,
    createdAt: event.metadata.at,
    lastUpdated: event.metadata.at,
  };
  context.put(WISHLISTS, data.wishlistId, doc);
  context.put(WISHLIST_OWNERS, ownerKey(data.primaryOwnerId, data.wishlistId), { userId: data.primaryOwnerId, wishlistId: data.wishlistId });
}

/** Removes the list with everything in it, document by document (all reachable by id from the list). */
async function deleteWishlist(event: Of<'WishlistDeleted'>, context: ProjectionContext) {
  const list = await context.get<WishlistDocument>(WISHLISTS, event.data.wishlistId);
  if (!list) return;
  for (const categoryId of list.categoryOrder) {
    const category = await context.get<CategoryDocument>(WISHLIST_CATEGORIES, categoryId);
    category?.giftOrder.forEach((giftId) => context.delete(WISHLIST_GIFTS, giftId));
    context.delete(WISHLIST_CATEGORIES, categoryId);
  }
  list.ownerIds.forEach((userId) => context.delete(WISHLIST_OWNERS, ownerKey(userId, list.wishlistId)));
  context.delete(WISHLISTS, list.wishlistId);
}

async function createCategory(event: Of<'CategoryCreated'>, context: ProjectionContext) {
  const { categoryId, publicGuid, wishlistId, name } = event.data;
  const category: CategoryDocument = { categoryId, publicGuid, wishlistId, name, giftOrder: [] };
  context.put(WISHLIST_CATEGORIES, categoryId, category);
  await changeList(context, wishlistId, event.metadata.at, (l) => ({ ...l, categoryOrder: [...l.categoryOrder, categoryId] }));
}

async function saveGift(event: Of<'GiftCreated' | 'GiftUpdated'>, context: ProjectionContext) {
  const { giftId, wishlistId, categoryId, description, url, crossOffEnabled } = event.data;
  const previous = await context.get<GiftDocument>(WISHLIST_GIFTS, giftId);
  context.put(WISHLIST_GIFTS, giftId, { giftId, wishlistId, categoryId, description, url, crossOffEnabled, crossOff: previous?.crossOff ?? null });
  if (previous?.categoryId !== categoryId) {
    if (previous) await changeCategory(context, previous.categoryId, (c) => ({ ...c, giftOrder: c.giftOrder.filter((id) => id !== giftId) }));
    await changeCategory(context, categoryId, (c) => ({ ...c, giftOrder: [...c.giftOrder, giftId] }));
  }
  await changeList(context, wishlistId, event.metadata.at, (l) => ({ ...l, giftCount: l.giftCount + (previous ? 0 : 1) }));
}

async function deleteGift(event: Of<'GiftDeleted'>, context: ProjectionContext) {
  const gift = await context.get<GiftDocument>(WISHLIST_GIFTS, event.data.giftId);
  if (!gift) return;
  context.delete(WISHLIST_GIFTS, gift.giftId);
  await changeCategory(context, gift.categoryId, (c) => ({ ...c, giftOrder: c.giftOrder.filter((id) => id !== gift.giftId) }));
  await changeList(context, gift.wishlistId, event.metadata.at, (l) => ({ ...l, giftCount: l.giftCount - 1 }));
}

async function changeList(context: ProjectionContext, wishlistId: string, at: string, change: (l: WishlistDocument) => WishlistDocument) {
  const list = await context.get<WishlistDocument>(WISHLISTS, wishlistId);
  if (list) context.put(WISHLISTS, wishlistId, { ...change(list), lastUpdated: at });
}

async function changeCategory(context: ProjectionContext, categoryId: string, change: (c: CategoryDocument) => CategoryDocument) {
  const category = await context.get<CategoryDocument>(WISHLIST_CATEGORIES, categoryId);
  if (category) context.put(WISHLIST_CATEGORIES, categoryId, change(category));
}

async function changeGift(context: ProjectionContext, giftId: string, change: (g: GiftDocument) => GiftDocument) {
  const gift = await context.get<GiftDocument>(WISHLIST_GIFTS, giftId);
  if (gift) context.put(WISHLIST_GIFTS, giftId, change(gift));
}
