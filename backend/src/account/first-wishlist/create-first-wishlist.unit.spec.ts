import { t } from '@wl/contracts';
import type { DomainEvent } from '@wl/contracts';
import { specForUseCase } from '../../../../tests/support/use-case-spec.js';
import { listEvents as list } from '../../../../tests/support/list-events.js';
import { sealed, userEvents as user } from '../../../../tests/support/user-events.js';
import { createFirstWishlist } from './create-first-wishlist.js';

const given = specForUseCase(createFirstWishlist);
const system = { userId: null, accessGrants: [], address: 'system' };
const first = {
  wishlistId: 'list-1',
  publicGuid: 'list-pub-1',
  usernameIndex: 'username-1',
  categoryId: 'category-1',
  categoryPublicGuid: 'category-pub-1',
  personal: sealed,
};
const named = { registeredEventId: 'event-1', userId: 'user-1', first };
const streams = (owner: DomainEvent[], listed: DomainEvent[]) => ({
  owner: { id: 'user-1', events: owner },
  list: { id: 'list-1', events: listed },
});

describe('create first wishlist: the list a registration names, made once', () => {
  it('makes the list with its first category on a stream never written', () => {
    given(streams([user.registered()], []))
      .when(named, system)
      .then([
        {
          type: 'WishlistCreated',
          data: {
            wishlistId: 'list-1',
            publicGuid: 'list-pub-1',
            primaryOwnerId: 'user-1',
            usernameIndex: 'username-1',
            accessType: 'PUBLIC',
            includeInSearchResult: false,
            showCrossedOff: false,
            accessKey: null,
            personal: sealed,
          },
        },
        {
          type: 'CategoryCreated',
          data: {
            wishlistId: 'list-1',
            categoryId: 'category-1',
            publicGuid: 'category-pub-1',
            name: t('category.default_name'),
          },
        },
      ]);
  });

  it('does nothing for a list made already, or made and deleted since (a late reactor never makes it again)', () => {
    given(streams([user.registered()], [list.created('list-1', 'user-1')]))
      .when(named, system)
      .then([]);
    given(streams([user.registered()], [list.created('list-1', 'user-1'), list.deleted('list-1')]))
      .when(named, system)
      .then([]);
  });

  it('does nothing for a user who is gone', () => {
    given(streams([user.registered(), user.deleted()], []))
      .when(named, system)
      .then([]);
    given(streams([], [])).when(named, system).then([]);
  });
});
