import type { DomainEvent } from '@wl/contracts';
import { lotGuidOf, lotingEvents as draw } from '../../../../tests/support/loting-events.js';
import { specForUseCase } from '../../../../tests/support/use-case-spec.js';
import { registerFirstView } from './register-first-view.js';

const given = specForUseCase(registerFirstView);
const sealed = { keyId: 'k', iv: 'iv', data: 'sealed' };
const registered = (userId: string, emailIndex: string): DomainEvent => ({
  type: 'UserRegistered',
  data: {
    userId,
    publicGuid: `pub-${userId}`,
    isAccount: true,
    receiveMailing: false,
    emailIndex,
    personal: sealed,
    firstWishlist: null,
    extraOwnerInvite: null,
  },
});
const drawn = { id: 'l1', events: [draw.created(), draw.drawn()] };
const nobody = { userId: null, accessGrants: [], address: '192.0.2.1' };
const linked = { type: 'LotHolderLinked' as const, data: { lotingId: 'l1', participantId: 'c', userId: 'holder' } };

describe('register the first view of a lot: decided on the draw\u2019s stream and the caller\u2019s user stream', () => {
  it('registers the first view once', () => {
    given({ draw: drawn, caller: { id: '', events: [] } })
      .when({ privateGuid: lotGuidOf('c') }, nobody)
      .then([draw.viewed('c')]);
    given({ draw: { id: 'l1', events: [...drawn.events, draw.viewed('c')] }, caller: { id: '', events: [] } })
      .when({ privateGuid: lotGuidOf('c') }, nobody)
      .then([]);
  });

  it('links the lot to a caller whose stream holds the address it went to, and no other', () => {
    const holder = { userId: 'holder', accessGrants: [], address: '192.0.2.1' };
    given({ draw: drawn, caller: { id: 'holder', events: [registered('holder', 'mail-c')] } })
      .when({ privateGuid: lotGuidOf('c') }, holder)
      .then([draw.viewed('c'), linked]);
    given({ draw: drawn, caller: { id: 'holder', events: [registered('holder', 'mail-other')] } })
      .when({ privateGuid: lotGuidOf('c') }, holder)
      .then([draw.viewed('c')]);
  });

  it('refuses a guid the draw does not hold (NotFound) and a deleted draw (Deleted)', () => {
    given({ draw: drawn, caller: { id: '', events: [] } })
      .when({ privateGuid: 'another-guid' }, nobody)
      .thenProblem('NotFound');
    given({ draw: { id: 'l1', events: [...drawn.events, draw.deleted()] }, caller: { id: '', events: [] } })
      .when({ privateGuid: lotGuidOf('c') }, nobody)
      .thenProblem('Deleted');
  });
});
