import { listEvents as list } from '../../../../../tests/support/list-events.js';
import { specForUseCase } from '../../../../../tests/support/use-case-spec.js';
import { now, soon, userEvents as user } from '../../../../../tests/support/user-events.js';
import { acceptExtraOwnerInvite } from './accept-extra-owner-invite.js';

const given = specForUseCase(acceptExtraOwnerInvite);
const invitee = { userId: 'user-1', accessGrants: [], address: '192.0.2.1' };
const anonymous = { ...invitee, userId: null };
const input = { inviteHash: 'invite-1', now, named: true };
const invited = [list.created('list-1', 'owner'), list.coOwnerInvited('list-1', 'invite-1', soon)];
const fullAccount = { id: 'user-1', events: [user.registered()] };

describe('accept extra-owner invite: decided on the list and the invitee streams', () => {
  it('makes a full account with names an owner of the list', () => {
    given({ list: { id: 'list-1', events: invited }, user: fullAccount })
      .when(input, invitee)
      .then([
        { type: 'ExtraOwnerInviteAccepted', data: { wishlistId: 'list-1', inviteHash: 'invite-1', userId: 'user-1' } },
      ]);
  });

  it("tells the invite's own problems first, whoever calls: NotFound, AlreadyAccepted, Expired", () => {
    given({ list: { id: 'list-1', events: invited }, user: { id: '', events: [] } })
      .when({ ...input, inviteHash: 'never-made' }, anonymous)
      .thenProblem('NotFound');
    given({
      list: { id: 'list-1', events: [...invited, list.coOwnerJoined('list-1', 'other', 'invite-1')] },
      user: fullAccount,
    })
      .when(input, invitee)
      .thenProblem('AlreadyAccepted');
    given({ list: { id: 'list-1', events: invited }, user: { id: 'user-1', events: [user.registered(false)] } })
      .when({ ...input, now: soon }, invitee)
      .thenProblem('Expired');
    given({ list: { id: 'list-1', events: [...invited, list.deleted('list-1')] }, user: fullAccount })
      .when(input, invitee)
      .thenProblem('NotFound');
  });

  it('then what the caller must do first: NoLogin, NeedUpgradeToAccount, AlreadyOwned, NeedAccountFullName', () => {
    given({ list: { id: 'list-1', events: invited }, user: { id: '', events: [] } })
      .when(input, anonymous)
      .thenProblem('NoLogin');
    given({
      list: { id: 'list-1', events: invited },
      user: { id: 'user-1', events: [user.registered(), user.deleted()] },
    })
      .when(input, invitee)
      .thenProblem('NoLogin');
    given({ list: { id: 'list-1', events: invited }, user: { id: 'user-1', events: [user.registered(false)] } })
      .when(input, invitee)
      .thenProblem('NeedUpgradeToAccount');
    given({
      list: { id: 'list-1', events: [...invited, list.coOwnerJoined('list-1', 'user-1', 'invite-0')] },
      user: fullAccount,
    })
      .when(input, invitee)
      .thenProblem('AlreadyOwned');
    given({ list: { id: 'list-1', events: invited }, user: fullAccount })
      .when({ ...input, named: false }, invitee)
      .thenProblem('NeedAccountFullName');
  });
});
