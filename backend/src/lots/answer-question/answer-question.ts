import { AnswerQuestionRequest } from '@wl/contracts';
import { AggregateStore } from '../../platform/domain/aggregate-store.js';
import { Problem } from '../../platform/domain/problem.js';
import { PersonalData } from '../../platform/personal-data/personal-data.js';
import { defineUseCase } from '../../platform/use-case/use-case.js';
import { countLotMail } from '../lot-mail-count.js';
import { drawOfLot, lotOfGuid } from '../lot-of-guid.js';
import { LotQuestions } from '../lot-questions.js';
import { lotingDecider, lotingStream } from '../loting.decider.js';
import { drawOf } from '../loting.streams.js';

/**
 * `POST /api/Lot/AnswerQuestion`: whom the asker drew answers, by their own lot guid. Whom the asker drew is opened
 * from the asker's pair here, on the server, and a question asked of someone else is refused like an unknown one. The
 * answer is sealed under the asker's lot key, like the question; it is counted per answering lot and against the
 * organizer (the asker is mailed), and a refused one takes nothing.
 */
export const answerQuestion = defineUseCase({
  name: 'AnswerQuestion',
  payload: AnswerQuestionRequest,
  login: 'optional',
  streams: { draw: drawOf },
  decides: 'draw',
  locate: drawOfLot,
  /** Before any pair is opened and any limit is counted. */
  check({ draw }, { lotPrivateGuid, questionId }) {
    lotOfGuid(draw.state, lotPrivateGuid, 'LotDoesNotExist');
    if (draw.state.status !== 'drawn') throw new Problem('LotDoesNotExist');
    if (!draw.state.questions.some((q) => q.questionId === questionId)) throw new Problem('QuestionNotFound');
  },
  async prepare({ lotPrivateGuid, questionId, answer }, _actor, read, { located }) {
    const { state } = await read(AggregateStore).load(lotingStream(located.draw), lotingDecider);
    const lot = lotOfGuid(state, lotPrivateGuid, 'LotDoesNotExist');
    const question = state.questions.find((q) => q.questionId === questionId);
    if (!question) throw new Problem('QuestionNotFound');
    const answered = {
      type: 'AnswerQuestion' as const,
      participantId: lot.participantId,
      questionId,
      askerDrew: await read(LotQuestions).askedOfWhom({ state, lot }, question),
      personal: await read(PersonalData).seal(question.askerId, { answer }),
    };
    await countLotMail(read, state, answered, [
      ['lotAnswersPerLot', lot.participantId],
      ['lotMailsPerOrganizer', state.organizerId],
    ]);
    return answered;
  },
  decide: ({ draw }, answered) => lotingDecider.decide(answered, draw.state),
  readYourWrites: 'refuse',
  answer: () => undefined,
});
