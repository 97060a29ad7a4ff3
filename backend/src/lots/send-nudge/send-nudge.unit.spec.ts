import { lotGuidOf, lotingEvents as draw } from '../../../../tests/support/loting-events.js';
import { specForUseCase } from '../../../../tests/support/use-case-spec.js';
import { sendNudge } from './send-nudge.js';

const given = specForUseCase(sendNudge);
const anyone = { userId: null, accessGrants: [], address: '192.0.2.1' };
const stream = (...events: ReturnType<(typeof draw)[keyof typeof draw]>[]) => ({
  draw: { id: 'l1', events: [draw.created(), ...events] },
});
const now = '2026-11-27T12:00:00.000Z';
/** `b` nudges whom they drew, `c`, whose coupled list `receiverListVisible` says still shows or not. */
const nudge = (receiverListVisible = false) => ({
  type: 'SendNudge' as const,
  participantId: 'b',
  receiverId: 'c',
  receiverListVisible,
  now,
});

describe('nudge whom one drew: decided on the draw\u2019s stream', () => {
  it('checks the lot before the pair is opened: an unknown lot, an undrawn and a deleted draw alike LotDoesNotExist', () => {
    given(stream(draw.drawn()))
      .checking({ participantPrivateGuid: lotGuidOf('b') }, anyone)
      .passes();
    given(stream(draw.drawn()))
      .checking({ participantPrivateGuid: 'another-guid' }, anyone)
      .thenProblem('LotDoesNotExist');
    given(stream())
      .checking({ participantPrivateGuid: lotGuidOf('b') }, anyone)
      .thenProblem('LotDoesNotExist');
    given(stream(draw.drawn(), draw.deleted()))
      .checking({ participantPrivateGuid: lotGuidOf('b') }, anyone)
      .thenProblem('LotDoesNotExist');
  });

  it('nudges once a day, and only whom has no list showing', () => {
    given(stream(draw.drawn()))
      .when(nudge(), anyone)
      .then([{ type: 'LotNudgeSent', data: { lotingId: 'l1', participantId: 'b', at: now } }]);
    given(stream(draw.drawn(), draw.nudged('b', '2026-11-27T00:00:00.000Z')))
      .when(nudge(), anyone)
      .thenProblem('LastNudgeTooRecent');
    given(stream(draw.drawn(), draw.nudged('b', '2026-11-26T11:00:00.000Z')))
      .when(nudge(), anyone)
      .then([{ type: 'LotNudgeSent', data: { lotingId: 'l1', participantId: 'b', at: now } }]);
    given(stream(draw.drawn(), draw.selected('c', 'list-c')))
      .when(nudge(true), anyone)
      .thenProblem('WishlistAlreadySelected');
    given(stream(draw.drawn(), draw.selected('c', 'list-c')))
      .when(nudge(false), anyone)
      .then([{ type: 'LotNudgeSent', data: { lotingId: 'l1', participantId: 'b', at: now } }]);
  });
});
