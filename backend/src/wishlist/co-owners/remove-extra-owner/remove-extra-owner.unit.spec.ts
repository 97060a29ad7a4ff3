import { listEvents as list } from '../../../../../tests/support/list-events.js';
import { specForUseCase } from '../../../../../tests/support/use-case-spec.js';
import { removeExtraOwner } from './remove-extra-owner.js';

const given = specForUseCase(removeExtraOwner);
const actor = (userId: string) => ({ userId, accessGrants: [], address: '192.0.2.1' });
const soon = '2999-01-01T00:00:00.000Z';
const owned = {
  id: 'list-1',
  events: [
    list.created('list-1', 'owner'),
    list.coOwnerJoined('list-1', 'co', 'invite-0'),
    list.coOwnerInvited('list-1', 'invite-1', soon),
  ],
};

describe('remove extra owner: the primary owner only, decided on the list stream', () => {
  it('removes a co-owner and ends the open invites whose links they may know', () => {
    given({ list: owned })
      .when({ userId: 'co' }, actor('owner'))
      .then([
        { type: 'ExtraOwnerRemoved', data: { wishlistId: 'list-1', userId: 'co' } },
        { type: 'ExtraOwnerInviteRevoked', data: { wishlistId: 'list-1', inviteHash: 'invite-1' } },
      ]);
  });

  it('refuses a co-owner (NotPrimaryOwner), anyone else (UserCannotAccessWishlist), and someone who is no owner (NotFound)', () => {
    given({ list: owned }).when({ userId: 'owner' }, actor('co')).thenProblem('NotPrimaryOwner');
    given({ list: owned }).when({ userId: 'co' }, actor('stranger')).thenProblem('UserCannotAccessWishlist');
    given({ list: owned }).when({ userId: 'unknown:guid' }, actor('owner')).thenProblem('NotFound');
  });
});
