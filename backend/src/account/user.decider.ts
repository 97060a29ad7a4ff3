import type { EventOf, Sealed } from '@wl/contracts';
import type { ClaimHolder } from '../platform/domain/claim-releases.js';
import type { Decider } from '../platform/domain/decider.js';
import { Problem } from '../platform/domain/problem.js';

export type UserEvent =
  | EventOf<'UserRegistered'>
  | EventOf<'UserUpgradedToAccount'>
  | EventOf<'PasswordResetRequested'>
  | EventOf<'PasswordChanged'>
  | EventOf<'EmailSettingsChanged'>
  | EventOf<'UserDeleted'>
  | EventOf<'ProfileChanged'>
  | EventOf<'EmailVerificationRequested'>
  | EventOf<'EmailVerified'>
  | EventOf<'SignInLinkRequested'>
  | EventOf<'SignedInWithLink'>;
export type UserCommand =
  | ({ type: 'RegisterUser' } & EventOf<'UserRegistered'>['data'])
  | ({ type: 'UpgradeToAccount' } & Omit<EventOf<'UserUpgradedToAccount'>['data'], 'userId' | 'emailIndex'>)
  | { type: 'RequestPasswordReset'; codeHash: string; expiresAt: string }
  | { type: 'ResetPassword'; codeHash: string; now: string; personal: Sealed }
  | { type: 'RequestEmailVerification'; codeHash: string; expiresAt: string }
  | { type: 'VerifyEmail'; codeHash: string; now: string }
  | { type: 'RequestSignInLink'; codeHash: string; expiresAt: string }
  | { type: 'SignInWithLink'; codeHash: string; now: string }
  | { type: 'ChangeEmailSettings'; overviewEmailFrequency: number; enableCrossOffNotifications: boolean }
  | { type: 'DeleteUser' }
  /** Names only, the address kept (an account named when it accepts a co-owner invite). */
  | { type: 'ChangeProfile'; emailIndex: string; personal: Sealed }
  /**
   * One profile edit, one append: names and address (`personal`), a new password if given, the mail settings.
   * `replacesEmailIndex`: the address the handler claimed against; one changed meanwhile (another tab) refuses: Other.
   */
  | {
      type: 'EditProfile';
      emailIndex: string;
      replacesEmailIndex: string;
      personal: Sealed;
      password: Sealed | null;
      emailSettings: EmailSettings;
    };

type EmailSettings = UserState['emailSettings'];

interface ResetCode {
  expiresAt: string;
  used: boolean;
}
/**
 * A link mailed to one address: a verification link confirms that address and no other; a sign-in link works only while
 * the user still has it.
 */
interface VerificationCode extends ResetCode {
  emailIndex: string;
}

export interface UserState {
  userId: string | null;
  emailIndex: string | null;
  isAccount: boolean;
  emailSettings: { overviewEmailFrequency: number; enableCrossOffNotifications: boolean };
  resetCodes: Record<string, ResetCode>;
  /** Whether the current address was confirmed by a mailed link; a new address is unconfirmed again. */
  emailVerified: boolean;
  verificationCodes: Record<string, VerificationCode>;
  /** Open sign-in links, newest last (docs/sign-in-and-words.md, "Sign-in by mailed link"). */
  signInCodes: Record<string, VerificationCode>;
  /** The sealed address and names the stream last set (registration, upgrade, profile edit), for whoever mails the user. */
  profile: Sealed | null;
}

/** Sign-in links kept open at once: more than the per-address hourly limit never need to work together. */
const OPEN_SIGN_IN_LINKS = 5;

export const userStream = (userId: string) => `user-${userId}`;

/** A user holds their address's claim (ClaimReleases gives the old one free after a change or a deletion). */
export const emailHolder = (userId: string): ClaimHolder<UserState> => ({
  kind: 'email',
  ownerId: userId,
  stream: userStream(userId),
  decider: userDecider,
  value: (state) => state.emailIndex,
});

/** EmailSettingsChanged when the settings differ from the stream's, else nothing. */
function emailSettingsChange(state: UserState, settings: EmailSettings): UserEvent[] {
  const unchanged =
    settings.overviewEmailFrequency === state.emailSettings.overviewEmailFrequency &&
    settings.enableCrossOffNotifications === state.emailSettings.enableCrossOffNotifications;
  return unchanged || !state.userId
    ? []
    : [{ type: 'EmailSettingsChanged', data: { userId: state.userId, ...settings } }];
}

/**
 * The keyed hash of the address a full account has confirmed by a mailed link, or null: none yet, a new address not
 * yet confirmed, or a lightweight user. What may be trusted as the account's address (the support role, docs/permissions.md).
 */
export const confirmedEmailIndex = (state: UserState): string | null =>
  state.isAccount && state.emailVerified ? state.emailIndex : null;

/** Why a mailed code (password reset, e-mail verification) cannot be used, or null when it can (single use, before it expires). */
export function resetCodeProblem(code: ResetCode | undefined, now: string): 'IsUnknown' | 'IsExpired' | null {
  if (!code || code.used) return 'IsUnknown';
  return code.expiresAt <= now ? 'IsExpired' : null;
}

export const userDecider: Decider<UserState, UserCommand, UserEvent> = {
  initialState: {
    userId: null,
    emailIndex: null,
    isAccount: false,
    emailSettings: { overviewEmailFrequency: 0, enableCrossOffNotifications: true },
    resetCodes: {},
    emailVerified: false,
    verificationCodes: {},
    signInCodes: {},
    profile: null,
  },
  decide(command, state) {
    switch (command.type) {
      case 'RegisterUser': {
        if (state.userId) throw new Problem('Other');
        const { type: _type, ...data } = command;
        return [{ type: 'UserRegistered', data }];
      }
      case 'UpgradeToAccount': {
        if (!state.userId || !state.emailIndex) throw new Problem('Other');
        if (state.isAccount) throw new Problem('AlreadyLoggedIn');
        const { type: _type, ...data } = command;
        return [
          { type: 'UserUpgradedToAccount', data: { ...data, userId: state.userId, emailIndex: state.emailIndex } },
        ];
      }
      case 'RequestPasswordReset':
        if (!state.userId) throw new Problem('NoUserFound');
        return [
          {
            type: 'PasswordResetRequested',
            data: { userId: state.userId, codeHash: command.codeHash, expiresAt: command.expiresAt },
          },
        ];
      case 'ResetPassword': {
        const problem = resetCodeProblem(state.resetCodes[command.codeHash], command.now);
        if (problem || !state.userId) throw new Problem(problem ?? 'IsUnknown');
        return [
          {
            type: 'PasswordChanged',
            data: { userId: state.userId, codeHash: command.codeHash, personal: command.personal },
          },
        ];
      }
      case 'RequestEmailVerification':
        if (!state.userId || !state.emailIndex) throw new Problem('Other');
        if (state.emailVerified) throw new Problem('AlreadyVerified');
        return [
          {
            type: 'EmailVerificationRequested',
            data: {
              userId: state.userId,
              codeHash: command.codeHash,
              emailIndex: state.emailIndex,
              expiresAt: command.expiresAt,
            },
          },
        ];
      case 'VerifyEmail': {
        const code = state.verificationCodes[command.codeHash];
        const problem = code?.emailIndex === state.emailIndex ? resetCodeProblem(code, command.now) : 'IsUnknown';
        if (problem || !state.userId || !code) throw new Problem(problem ?? 'IsUnknown');
        return [
          {
            type: 'EmailVerified',
            data: { userId: state.userId, codeHash: command.codeHash, emailIndex: code.emailIndex },
          },
        ];
      }
      case 'RequestSignInLink':
        if (!state.userId || !state.emailIndex) throw new Problem('Other');
        return [
          {
            type: 'SignInLinkRequested',
            data: {
              userId: state.userId,
              codeHash: command.codeHash,
              emailIndex: state.emailIndex,
              expiresAt: command.expiresAt,
            },
          },
        ];
      case 'SignInWithLink': {
        const code = state.signInCodes[command.codeHash];
        const problem = code?.emailIndex === state.emailIndex ? resetCodeProblem(code, command.now) : 'IsUnknown';
        if (problem || !state.userId) throw new Problem(problem ?? 'IsUnknown');
        return [{ type: 'SignedInWithLink', data: { userId: state.userId, codeHash: command.codeHash } }];
      }
      case 'ChangeProfile':
        if (!state.userId) throw new Problem('Other');
        return [
          {
            type: 'ProfileChanged',
            data: { userId: state.userId, emailIndex: command.emailIndex, personal: command.personal },
          },
        ];
      case 'EditProfile': {
        const { userId } = state;
        if (!userId || command.replacesEmailIndex !== state.emailIndex) throw new Problem('Other');
        const password: UserEvent[] = command.password
          ? [{ type: 'PasswordChanged', data: { userId, codeHash: null, personal: command.password } }]
          : [];
        return [
          { type: 'ProfileChanged', data: { userId, emailIndex: command.emailIndex, personal: command.personal } },
          ...password,
          ...emailSettingsChange(state, command.emailSettings),
        ];
      }
      case 'DeleteUser':
        if (!state.userId) throw new Problem('Other');
        return [{ type: 'UserDeleted', data: { userId: state.userId } }];
      case 'ChangeEmailSettings': {
        if (!state.userId) throw new Problem('Other');
        const { type: _type, ...settings } = command;
        return emailSettingsChange(state, settings);
      }
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case 'EmailSettingsChanged': {
        const { overviewEmailFrequency, enableCrossOffNotifications } = event.data;
        return { ...state, emailSettings: { overviewEmailFrequency, enableCrossOffNotifications } };
      }
      case 'UserDeleted':
        return userDecider.initialState;
      case 'ProfileChanged': {
        const sameAddress = event.data.emailIndex === state.emailIndex;
        return {
          ...state,
          emailIndex: event.data.emailIndex,
          emailVerified: sameAddress && state.emailVerified,
          profile: event.data.personal,
        };
      }
      case 'EmailVerificationRequested': {
        const { codeHash, emailIndex, expiresAt } = event.data;
        return {
          ...state,
          verificationCodes: { ...state.verificationCodes, [codeHash]: { emailIndex, expiresAt, used: false } },
        };
      }
      case 'EmailVerified': {
        // Confirmed once: every link mailed so far is void.
        const verificationCodes = Object.fromEntries(
          Object.entries(state.verificationCodes).map(([hash, code]) => [hash, { ...code, used: true }]),
        );
        return { ...state, emailVerified: event.data.emailIndex === state.emailIndex, verificationCodes };
      }
      case 'SignInLinkRequested': {
        const { codeHash, emailIndex, expiresAt } = event.data;
        const kept = Object.entries(state.signInCodes).slice(1 - OPEN_SIGN_IN_LINKS);
        return {
          ...state,
          signInCodes: { ...Object.fromEntries(kept), [codeHash]: { emailIndex, expiresAt, used: false } },
        };
      }
      // Signed in once: every other link mailed so far is void, so a forwarded or stolen older mail opens nothing.
      case 'SignedInWithLink':
        return { ...state, signInCodes: {} };
      case 'UserRegistered':
        return {
          ...state,
          userId: event.data.userId,
          emailIndex: event.data.emailIndex,
          isAccount: event.data.isAccount,
          profile: event.data.personal,
          emailSettings: {
            overviewEmailFrequency: event.data.receiveMailing ? 1 : 0,
            enableCrossOffNotifications: true,
          },
        };
      // A password of their own now: reset codes mailed to the lightweight user end, like after any PasswordChanged.
      case 'UserUpgradedToAccount':
        return {
          ...state,
          isAccount: true,
          resetCodes: {},
          profile: event.data.personal,
          emailSettings: {
            ...state.emailSettings,
            overviewEmailFrequency: event.data.receiveMailing ? 1 : state.emailSettings.overviewEmailFrequency,
          },
        };
      // Only the newest reset code works: asking for a new one ends the older ones.
      case 'PasswordResetRequested':
        return { ...state, resetCodes: { [event.data.codeHash]: { expiresAt: event.data.expiresAt, used: false } } };
      // Setting a password makes a lightweight user (crossed off by e-mail) a full account, and ends every reset code
      // and sign-in link.
      case 'PasswordChanged':
        return { ...state, isAccount: true, resetCodes: {}, signInCodes: {} };
    }
  },
};
