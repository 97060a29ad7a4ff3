import { specForUseCase } from '../../../../tests/support/use-case-spec.js';
import { sealed, userEvents as user } from '../../../../tests/support/user-events.js';
import { createLightweightUser } from './create-lightweight-user.js';

const given = specForUseCase(createLightweightUser);
const anyone = { userId: null, accessGrants: [], address: '192.0.2.1' };
const input = {
  email: 'an@example.be',
  userId: 'user-1',
  publicGuid: 'pub-1',
  emailIndex: 'index-1',
  personal: sealed,
};

describe('create a lightweight user: a new user stream', () => {
  it('registers a user without an account on a fresh stream', () => {
    given({ user: { id: 'user-1', events: [] } })
      .when(input, anyone)
      .then([user.registered(false)]);
  });

  it('refuses a stream that already holds a user (Other)', () => {
    given({ user: { id: 'user-1', events: [user.registered(false)] } })
      .when(input, anyone)
      .thenProblem('Other');
  });
});
