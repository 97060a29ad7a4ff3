import type {
  ForumPost,
  OwnerCategory,
  OwnerGift,
  OwnersAndInvitesAnswer,
  OwnerWishlist,
  VisitorGift,
  VisitorWishlist,
  WishlistSummary,
} from '@wl/contracts';
import type { GiftDocument, WishlistDocument } from '@wl/projections';
import { faviconOf } from '../products/index.js';
import type { WishlistContent } from './wishlist.queries.js';

/**
 * Shapes read-model documents into answers per viewer. The surprise rules live here: an owner sees cross-off state
 * only when the list shows crossed-off gifts, and the private cross-off guid reaches only the one who crossed off.
 */
const fullName = (p: { firstName: string | null; lastName: string | null }) =>
  [p.firstName, p.lastName].filter(Boolean).join(' ');

function baseGift(gift: GiftDocument): Omit<OwnerGift, 'isCrossedOff' | 'privateCrossOffGuid'> {
  return {
    publicGuid: gift.giftId,
    description: gift.description,
    uri: gift.url,
    userEditableUri: gift.url,
    uriDisplayText: gift.url ? displayText(gift.url) : null,
    // An uploaded picture first, else the product's (a shop's https address).
    displayImageUrl: gift.imageUrl ?? gift.product?.imageUrl ?? null,
    faviconSite: gift.product && gift.url ? faviconOf(gift.url) : null,
    productId: gift.product?.productId ?? null,
    productEans: gift.product?.eans ?? [],
    crossOffEnabled: gift.crossOffEnabled,
    isProductFromGiftFinder: false,
    isColdCase: false,
    ...(gift.groupedProduct ? { groupedProduct: gift.groupedProduct } : {}),
  };
}

function displayText(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

export function giftForOwner(gift: GiftDocument, showCrossedOff: boolean): OwnerGift {
  return { ...baseGift(gift), isCrossedOff: showCrossedOff && gift.crossOff !== null, privateCrossOffGuid: null };
}

export function giftForVisitor(gift: GiftDocument, viewerId: string | null, order: number): VisitorGift {
  const mine = viewerId !== null && gift.crossOff?.byUserId === viewerId;
  return {
    ...baseGift(gift),
    isCrossedOff: gift.crossOff !== null,
    privateCrossOffGuid: mine ? gift.crossOff!.crossOffId : null,
    order,
  };
}

export function ownerView(
  { list, categories: content }: WishlistContent,
  viewerId: string,
  { owners, invites }: OwnersAndInvitesAnswer,
  forum: ForumPost[],
): OwnerWishlist {
  const categories: OwnerCategory[] = content.map(({ category, gifts }) => ({
    privateGuid: category.categoryId,
    name: category.name,
    giftCount: gifts.length,
    gifts: gifts.map((g) => giftForOwner(g, list.showCrossedOff)),
  }));
  return {
    privateGuid: list.wishlistId,
    publicGuid: list.publicGuid,
    username: list.username ?? '',
    firstName: list.firstName ?? '',
    lastName: list.lastName ?? '',
    city: list.city,
    title: list.title,
    description: list.description,
    imageUrl: list.imageUrl,
    occasion: list.occasion,
    occasionDate: list.occasionDate,
    birthday: list.birthday,
    accessType: list.accessType,
    accessQuestion: list.accessQuestion,
    accessAnswer: list.accessAnswer,
    includeInSearchResult: list.includeInSearchResult,
    showCrossedOff: list.showCrossedOff,
    isPrimaryOwner: list.primaryOwnerId === viewerId,
    categories,
    owners,
    ownerInvites: invites,
    forum,
  };
}

export function visitorView(
  { list, categories }: WishlistContent,
  viewerId: string | null,
  friendPrivateGuid: string | null,
  forum: VisitorWishlist['forum'],
): VisitorWishlist {
  return {
    publicGuid: list.publicGuid,
    username: list.username ?? '',
    title: list.title,
    description: list.description,
    firstName: list.firstName ?? '',
    lastName: list.lastName ?? '',
    occasion: list.occasion,
    occasionDate: list.occasionDate,
    imageUrl: list.imageUrl,
    categories: categories.map(({ category, gifts }) => ({
      publicGuid: category.publicGuid,
      name: category.name,
      gifts: gifts.map((g, order) => giftForVisitor(g, viewerId, order)),
    })),
    lastUpdated: list.lastUpdated,
    forum,
    friendPrivateGuid,
    isFriend: friendPrivateGuid !== null,
  };
}

export function summaryOf(list: WishlistDocument): WishlistSummary {
  return {
    fullName: fullName(list),
    imageUrl: list.imageUrl,
    isShareable: list.accessType === 'OPEN' || list.accessType === 'PUBLIC',
    lastUpdate: list.lastUpdated,
    localLink: `/${list.username ?? ''}`,
    occasion: list.occasion,
    privateGuid: list.wishlistId,
    title: list.title,
    username: list.username ?? '',
    giftCount: list.giftCount,
  };
}

export const ownerFullName = fullName;
