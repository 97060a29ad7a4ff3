import { specForUseCase } from '../../../../tests/support/use-case-spec.js';
import { now, sealed, soon, userEvents as user } from '../../../../tests/support/user-events.js';
import { resetPassword } from './reset-password.js';

const given = specForUseCase(resetPassword);
const anyone = { userId: null, accessGrants: [], address: '192.0.2.1' };
const stream = (...events: ReturnType<typeof user.registered>[]) => ({ user: { id: 'user-1', events } });
const reset = (codeHash: string, at = now) => ({ codeHash, now: at, personal: sealed });

describe('reset password: single use and expiry decided on the user stream', () => {
  it('changes the password with a code the stream issued and has not used', () => {
    given(stream(user.registered(), user.resetRequested('code-1')))
      .when(reset('code-1'), anyone)
      .then([user.passwordChanged('code-1')]);
  });

  it('refuses a used, replaced, unknown or expired code, and a deleted user', () => {
    given(stream(user.registered(), user.resetRequested('code-1'), user.passwordChanged('code-1')))
      .when(reset('code-1'), anyone)
      .thenProblem('IsUnknown');
    given(stream(user.registered(), user.resetRequested('code-1'), user.resetRequested('code-2')))
      .when(reset('code-1'), anyone)
      .thenProblem('IsUnknown');
    given(stream(user.registered(), user.resetRequested('code-1')))
      .when(reset('made-up'), anyone)
      .thenProblem('IsUnknown');
    given(stream(user.registered(), user.resetRequested('code-1')))
      .when(reset('code-1', soon), anyone)
      .thenProblem('IsExpired');
    given(stream(user.registered(), user.resetRequested('code-1'), user.deleted()))
      .when(reset('code-1'), anyone)
      .thenProblem('IsUnknown');
  });
});
