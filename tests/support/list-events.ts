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
  coOwnerInvited: (wishlistId: string, inviteHash: string, expiresAt: string, invitedBy = 'owner'): DomainEvent => ({
    type: 'ExtraOwnerInvited',
    data: { wishlistId, inviteHash, invitedBy, expiresAt, personal: sealed },
  }),
  coOwnerJoined: (wishlistId: string, userId: string, inviteHash = 'h'): DomainEvent => ({
    type: 'ExtraOwnerInviteAccepted',
    data: { wishlistId, inviteHash, userId },
  }),
  coOwnerRemoved: (wishlistId: string, userId: string): DomainEvent => ({
    type: 'ExtraOwnerRemoved',
    data: { wishlistId, userId },
  }),
  deleted: (wishlistId: string): DomainEvent => ({ type: 'WishlistDeleted', data: { wishlistId } }),
};
