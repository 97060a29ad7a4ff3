import type { CrossOffUndoneBy } from '@wl/contracts';
import { giftEvents as gift } from '../../../../tests/support/gift-events.js';
import { listEvents as list } from '../../../../tests/support/list-events.js';
import { specForUseCase } from '../../../../tests/support/use-case-spec.js';
import { undoCrossOff } from './undo-cross-off.js';

const given = specForUseCase(undoCrossOff);
const giver = { userId: 'giver', accessGrants: [], address: '192.0.2.1' };
const crossed = {
  id: 'gift-1',
  events: [gift.created('gift-1', 'list-1'), gift.crossedOff('gift-1', 'list-1', 'giver', 'c-1')],
};
const publicList = { id: 'list-1', events: [list.created('list-1', 'owner')] };
const undone = (undoneBy: CrossOffUndoneBy) => gift.undone('gift-1', 'list-1', 'giver', 'c-1', undoneBy);
const undo = { publicGuid: 'gift-1', privateCrossOffGuid: 'c-1' };

describe('undo a cross-off: decided on the gift\u2019s stream and its list\u2019s', () => {
  it('undoes with the guid, telling the giver\u2019s own session from another holder of it', () => {
    given({ gift: crossed, list: publicList })
      .when(undo, giver)
      .then([undone('giver')]);
    given({ gift: crossed, list: publicList })
      .when(undo, { ...giver, userId: null })
      .then([undone('capability')]);
  });

  it('refuses a guid never issued for the gift (GiftNotFound) and a list the stream says is deleted (GiftDeleted)', () => {
    given({ gift: crossed, list: publicList })
      .when({ ...undo, privateCrossOffGuid: 'made-up' }, giver)
      .thenProblem('GiftNotFound');
    given({ gift: crossed, list: { id: 'list-1', events: [...publicList.events, list.deleted('list-1')] } })
      .when(undo, giver)
      .thenProblem('GiftDeleted');
  });
});
