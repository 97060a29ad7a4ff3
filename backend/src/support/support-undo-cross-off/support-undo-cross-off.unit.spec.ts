import { giftEvents as gift } from '../../../../tests/support/gift-events.js';
import { listEvents as list } from '../../../../tests/support/list-events.js';
import { specForUseCase } from '../../../../tests/support/use-case-spec.js';
import { supportUndoCrossOff } from './support-undo-cross-off.js';

const support = specForUseCase(supportUndoCrossOff);
const crossed = {
  id: 'gift-1',
  events: [gift.created('gift-1', 'list-1'), gift.crossedOff('gift-1', 'list-1', 'giver', 'c-1')],
};
const publicList = { id: 'list-1', events: [list.created('list-1', 'owner')] };
const undone = gift.undone('gift-1', 'list-1', 'giver', 'c-1', 'support');

describe('support undoes a cross-off', () => {
  const supporter = { userId: 'support', accessGrants: [], address: '192.0.2.1' };
  it('undoes the named giver\u2019s cross-off', () => {
    support({ gift: crossed, list: publicList }).when({ byUserId: 'giver' }, supporter).then([undone]);
  });
  it('refuses when the cross-off is now another\u2019s (CrossedOffBySomeoneElse) or the list is deleted (GiftDeleted)', () => {
    support({ gift: crossed, list: { id: 'list-1', events: [...publicList.events, list.deleted('list-1')] } })
      .when({ byUserId: 'giver' }, supporter)
      .thenProblem('GiftDeleted');
    support({ gift: crossed, list: publicList })
      .when({ byUserId: 'someone-else' }, supporter)
      .thenProblem('CrossedOffBySomeoneElse');
  });
});
