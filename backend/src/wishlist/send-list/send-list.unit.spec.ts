import type { DomainEvent } from '@wl/contracts';
import { listEvents as list } from '../../../../tests/support/list-events.js';
import { specForUseCase } from '../../../../tests/support/use-case-spec.js';
import { sendList } from './send-list.js';

const given = specForUseCase(sendList);
const sealed = { keyId: 'k', iv: 'iv', data: 'sealed' };
const owner = { userId: 'owner', accessGrants: [], address: '192.0.2.1' };
const request = {
  privateGuid: 'list-1',
  recipients: 'oma@example.com',
  subject: 'Mijn lijst',
  messageStart: 'Dag oma,',
  messageEnd: 'Tot snel!',
};
const registered = (isAccount: boolean): DomainEvent => ({
  type: 'UserRegistered',
  data: {
    userId: 'owner',
    publicGuid: 'p',
    isAccount,
    receiveMailing: false,
    emailIndex: 'mail-1',
    personal: sealed,
    firstWishlist: null,
    extraOwnerInvite: null,
  },
});
const verified: DomainEvent = { type: 'EmailVerified', data: { userId: 'owner', codeHash: 'c', emailIndex: 'mail-1' } };
const newAddress: DomainEvent = {
  type: 'ProfileChanged',
  data: { userId: 'owner', emailIndex: 'mail-2', personal: sealed },
};
const streams = (sender: DomainEvent[], listEvents = [list.created('list-1', 'owner')]) => ({
  sender: { id: 'owner', events: sender },
  list: { id: 'list-1', events: listEvents },
  sent: { id: 'sent-1', events: [] },
});

describe('send list: decided on the sender\u2019s and the list\u2019s streams', () => {
  it('lets a confirmed account mail a list it owns, once per sending', () => {
    given(streams([registered(true), verified]))
      .checking(request, owner)
      .passes();
    const sent: DomainEvent = {
      type: 'WishlistSent',
      data: { sentId: 'sent-1', wishlistId: 'list-1', senderId: 'owner', personal: sealed },
    };
    given(streams([registered(true), verified]))
      .when({ count: 1, personal: sealed }, owner)
      .then([sent]);
    given({ ...streams([registered(true), verified]), sent: { id: 'sent-1', events: [sent] } })
      .when({ count: 1, personal: sealed }, owner)
      .then([]);
  });

  it('refuses a lightweight user (IsAfstreper) and an address not confirmed since it last changed (EmailNotVerified)', () => {
    given(streams([registered(false)]))
      .checking(request, owner)
      .thenProblem('IsAfstreper');
    given(streams([registered(true)]))
      .checking(request, owner)
      .thenProblem('EmailNotVerified');
    given(streams([registered(true), verified, newAddress]))
      .checking(request, owner)
      .thenProblem('EmailNotVerified');
  });

  it('refuses a list the caller does not own any more, or that is deleted: WishlistNotFound', () => {
    const me = [registered(true), verified];
    given(streams(me, [list.created('list-1', 'someone')]))
      .checking(request, owner)
      .thenProblem('WishlistNotFound');
    given(
      streams(me, [
        list.created('list-1', 'someone'),
        list.coOwnerJoined('list-1', 'owner'),
        list.coOwnerRemoved('list-1', 'owner'),
      ]),
    )
      .checking(request, owner)
      .thenProblem('WishlistNotFound');
    given(streams(me, [list.created('list-1', 'owner'), list.deleted('list-1')]))
      .checking(request, owner)
      .thenProblem('WishlistNotFound');
  });
});
