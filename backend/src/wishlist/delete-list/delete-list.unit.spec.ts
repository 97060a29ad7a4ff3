import { UnauthorizedException } from '@nestjs/common';
import { listEvents as list } from '../../../../tests/support/list-events.js';
import { specForUseCase } from '../../../../tests/support/use-case-spec.js';
import { fold } from '../../platform/domain/decider.js';
import { wishlistDecider } from '../wishlist.decider.js';
import { deleteList } from './delete-list.js';

const given = specForUseCase(deleteList);
const actor = (userId: string) => ({ userId, accessGrants: [], address: '192.0.2.1' });
const events = [list.created('list-1', 'owner'), list.coOwnerJoined('list-1', 'co')];
const shared = { list: { id: 'list-1', events } };

describe('delete a list: decided on its stream', () => {
  it('lets the primary owner delete it', () => {
    given(shared).checking({ id: 'list-1' }, actor('owner')).passes();
    given(shared)
      .when({ id: 'list-1' }, actor('owner'))
      .then([list.deleted('list-1')]);
  });

  it('answers a co-owner 401 NotPrimaryOwner, and anyone else WishlistNotFound', () => {
    const state = fold(wishlistDecider, events);
    expect(() => deleteList.check!({ list: { id: 'list-1', state } }, { id: 'list-1' }, actor('co'))).toThrow(
      UnauthorizedException,
    );
    given(shared).checking({ id: 'list-1' }, actor('stranger')).passes();
    given(shared).when({ id: 'list-1' }, actor('stranger')).thenProblem('WishlistNotFound');
    given({ list: { id: 'list-1', events: [...events, list.deleted('list-1')] } })
      .when({ id: 'list-1' }, actor('owner'))
      .thenProblem('WishlistNotFound');
  });
});
