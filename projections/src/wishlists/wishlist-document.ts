import { type AccessType, type GiftProduct, type GroupedProduct, type Occasion, themeImageUrl } from '@wl/contracts';

/**
 * Read model of the wishlists, in small documents so that one event rewrites one or two of them:
 * `wishlists` (the list and its settings), `wishlist_categories` (a category with its gift order),
 * `wishlist_gifts` (one gift with its cross-off mark) and `wishlist_owners` (who owns which list).
 * Owner and visitor answers are both shaped from these per viewer at query time.
 */
export interface WishlistDocument {
  wishlistId: string;
  publicGuid: string;
  /** Personal fields are null once the owner's data is erased. */
  username: string | null;
  usernameLower: string | null;
  firstName: string | null;
  lastName: string | null;
  city: string | null;
  birthday: string | null;
  title: string | null;
  description: string | null;
  occasion: Occasion | null;
  occasionDate: string | null;
  /** An uploaded image (`/api/Image/<id>`) or a theme picture (`/themes/<id>.svg`). */
  imageUrl: string | null;
  accessType: AccessType;
  /** Grants to answer the access question hold for this epoch only (see the WishlistSettingsChanged event). */
  accessEpoch: number;
  accessQuestion: string | null;
  accessAnswer: string | null;
  includeInSearchResult: boolean;
  showCrossedOff: boolean;
  primaryOwnerId: string;
  ownerIds: string[];
  categoryOrder: string[];
  giftCount: number;
  /** Moves with every event of the list (absent in documents written before it was counted: read as 0). */
  contentVersion?: number;
  createdAt: string;
  /** Moves with the owner's edits only: a cross-off must not show the owner that something happened. */
  lastUpdated: string;
}

export interface CategoryDocument {
  categoryId: string;
  publicGuid: string;
  wishlistId: string;
  name: string;
  giftOrder: string[];
}

export interface CrossOffMark {
  crossOffId: string;
  byUserId: string;
}

export interface GiftDocument {
  giftId: string;
  wishlistId: string;
  categoryId: string;
  description: string;
  url: string | null;
  imageUrl: string | null;
  crossOffEnabled: boolean;
  crossOff: CrossOffMark | null;
  /** The catalogue product the gift was made from; absent in documents written before gifts had products. */
  product?: GiftProduct | null;
  /** The offers price comparison attached (GiftOffersChanged); absent or null when there are none. */
  groupedProduct?: GroupedProduct | null;
}

/** Where the backend serves uploaded images. */
export const imageUrlOf = (imageId: string) => `/api/Image/${imageId}`;

/** A list's picture: an uploaded image, a theme picture, or none (WishlistImageChanged). */
export const listImageUrl = (imageId: string | null, themeId: string | null) =>
  imageId ? imageUrlOf(imageId) : themeId ? themeImageUrl(themeId) : null;

/**
 * A gift's document from its created or updated data and its cross-off: what the projection stores, and what a
 * command that decided on the gift's stream answers without waiting for the projection.
 */
export function giftDocument(
  {
    giftId,
    wishlistId,
    categoryId,
    description,
    url,
    crossOffEnabled,
    imageId,
    product,
  }: {
    giftId: string;
    wishlistId: string;
    categoryId: string;
    description: string;
    url: string | null;
    crossOffEnabled: boolean;
    imageId: string | null;
    product: GiftProduct | null;
  },
  crossOff: CrossOffMark | null,
): GiftDocument {
  return {
    giftId,
    wishlistId,
    categoryId,
    description,
    url,
    imageUrl: imageId ? imageUrlOf(imageId) : null,
    crossOffEnabled,
    crossOff,
    product,
  };
}

export interface WishlistOwnerDocument {
  userId: string;
  wishlistId: string;
}

export const WISHLISTS = 'wishlists';
export const WISHLIST_CATEGORIES = 'wishlist_categories';
export const WISHLIST_GIFTS = 'wishlist_gifts';
export const WISHLIST_OWNERS = 'wishlist_owners';
export const ownerKey = (userId: string, wishlistId: string) => `${userId}:${wishlistId}`;

/** An open invite to co-own a list, as its owners see it (`name` and `guid` opened from the sealed event). */
export interface OpenInviteDocument {
  inviteHash: string;
  guid: string;
  name: string;
  expiresAt: string;
}

/** A list's co-owner invites: the open ones, and the hash of every invite it ever made (lookups to remove with the list). */
export interface WishlistInvitesDocument {
  wishlistId: string;
  open: OpenInviteDocument[];
  allHashes: string[];
}

/** Which list an invite (by the hash of its guid) belongs to; kept after acceptance, so the link can tell it was used. */
export interface InviteLookupDocument {
  inviteHash: string;
  wishlistId: string;
}

export const WISHLIST_INVITES = 'wishlist_invites';
export const INVITE_LOOKUP = 'wishlist_invite_lookup';
