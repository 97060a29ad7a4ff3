import type { DomainEvent } from '@wl/contracts';
import { listEvents as list } from '../../../../tests/support/list-events.js';
import { specForUseCase } from '../../../../tests/support/use-case-spec.js';
import { moveCategory } from './move-category.js';

const given = specForUseCase(moveCategory);
const actor = (userId: string) => ({ userId, accessGrants: [], address: '192.0.2.1' });
const category = (wishlistId: string, categoryId: string): DomainEvent => ({
  type: 'CategoryCreated',
  data: { wishlistId, categoryId, publicGuid: `public-${categoryId}`, name: 'Boeken' },
});
const replacement = { wishlistId: 'from', categoryId: 'new', publicGuid: 'public-new', name: 'Mijn wensen' };
const input = { categoryId: 'cat-1', replacement };
const from = [list.created('from', 'owner'), category('from', 'cat-1'), category('from', 'cat-2')];
const to = [list.created('to', 'owner'), category('to', 'cat-3')];

describe('move a category: decided on both lists\u2019 streams', () => {
  it('moves a category to another list of the owner, replacing a last one by an empty category', () => {
    given({ source: { id: 'from', events: from }, target: { id: 'to', events: to } })
      .when(input, actor('owner'))
      .then([{ type: 'CategoryMoveStarted', data: { wishlistId: 'from', categoryId: 'cat-1', toWishlistId: 'to' } }]);
    given({ source: { id: 'from', events: from.slice(0, 2) }, target: { id: 'to', events: to } })
      .when(input, actor('owner'))
      .then([
        { type: 'CategoryCreated', data: replacement },
        { type: 'CategoryMoveStarted', data: { wishlistId: 'from', categoryId: 'cat-1', toWishlistId: 'to' } },
      ]);
  });

  it('moves nothing onto the list it is on, and tells only that list\u2019s owners so', () => {
    given({ source: { id: 'from', events: from }, target: { id: 'from', events: from } })
      .when(input, actor('owner'))
      .then([]);
    given({ source: { id: 'from', events: from }, target: { id: 'from', events: from } })
      .when(input, actor('stranger'))
      .thenProblem('SourceNotOwned');
  });

  it('refuses a source or a target the caller does not own', () => {
    const theirs = [list.created('to', 'someone'), category('to', 'cat-3')];
    given({ source: { id: 'from', events: from }, target: { id: 'to', events: theirs } })
      .when(input, actor('owner'))
      .thenProblem('DestinationNotOwned');
    given({ source: { id: 'from', events: from }, target: { id: 'to', events: to } })
      .when(input, actor('stranger'))
      .thenProblem('SourceNotOwned');
  });
});
