import { RegisterFirstViewRequest } from '@wl/contracts';
import { userOf } from '../../account/user.streams.js';
import { Problem } from '../../platform/domain/problem.js';
import { defineUseCase } from '../../platform/use-case/use-case.js';
import { lotOfGuid } from '../lot-of-guid.js';
import { LotingRecords } from '../loting-records.js';
import { lotingDecider } from '../loting.decider.js';
import { drawOf } from '../loting.streams.js';

/**
 * `POST /api/Lot/RegisterFirstView`: `LotViewed` the first time only, and `LotHolderLinked` when a logged-in caller's
 * current address (their user stream's) is the one the lot went to (docs/lots.md); 422 `NotFound` for an unknown lot.
 */
export const registerFirstView = defineUseCase({
  name: 'RegisterFirstView',
  payload: RegisterFirstViewRequest,
  login: 'optional',
  streams: { draw: drawOf, caller: userOf },
  decides: 'draw',
  async locate({ privateGuid }, actor, read) {
    const lotingId = await read(LotingRecords).idOfLotGuid(privateGuid);
    if (!lotingId) throw new Problem('NotFound');
    // Nobody logged in: the caller's id is empty, an entity no stream holds (no address, so nothing is linked).
    return { draw: lotingId, caller: actor.userId ?? '' };
  },
  decide({ draw, caller }, { privateGuid }, actor) {
    const lot = lotOfGuid(draw.state, privateGuid, 'NotFound');
    const { emailIndex } = caller.state;
    const holder = actor.userId && emailIndex ? { userId: actor.userId, emailIndex } : null;
    return lotingDecider.decide({ type: 'RegisterFirstView', participantId: lot.participantId, holder }, draw.state);
  },
  readYourWrites: 'refuse',
  answer: () => undefined,
});
