import { giftEvents as gift } from '../../../../tests/support/gift-events.js';
import { listEvents as list } from '../../../../tests/support/list-events.js';
import { specForUseCase } from '../../../../tests/support/use-case-spec.js';
import { checkCrossOff } from '../check-cross-off/check-cross-off.js';
import { crossOffGift } from './cross-off-gift.js';

const given = specForUseCase(crossOffGift);
const check = specForUseCase(checkCrossOff);
const giver = { userId: 'giver', accessGrants: [], address: '192.0.2.1' };
const anonymous = { userId: null, accessGrants: [], address: '192.0.2.1' };
const openGift = { id: 'gift-1', events: [gift.created('gift-1', 'list-1')] };
const publicList = { id: 'list-1', events: [list.created('list-1', 'owner')] };

describe('cross off a gift: decided on the gift\u2019s stream and its list\u2019s', () => {
  it('crosses off a gift on a list the giver may see', () => {
    given({ gift: openGift, list: publicList })
      .when({ crossOffId: 'c-1' }, giver)
      .then([gift.crossedOff('gift-1', 'list-1', 'giver', 'c-1')]);
  });

  it('refuses an owner of the list as its stream says, a co-owner too: OwnWishlist', () => {
    given({ gift: openGift, list: { id: 'list-1', events: [list.created('list-1', 'giver')] } })
      .when({ crossOffId: 'c-1' }, giver)
      .thenProblem('OwnWishlist');
    given({
      gift: openGift,
      list: { id: 'list-1', events: [...publicList.events, list.coOwnerJoined('list-1', 'giver')] },
    })
      .when({ crossOffId: 'c-1' }, giver)
      .thenProblem('OwnWishlist');
  });

  it('refuses a list the stream says is closed or deleted: NoAccess', () => {
    given({
      gift: openGift,
      list: { id: 'list-1', events: [...publicList.events, list.accessChanged('list-1', 'CLOSED')] },
    })
      .when({ crossOffId: 'c-1' }, giver)
      .thenProblem('NoAccess');
    given({ gift: openGift, list: { id: 'list-1', events: [...publicList.events, list.deleted('list-1')] } })
      .when({ crossOffId: 'c-1' }, giver)
      .thenProblem('NoAccess');
  });

  it('refuses a gift already crossed off (the racer who lost) and one no stream holds', () => {
    given({
      gift: { id: 'gift-1', events: [...openGift.events, gift.crossedOff('gift-1', 'list-1', 'first', 'c-0')] },
      list: publicList,
    })
      .when({ crossOffId: 'c-1' }, giver)
      .thenProblem('CrossedOffByOtherUser');
    given({ gift: { id: 'gift-1', events: [] }, list: { id: '', events: [] } })
      .when({ crossOffId: 'c-1' }, giver)
      .thenProblem('GiftDeleted');
  });
});

describe('check a cross-off (StartFlow): the cross-off\u2019s decision, appending nothing', () => {
  it('passes, with no event, where a cross-off would succeed, for an anonymous visitor too', () => {
    check({ gift: openGift, list: publicList }).when({ publicGiftGuid: 'gift-1' }, anonymous).then([]);
  });

  it('refuses as the cross-off would', () => {
    check({
      gift: openGift,
      list: { id: 'list-1', events: [...publicList.events, list.accessChanged('list-1', 'CLOSED')] },
    })
      .when({ publicGiftGuid: 'gift-1' }, anonymous)
      .thenProblem('NoAccess');
    check({
      gift: { id: 'gift-1', events: [...openGift.events, gift.crossedOff('gift-1', 'list-1', 'first', 'c-0')] },
      list: publicList,
    })
      .when({ publicGiftGuid: 'gift-1' }, anonymous)
      .thenProblem('CrossedOffByOtherUser');
  });
});
