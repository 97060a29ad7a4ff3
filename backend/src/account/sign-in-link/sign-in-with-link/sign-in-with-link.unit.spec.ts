import { specForUseCase } from '../../../../../tests/support/use-case-spec.js';
import { now, soon, userEvents as user } from '../../../../../tests/support/user-events.js';
import { signInWithLink } from './sign-in-with-link.js';

const given = specForUseCase(signInWithLink);
const anyone = { userId: null, accessGrants: [], address: '192.0.2.1' };
const stream = (...events: ReturnType<typeof user.registered>[]) => ({ user: { id: 'user-1', events } });
const requested = [user.registered(), user.signInRequested('s-1'), user.signInRequested('s-2')];

describe('sign in with a link: single use, expiry and address decided on the user stream', () => {
  it('signs in with any unused code of the stream', () => {
    given(stream(...requested))
      .when({ codeHash: 's-1', now }, anyone)
      .then([user.signedIn('s-1')]);
    given(stream(...requested))
      .when({ codeHash: 's-2', now }, anyone)
      .then([user.signedIn('s-2')]);
  });

  it('refuses a used code (and the others once one was used), an unknown or expired code, one mailed to an address the user since changed, and a deleted user', () => {
    given(stream(...requested, user.signedIn('s-1')))
      .when({ codeHash: 's-1', now }, anyone)
      .thenProblem('IsUnknown');
    given(stream(...requested, user.signedIn('s-1')))
      .when({ codeHash: 's-2', now }, anyone)
      .thenProblem('IsUnknown');
    given(stream(...requested))
      .when({ codeHash: 'made-up', now }, anyone)
      .thenProblem('IsUnknown');
    given(stream(...requested))
      .when({ codeHash: 's-1', now: soon }, anyone)
      .thenProblem('IsExpired');
    given(stream(...requested, user.profileChanged('index-2')))
      .when({ codeHash: 's-1', now }, anyone)
      .thenProblem('IsUnknown');
    given(stream(...requested, user.deleted()))
      .when({ codeHash: 's-1', now }, anyone)
      .thenProblem('IsUnknown');
  });
});
