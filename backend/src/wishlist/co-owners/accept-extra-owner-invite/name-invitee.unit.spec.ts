import { listEvents as list } from '../../../../../tests/support/list-events.js';
import { specForUseCase } from '../../../../../tests/support/use-case-spec.js';
import { now, sealed, soon, userEvents as user } from '../../../../../tests/support/user-events.js';
import { nameInvitee } from './name-invitee.js';

const given = specForUseCase(nameInvitee);
const system = { userId: null, accessGrants: [], address: 'system' };
const input = { userId: 'user-1', wishlistId: 'list-1', inviteHash: 'invite-1', now, personal: sealed };
const invited = {
  id: 'list-1',
  events: [list.created('list-1', 'owner'), list.coOwnerInvited('list-1', 'invite-1', soon)],
};

describe('name invitee: names saved only while the account may accept the invite', () => {
  it('gives the account its names, keeping its address', () => {
    given({ list: invited, user: { id: 'user-1', events: [user.registered()] } })
      .when(input, system)
      .then([user.profileChanged('index-1')]);
  });

  it('writes nothing for an invite that cannot be accepted, or an account that may not accept it', () => {
    given({ list: invited, user: { id: 'user-1', events: [user.registered()] } })
      .when({ ...input, now: soon }, system)
      .thenProblem('Expired');
    given({ list: invited, user: { id: 'user-1', events: [user.registered(false)] } })
      .when(input, system)
      .thenProblem('NeedUpgradeToAccount');
  });
});
