import { specForUseCase } from '../../../../tests/support/use-case-spec.js';
import { userEvents as user } from '../../../../tests/support/user-events.js';
import { deleteAccount } from './delete-account.js';

const given = specForUseCase(deleteAccount);
const me = { userId: 'user-1', accessGrants: [], address: '192.0.2.1' };

describe('delete account: decided on the user stream', () => {
  it('deletes an account and a lightweight user', () => {
    given({ user: { id: 'user-1', events: [user.registered()] } })
      .when({ questionId: 1, answerId: 2 }, me)
      .then([user.deleted()]);
    given({ user: { id: 'user-1', events: [user.registered(false)] } })
      .when({}, me)
      .then([user.deleted()]);
  });

  it('refuses a user deleted already (Other), so the erasure runs once', () => {
    given({ user: { id: 'user-1', events: [user.registered(), user.deleted()] } })
      .when({}, me)
      .thenProblem('Other');
  });
});
