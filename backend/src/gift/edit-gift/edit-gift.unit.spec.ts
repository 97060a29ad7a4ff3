import { giftEvents as gift } from '../../../../tests/support/gift-events.js';
import { listEvents as list } from '../../../../tests/support/list-events.js';
import { specForUseCase } from '../../../../tests/support/use-case-spec.js';
import { editGift } from './edit-gift.js';

const given = specForUseCase(editGift);
const owner = { userId: 'owner', accessGrants: [], address: '192.0.2.1' };
const stranger = { ...owner, userId: 'stranger' };
const ownList = { id: 'list-1', events: [list.created('list-1', 'owner'), gift.category('list-1')] };
const present = { id: 'gift-1', events: [gift.created('gift-1', 'list-1')] };
const request = { categoryPrivateGuid: 'cat-1', description: 'Een boek', enableCrossOff: true, url: '' };
const fields = {
  giftId: 'gift-1',
  wishlistId: 'list-1',
  categoryId: 'cat-1',
  description: 'Een ander boek',
  url: null,
  crossOffEnabled: true,
  imageId: null,
  product: null,
};
const update = { fields, imageFailed: false, isCreate: false, position: null };

describe('edit a gift: the owner on the list\u2019s stream, the content on the gift\u2019s', () => {
  it('lets an owner create or update before a picture is stored', () => {
    given({ gift: { id: 'new-gift', events: [] }, list: ownList })
      .checking(request, owner)
      .passes();
    given({ gift: present, list: ownList })
      .checking({ ...request, publicGuid: 'gift-1' }, owner)
      .passes();
  });

  it('refuses someone who is no owner of the list, and a gift its stream says is gone: GiftNotFound', () => {
    given({ gift: { id: 'new-gift', events: [] }, list: ownList })
      .checking(request, stranger)
      .thenProblem('GiftNotFound');
    given({ gift: present, list: ownList })
      .checking({ ...request, publicGuid: 'gift-1' }, stranger)
      .thenProblem('GiftNotFound');
    given({ gift: { id: 'gift-1', events: [...present.events, gift.deleted('gift-1', 'list-1')] }, list: ownList })
      .checking({ ...request, publicGuid: 'gift-1' }, owner)
      .thenProblem('GiftNotFound');
  });

  it('updates the content on the gift\u2019s stream; a created gift\u2019s stream was made by the list\u2019s steps', () => {
    given({ gift: present, list: ownList })
      .when(update, owner)
      .then([{ type: 'GiftUpdated', data: fields }]);
    given({ gift: present, list: ownList })
      .when({ ...update, isCreate: true }, owner)
      .then([]);
  });

  it('refuses an update into a category the list does not hold: InvalidUpdate', () => {
    given({ gift: present, list: ownList })
      .when({ ...update, fields: { ...fields, categoryId: 'cat-elsewhere' } }, owner)
      .thenProblem('InvalidUpdate');
  });
});
