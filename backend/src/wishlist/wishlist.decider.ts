import type { Decider } from '../platform/domain/decider.js';
import { categoryDecisions } from './decide/categories.js';
import { coOwnerDecisions } from './decide/co-owners.js';
import { giftDecisions } from './decide/gifts.js';
import { lifecycleDecisions } from './decide/lifecycle.js';
import { settingsDecisions } from './decide/settings.js';
import type { Decisions, WishlistCommand, WishlistEvent, WishlistState } from './decide/wishlist-types.js';

export type { InviteState, WishlistCommand, WishlistEvent, WishlistState } from './decide/wishlist-types.js';
export { inviteProblem, isOwner, requireOwner, requireSettingsRights } from './decide/owner-rules.js';

export const wishlistStream = (wishlistId: string) => `wishlist-${wishlistId}`;

const withoutGifts = (gifts: Record<string, string>, leaving: (giftId: string) => boolean) =>
  Object.fromEntries(Object.entries(gifts).filter(([giftId]) => !leaving(giftId)));

/** Every command's decision, by its type: a command type without one does not compile. */
const decisions: Decisions<WishlistCommand['type']> = {
  ...lifecycleDecisions,
  ...settingsDecisions,
  ...categoryDecisions,
  ...giftDecisions,
  ...coOwnerDecisions,
};
const decide = <C extends WishlistCommand>(command: C, state: WishlistState): WishlistEvent[] =>
  (decisions[command.type] as (command: C, state: WishlistState) => WishlistEvent[])(command, state);

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
  decide,
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
