import { listEvents as list } from '../../../../../tests/support/list-events.js';
import { specForUseCase } from '../../../../../tests/support/use-case-spec.js';
import { inviteHashOf } from '../invite-links.js';
import { revokeExtraOwnerInvite } from './revoke-extra-owner-invite.js';

const given = specForUseCase(revokeExtraOwnerInvite);
const actor = (userId: string) => ({ userId, accessGrants: [], address: '192.0.2.1' });
const guid = '6f1c1a2e-8a4b-4c55-9f1e-3d2b7a9c0e11';
const open = {
  id: 'list-1',
  events: [
    list.created('list-1', 'owner'),
    list.coOwnerInvited('list-1', inviteHashOf(guid), '2999-01-01T00:00:00.000Z'),
  ],
};
const request = { privateWishlistGuid: 'list-1', inviteGuid: guid };

describe('revoke extra owner invite: the primary owner takes back an open invite', () => {
  it('revokes it by its guid', () => {
    given({ list: open })
      .when(request, actor('owner'))
      .then([{ type: 'ExtraOwnerInviteRevoked', data: { wishlistId: 'list-1', inviteHash: inviteHashOf(guid) } }]);
  });

  it('refuses an invite it does not hold (NotFound) and anyone but the primary owner', () => {
    given({ list: open })
      .when({ ...request, inviteGuid: '00000000-0000-4000-8000-000000000000' }, actor('owner'))
      .thenProblem('NotFound');
    given({ list: open }).when(request, actor('stranger')).thenProblem('UserCannotAccessWishlist');
  });
});
