import {
  defineProjection,
  type Projection,
  type ProjectionContext,
  type ProjectionEvent,
  unhandled,
} from '../runner/projection.js';
import { applyCoOwnerEvent, deleteInvitesOf } from './co-owners.projection-steps.js';
import {
  INVITE_LOOKUP,
  type CategoryDocument,
  type GiftDocument,
  giftDocument,
  listImageUrl,
  ownerKey,
  WISHLIST_CATEGORIES,
  WISHLIST_GIFTS,
  WISHLIST_OWNERS,
  WISHLISTS,
  WISHLIST_INVITES,
  type WishlistDocument,
} from './wishlist-document.js';

type Of<T extends ProjectionEvent['type']> = Extract<ProjectionEvent, { type: T }>;

export const wishlistsProjection = countingContentVersions(
  defineProjection({
    name: 'wishlists',
    collections: [WISHLISTS, WISHLIST_CATEGORIES, WISHLIST_GIFTS, WISHLIST_OWNERS, WISHLIST_INVITES, INVITE_LOOKUP],
    indexes: [
      { collection: WISHLISTS, field: 'usernameLower' },
      { collection: WISHLISTS, field: 'publicGuid' },
      { collection: WISHLIST_CATEGORIES, field: 'wishlistId' },
      { collection: WISHLIST_GIFTS, field: 'wishlistId' },
      { collection: WISHLIST_OWNERS, field: 'userId' },
    ],
    handles: [
      'WishlistCreated',
      'WishlistDeleted',
      'WishlistTitleChanged',
      'WishlistDescriptionChanged',
      'WishlistOccasionChanged',
      'WishlistSettingsChanged',
      'WishlistImageChanged',
      'CategoryCreated',
      'CategoryMovedIn',
      'CategoryMovedOut',
      'CategoryRenamed',
      'CategoryDeleted',
      'CategoriesReordered',
      'GiftsReordered',
      'GiftCreated',
      'GiftUpdated',
      'GiftMoved',
      'GiftDeleted',
      'GiftCrossedOff',
      'CrossOffUndone',
      'GiftEnded',
      'CategoryMoveStarted',
      'GiftOffersChanged',
      'WishlistBirthdaySet',
      'ExtraOwnerInvited',
      'ExtraOwnerInviteRevoked',
      'ExtraOwnerInviteAccepted',
      'ExtraOwnerRemoved',
    ],
    async apply(event, context) {
      switch (event.type) {
        case 'WishlistCreated':
          return createWishlist(event, context);
        case 'WishlistDeleted':
          return deleteWishlist(event, context);
        case 'WishlistTitleChanged':
          return changeList(context, event.data.wishlistId, event.metadata.at, (l) => ({
            ...l,
            title: event.data.personal?.title ?? null,
          }));
        case 'WishlistDescriptionChanged':
          return changeList(context, event.data.wishlistId, event.metadata.at, (l) => ({
            ...l,
            description: event.data.personal?.description ?? null,
          }));
        case 'WishlistOccasionChanged': {
          const { occasion, occasionDate } = event.data;
          return changeList(context, event.data.wishlistId, event.metadata.at, (l) => ({
            ...l,
            occasion,
            occasionDate,
          }));
        }
        case 'WishlistSettingsChanged':
          return changeSettings(event, context);
        case 'WishlistBirthdaySet':
          return changeList(context, event.data.wishlistId, event.metadata.at, (l) => ({
            ...l,
            birthday: event.data.personal?.birthday ?? null,
          }));
        case 'WishlistImageChanged': {
          const imageUrl = listImageUrl(event.data.imageId, event.data.themeId);
          return changeList(context, event.data.wishlistId, event.metadata.at, (l) => ({ ...l, imageUrl }));
        }
        case 'CategoryCreated':
          return createCategory(event, context);
        case 'CategoryMovedIn':
          await changeCategory(context, event.data.categoryId, (c) => ({ ...c, wishlistId: event.data.wishlistId }));
          return changeList(context, event.data.wishlistId, event.metadata.at, (l) => ({
            ...l,
            categoryOrder: [...l.categoryOrder, event.data.categoryId],
          }));
        case 'CategoryMovedOut':
        case 'CategoryMoveStarted':
          return changeList(context, event.data.wishlistId, event.metadata.at, (l) => ({
            ...l,
            categoryOrder: l.categoryOrder.filter((id) => id !== event.data.categoryId),
          }));
        case 'CategoryRenamed':
          return changeCategory(context, event.data.categoryId, (c) => ({ ...c, name: event.data.name }));
        case 'CategoryDeleted':
          return deleteCategory(event, context);
        case 'CategoriesReordered':
          return changeList(context, event.data.wishlistId, event.metadata.at, (l) => ({
            ...l,
            categoryOrder: event.data.categoryIds,
          }));
        case 'GiftsReordered':
          return changeCategory(context, event.data.categoryId, (c) => ({
            ...c,
            giftOrder: reordered(c.giftOrder, event.data.giftIds),
          }));
        case 'GiftMoved':
          return moveGift(event, context);
        case 'GiftCreated':
        case 'GiftUpdated':
          return saveGift(event, context);
        case 'GiftDeleted':
        case 'GiftEnded':
          return deleteGift(event, context);
        case 'GiftCrossedOff':
          return changeGift(context, event.data.giftId, (g) => ({
            ...g,
            crossOff: { crossOffId: event.data.crossOffId, byUserId: event.data.byUserId },
          }));
        case 'CrossOffUndone':
          return changeGift(context, event.data.giftId, (g) => ({ ...g, crossOff: null }));
        // Not the list's lastUpdated: a shop's price is no edit of the owner's (contentVersion still moves).
        case 'GiftOffersChanged':
          return changeGift(context, event.data.giftId, (g) => ({ ...g, groupedProduct: event.data.groupedProduct }));
        case 'ExtraOwnerInvited':
        case 'ExtraOwnerInviteRevoked':
        case 'ExtraOwnerInviteAccepted':
        case 'ExtraOwnerRemoved':
          return applyCoOwnerEvent(event, context);
        default:
          return unhandled(event);
      }
    },
  }),
);

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
    birthday: personal?.birthday ?? null,
    title: null,
    description: null,
    occasion: null,
    occasionDate: null,
    imageUrl: null,
    accessType: data.accessType,
    accessEpoch: 0,
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
  context.put(WISHLIST_OWNERS, ownerKey(data.primaryOwnerId, data.wishlistId), {
    userId: data.primaryOwnerId,
    wishlistId: data.wishlistId,
  });
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
  await deleteInvitesOf(list.wishlistId, context);
  context.delete(WISHLISTS, list.wishlistId);
}

function changeSettings(event: Of<'WishlistSettingsChanged'>, context: ProjectionContext) {
  const { wishlistId, accessType, includeInSearchResult, showCrossedOff, personal } = event.data;
  return changeList(context, wishlistId, event.metadata.at, (l) => ({
    ...l,
    accessType,
    includeInSearchResult,
    showCrossedOff,
    accessEpoch: event.data.accessEpoch,
    username: personal?.username ?? null,
    usernameLower: personal?.username.toLowerCase() ?? null,
    firstName: personal?.firstName ?? null,
    lastName: personal?.lastName ?? null,
    city: personal?.city ?? null,
    birthday: personal?.birthday ?? null,
    accessQuestion: personal?.accessQuestion ?? null,
    accessAnswer: personal?.accessAnswer ?? null,
  }));
}

/** The category's gifts were deleted by their own events first; this removes what is left. */
async function deleteCategory(event: Of<'CategoryDeleted'>, context: ProjectionContext) {
  const category = await context.get<CategoryDocument>(WISHLIST_CATEGORIES, event.data.categoryId);
  category?.giftOrder.forEach((giftId) => context.delete(WISHLIST_GIFTS, giftId));
  context.delete(WISHLIST_CATEGORIES, event.data.categoryId);
  await changeList(context, event.data.wishlistId, event.metadata.at, (l) => ({
    ...l,
    categoryOrder: l.categoryOrder.filter((id) => id !== event.data.categoryId),
    giftCount: l.giftCount - (category?.giftOrder.length ?? 0),
  }));
}

/** The requested order, keeping only gifts that are in the category, and any others after them. */
function reordered(current: string[], requested: string[]): string[] {
  const known = requested.filter((id) => current.includes(id));
  return [...known, ...current.filter((id) => !known.includes(id))];
}

async function moveGift(event: Of<'GiftMoved'>, context: ProjectionContext) {
  const { giftId, fromWishlistId, wishlistId, categoryId } = event.data;
  const gift = await context.get<GiftDocument>(WISHLIST_GIFTS, giftId);
  if (!gift) return;
  context.put(WISHLIST_GIFTS, giftId, { ...gift, wishlistId, categoryId });
  await changeCategory(context, gift.categoryId, (c) => ({
    ...c,
    giftOrder: c.giftOrder.filter((id) => id !== giftId),
  }));
  await changeCategory(context, categoryId, (c) => ({ ...c, giftOrder: [...c.giftOrder, giftId] }));
  await changeList(context, fromWishlistId, event.metadata.at, (l) => ({ ...l, giftCount: l.giftCount - 1 }));
  await changeList(context, wishlistId, event.metadata.at, (l) => ({ ...l, giftCount: l.giftCount + 1 }));
}

async function createCategory(event: Of<'CategoryCreated'>, context: ProjectionContext) {
  const { categoryId, publicGuid, wishlistId, name } = event.data;
  const category: CategoryDocument = { categoryId, publicGuid, wishlistId, name, giftOrder: [] };
  context.put(WISHLIST_CATEGORIES, categoryId, category);
  await changeList(context, wishlistId, event.metadata.at, (l) => ({
    ...l,
    categoryOrder: [...l.categoryOrder, categoryId],
  }));
}

async function saveGift(event: Of<'GiftCreated' | 'GiftUpdated'>, context: ProjectionContext) {
  const { giftId, wishlistId, categoryId } = event.data;
  const previous = await context.get<GiftDocument>(WISHLIST_GIFTS, giftId);
  const gift = giftDocument(event.data, previous?.crossOff ?? null);
  // The offers belong to the EANs: they stay while the gift keeps its EANs, and go when they change.
  const sameEans = JSON.stringify(previous?.product?.eans ?? []) === JSON.stringify(event.data.product?.eans ?? []);
  context.put(
    WISHLIST_GIFTS,
    giftId,
    sameEans && previous?.groupedProduct ? { ...gift, groupedProduct: previous.groupedProduct } : gift,
  );
  if (previous?.categoryId !== categoryId) {
    if (previous)
      await changeCategory(context, previous.categoryId, (c) => ({
        ...c,
        giftOrder: c.giftOrder.filter((id) => id !== giftId),
      }));
    await changeCategory(context, categoryId, (c) => ({ ...c, giftOrder: [...c.giftOrder, giftId] }));
  }
  await changeList(context, wishlistId, event.metadata.at, (l) => ({
    ...l,
    giftCount: l.giftCount + (previous ? 0 : 1),
  }));
}

/** The list's GiftEnded hides the gift at once; its stream's GiftDeleted follows and finds nothing left. */
async function deleteGift(event: Of<'GiftDeleted' | 'GiftEnded'>, context: ProjectionContext) {
  const gift = await context.get<GiftDocument>(WISHLIST_GIFTS, event.data.giftId);
  if (!gift || gift.wishlistId !== event.data.wishlistId) return;
  context.delete(WISHLIST_GIFTS, gift.giftId);
  await changeCategory(context, gift.categoryId, (c) => ({
    ...c,
    giftOrder: c.giftOrder.filter((id) => id !== gift.giftId),
  }));
  await changeList(context, gift.wishlistId, event.metadata.at, (l) => ({ ...l, giftCount: l.giftCount - 1 }));
}

async function changeList(
  context: ProjectionContext,
  wishlistId: string,
  at: string,
  change: (l: WishlistDocument) => WishlistDocument,
) {
  const list = await context.get<WishlistDocument>(WISHLISTS, wishlistId);
  if (list) context.put(WISHLISTS, wishlistId, { ...change(list), lastUpdated: at });
}

async function changeCategory(
  context: ProjectionContext,
  categoryId: string,
  change: (c: CategoryDocument) => CategoryDocument,
) {
  const category = await context.get<CategoryDocument>(WISHLIST_CATEGORIES, categoryId);
  if (category) context.put(WISHLIST_CATEGORIES, categoryId, change(category));
}

async function changeGift(context: ProjectionContext, giftId: string, change: (g: GiftDocument) => GiftDocument) {
  const gift = await context.get<GiftDocument>(WISHLIST_GIFTS, giftId);
  if (gift) context.put(WISHLIST_GIFTS, giftId, change(gift));
}

/**
 * Every event of a list also moves its `contentVersion`, so a visitor page serialized at one version (wishlist/visitor-
 * pages.ts) is known stale without reading its categories and gifts. Not `lastUpdated`: that moves with the owner's
 * edits only.
 */
function countingContentVersions(projection: Projection): Projection {
  return {
    ...projection,
    async apply(event, context) {
      await projection.apply(event, context);
      await countVersions(event, context);
    },
  };
}

async function countVersions(event: ProjectionEvent, context: ProjectionContext) {
  const data = event.data as { wishlistId?: unknown; fromWishlistId?: unknown };
  for (const wishlistId of new Set([data.wishlistId, data.fromWishlistId])) {
    if (typeof wishlistId !== 'string') continue;
    const list = await context.get<WishlistDocument>(WISHLISTS, wishlistId);
    if (list) context.put(WISHLISTS, wishlistId, { ...list, contentVersion: (list.contentVersion ?? 0) + 1 });
  }
}
