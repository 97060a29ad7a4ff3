import { listEvents as list } from '../../../../tests/support/list-events.js';
import { lotGuidOf, lotingEvents as draw } from '../../../../tests/support/loting-events.js';
import { specForUseCase } from '../../../../tests/support/use-case-spec.js';
import { selectWishlist } from './select-wishlist.js';

const given = specForUseCase(selectWishlist);
const holder = { userId: 'user-b', accessGrants: [], address: '192.0.2.1' };
const couple = { participantPrivateGuid: lotGuidOf('b'), wishlistPrivateGuid: 'list-b' };
const drawn = { id: 'l1', events: [draw.created(), draw.drawn()] };
const ownList = { id: 'list-b', events: [list.created('list-b', 'user-b')] };
const noList = { id: '', events: [] };

describe('select a wishlist for a lot: decided on the draw\u2019s and the list\u2019s streams', () => {
  it('couples an own list, and decouples it when chosen again or with no list', () => {
    given({ draw: drawn, list: ownList })
      .when(couple, holder)
      .then([draw.selected('b', 'list-b')]);
    const coupled = { id: 'l1', events: [draw.created(), draw.drawn(), draw.selected('b', 'list-b')] };
    given({ draw: coupled, list: ownList })
      .when(couple, holder)
      .then([draw.selected('b', null)]);
    given({ draw: coupled, list: noList })
      .when({ participantPrivateGuid: lotGuidOf('b'), wishlistPrivateGuid: null }, holder)
      .then([draw.selected('b', null)]);
    given({ draw: drawn, list: noList })
      .when({ participantPrivateGuid: lotGuidOf('b') }, holder)
      .then([]);
  });

  it('refuses a list the stream says is another\u2019s, deleted, unknown or private: WishlistNotFound', () => {
    given({ draw: drawn, list: { id: 'list-b', events: [list.created('list-b', 'someone-else')] } })
      .when(couple, holder)
      .thenProblem('WishlistNotFound');
    given({ draw: drawn, list: { id: 'list-b', events: [list.created('list-b', 'user-b'), list.deleted('list-b')] } })
      .when(couple, holder)
      .thenProblem('WishlistNotFound');
    given({ draw: drawn, list: { id: 'list-b', events: [] } })
      .when(couple, holder)
      .thenProblem('WishlistNotFound');
    given({
      draw: drawn,
      list: { id: 'list-b', events: [list.created('list-b', 'user-b'), list.accessChanged('list-b', 'CLOSED')] },
    })
      .when(couple, holder)
      .thenProblem('WishlistNotFound');
  });

  it('decouples a list made private since it was coupled', () => {
    const coupled = { id: 'l1', events: [draw.created(), draw.drawn(), draw.selected('b', 'list-b')] };
    const closed = { id: 'list-b', events: [list.created('list-b', 'user-b'), list.accessChanged('list-b', 'CLOSED')] };
    given({ draw: coupled, list: closed })
      .when(couple, holder)
      .then([draw.selected('b', null)]);
  });

  it('refuses a lot of a deleted draw (LotingDeleted) and a guid the draw does not hold (LotDoesNotExist)', () => {
    given({ draw: { id: 'l1', events: [draw.created(), draw.drawn(), draw.deleted()] }, list: ownList })
      .when(couple, holder)
      .thenProblem('LotingDeleted');
    given({ draw: drawn, list: ownList })
      .when({ ...couple, participantPrivateGuid: 'another-guid' }, holder)
      .thenProblem('LotDoesNotExist');
  });
});
