import type { UserEvent } from '../../backend/src/account/user.decider.js';

/** A user's stream, event by event, for the given-events specs of the account's use cases (user `user-1`, address `index-1`). */
export const now = '2024-05-01T10:00:00.000Z';
export const soon = '2024-05-01T11:00:00.000Z';
export const sealed = { keyId: 'user-1', iv: 'iv', data: 'sealed' };
export const userEvents = {
  registered: (isAccount = true): UserEvent => ({
    type: 'UserRegistered',
    data: {
      userId: 'user-1',
      publicGuid: 'pub-1',
      isAccount,
      receiveMailing: false,
      emailIndex: 'index-1',
      personal: sealed,
      firstWishlist: null,
      extraOwnerInvite: null,
    },
  }),
  deleted: (): UserEvent => ({ type: 'UserDeleted', data: { userId: 'user-1' } }),
  resetRequested: (codeHash: string): UserEvent => ({
    type: 'PasswordResetRequested',
    data: { userId: 'user-1', codeHash, expiresAt: soon },
  }),
  passwordChanged: (codeHash: string | null): UserEvent => ({
    type: 'PasswordChanged',
    data: { userId: 'user-1', codeHash, personal: sealed },
  }),
  signInRequested: (codeHash: string, emailIndex = 'index-1'): UserEvent => ({
    type: 'SignInLinkRequested',
    data: { userId: 'user-1', codeHash, emailIndex, expiresAt: soon },
  }),
  signedIn: (codeHash: string): UserEvent => ({ type: 'SignedInWithLink', data: { userId: 'user-1', codeHash } }),
  profileChanged: (emailIndex: string): UserEvent => ({
    type: 'ProfileChanged',
    data: { userId: 'user-1', emailIndex, personal: sealed },
  }),
};
