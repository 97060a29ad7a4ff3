import type { AccessType, EventOf, Occasion, Sealed } from '@wl/contracts';
import type { Decider } from '../platform/domain/decider.js';
import { Problem } from '../platform/domain/problem.js';

export type WishlistEvent =
  | EventOf<'WishlistCreated'> | EventOf<'WishlistDeleted'> | EventOf<'WishlistTitleChanged'> | EventOf<'WishlistDescriptionChanged'>
  | EventOf<'WishlistOccasionChanged'> | EventOf<'WishlistSettingsChanged'> | EventOf<'CategoryCreated'> | EventOf<'CategoryRenamed'>
  | EventOf<'CategoryDeleted'> | EventOf<'CategoriesReordered'> | EventOf<'GiftsReordered'> | EventOf<'WishlistImageChanged'>
  | EventOf<'CategoryMovedIn'> | EventOf<'CategoryMovedOut'>;

interface SettingsChange {
  usernameIndex: string;
  accessType: AccessType;
  accessKey: string | null;
  includeInSearchResult: boolean;
  showCrossedOff: boolean;
  personal: Sealed;
}

/** Every command but creation is an owner's: `actorId` must be an owner (deleting the list: the primary owner). */
export type WishlistCommand =
  | { type: 'CreateWishlist'; wishlist: EventOf<'WishlistCreated'>['data']; firstCategory: EventOf<'CategoryCreated'>['data'] }
  | { type: 'CreateCategory'; actorId: string; category: EventOf<'CategoryCreated'>['data'] }
  | { type: 'DeleteWishlist'; actorId: string; wishlistId: string }
  | { type: 'ChangeTitle'; actorId: string; wishlistId: string; personal: Sealed }
  | { type: 'ChangeDescription'; actorId: string; wishlistId: string; personal: Sealed }
  | { type: 'ChangeOccasion'; actorId: string; wishlistId: string; occasion: Occasion | null; occasionDate: string | null }
  | ({ type: 'ChangeSettings'; actorId: string; wishlistId: string } & SettingsChange)
  | { type: 'ChangeImage'; actorId: string; wishlistId: string; imageId: string | null; themeId: string | null }
  | { type: 'TakeCategory'; actorId: string; wishlistId: string; categoryId: string; fromWishlistId: string }
  | { type: 'GiveCategory'; actorId: string; wishlistId: string; categoryId: string; toWishlistId: string }
  | { type: 'RenameCategory'; actorId: string; wishlistId: string; categoryId: string; name: string }
  | { type: 'DeleteCategory'; actorId: string; wishlistId: string; categoryId: string }
  | { type: 'ReorderCategories'; actorId: string; wishlistId: string; categoryIds: string[] }
  | { type: 'ReorderGifts'; actorId: string; wishlistId: string; categoryId: string; giftIds: string[] };

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
  categoryIds: string[];
}

export const wishlistStream = (wishlistId: string) => `wishlist-${wishlistId}`;

export const isOwner = (state: WishlistState, userId: string | null) => userId !== null && state.ownerIds.includes(userId);

function requireOwner(state: WishlistState, actorId: string) {
  if (!state.exists || !isOwner(state, actorId)) throw new Problem('UserCannotAccessWishlist');
}

function requireCategory(state: WishlistState, categoryId: string) {
  if (!state.categoryIds.includes(categoryId)) throw new Problem('CategoryNotFound');
}

const samePermutation = (a: string[], b: string[]) => a.length === b.length && new Set(a).size === a.length && a.every((x) => b.includes(x));

/** A private list is never findable; made visible again, it is findable again if it was before. */
function settingsEvent(command: Extract<WishlistCommand, { type: 'ChangeSettings' }>, state: WishlistState): EventOf<'WishlistSettingsChanged'> {
  const { wishlistId, usernameIndex, accessType, showCrossedOff, personal } = command;
  const closed = accessType === 'CLOSED';
  const reopened = state.accessType === 'CLOSED' && !closed;
  const includeInSearchResult = closed ? false : command.includeInSearchResult || (reopened && state.findableWhenVisible);
  const findableWhenVisible = closed ? state.findableWhenVisible : includeInSearchResult;
  const accessKey = accessType === 'OPEN' ? command.accessKey : null;
  const accessChanged = accessType !== state.accessType || accessKey !== state.accessKey;
  const accessEpoch = state.accessEpoch + (accessChanged ? 1 : 0);
  return {
    type: 'WishlistSettingsChanged',
    data: { wishlistId, usernameIndex, accessType, includeInSearchResult, findableWhenVisible, showCrossedOff, personal, accessKey, accessEpoch },
  };
}

export const wishlistDecider: Decider<WishlistState, WishlistCommand, WishlistEvent> = {
  initialState: {
    exists: false, publicGuid: null, usernameIndex: null, primaryOwnerId: null, ownerIds: [], accessType: 'UNKNOWN', accessKey: null, accessEpoch: 0,
    includeInSearchResult: false, findableWhenVisible: false, categoryIds: [],
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
        if (!state.exists || !isOwner(state, command.actorId)) throw new Problem('WishlistNotFound');
        return [{ type: 'CategoryCreated', data: command.category }];
      case 'DeleteWishlist':
        if (!state.exists || !isOwner(state, command.actorId)) throw new Problem('WishlistNotFound');
        if (state.primaryOwnerId !== command.actorId) throw new Problem('NotPrimaryOwner');
        return [{ type: 'WishlistDeleted', data: { wishlistId: command.wishlistId } }];
      case 'ChangeTitle':
        requireOwner(state, command.actorId);
        return [{ type: 'WishlistTitleChanged', data: { wishlistId: command.wishlistId, personal: command.personal } }];
      case 'ChangeDescription':
        requireOwner(state, command.actorId);
        return [{ type: 'WishlistDescriptionChanged', data: { wishlistId: command.wishlistId, personal: command.personal } }];
      case 'ChangeOccasion': {
        requireOwner(state, command.actorId);
        const { wishlistId, occasion, occasionDate } = command;
        return [{ type: 'WishlistOccasionChanged', data: { wishlistId, occasion, occasionDate } }];
      }
      case 'ChangeSettings':
        requireOwner(state, command.actorId);
        return [settingsEvent(command, state)];
      case 'ChangeImage': {
        requireOwner(state, command.actorId);
        const { wishlistId, imageId, themeId } = command;
        return [{ type: 'WishlistImageChanged', data: { wishlistId, imageId, themeId } }];
      }
      case 'TakeCategory': {
        if (!state.exists || !isOwner(state, command.actorId)) throw new Problem('DestinationNotOwned');
        const { wishlistId, categoryId, fromWishlistId } = command;
        return state.categoryIds.includes(categoryId) ? [] : [{ type: 'CategoryMovedIn', data: { wishlistId, categoryId, fromWishlistId } }];
      }
      case 'GiveCategory': {
        if (!state.exists || !isOwner(state, command.actorId)) throw new Problem('SourceNotOwned');
        requireCategory(state, command.categoryId);
        const { wishlistId, categoryId, toWishlistId } = command;
        return [{ type: 'CategoryMovedOut', data: { wishlistId, categoryId, toWishlistId } }];
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
        return [{ type: 'CategoryDeleted', data: { wishlistId: command.wishlistId, categoryId: command.categoryId } }];
      case 'ReorderCategories':
        requireOwner(state, command.actorId);
        if (!samePermutation(command.categoryIds, state.categoryIds)) throw new Problem('InvalidData');
        return [{ type: 'CategoriesReordered', data: { wishlistId: command.wishlistId, categoryIds: command.categoryIds } }];
      case 'ReorderGifts': {
        requireOwner(state, command.actorId);
        requireCategory(state, command.categoryId);
        const { wishlistId, categoryId, giftIds } = command;
        if (new Set(giftIds).size !== giftIds.length) throw new Problem('InvalidData');
        return [{ type: 'GiftsReordered', data: { wishlistId, categoryId, giftIds } }];
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
        };
      case 'WishlistSettingsChanged': {
        const { usernameIndex, accessType, includeInSearchResult, findableWhenVisible, accessKey, accessEpoch } = event.data;
        return { ...state, usernameIndex, accessType, includeInSearchResult, findableWhenVisible, accessKey, accessEpoch };
      }
      case 'CategoryCreated':
      case 'CategoryMovedIn':
        return { ...state, categoryIds: [...state.categoryIds, event.data.categoryId] };
      case 'CategoryDeleted':
      case 'CategoryMovedOut':
        return { ...state, categoryIds: state.categoryIds.filter((id) => id !== event.data.categoryId) };
      case 'CategoriesReordered':
        return { ...state, categoryIds: event.data.categoryIds };
      case 'WishlistDeleted':
        return { ...wishlistDecider.initialState, usernameIndex: state.usernameIndex };
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
