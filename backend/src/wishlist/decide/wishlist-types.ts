import type { AccessType, EventOf, Occasion, Sealed } from '@wl/contracts';

export type WishlistEvent =
  | EventOf<'WishlistCreated'>
  | EventOf<'WishlistDeleted'>
  | EventOf<'WishlistTitleChanged'>
  | EventOf<'WishlistDescriptionChanged'>
  | EventOf<'WishlistOccasionChanged'>
  | EventOf<'WishlistSettingsChanged'>
  | EventOf<'CategoryCreated'>
  | EventOf<'CategoryRenamed'>
  | EventOf<'CategoryDeleted'>
  | EventOf<'CategoriesReordered'>
  | EventOf<'GiftsReordered'>
  | EventOf<'WishlistImageChanged'>
  | EventOf<'CategoryMovedIn'>
  | EventOf<'CategoryMovedOut'>
  | EventOf<'CategoryMoveStarted'>
  | EventOf<'GiftAdded'>
  | EventOf<'GiftPlaced'>
  | EventOf<'GiftEnded'>
  | EventOf<'GiftMovedAway'>
  | EventOf<'WishlistBirthdaySet'>
  | EventOf<'ExtraOwnerInvited'>
  | EventOf<'ExtraOwnerInviteRevoked'>
  | EventOf<'ExtraOwnerInviteAccepted'>
  | EventOf<'ExtraOwnerRemoved'>;

type GiftContent = EventOf<'GiftAdded'>['data']['gift'];

interface SettingsChange {
  usernameIndex: string;
  /** The username the handler claimed against: a rename made meanwhile (another tab) refuses this one (InvalidData). */
  replacesUsernameIndex: string | null;
  accessType: AccessType;
  accessKey: string | null;
  includeInSearchResult: boolean;
  showCrossedOff: boolean;
  personal: Sealed;
}

/**
 * Commands with an `actorId` are an owner's: `requireOwner` checks it on the loaded list (deleting the list: the primary
 * owner). Those without are steps of a workflow an owner's command decided before (the list-gifts reactor).
 */
export type WishlistCommand =
  | {
      type: 'CreateWishlist';
      wishlist: EventOf<'WishlistCreated'>['data'];
      firstCategory: EventOf<'CategoryCreated'>['data'];
    }
  | { type: 'CreateCategory'; actorId: string; category: EventOf<'CategoryCreated'>['data'] }
  | { type: 'DeleteWishlist'; actorId: string; wishlistId: string }
  | { type: 'ChangeTitle'; actorId: string; wishlistId: string; personal: Sealed }
  | { type: 'ChangeDescription'; actorId: string; wishlistId: string; personal: Sealed }
  /** `birthday`: the birthday the occasion sets, sealed (occasion-birthday.ts), or null when it sets none. */
  | {
      type: 'ChangeOccasion';
      actorId: string;
      wishlistId: string;
      occasion: Occasion | null;
      occasionDate: string | null;
      birthday: Sealed | null;
    }
  | ({ type: 'ChangeSettings'; actorId: string; wishlistId: string } & SettingsChange)
  | { type: 'ChangeImage'; actorId: string; wishlistId: string; imageId: string | null; themeId: string | null }
  | {
      type: 'MoveCategoryOut';
      actorId: string;
      wishlistId: string;
      categoryId: string;
      toWishlistId: string;
      target: WishlistState;
      replacement: EventOf<'CategoryCreated'>['data'];
    }
  | { type: 'TakeCategory'; wishlistId: string; categoryId: string; fromWishlistId: string }
  | { type: 'AddGift'; actorId: string; wishlistId: string; gift: GiftContent }
  | { type: 'PlaceGift'; actorId: string; wishlistId: string; giftId: string; categoryId: string }
  | { type: 'EndGift'; actorId: string; wishlistId: string; giftId: string }
  | { type: 'EndAllGifts'; actorId: string; wishlistId: string }
  | {
      type: 'MoveGiftOut';
      actorId: string;
      wishlistId: string;
      giftId: string;
      toWishlistId: string;
      target: WishlistState;
    }
  | { type: 'TakeGift'; wishlistId: string; giftId: string; categoryId: string; fromWishlistId: string }
  | { type: 'AdoptGift'; wishlistId: string; giftId: string; categoryId: string }
  | { type: 'RenameCategory'; actorId: string; wishlistId: string; categoryId: string; name: string }
  | { type: 'DeleteCategory'; actorId: string; wishlistId: string; categoryId: string }
  | { type: 'ReorderCategories'; actorId: string; wishlistId: string; categoryIds: string[]; cancelable: boolean }
  | { type: 'ReorderGifts'; actorId: string; wishlistId: string; categoryId: string; giftIds: string[] }
  /** `now`: the time open invites are counted at (the decider's clock input): an expired one no longer takes a place. */
  | {
      type: 'InviteExtraOwner';
      actorId: string;
      wishlistId: string;
      inviteHash: string;
      expiresAt: string;
      now: string;
      personal: Sealed;
    }
  | { type: 'RevokeExtraOwnerInvite'; actorId: string; wishlistId: string; inviteHash: string }
  /** `now`: the time the acceptance is judged at (the decider's clock input; a registration's own time for its step). */
  | { type: 'AcceptExtraOwnerInvite'; userId: string; wishlistId: string; inviteHash: string; now: string }
  | { type: 'RemoveExtraOwner'; actorId: string; wishlistId: string; userId: string }
  /** A co-owner's account was deleted (the erasure reactor): they leave the list. */
  | { type: 'RemoveErasedOwner'; wishlistId: string; userId: string };

/** An invite of the list by the hash of its guid: open until it expires, or accepted by one user. */
export interface InviteState {
  expiresAt: string;
  acceptedBy: string | null;
}

export interface WishlistState {
  exists: boolean;
  publicGuid: string | null;
  usernameIndex: string | null;
  primaryOwnerId: string | null;
  ownerIds: string[];
  accessType: AccessType;
  accessKey: string | null;
  /** See WishlistSettingsChanged: grants to answer the question hold for this epoch only. */
  accessEpoch: number;
  includeInSearchResult: boolean;
  findableWhenVisible: boolean;
  showCrossedOff: boolean;
  categoryIds: string[];
  /** The list's gifts: gift id -> category id. */
  gifts: Record<string, string>;
  /** Gifts that were here: ended, or moved to another list. Never adopted again. */
  pastGifts: Record<string, 'ended' | 'moved'>;
  /** The sealed data that last set the list's birthday (creation, settings or the occasion), for the handler to open. */
  birthdaySource: Sealed | null;
  /** Invites not revoked, by the hash of their guid. */
  invites: Record<string, InviteState>;
}

/** What a group of commands decides: one function per command type, on the loaded list's state. */
export type Decisions<K extends WishlistCommand['type']> = {
  readonly [T in K]: (command: Extract<WishlistCommand, { type: T }>, state: WishlistState) => WishlistEvent[];
};
