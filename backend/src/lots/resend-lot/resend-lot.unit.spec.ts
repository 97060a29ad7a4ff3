import { lotingEvents as draw, manageGuid } from '../../../../tests/support/loting-events.js';
import { specForUseCase } from '../../../../tests/support/use-case-spec.js';
import { resendLot } from './resend-lot.js';

const given = specForUseCase(resendLot);
const organizer = { userId: 'organizer', accessGrants: [], address: '192.0.2.1' };
const address = { emailIndex: 'mail-new', personal: { keyId: 'k', iv: 'iv', data: 'address' } };
const drawn = { draw: { id: 'l1', events: [draw.created(), draw.drawn()] } };
const resent = (participantId: string, emailChanged: boolean) => ({
  type: 'LotResent' as const,
  data: { lotingId: 'l1', participantId, emailChanged, ...address },
});

describe('resend a lot: decided on the draw\u2019s stream', () => {
  it('lets only the organizer past the check, before any limit is counted: NoAccess', () => {
    given(drawn).checking({ manageGuid, participantPublicGuid: 'pub-c', email: '' }, organizer).passes();
    given(drawn)
      .checking({ manageGuid, participantPublicGuid: 'pub-c', email: '' }, { ...organizer, userId: 'user-b' })
      .thenProblem('NoAccess');
    given({ draw: { id: 'l1', events: [] } })
      .checking({ manageGuid, participantPublicGuid: 'pub-c', email: '' }, organizer)
      .thenProblem('NoAccess');
  });

  it('resends a lot, to a corrected address only while it was not viewed: EmailNotEditable', () => {
    given(drawn)
      .when({ participantPublicGuid: 'pub-c', emailChanged: false, address }, organizer)
      .then([resent('c', false)]);
    given(drawn)
      .when({ participantPublicGuid: 'pub-c', emailChanged: true, address }, organizer)
      .then([resent('c', true)]);
    given({ draw: { id: 'l1', events: [draw.created(), draw.drawn(), draw.viewed('c')] } })
      .when({ participantPublicGuid: 'pub-c', emailChanged: true, address }, organizer)
      .thenProblem('EmailNotEditable');
    given(drawn)
      .when({ participantPublicGuid: 'pub-b', emailChanged: true, address }, organizer)
      .thenProblem('EmailNotEditable');
  });

  it('refuses a deleted draw (Deleted) and an unknown participant (NotFound)', () => {
    given({ draw: { id: 'l1', events: [draw.created(), draw.drawn(), draw.deleted()] } })
      .when({ participantPublicGuid: 'pub-c', emailChanged: false, address }, organizer)
      .thenProblem('Deleted');
    given(drawn)
      .when({ participantPublicGuid: 'pub-x', emailChanged: false, address }, organizer)
      .thenProblem('NotFound');
  });
});
