import type { AccessType, DomainEvent } from '@wl/contracts';

const sealed = { keyId: 'k', iv: 'iv', data: 'sealed' };

/** A list's stream in a few events, for the specs of use cases that decide on it. */
export const listEvents = {
  created: (wishlistId: string, ownerId: string, accessType: AccessType = 'PUBLIC'): DomainEvent => ({
    type: 'WishlistCreated',
    data: {
      wishlistId,
      publicGuid: `public-${wishlistId}`,
      primaryOwnerId: ownerId,
      usernameIndex: 'u',
      accessType,
      includeInSearchResult: true,
      showCrossedOff: false,
      personal: sealed,
      accessKey: null,
    },
  }),
  accessChanged: (wishlistId: string, accessType: AccessType, accessEpoch = 1): DomainEvent => ({
    type: 'WishlistSettingsChanged',
    data: {
      wishlistId,
      usernameIndex: 'u',
      accessType,
      includeInSearchResult: false,
      findableWhenVisible: false,
      showCrossedOff: false,
      personal: sealed,
      accessKey: null,
      accessEpoch,
    },
  }),
  coOwnerJoined: (wishlistId: string, userId: string): DomainEvent => ({
    type: 'ExtraOwnerInviteAccepted',
    data: { wishlistId, inviteHash: 'h', userId },
  }),
  coOwnerRemoved: (wishlistId: string, userId: string): DomainEvent => ({
    type: 'ExtraOwnerRemoved',
    data: { wishlistId, userId },
  }),
  deleted: (wishlistId: string): DomainEvent => ({ type: 'WishlistDeleted', data: { wishlistId } }),
};
