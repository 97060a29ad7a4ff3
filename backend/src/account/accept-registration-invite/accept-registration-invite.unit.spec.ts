import type { DomainEvent } from '@wl/contracts';
import { specForUseCase } from '../../../../tests/support/use-case-spec.js';
import { listEvents as list } from '../../../../tests/support/list-events.js';
import { now, sealed, soon, userEvents as user } from '../../../../tests/support/user-events.js';
import { acceptRegistrationInvite } from './accept-registration-invite.js';

const given = specForUseCase(acceptRegistrationInvite);
const system = { userId: null, accessGrants: [], address: 'system' };
const invited = (expiresAt: string): DomainEvent => ({
  type: 'ExtraOwnerInvited',
  data: { wishlistId: 'list-1', inviteHash: 'h', invitedBy: 'owner-1', expiresAt, personal: sealed },
});
const accepted = (userId: string): DomainEvent => ({
  type: 'ExtraOwnerInviteAccepted',
  data: { wishlistId: 'list-1', inviteHash: 'h', userId },
});
const streams = (owner: DomainEvent[], listed: DomainEvent[]) => ({
  user: { id: 'user-1', events: owner },
  list: { id: 'list-1', events: [list.created('list-1', 'owner-1'), ...listed] },
});
const input = { userId: 'user-1', invite: { wishlistId: 'list-1', inviteHash: 'h' }, registeredAt: now };

describe('accept registration invite: the invite a registration names, accepted once', () => {
  it('accepts an open invite at the registration time', () => {
    given(streams([user.registered()], [invited(soon)]))
      .when(input, system)
      .then([accepted('user-1')]);
  });

  it('does nothing when the account owns the list by it already, or the user is gone', () => {
    given(streams([user.registered()], [invited(soon), accepted('user-1')]))
      .when(input, system)
      .then([]);
    given(streams([user.registered(), user.deleted()], [invited(soon)]))
      .when(input, system)
      .then([]);
  });

  it('refuses an invite used by another, or expired at the registration time', () => {
    given(streams([user.registered()], [invited(soon), accepted('user-2')]))
      .when(input, system)
      .thenProblem('AlreadyAccepted');
    given(streams([user.registered()], [invited(now)]))
      .when(input, system)
      .thenProblem('Expired');
  });
});
