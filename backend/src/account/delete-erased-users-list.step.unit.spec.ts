import { specForUseCase } from '../../../tests/support/use-case-spec.js';
import { listEvents as list } from '../../../tests/support/list-events.js';
import { deleteErasedUsersList } from './delete-erased-users-list.step.js';

const given = specForUseCase(deleteErasedUsersList);
const system = { userId: null, accessGrants: [], address: 'system' };
const erased = { wishlistId: 'list-1', userId: 'user-1' };

describe("delete an erased user's list: as its primary owner would, once", () => {
  it('deletes the list of which the erased user is the primary owner', () => {
    given({ target: { id: 'list-1', events: [list.created('list-1', 'user-1')] } })
      .when(erased, system)
      .then([list.deleted('list-1')]);
  });

  it('does nothing for a list deleted already (the reactor runs again after a crash)', () => {
    given({ target: { id: 'list-1', events: [list.created('list-1', 'user-1'), list.deleted('list-1')] } })
      .when(erased, system)
      .then([]);
  });

  it('refuses a list of which the user is only a co-owner (NotPrimaryOwner)', () => {
    given({
      target: { id: 'list-1', events: [list.created('list-1', 'owner-1'), list.coOwnerJoined('list-1', 'user-1')] },
    })
      .when(erased, system)
      .thenProblem('NotPrimaryOwner');
  });
});
