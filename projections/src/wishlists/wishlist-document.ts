import type { AccessType } from '@wl/contracts';

export interface CrossOffMark {
  crossOffId: string;
  byUserId: string;
}

export interface GiftEntry {
  giftId: string;
  description: string;
  url: string | null;
  crossOffEnabled: boolean;
  crossOff: CrossOffMark | null;
}

export interface CategoryEntry {
  categoryId: string;
  publicGuid: string;
  name: string;
  gifts: GiftEntry[];
}

/**
 * Read model `wishlists`: one document per list with its categories and gifts. Owner and visitor answers are both
 * shaped from it per viewer at query time, so the surprise rules live in one place (the backend's view shapers).
 */
export interface WishlistDocument {
  wishlistId: string;
  publicGuid: string;
  username: string | null;
  usernameLower: string | null;
  firstName: string | null;
  lastName: string | null;
  city: string | null;
  accessType: AccessType;
  accessQuestion: string | null;
  accessAnswer: string | null;
  includeInSearchResult: boolean;
  showCrossedOff: boolean;
  primaryOwnerId: string;
  ownerIds: string[];
  categories: CategoryEntry[];
  createdAt: string;
  lastUpdated: string;
}

/** Read model `wishlist_owners`: one document per (owner, list), to list a user's lists. */
export interface WishlistOwnerDocument {
  userId: string;
  wishlistId: string;
}

export const WISHLISTS = 'wishlists';
export const WISHLIST_OWNERS = 'wishlist_owners';
export const ownerKey = (userId: string, wishlistId: string) => `${userId}:${wishlistId}`;
