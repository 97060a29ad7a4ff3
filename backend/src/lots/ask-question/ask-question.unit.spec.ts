import { lotGuidOf, lotingEvents as draw } from '../../../../tests/support/loting-events.js';
import { specForUseCase } from '../../../../tests/support/use-case-spec.js';
import { askQuestion } from './ask-question.js';

const given = specForUseCase(askQuestion);
const anyone = { userId: null, accessGrants: [], address: '192.0.2.1' };
const sealed = { keyId: 'k', iv: 'iv', data: 'question' };
const drawn = { draw: { id: 'l1', events: [draw.created(), draw.drawn()] } };
const deleted = { draw: { id: 'l1', events: [draw.created(), draw.drawn(), draw.deleted()] } };

describe('ask whom one drew: decided on the draw\u2019s stream', () => {
  it('checks the lot before any limit is counted: an unknown lot and a deleted draw alike LotDoesNotExist', () => {
    given(drawn)
      .checking({ lotPrivateGuid: lotGuidOf('b'), question: 'Welke maat?' }, anyone)
      .passes();
    given(drawn)
      .checking({ lotPrivateGuid: 'another-guid', question: 'Welke maat?' }, anyone)
      .thenProblem('LotDoesNotExist');
    given(deleted)
      .checking({ lotPrivateGuid: lotGuidOf('b'), question: 'Welke maat?' }, anyone)
      .thenProblem('LotDoesNotExist');
  });

  it('appends the sealed question of the asking lot', () => {
    given(drawn)
      .when({ participantId: 'b', questionId: 'q1', personal: sealed }, anyone)
      .then([
        { type: 'LotQuestionAsked', data: { lotingId: 'l1', participantId: 'b', questionId: 'q1', personal: sealed } },
      ]);
    given(deleted)
      .when({ participantId: 'b', questionId: 'q1', personal: sealed }, anyone)
      .thenProblem('LotDoesNotExist');
  });
});
