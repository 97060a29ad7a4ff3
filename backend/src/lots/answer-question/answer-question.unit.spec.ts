import { lotGuidOf, lotingEvents as draw } from '../../../../tests/support/loting-events.js';
import { specForUseCase } from '../../../../tests/support/use-case-spec.js';
import { answerQuestion } from './answer-question.js';

const given = specForUseCase(answerQuestion);
const anyone = { userId: null, accessGrants: [], address: '192.0.2.1' };
const sealed = { keyId: 'k', iv: 'iv', data: 'answer' };
/** `a` asked question `q1` of whom they drew. */
const asked = { draw: { id: 'l1', events: [draw.created(), draw.drawn(), draw.asked('a', 'q1')] } };
const answered = { draw: { id: 'l1', events: [...asked.draw.events, draw.answered('q1')] } };
const deleted = { draw: { id: 'l1', events: [...asked.draw.events, draw.deleted()] } };
const request = (questionId: string) => ({ lotPrivateGuid: lotGuidOf('b'), questionId, answer: 'Maat M' });
/** `b` answers; `askerDrew`: whom the asker's opened pair says they drew. */
const answer = (askerDrew: string | null) => ({
  type: 'AnswerQuestion' as const,
  participantId: 'b',
  questionId: 'q1',
  askerDrew,
  personal: sealed,
});

describe('answer a question: decided on the draw\u2019s stream', () => {
  it('checks the lot and the question before any pair is opened and any limit is counted', () => {
    given(asked).checking(request('q1'), anyone).passes();
    given(asked).checking(request('q2'), anyone).thenProblem('QuestionNotFound');
    given(asked)
      .checking({ ...request('q1'), lotPrivateGuid: 'another-guid' }, anyone)
      .thenProblem('LotDoesNotExist');
    given(deleted).checking(request('q1'), anyone).thenProblem('LotDoesNotExist');
  });

  it('lets only whom the asker drew answer, once', () => {
    given(asked)
      .when(answer('b'), anyone)
      .then([{ type: 'LotQuestionAnswered', data: { lotingId: 'l1', questionId: 'q1', personal: sealed } }]);
    // Someone else's question is refused like an unknown one: the refusal tells nobody whom the asker drew.
    given(asked).when(answer('c'), anyone).thenProblem('QuestionNotFound');
    given(asked).when(answer(null), anyone).thenProblem('QuestionNotFound');
    given(answered).when(answer('b'), anyone).thenProblem('AlreadyAnswered');
  });
});
