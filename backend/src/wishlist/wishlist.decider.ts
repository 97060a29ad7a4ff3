import { type AccessType, type ProblemCode, type EventOf, limits, type Occasion, type Sealed } from '@wl/contracts';
import type { Decider } from '../platform/domain/decider.js';
import { Problem } from '../platform/domain/problem.js';

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

export const wishlistStream = (wishlistId: string) => `wishlist-${wishlistId}`;

export const isOwner = (state: WishlistState, userId: string | null) =>
  userId !== null && state.ownerIds.includes(userId);

/** The one access check of owner commands, on the loaded list; each call answers with the problem its spec names. */
export function requireOwner(state: WishlistState, actorId: string, problem: ProblemCode = 'UserCannotAccessWishlist') {
  if (!state.exists || !isOwner(state, actorId)) throw new Problem(problem);
}

/**
 * Owners change the settings, but whether the owners are shown cross-offs (`showCrossedOff`) only the primary owner:
 * a co-owner switching it on would spoil the surprise for the person the list is for.
 */
export function requireSettingsRights(state: WishlistState, actorId: string, showCrossedOff: boolean) {
  requireOwner(state, actorId);
  if (showCrossedOff !== state.showCrossedOff && state.primaryOwnerId !== actorId) throw new Problem('NotPrimaryOwner');
}

/** Inviting, revoking and removing co-owners: the primary owner's alone. */
function requirePrimaryOwner(state: WishlistState, actorId: string) {
  requireOwner(state, actorId);
  if (state.primaryOwnerId !== actorId) throw new Problem('NotPrimaryOwner');
}

/** Why an invite cannot be accepted now by this user, or null when it can (once, before it expires, not by an owner). */
export function inviteProblem(
  state: WishlistState,
  inviteHash: string,
  userId: string | null,
  now: string,
): 'NotFound' | 'AlreadyAccepted' | 'Expired' | 'AlreadyOwned' | null {
  const invite = state.exists ? state.invites[inviteHash] : undefined;
  if (!invite) return 'NotFound';
  if (invite.acceptedBy !== null) return 'AlreadyAccepted';
  if (invite.expiresAt <= now) return 'Expired';
  return isOwner(state, userId) ? 'AlreadyOwned' : null;
}

/** Invites that can still be accepted at `now`: not accepted, not revoked (those leave the state), not expired. */
const openInvites = (state: WishlistState, now: string) =>
  Object.values(state.invites).filter((invite) => invite.acceptedBy === null && invite.expiresAt > now).length;

function requireGift(state: WishlistState, giftId: string) {
  if (!(giftId in state.gifts)) throw new Problem('GiftNotFound');
}

const giftsIn = (state: WishlistState, categoryId: string) =>
  Object.keys(state.gifts).filter((giftId) => state.gifts[giftId] === categoryId);
const withoutGifts = (gifts: Record<string, string>, leaving: (giftId: string) => boolean) =>
  Object.fromEntries(Object.entries(gifts).filter(([giftId]) => !leaving(giftId)));
const ended = (wishlistId: string, giftIds: string[]) =>
  giftIds.map((giftId): WishlistEvent => ({ type: 'GiftEnded', data: { wishlistId, giftId } }));

function requireCategory(state: WishlistState, categoryId: string) {
  if (!state.categoryIds.includes(categoryId)) throw new Problem('CategoryNotFound');
}

const samePermutation = (a: string[], b: string[]) =>
  a.length === b.length && new Set(a).size === a.length && a.every((x) => b.includes(x));

/** A private list is never findable; made visible again, it is findable again if it was before. */
function settingsEvent(
  command: Extract<WishlistCommand, { type: 'ChangeSettings' }>,
  state: WishlistState,
): EventOf<'WishlistSettingsChanged'> {
  const { wishlistId, usernameIndex, accessType, showCrossedOff, personal } = command;
  const closed = accessType === 'CLOSED';
  const reopened = state.accessType === 'CLOSED' && !closed;
  const includeInSearchResult = closed
    ? false
    : command.includeInSearchResult || (reopened && state.findableWhenVisible);
  const findableWhenVisible = closed ? state.findableWhenVisible : includeInSearchResult;
  const accessKey = accessType === 'OPEN' ? command.accessKey : null;
  const accessChanged = accessType !== state.accessType || accessKey !== state.accessKey;
  const accessEpoch = state.accessEpoch + (accessChanged ? 1 : 0);
  return {
    type: 'WishlistSettingsChanged',
    data: {
      wishlistId,
      usernameIndex,
      accessType,
      includeInSearchResult,
      findableWhenVisible,
      showCrossedOff,
      personal,
      accessKey,
      accessEpoch,
    },
  };
}

export const wishlistDecider: Decider<WishlistState, WishlistCommand, WishlistEvent> = {
  initialState: {
    exists: false,
    publicGuid: null,
    usernameIndex: null,
    primaryOwnerId: null,
    ownerIds: [],
    accessType: 'UNKNOWN',
    accessKey: null,
    accessEpoch: 0,
    includeInSearchResult: false,
    findableWhenVisible: false,
    showCrossedOff: false,
    categoryIds: [],
    gifts: {},
    pastGifts: {},
    birthdaySource: null,
    invites: {},
  },
  decide(command, state) {
    switch (command.type) {
      case 'CreateWishlist':
        if (state.exists) throw new Problem('Other');
        return [
          { type: 'WishlistCreated', data: command.wishlist },
          { type: 'CategoryCreated', data: command.firstCategory },
        ];
      case 'CreateCategory':
        requireOwner(state, command.actorId, 'WishlistNotFound');
        return [{ type: 'CategoryCreated', data: command.category }];
      case 'DeleteWishlist': {
        requireOwner(state, command.actorId, 'WishlistNotFound');
        if (state.primaryOwnerId !== command.actorId) throw new Problem('NotPrimaryOwner');
        const { wishlistId } = command;
        // Gifts and categories end with their own events, so every read model and counter follows.
        return [
          ...ended(wishlistId, Object.keys(state.gifts)),
          ...state.categoryIds.map((categoryId): WishlistEvent => ({
            type: 'CategoryDeleted',
            data: { wishlistId, categoryId },
          })),
          { type: 'WishlistDeleted', data: { wishlistId } },
        ];
      }
      case 'ChangeTitle':
        requireOwner(state, command.actorId);
        return [{ type: 'WishlistTitleChanged', data: { wishlistId: command.wishlistId, personal: command.personal } }];
      case 'ChangeDescription':
        requireOwner(state, command.actorId);
        return [
          { type: 'WishlistDescriptionChanged', data: { wishlistId: command.wishlistId, personal: command.personal } },
        ];
      case 'ChangeOccasion': {
        requireOwner(state, command.actorId);
        const { wishlistId, occasion, occasionDate, birthday } = command;
        const changed: WishlistEvent = {
          type: 'WishlistOccasionChanged',
          data: { wishlistId, occasion, occasionDate },
        };
        return birthday
          ? [changed, { type: 'WishlistBirthdaySet', data: { wishlistId, personal: birthday } }]
          : [changed];
      }
      case 'ChangeSettings':
        requireSettingsRights(state, command.actorId, command.showCrossedOff);
        if (command.replacesUsernameIndex !== state.usernameIndex) throw new Problem('InvalidData');
        return [settingsEvent(command, state)];
      case 'ChangeImage': {
        requireOwner(state, command.actorId);
        const { wishlistId, imageId, themeId } = command;
        return [{ type: 'WishlistImageChanged', data: { wishlistId, imageId, themeId } }];
      }
      case 'MoveCategoryOut': {
        requireOwner(state, command.actorId, 'SourceNotOwned');
        if (!state.categoryIds.includes(command.categoryId)) throw new Problem('SourceNotOwned');
        requireOwner(command.target, command.actorId, 'DestinationNotOwned');
        const { wishlistId, categoryId, toWishlistId, replacement } = command;
        // A list keeps at least one category: the last one leaving is replaced by a new empty one.
        const replaced: WishlistEvent[] =
          state.categoryIds.length === 1 ? [{ type: 'CategoryCreated', data: replacement }] : [];
        return [
          ...replaced,
          { type: 'CategoryMoveStarted', data: { wishlistId, categoryId, toWishlistId } },
          ...giftsIn(state, categoryId).map((giftId): WishlistEvent => ({
            type: 'GiftMovedAway',
            data: { wishlistId, giftId, toWishlistId, toCategoryId: categoryId },
          })),
        ];
      }
      case 'TakeCategory': {
        const { wishlistId, categoryId, fromWishlistId } = command;
        if (!state.exists || state.categoryIds.includes(categoryId)) return [];
        return [{ type: 'CategoryMovedIn', data: { wishlistId, categoryId, fromWishlistId } }];
      }
      case 'AddGift': {
        requireOwner(state, command.actorId, 'GiftNotFound');
        const { wishlistId, gift } = command;
        if (!state.categoryIds.includes(gift.categoryId)) throw new Problem('InvalidUpdate');
        return [{ type: 'GiftAdded', data: { wishlistId, categoryId: gift.categoryId, giftId: gift.giftId, gift } }];
      }
      case 'PlaceGift': {
        requireOwner(state, command.actorId, 'GiftNotFound');
        requireGift(state, command.giftId);
        const { wishlistId, giftId, categoryId } = command;
        if (!state.categoryIds.includes(categoryId)) throw new Problem('InvalidUpdate');
        if (state.gifts[giftId] === categoryId) return [];
        return [{ type: 'GiftPlaced', data: { wishlistId, categoryId, giftId, fromWishlistId: wishlistId } }];
      }
      case 'EndGift':
        requireOwner(state, command.actorId, 'GiftNotFound');
        requireGift(state, command.giftId);
        return ended(command.wishlistId, [command.giftId]);
      case 'EndAllGifts':
        requireOwner(state, command.actorId);
        return ended(command.wishlistId, Object.keys(state.gifts));
      case 'MoveGiftOut': {
        requireOwner(state, command.actorId, 'SourceNotOwned');
        requireGift(state, command.giftId);
        requireOwner(command.target, command.actorId, 'DestinationNotOwned');
        const { wishlistId, giftId, toWishlistId } = command;
        return [
          {
            type: 'GiftMovedAway',
            data: { wishlistId, giftId, toWishlistId, toCategoryId: command.target.categoryIds[0]! },
          },
        ];
      }
      case 'TakeGift': {
        const { wishlistId, giftId, fromWishlistId } = command;
        if (!state.exists) return [];
        // The category may have gone meanwhile: the gift then joins the list's first category.
        const categoryId = state.categoryIds.includes(command.categoryId) ? command.categoryId : state.categoryIds[0]!;
        if (state.gifts[giftId] === categoryId) return [];
        return [{ type: 'GiftPlaced', data: { wishlistId, categoryId, giftId, fromWishlistId } }];
      }
      case 'AdoptGift': {
        const { wishlistId, giftId, categoryId } = command;
        if (!state.exists || giftId in state.gifts || giftId in state.pastGifts) return [];
        return [{ type: 'GiftPlaced', data: { wishlistId, categoryId, giftId, fromWishlistId: wishlistId } }];
      }
      case 'RenameCategory': {
        requireOwner(state, command.actorId);
        requireCategory(state, command.categoryId);
        const { wishlistId, categoryId, name } = command;
        return [{ type: 'CategoryRenamed', data: { wishlistId, categoryId, name } }];
      }
      case 'DeleteCategory':
        requireOwner(state, command.actorId);
        requireCategory(state, command.categoryId);
        if (state.categoryIds.length < 2) throw new Problem('LastCategory');
        // Its gifts end in the same append: a gift added to it at the same time conflicts on this stream's revision.
        return [
          ...ended(command.wishlistId, giftsIn(state, command.categoryId)),
          { type: 'CategoryDeleted', data: { wishlistId: command.wishlistId, categoryId: command.categoryId } },
        ];
      case 'ReorderCategories':
        requireOwner(state, command.actorId);
        // An order made before a category came or went: a cancelable one gives way to the newer state, silently.
        if (!samePermutation(command.categoryIds, state.categoryIds)) {
          if (command.cancelable) return [];
          throw new Problem('InvalidData');
        }
        return [
          { type: 'CategoriesReordered', data: { wishlistId: command.wishlistId, categoryIds: command.categoryIds } },
        ];
      case 'ReorderGifts': {
        requireOwner(state, command.actorId);
        requireCategory(state, command.categoryId);
        const { wishlistId, categoryId, giftIds } = command;
        if (new Set(giftIds).size !== giftIds.length) throw new Problem('InvalidData');
        return [{ type: 'GiftsReordered', data: { wishlistId, categoryId, giftIds } }];
      }
      case 'InviteExtraOwner': {
        requirePrimaryOwner(state, command.actorId);
        const { wishlistId, inviteHash, expiresAt, now, personal, actorId } = command;
        if (inviteHash in state.invites) throw new Problem('Other');
        if (openInvites(state, now) >= limits.openInvitesPerWishlist) throw new Problem('TooManyInvites');
        return [
          { type: 'ExtraOwnerInvited', data: { wishlistId, inviteHash, invitedBy: actorId, expiresAt, personal } },
        ];
      }
      case 'RevokeExtraOwnerInvite': {
        requirePrimaryOwner(state, command.actorId);
        const { wishlistId, inviteHash } = command;
        if (state.invites[inviteHash]?.acceptedBy !== null) throw new Problem('NotFound');
        return [{ type: 'ExtraOwnerInviteRevoked', data: { wishlistId, inviteHash } }];
      }
      case 'AcceptExtraOwnerInvite': {
        const { wishlistId, inviteHash, userId, now } = command;
        const problem = inviteProblem(state, inviteHash, userId, now);
        if (problem) throw new Problem(problem);
        return [{ type: 'ExtraOwnerInviteAccepted', data: { wishlistId, inviteHash, userId } }];
      }
      case 'RemoveExtraOwner': {
        requirePrimaryOwner(state, command.actorId);
        const { wishlistId, userId } = command;
        // Nobody removes themselves, and so the primary owner (the only one who removes) is never removed.
        if (userId === command.actorId) throw new Problem('InvalidData');
        if (!isOwner(state, userId)) throw new Problem('NotFound');
        // Every open invite's link may be known to them (docs/permissions.md, "Co-owner invites"): none outlives them.
        const open = Object.keys(state.invites).filter((inviteHash) => state.invites[inviteHash]!.acceptedBy === null);
        return [
          { type: 'ExtraOwnerRemoved', data: { wishlistId, userId } },
          ...open.map((inviteHash): WishlistEvent => ({
            type: 'ExtraOwnerInviteRevoked',
            data: { wishlistId, inviteHash },
          })),
        ];
      }
      case 'RemoveErasedOwner': {
        const { wishlistId, userId } = command;
        if (!isOwner(state, userId) || state.primaryOwnerId === userId) return [];
        return [{ type: 'ExtraOwnerRemoved', data: { wishlistId, userId } }];
      }
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case 'WishlistCreated':
        return {
          ...state,
          exists: true,
          publicGuid: event.data.publicGuid,
          usernameIndex: event.data.usernameIndex,
          primaryOwnerId: event.data.primaryOwnerId,
          ownerIds: [event.data.primaryOwnerId],
          accessType: event.data.accessType,
          accessKey: event.data.accessKey,
          includeInSearchResult: event.data.includeInSearchResult,
          findableWhenVisible: event.data.includeInSearchResult,
          showCrossedOff: event.data.showCrossedOff,
          birthdaySource: event.data.personal,
        };
      case 'WishlistSettingsChanged': {
        const {
          usernameIndex,
          accessType,
          includeInSearchResult,
          findableWhenVisible,
          showCrossedOff,
          accessKey,
          accessEpoch,
          personal,
        } = event.data;
        return {
          ...state,
          usernameIndex,
          accessType,
          includeInSearchResult,
          findableWhenVisible,
          showCrossedOff,
          accessKey,
          accessEpoch,
          birthdaySource: personal,
        };
      }
      case 'WishlistBirthdaySet':
        return { ...state, birthdaySource: event.data.personal };
      case 'CategoryCreated':
      case 'CategoryMovedIn':
        return { ...state, categoryIds: [...state.categoryIds, event.data.categoryId] };
      case 'CategoryDeleted':
      case 'CategoryMovedOut':
      case 'CategoryMoveStarted': {
        // Gifts still counted in a category that leaves were left behind by code before lists knew their gifts.
        const { categoryId } = event.data;
        return {
          ...state,
          categoryIds: state.categoryIds.filter((id) => id !== categoryId),
          gifts: withoutGifts(state.gifts, (giftId) => state.gifts[giftId] === categoryId),
        };
      }
      case 'GiftAdded':
      case 'GiftPlaced':
        return { ...state, gifts: { ...state.gifts, [event.data.giftId]: event.data.categoryId } };
      case 'GiftEnded':
      case 'GiftMovedAway': {
        const { giftId } = event.data;
        const gifts = withoutGifts(state.gifts, (id) => id === giftId);
        return {
          ...state,
          gifts,
          pastGifts: { ...state.pastGifts, [giftId]: event.type === 'GiftEnded' ? 'ended' : 'moved' },
        };
      }
      case 'CategoriesReordered':
        return { ...state, categoryIds: event.data.categoryIds };
      case 'ExtraOwnerInvited':
        return {
          ...state,
          invites: { ...state.invites, [event.data.inviteHash]: { expiresAt: event.data.expiresAt, acceptedBy: null } },
        };
      case 'ExtraOwnerInviteRevoked': {
        const { [event.data.inviteHash]: _revoked, ...invites } = state.invites;
        return { ...state, invites };
      }
      case 'ExtraOwnerInviteAccepted': {
        const { inviteHash, userId } = event.data;
        const invite = state.invites[inviteHash];
        const invites = invite ? { ...state.invites, [inviteHash]: { ...invite, acceptedBy: userId } } : state.invites;
        return {
          ...state,
          invites,
          ownerIds: state.ownerIds.includes(userId) ? state.ownerIds : [...state.ownerIds, userId],
        };
      }
      case 'ExtraOwnerRemoved':
        return { ...state, ownerIds: state.ownerIds.filter((id) => id !== event.data.userId) };
      case 'WishlistDeleted':
        return { ...wishlistDecider.initialState, usernameIndex: state.usernameIndex, pastGifts: state.pastGifts };
      case 'WishlistTitleChanged':
      case 'WishlistDescriptionChanged':
      case 'WishlistOccasionChanged':
      case 'WishlistImageChanged':
      case 'CategoryRenamed':
      case 'GiftsReordered':
        return state;
    }
  },
};
