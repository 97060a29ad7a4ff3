import type { UserEvent } from '../user.decider.js';
import { specForUseCase } from '../../../../tests/support/use-case-spec.js';
import { sealed, userEvents as user } from '../../../../tests/support/user-events.js';
import { upgradeToAccount } from './upgrade-to-account.js';

const given = specForUseCase(upgradeToAccount);
const me = { userId: 'user-1', accessGrants: [], address: '192.0.2.1' };
const stream = (...events: UserEvent[]) => ({ user: { id: 'user-1', events } });
const request = {
  email: 'an@example.be',
  username: 'an-peeters',
  firstName: 'An',
  lastName: 'Peeters',
  password: 'wachtwoord-123',
  receiveMailing: true,
  fromLot: false,
};
const firstWishlist = {
  wishlistId: 'list-1',
  publicGuid: 'list-pub-1',
  usernameIndex: 'username-1',
  categoryId: 'category-1',
  categoryPublicGuid: 'category-pub-1',
  personal: sealed,
};
const upgrade = { receiveMailing: true, personal: sealed, firstWishlist };

describe('upgrade to account: a lightweight user becomes a full account on their own stream', () => {
  it('refuses a full account before anything is counted or claimed (AlreadyLoggedIn, decided on the stream)', () => {
    given(stream(user.registered(false)))
      .checking(request, me)
      .passes();
    given(stream(user.registered(true)))
      .checking(request, me)
      .thenProblem('AlreadyLoggedIn');
  });

  it('names the first list in the upgrade, with the address the stream holds', () => {
    given(stream(user.registered(false)))
      .when(upgrade, me)
      .then([
        {
          type: 'UserUpgradedToAccount',
          data: { userId: 'user-1', emailIndex: 'index-1', receiveMailing: true, personal: sealed, firstWishlist },
        },
      ]);
  });

  it('refuses a user who is gone (Other), and an upgrade that raced another (AlreadyLoggedIn)', () => {
    given(stream(user.registered(false), user.deleted()))
      .when(upgrade, me)
      .thenProblem('Other');
    given(stream(user.registered(true)))
      .when(upgrade, me)
      .thenProblem('AlreadyLoggedIn');
  });
});
