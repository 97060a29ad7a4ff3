import type { EventOf, Sealed } from '@wl/contracts';
import type { Decider } from '../platform/domain/decider.js';
import { Problem } from '../platform/domain/problem.js';

export type UserEvent = EventOf<'UserRegistered'> | EventOf<'PasswordResetRequested'> | EventOf<'PasswordChanged'> | EventOf<'EmailSettingsChanged'> | EventOf<'UserDeleted'> | EventOf<'ProfileChanged'>;
export type UserCommand =
  | ({ type: 'RegisterUser' } & EventOf<'UserRegistered'>['data'])
  | { type: 'RequestPasswordReset'; codeHash: string; expiresAt: string }
  | { type: 'ResetPassword'; codeHash: string; now: string; personal: Sealed }
  | { type: 'ChangeEmailSettings'; overviewEmailFrequency: number; enableCrossOffNotifications: boolean }
  | { type: 'DeleteUser' }
  | { type: 'ChangeProfile'; emailIndex: string; personal: Sealed }
  | { type: 'ChangePassword'; personal: Sealed };

interface ResetCode { expiresAt: string; used: boolean }

export interface UserState {
  userId: string | null;
  emailIndex: string | null;
  isAccount: boolean;
  emailSettings: { overviewEmailFrequency: number; enableCrossOffNotifications: boolean };
  resetCodes: Record<string, ResetCode>;
}

export const userStream = (userId: string) => `user-${userId}`;

/** Why a reset code cannot be used, or null when it can (single use, before it expires). */
export function resetCodeProblem(code: ResetCode | undefined, now: string): 'IsUnknown' | 'IsExpired' | null {
  if (!code || code.used) return 'IsUnknown';
  return code.expiresAt <= now ? 'IsExpired' : null;
}

export const userDecider: Decider<UserState, UserCommand, UserEvent> = {
  initialState: { userId: null, emailIndex: null, isAccount: false, emailSettings: { overviewEmailFrequency: 0, enableCrossOffNotifications: true }, resetCodes: {} },
  decide(command, state) {
    switch (command.type) {
      case 'RegisterUser': {
        if (state.userId) throw new Problem('Other');
        const { type: _type, ...data } = command;
        return [{ type: 'UserRegistered', data }];
      }
      case 'RequestPasswordReset':
        if (!state.userId) throw new Problem('NoUserFound');
        return [{ type: 'PasswordResetRequested', data: { userId: state.userId, codeHash: command.codeHash, expiresAt: command.expiresAt } }];
      case 'ResetPassword': {
        const problem = resetCodeProblem(state.resetCodes[command.codeHash], command.now);
        if (problem || !state.userId) throw new Problem(problem ?? 'IsUnknown');
        return [{ type: 'PasswordChanged', data: { userId: state.userId, codeHash: command.codeHash, personal: command.personal } }];
      }
      case 'ChangeProfile':
        if (!state.userId) throw new Problem('Other');
        return [{ type: 'ProfileChanged', data: { userId: state.userId, emailIndex: command.emailIndex, personal: command.personal } }];
      case 'ChangePassword':
        if (!state.userId) throw new Problem('Other');
        return [{ type: 'PasswordChanged', data: { userId: state.userId, codeHash: null, personal: command.personal } }];
      case 'DeleteUser':
        if (!state.userId) throw new Problem('Other');
        return [{ type: 'UserDeleted', data: { userId: state.userId } }];
      case 'ChangeEmailSettings': {
        if (!state.userId) throw new Problem('Other');
        const { type: _type, ...settings } = command;
        const unchanged = settings.overviewEmailFrequency === state.emailSettings.overviewEmailFrequency
          && settings.enableCrossOffNotifications === state.emailSettings.enableCrossOffNotifications;
        return unchanged ? [] : [{ type: 'EmailSettingsChanged', data: { userId: state.userId, ...settings } }];
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
      case 'ProfileChanged':
        return { ...state, emailIndex: event.data.emailIndex };
      case 'UserRegistered':
        return {
          ...state, userId: event.data.userId, emailIndex: event.data.emailIndex, isAccount: event.data.isAccount,
          emailSettings: { overviewEmailFrequency: event.data.receiveMailing ? 1 : 0, enableCrossOffNotifications: true },
        };
      // Only the newest reset code works: asking for a new one ends the older ones.
      case 'PasswordResetRequested':
        return { ...state, resetCodes: { [event.data.codeHash]: { expiresAt: event.data.expiresAt, used: false } } };
      // Setting a password makes a lightweight user (crossed off by e-mail) a full account, and ends every reset code.
      case 'PasswordChanged':
        return { ...state, isAccount: true, resetCodes: {} };
    }
  },
};
