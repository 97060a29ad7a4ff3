import { listEvents as list } from '../../../../../tests/support/list-events.js';
import { specForUseCase } from '../../../../../tests/support/use-case-spec.js';
import { inviteHashOf } from '../invite-links.js';
import { inviteExtraOwner } from './invite-extra-owner.js';

const given = specForUseCase(inviteExtraOwner);
const actor = (userId: string) => ({ userId, accessGrants: [], address: '192.0.2.1' });
const sealed = { keyId: 'k', iv: 'iv', data: 'sealed' };
const input = {
  guid: 'guid-1',
  now: '2024-05-01T10:00:00.000Z',
  expiresAt: '2024-05-15T10:00:00.000Z',
  personal: sealed,
};
const owned = { id: 'list-1', events: [list.created('list-1', 'owner'), list.coOwnerJoined('list-1', 'co')] };

describe('invite extra owner: the primary owner only, decided on the list stream', () => {
  it("records the invite by its guid's hash", () => {
    given({ list: owned })
      .when(input, actor('owner'))
      .then([
        {
          type: 'ExtraOwnerInvited',
          data: {
            wishlistId: 'list-1',
            inviteHash: inviteHashOf('guid-1'),
            invitedBy: 'owner',
            expiresAt: input.expiresAt,
            personal: sealed,
          },
        },
      ]);
  });

  it('refuses a co-owner (NotPrimaryOwner) and anyone else (UserCannotAccessWishlist)', () => {
    given({ list: owned }).when(input, actor('co')).thenProblem('NotPrimaryOwner');
    given({ list: owned }).when(input, actor('stranger')).thenProblem('UserCannotAccessWishlist');
  });
});
