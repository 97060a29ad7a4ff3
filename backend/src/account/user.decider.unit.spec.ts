import { specFor } from '../../../tests/support/decider-spec.js';
import { fold } from '../platform/domain/decider.js';
import { confirmedEmailIndex, emailHolder, userDecider, type UserEvent } from './user.decider.js';

const given = specFor(userDecider);

describe('user decider', () => {
  describe('RegisterUser', () => {
    it('registers a new user once', () => {
      given([])
        .when({ type: 'RegisterUser', ...registered.data })
        .then([registered]);
      given([registered])
        .when({ type: 'RegisterUser', ...registered.data })
        .thenProblem('Other');
    });

    it('records the first list an account registration names, and none for a lightweight user', () => {
      const lightweight: UserEvent = {
        type: 'UserRegistered',
        data: { ...registered.data, isAccount: false, firstWishlist: null },
      };
      given([])
        .when({ type: 'RegisterUser', ...registered.data })
        .then([registered]);
      given([])
        .when({ type: 'RegisterUser', ...registered.data, isAccount: false, firstWishlist: null })
        .then([lightweight]);
    });
  });

  describe('UpgradeToAccount', () => {
    // Built when a test runs: the shared events are declared at the end of the file.
    const lightweight = (): UserEvent => ({
      type: 'UserRegistered',
      data: { ...registered.data, isAccount: false, firstWishlist: null },
    });
    const upgrade = () => ({
      type: 'UpgradeToAccount' as const,
      receiveMailing: true,
      personal: sealed,
      firstWishlist: registered.data.firstWishlist!,
    });
    const upgraded = (): UserEvent => ({
      type: 'UserUpgradedToAccount',
      data: {
        userId: 'user-1',
        receiveMailing: true,
        emailIndex: registered.data.emailIndex,
        personal: sealed,
        firstWishlist: registered.data.firstWishlist!,
      },
    });

    it('makes a lightweight user an account once, keeping its address; a full account gets AlreadyLoggedIn', () => {
      given([lightweight()]).when(upgrade()).then([upgraded()]);
      given([lightweight(), upgraded()]).when(upgrade()).thenProblem('AlreadyLoggedIn');
      given([registered]).when(upgrade()).thenProblem('AlreadyLoggedIn');
      given([]).when(upgrade()).thenProblem('Other');
      given([lightweight(), deleted]).when(upgrade()).thenProblem('Other');
    });

    it('ends the reset codes mailed to the lightweight user', () => {
      given([lightweight(), resetRequested('code-1'), upgraded()])
        .when(reset('code-1', now))
        .thenProblem('IsUnknown');
    });
  });

  describe('password reset', () => {
    it('records a requested code for a known user, and refuses an unknown one: NoUserFound', () => {
      given([registered])
        .when({ type: 'RequestPasswordReset', codeHash: 'code-1', expiresAt: soon })
        .then([resetRequested('code-1')]);
      given([]).when({ type: 'RequestPasswordReset', codeHash: 'code-1', expiresAt: soon }).thenProblem('NoUserFound');
      given([registered, deleted])
        .when({ type: 'RequestPasswordReset', codeHash: 'code-1', expiresAt: soon })
        .thenProblem('NoUserFound');
    });

    it('sets the password with the current code before it expires', () => {
      given([registered, resetRequested('code-1')])
        .when(reset('code-1', now))
        .then([{ type: 'PasswordChanged', data: { userId: 'user-1', codeHash: 'code-1', personal: sealed } }]);
    });

    it('refuses an expired code: IsExpired', () => {
      given([registered, resetRequested('code-1')])
        .when(reset('code-1', soon))
        .thenProblem('IsExpired');
    });

    it('refuses an unknown, used or replaced code, and any code of a deleted user: IsUnknown', () => {
      given([registered, resetRequested('code-1')])
        .when(reset('made-up', now))
        .thenProblem('IsUnknown');
      given([registered, resetRequested('code-1'), passwordChanged('code-1')])
        .when(reset('code-1', now))
        .thenProblem('IsUnknown');
      given([registered, resetRequested('code-1'), resetRequested('code-2')])
        .when(reset('code-1', now))
        .thenProblem('IsUnknown');
      given([registered, resetRequested('code-1'), passwordChanged(null)])
        .when(reset('code-1', now))
        .thenProblem('IsUnknown');
      given([registered, resetRequested('code-1'), deleted])
        .when(reset('code-1', now))
        .thenProblem('IsUnknown');
    });
  });

  describe('e-mail verification', () => {
    it('mails a link for the current address of an unconfirmed user', () => {
      given([registered])
        .when({ type: 'RequestEmailVerification', codeHash: 'v-1', expiresAt: soon })
        .then([verificationRequested('v-1', 'index-1')]);
    });

    it('refuses a confirmed address (AlreadyVerified) and an unknown user (Other)', () => {
      given([registered, verificationRequested('v-1', 'index-1'), verified('v-1', 'index-1')])
        .when({ type: 'RequestEmailVerification', codeHash: 'v-2', expiresAt: soon })
        .thenProblem('AlreadyVerified');
      given([]).when({ type: 'RequestEmailVerification', codeHash: 'v-1', expiresAt: soon }).thenProblem('Other');
    });

    it('confirms the address with a mailed link before it expires', () => {
      given([registered, verificationRequested('v-1', 'index-1')])
        .when(verify('v-1', now))
        .then([verified('v-1', 'index-1')]);
    });

    it('refuses an expired link: IsExpired', () => {
      given([registered, verificationRequested('v-1', 'index-1')])
        .when(verify('v-1', soon))
        .thenProblem('IsExpired');
    });

    it('refuses an unknown link, a used one, and a link mailed to an address the user no longer has: IsUnknown', () => {
      given([registered, verificationRequested('v-1', 'index-1')])
        .when(verify('made-up', now))
        .thenProblem('IsUnknown');
      given([
        registered,
        verificationRequested('v-1', 'index-1'),
        verificationRequested('v-2', 'index-1'),
        verified('v-2', 'index-1'),
      ])
        .when(verify('v-1', now))
        .thenProblem('IsUnknown');
      given([registered, verificationRequested('v-1', 'index-1'), profileChanged('index-2')])
        .when(verify('v-1', now))
        .thenProblem('IsUnknown');
    });

    it('makes a changed address unconfirmed again, so a new link can be asked for', () => {
      given([
        registered,
        verificationRequested('v-1', 'index-1'),
        verified('v-1', 'index-1'),
        profileChanged('index-2'),
      ])
        .when({ type: 'RequestEmailVerification', codeHash: 'v-2', expiresAt: soon })
        .then([verificationRequested('v-2', 'index-2')]);
    });
  });

  describe('confirmedEmailIndex (the support role)', () => {
    const confirmed = (history: UserEvent[]) => confirmedEmailIndex(fold(userDecider, history));
    it('is the address of a full account once its mailed link was opened, and none before', () => {
      expect(confirmed([registered])).toBeNull();
      expect(confirmed([registered, verificationRequested('v-1', 'index-1'), verified('v-1', 'index-1')])).toBe(
        'index-1',
      );
    });

    it('is none after any change of address, back to a confirmed one too, until the new one is confirmed', () => {
      const confirmedFirst = [registered, verificationRequested('v-1', 'index-1'), verified('v-1', 'index-1')];
      expect(confirmed([...confirmedFirst, profileChanged('index-2')])).toBeNull();
      expect(confirmed([...confirmedFirst, profileChanged('index-2'), profileChanged('index-1')])).toBeNull();
      expect(
        confirmed([
          ...confirmedFirst,
          profileChanged('index-2'),
          verificationRequested('v-2', 'index-2'),
          verified('v-2', 'index-2'),
        ]),
      ).toBe('index-2');
    });

    it('is none for a lightweight user, confirmed or not, and for a deleted user', () => {
      const lightweight: UserEvent = {
        type: 'UserRegistered',
        data: { ...registered.data, isAccount: false, firstWishlist: null },
      };
      expect(confirmed([lightweight, verificationRequested('v-1', 'index-1'), verified('v-1', 'index-1')])).toBeNull();
      expect(
        confirmed([registered, verificationRequested('v-1', 'index-1'), verified('v-1', 'index-1'), deleted]),
      ).toBeNull();
    });
  });

  describe('sign-in by mailed link', () => {
    const signIn = (codeHash: string, at = now) => ({ type: 'SignInWithLink' as const, codeHash, now: at });
    const signedIn = (codeHash: string): UserEvent => ({
      type: 'SignedInWithLink',
      data: { userId: 'user-1', codeHash },
    });

    it('records a link for the current address of an existing user only', () => {
      given([registered])
        .when({ type: 'RequestSignInLink', codeHash: 's-1', expiresAt: soon })
        .then([signInRequested('s-1', 'index-1')]);
      given([]).when({ type: 'RequestSignInLink', codeHash: 's-1', expiresAt: soon }).thenProblem('Other');
      given([registered, deleted])
        .when({ type: 'RequestSignInLink', codeHash: 's-1', expiresAt: soon })
        .thenProblem('Other');
    });

    it('signs in once, before the link expires; signing in voids every other open link', () => {
      const two = [registered, signInRequested('s-1', 'index-1'), signInRequested('s-2', 'index-1')];
      given(two)
        .when(signIn('s-1'))
        .then([signedIn('s-1')]);
      given(two).when(signIn('s-1', soon)).thenProblem('IsExpired');
      given([...two, signedIn('s-1')])
        .when(signIn('s-1'))
        .thenProblem('IsUnknown');
      given([...two, signedIn('s-1')])
        .when(signIn('s-2'))
        .thenProblem('IsUnknown');
      given(two).when(signIn('made-up')).thenProblem('IsUnknown');
    });

    it('voids links mailed to an address the user no longer has, and every link on a new password or deletion', () => {
      const requested = [registered, signInRequested('s-1', 'index-1')];
      given([...requested, profileChanged('index-2')])
        .when(signIn('s-1'))
        .thenProblem('IsUnknown');
      given([...requested, passwordChanged(null)])
        .when(signIn('s-1'))
        .thenProblem('IsUnknown');
      given([...requested, deleted])
        .when(signIn('s-1'))
        .thenProblem('IsUnknown');
    });

    it('keeps the five newest links open', () => {
      const six = ['s-1', 's-2', 's-3', 's-4', 's-5', 's-6'].map((hash) => signInRequested(hash, 'index-1'));
      given([registered, ...six])
        .when(signIn('s-1'))
        .thenProblem('IsUnknown');
      given([registered, ...six])
        .when(signIn('s-2'))
        .then([signedIn('s-2')]);
    });
  });

  describe('the fold of a user stream (what reactors and mails read: UserContacts, the claims reactor)', () => {
    const other = { keyId: 'user-1', iv: 'iv-2', data: 'other' };
    const state = (history: UserEvent[]) => fold(userDecider, history);

    it('keeps the address, its index and the mail settings the stream last set', () => {
      expect(state([registered])).toMatchObject({
        userId: 'user-1',
        emailIndex: 'index-1',
        profile: sealed,
        emailSettings: { enableCrossOffNotifications: true },
      });
      const changed = {
        ...profileChanged('index-2'),
        data: { userId: 'user-1', emailIndex: 'index-2', personal: other },
      } as UserEvent;
      const quiet: UserEvent = {
        type: 'EmailSettingsChanged',
        data: { userId: 'user-1', overviewEmailFrequency: 2, enableCrossOffNotifications: false },
      };
      expect(state([registered, quiet, changed])).toMatchObject({
        emailIndex: 'index-2',
        profile: other,
        emailSettings: { overviewEmailFrequency: 2, enableCrossOffNotifications: false },
      });
    });

    it('takes the address of an upgrade, and not a password change for one', () => {
      const lightweight: UserEvent = {
        type: 'UserRegistered',
        data: { ...registered.data, isAccount: false, firstWishlist: null },
      };
      const upgraded: UserEvent = {
        type: 'UserUpgradedToAccount',
        data: {
          userId: 'user-1',
          receiveMailing: false,
          emailIndex: 'index-1',
          personal: other,
          firstWishlist: registered.data.firstWishlist!,
        },
      };
      expect(state([lightweight, upgraded, passwordChanged(null)])).toMatchObject({ isAccount: true, profile: other });
    });

    it('forgets everything about a deleted user', () => {
      expect(state([registered, profileChanged('index-2'), deleted])).toEqual(userDecider.initialState);
    });

    it('names the address a change replaced, the one the claims step gives free', () => {
      const holder = emailHolder('user-1');
      expect(holder.stream).toBe('user-user-1');
      expect(holder.value(state([registered]))).toBe('index-1');
      expect(holder.value(state([registered, profileChanged('index-2')]))).toBe('index-2');
    });
  });

  describe('profile, password, settings and deletion', () => {
    it('changes the profile and the password of an existing user only: Other', () => {
      given([registered])
        .when({ type: 'ChangeProfile', emailIndex: 'index-2', personal: sealed })
        .then([profileChanged('index-2')]);
      given([]).when({ type: 'ChangeProfile', emailIndex: 'index-2', personal: sealed }).thenProblem('Other');
    });

    describe('EditProfile: one append for the profile, a new password and the mail settings', () => {
      const keep = { overviewEmailFrequency: 0, enableCrossOffNotifications: true };
      const edit = (
        change: {
          emailIndex?: string;
          replacesEmailIndex?: string;
          password?: typeof sealed | null;
          emailSettings?: typeof keep;
        } = {},
      ) => ({
        type: 'EditProfile' as const,
        emailIndex: 'index-1',
        replacesEmailIndex: 'index-1',
        personal: sealed,
        password: null,
        emailSettings: keep,
        ...change,
      });
      it('records the profile alone when the password is kept and the settings stay the same', () => {
        given([registered])
          .when(edit({ emailIndex: 'index-2' }))
          .then([profileChanged('index-2')]);
      });
      it('adds the new password and the changed settings to the same decision, in that order', () => {
        const settings = { overviewEmailFrequency: 3, enableCrossOffNotifications: false };
        given([registered])
          .when(edit({ password: sealed, emailSettings: settings }))
          .then([
            profileChanged('index-1'),
            passwordChanged(null),
            { type: 'EmailSettingsChanged', data: { userId: 'user-1', ...settings } },
          ]);
      });
      it('refuses an unknown or deleted user, and an edit claimed against an address changed meanwhile: Other', () => {
        given([]).when(edit()).thenProblem('Other');
        given([registered, deleted])
          .when(edit({ password: sealed }))
          .thenProblem('Other');
        given([registered, profileChanged('index-3')])
          .when(edit({ emailIndex: 'index-2' }))
          .thenProblem('Other');
        given([registered, profileChanged('index-3')])
          .when(edit({ emailIndex: 'index-2', replacesEmailIndex: 'index-3' }))
          .then([profileChanged('index-2')]);
      });
    });

    it('changes the e-mail settings, appending nothing when they stay the same', () => {
      const settings = { overviewEmailFrequency: 3, enableCrossOffNotifications: false };
      given([registered])
        .when({ type: 'ChangeEmailSettings', ...settings })
        .then([{ type: 'EmailSettingsChanged', data: { userId: 'user-1', ...settings } }]);
      given([registered])
        .when({ type: 'ChangeEmailSettings', overviewEmailFrequency: 0, enableCrossOffNotifications: true })
        .then([]);
      given([registered, { type: 'EmailSettingsChanged', data: { userId: 'user-1', ...settings } }])
        .when({ type: 'ChangeEmailSettings', ...settings })
        .then([]);
      given([])
        .when({ type: 'ChangeEmailSettings', ...settings })
        .thenProblem('Other');
    });

    it('deletes a user once: Other for an unknown or deleted user', () => {
      given([registered]).when({ type: 'DeleteUser' }).then([deleted]);
      given([registered, deleted]).when({ type: 'DeleteUser' }).thenProblem('Other');
      given([]).when({ type: 'DeleteUser' }).thenProblem('Other');
    });
  });
});

const now = '2024-05-01T10:00:00.000Z';
const soon = '2024-05-01T11:00:00.000Z';
const sealed = { keyId: 'user-1', iv: 'iv', data: 'sealed' };
const registered: Extract<UserEvent, { type: 'UserRegistered' }> = {
  type: 'UserRegistered',
  data: {
    userId: 'user-1',
    publicGuid: 'pub-1',
    isAccount: true,
    receiveMailing: false,
    emailIndex: 'index-1',
    personal: sealed,
    firstWishlist: {
      wishlistId: 'list-1',
      publicGuid: 'list-pub-1',
      usernameIndex: 'username-1',
      categoryId: 'cat-1',
      categoryPublicGuid: 'cat-pub-1',
      personal: sealed,
    },
    extraOwnerInvite: null,
  },
};
const deleted: UserEvent = { type: 'UserDeleted', data: { userId: 'user-1' } };
const resetRequested = (codeHash: string): UserEvent => ({
  type: 'PasswordResetRequested',
  data: { userId: 'user-1', codeHash, expiresAt: soon },
});
const passwordChanged = (codeHash: string | null): UserEvent => ({
  type: 'PasswordChanged',
  data: { userId: 'user-1', codeHash, personal: sealed },
});
const reset = (codeHash: string, at: string) => ({
  type: 'ResetPassword' as const,
  codeHash,
  now: at,
  personal: sealed,
});
const verificationRequested = (codeHash: string, emailIndex: string): UserEvent => ({
  type: 'EmailVerificationRequested',
  data: { userId: 'user-1', codeHash, emailIndex, expiresAt: soon },
});
const verified = (codeHash: string, emailIndex: string): UserEvent => ({
  type: 'EmailVerified',
  data: { userId: 'user-1', codeHash, emailIndex },
});
const verify = (codeHash: string, at: string) => ({ type: 'VerifyEmail' as const, codeHash, now: at });
const signInRequested = (codeHash: string, emailIndex: string): UserEvent => ({
  type: 'SignInLinkRequested',
  data: { userId: 'user-1', codeHash, emailIndex, expiresAt: soon },
});
const profileChanged = (emailIndex: string): UserEvent => ({
  type: 'ProfileChanged',
  data: { userId: 'user-1', emailIndex, personal: sealed },
});
