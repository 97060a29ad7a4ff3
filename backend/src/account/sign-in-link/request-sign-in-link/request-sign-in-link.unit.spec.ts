import { specForUseCase } from '../../../../../tests/support/use-case-spec.js';
import { soon, userEvents as user } from '../../../../../tests/support/user-events.js';
import { requestSignInLink } from './request-sign-in-link.js';

const given = specForUseCase(requestSignInLink);
const anyone = { userId: null, accessGrants: [], address: '192.0.2.1' };

describe('request a sign-in link: for the address the user stream holds now', () => {
  it('records the code for the current address', () => {
    given({ user: { id: 'user-1', events: [user.registered(), user.profileChanged('index-2')] } })
      .when({ codeHash: 's-1', expiresAt: soon }, anyone)
      .then([user.signInRequested('s-1', 'index-2')]);
  });

  it('refuses a user that is not (any more)', () => {
    given({ user: { id: 'user-1', events: [] } })
      .when({ codeHash: 's-1', expiresAt: soon }, anyone)
      .thenProblem('Other');
    given({ user: { id: 'user-1', events: [user.registered(), user.deleted()] } })
      .when({ codeHash: 's-1', expiresAt: soon }, anyone)
      .thenProblem('Other');
  });
});
