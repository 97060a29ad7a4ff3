import { Guid } from '@wl/contracts';
import { z } from 'zod';
import { Problem } from '../../platform/domain/problem.js';
import { defineUseCase } from '../../platform/use-case/use-case.js';
import { LotingRecords } from '../loting-records.js';
import { lotingDecider } from '../loting.decider.js';
import { drawOf } from '../loting.streams.js';

/** `DELETE /api/Loting/{manageGuid}`: the organizer deletes their draw; a repeat changes nothing. Anyone else, and an unknown guid, is `NoAccess`. */
export const deleteLoting = defineUseCase({
  name: 'DeleteLoting',
  payload: z.object({ manageGuid: Guid }),
  login: 'required',
  streams: { draw: drawOf },
  decides: 'draw',
  async locate({ manageGuid }, _actor, read) {
    const lotingId = await read(LotingRecords).idOfManageGuid(manageGuid);
    if (!lotingId) throw new Problem('NoAccess');
    return { draw: lotingId };
  },
  decide: ({ draw }, _payload, actor) =>
    lotingDecider.decide(
      { type: 'DeleteLoting', actorId: actor.userId, reason: 'organizer', replacedBy: null },
      draw.state,
    ),
  readYourWrites: 'answer',
  answer: () => undefined,
});
