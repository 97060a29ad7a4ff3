import type { UserEvent } from '../user.decider.js';
import { specForUseCase } from '../../../../tests/support/use-case-spec.js';
import { soon, userEvents as user } from '../../../../tests/support/user-events.js';
import { requestEmailVerification } from './request-email-verification.js';

const given = specForUseCase(requestEmailVerification);
const me = { userId: 'user-1', accessGrants: [], address: '192.0.2.1' };
const stream = (...events: UserEvent[]) => ({ user: { id: 'user-1', events } });
const requested = (codeHash: string, emailIndex: string): UserEvent => ({
  type: 'EmailVerificationRequested',
  data: { userId: 'user-1', codeHash, emailIndex, expiresAt: soon },
});
const verified: UserEvent = {
  type: 'EmailVerified',
  data: { userId: 'user-1', codeHash: 'v-1', emailIndex: 'index-1' },
};

describe('request e-mail verification: decided on the user stream, before a code is made or counted', () => {
  it('records a code for the address the stream holds now', () => {
    given(stream(user.registered())).checking({}, me).passes();
    given(stream(user.registered(), requested('v-1', 'index-1'), verified, user.profileChanged('index-2')))
      .checking({}, me)
      .passes();
    given(stream(user.registered(), user.profileChanged('index-2')))
      .when({ codeHash: 'v-2', expiresAt: soon }, me)
      .then([requested('v-2', 'index-2')]);
  });

  it('refuses a confirmed address (AlreadyVerified) and a user that is not (any more)', () => {
    given(stream(user.registered(), requested('v-1', 'index-1'), verified))
      .checking({}, me)
      .thenProblem('AlreadyVerified');
    given(stream()).checking({}, me).thenProblem('Other');
    given(stream(user.registered(), user.deleted())).checking({}, me).thenProblem('Other');
  });
});
