import type { DomainEvent } from '@wl/contracts';
import { listEvents as list } from '../../../../tests/support/list-events.js';
import { specForUseCase } from '../../../../tests/support/use-case-spec.js';
import { createList } from './create-list.js';

const given = specForUseCase(createList);
const sealed = { keyId: 'k', iv: 'iv', data: 'sealed' };
const me = { userId: 'me', accessGrants: [], address: '192.0.2.1' };
const request = { username: 'mijn-feest', firstName: 'An', lastName: 'Peeters', accessType: 'PUBLIC' as const };
const registered = (isAccount: boolean): DomainEvent => ({
  type: 'UserRegistered',
  data: {
    userId: 'me',
    publicGuid: 'p',
    isAccount,
    receiveMailing: false,
    emailIndex: 'mail-1',
    personal: sealed,
    firstWishlist: null,
    extraOwnerInvite: null,
  },
});
const upgraded: DomainEvent = {
  type: 'UserUpgradedToAccount',
  data: {
    userId: 'me',
    receiveMailing: false,
    emailIndex: 'mail-1',
    personal: sealed,
    firstWishlist: {
      wishlistId: 'first',
      publicGuid: 'first-public',
      usernameIndex: 'f',
      categoryId: 'c',
      categoryPublicGuid: 'cp',
      personal: sealed,
    },
  },
};
const creation = {
  wishlist: {
    wishlistId: 'list-1',
    publicGuid: 'public-1',
    primaryOwnerId: 'me',
    usernameIndex: 'u',
    accessType: 'PUBLIC' as const,
    includeInSearchResult: false,
    showCrossedOff: false,
    accessKey: null,
    personal: sealed,
  },
  firstCategory: { wishlistId: 'list-1', categoryId: 'cat-1', publicGuid: 'cat-public-1', name: 'Mijn wensen' },
};
const streams = (owner: DomainEvent[], listEvents: DomainEvent[] = []) => ({
  owner: { id: 'me', events: owner },
  list: { id: 'list-1', events: listEvents },
});

describe('create list: decided on the owner\u2019s stream', () => {
  it('lets an account create a list, and a lightweight user once the stream says it upgraded', () => {
    given(streams([registered(true)]))
      .checking(request, me)
      .passes();
    given(streams([registered(false), upgraded]))
      .checking(request, me)
      .passes();
    given(streams([registered(true)]))
      .when(creation, me)
      .then([
        { type: 'WishlistCreated', data: creation.wishlist },
        { type: 'CategoryCreated', data: creation.firstCategory },
      ]);
  });

  it('refuses a lightweight user (IsAfstreper), and a list id that is taken (Other)', () => {
    given(streams([registered(false)]))
      .checking(request, me)
      .thenProblem('IsAfstreper');
    given(streams([])).checking(request, me).thenProblem('IsAfstreper');
    given(streams([registered(true)], [list.created('list-1', 'someone')]))
      .when(creation, me)
      .thenProblem('Other');
  });
});
