import type { EventOf } from '@wl/contracts';
import { Problem } from '../../platform/domain/problem.js';
import { requireOwner, requireSettingsRights } from './owner-rules.js';
import type { Decisions, WishlistCommand, WishlistEvent, WishlistState } from './wishlist-types.js';

/** An owner's edits of the list itself: its texts, occasion, settings and picture. */
export const settingsDecisions: Decisions<
  'ChangeTitle' | 'ChangeDescription' | 'ChangeOccasion' | 'ChangeSettings' | 'ChangeImage'
> = {
  ChangeTitle(command, state) {
    requireOwner(state, command.actorId);
    return [{ type: 'WishlistTitleChanged', data: { wishlistId: command.wishlistId, personal: command.personal } }];
  },
  ChangeDescription(command, state) {
    requireOwner(state, command.actorId);
    return [
      { type: 'WishlistDescriptionChanged', data: { wishlistId: command.wishlistId, personal: command.personal } },
    ];
  },
  ChangeOccasion(command, state) {
    requireOwner(state, command.actorId);
    const { wishlistId, occasion, occasionDate, birthday } = command;
    const changed: WishlistEvent = {
      type: 'WishlistOccasionChanged',
      data: { wishlistId, occasion, occasionDate },
    };
    return birthday ? [changed, { type: 'WishlistBirthdaySet', data: { wishlistId, personal: birthday } }] : [changed];
  },
  ChangeSettings(command, state) {
    requireSettingsRights(state, command.actorId, command.showCrossedOff);
    if (command.replacesUsernameIndex !== state.usernameIndex) throw new Problem('InvalidData');
    return [settingsEvent(command, state)];
  },
  ChangeImage(command, state) {
    requireOwner(state, command.actorId);
    const { wishlistId, imageId, themeId } = command;
    return [{ type: 'WishlistImageChanged', data: { wishlistId, imageId, themeId } }];
  },
};

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
