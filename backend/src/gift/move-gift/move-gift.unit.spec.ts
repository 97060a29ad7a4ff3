import { giftEvents as gift } from '../../../../tests/support/gift-events.js';
import { listEvents as list } from '../../../../tests/support/list-events.js';
import { specForUseCase } from '../../../../tests/support/use-case-spec.js';
import { deleteGift } from '../delete-gift/delete-gift.js';
import { reorderGifts } from '../reorder-gifts/reorder-gifts.js';
import { moveGift } from './move-gift.js';

const owner = { userId: 'owner', accessGrants: [], address: '192.0.2.1' };
const stranger = { ...owner, userId: 'stranger' };
const present = { id: 'gift-1', events: [gift.created('gift-1', 'list-1')] };
const listWith = (id: string, ownerId: string, ...more: typeof present.events) => ({
  id,
  events: [list.created(id, ownerId), gift.category(id, `cat-${id}`), ...more],
});
const source = listWith('list-1', 'owner', gift.added('gift-1', 'list-1', 'cat-list-1'));

describe('move a gift: decided on the stream of the list it is on, with the other list\u2019s', () => {
  const given = specForUseCase(moveGift);
  const move = { giftPublicGuid: 'gift-1', wishlistPrivateGuid: 'list-2', wishlistId: 'list-1' };

  it('moves it out to another list of the same owner, into its first category', () => {
    given({ gift: present, list: source, target: listWith('list-2', 'owner') })
      .when(move, owner)
      .then([
        {
          type: 'GiftMovedAway',
          data: { wishlistId: 'list-1', giftId: 'gift-1', toWishlistId: 'list-2', toCategoryId: 'cat-list-2' },
        },
      ]);
  });

  it('refuses a list of someone else: SourceNotOwned, DestinationNotOwned', () => {
    given({ gift: present, list: source, target: listWith('list-2', 'stranger') })
      .when(move, stranger)
      .thenProblem('SourceNotOwned');
    given({ gift: present, list: source, target: listWith('list-2', 'stranger') })
      .when(move, owner)
      .thenProblem('DestinationNotOwned');
  });

  it('onto its own list moves nothing, and tells only that list\u2019s owners so', () => {
    given({ gift: present, list: source, target: source })
      .when({ ...move, wishlistPrivateGuid: 'list-1' }, owner)
      .then([]);
    given({ gift: present, list: source, target: source })
      .when({ ...move, wishlistPrivateGuid: 'list-1' }, stranger)
      .thenProblem('SourceNotOwned');
  });

  it('refuses a gift its stream says is deleted: GiftNotFound', () => {
    given({
      gift: { id: 'gift-1', events: [...present.events, gift.deleted('gift-1', 'list-1')] },
      list: source,
      target: listWith('list-2', 'owner'),
    })
      .when(move, owner)
      .thenProblem('GiftNotFound');
  });
});

describe('delete a gift: decided on the stream of the list it is on', () => {
  const given = specForUseCase(deleteGift);
  const remove = { id: 'gift-1', wishlistId: 'list-1' };

  it('ends the gift on its list', () => {
    given({ gift: present, list: source })
      .when(remove, owner)
      .then([{ type: 'GiftEnded', data: { wishlistId: 'list-1', giftId: 'gift-1' } }]);
  });

  it('refuses someone who is no owner of the list, and a gift no stream holds: GiftNotFound', () => {
    given({ gift: present, list: source }).when(remove, stranger).thenProblem('GiftNotFound');
    given({ gift: { id: 'gift-1', events: [] }, list: { id: '', events: [] } })
      .when(remove, owner)
      .thenProblem('GiftNotFound');
  });
});

describe('reorder the gifts of a category: decided on its list\u2019s stream', () => {
  const given = specForUseCase(reorderGifts);
  const order = { categoryPrivateGuid: 'cat-list-1', order: ['gift-1'] };

  it('reorders for an owner', () => {
    given({ list: source })
      .when(order, owner)
      .then([
        { type: 'GiftsReordered', data: { wishlistId: 'list-1', categoryId: 'cat-list-1', giftIds: ['gift-1'] } },
      ]);
  });

  it('refuses someone who is no owner, a category not on the list, and a gift twice', () => {
    given({ list: source }).when(order, stranger).thenProblem('UserCannotAccessWishlist');
    given({ list: source })
      .when({ ...order, categoryPrivateGuid: 'cat-elsewhere' }, owner)
      .thenProblem('CategoryNotFound');
    given({ list: source })
      .when({ ...order, order: ['gift-1', 'gift-1'] }, owner)
      .thenProblem('InvalidData');
  });
});
