import { SendQuestionRequest } from '@wl/contracts';
import { randomUUID } from 'node:crypto';
import { Problem } from '../../platform/domain/problem.js';
import { PersonalData } from '../../platform/personal-data/personal-data.js';
import { RateLimits } from '../../platform/security/rate-limits.js';
import { defineUseCase } from '../../platform/use-case/use-case.js';
import { drawOfLot, lotOfGuid } from '../lot-of-guid.js';
import { lotingDecider } from '../loting.decider.js';
import { drawOf } from '../loting.streams.js';
import { LotReader } from '../lot-reader.js';

/**
 * `POST /api/Lot/SendQuestion`: the holder of a lot asks whom they drew, anonymously. The question is sealed under
 * the asker's lot key: it opens only for the reactor that mails it. An unknown lot and a deleted draw answer alike.
 */
export const askQuestion = defineUseCase({
  name: 'AskQuestion',
  payload: SendQuestionRequest,
  login: 'optional',
  streams: { draw: drawOf },
  decides: 'draw',
  locate: drawOfLot,
  /** Before any limit is counted. */
  check({ draw }, { lotPrivateGuid }) {
    lotOfGuid(draw.state, lotPrivateGuid, 'LotDoesNotExist');
    if (draw.state.status !== 'drawn') throw new Problem('LotDoesNotExist');
  },
  async prepare({ lotPrivateGuid, question }, _actor, read) {
    const found = await read(LotReader).byGuid(lotPrivateGuid);
    if (!found) throw new Problem('LotDoesNotExist');
    const { participantId } = found.lot;
    await read(RateLimits).consumeEach([
      ['lotQuestionsPerLot', participantId],
      ['lotMailsPerOrganizer', found.state.organizerId],
    ]);
    return {
      participantId,
      questionId: randomUUID() as string,
      personal: await read(PersonalData).seal(participantId, { question }),
    };
  },
  decide: ({ draw }, asked) => lotingDecider.decide({ type: 'AskQuestion', ...asked }, draw.state),
  readYourWrites: 'refuse',
  answer: () => undefined,
});
