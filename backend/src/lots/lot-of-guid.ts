import type { ProblemCode } from '@wl/contracts';
import { Problem } from '../platform/domain/problem.js';
import type { Data, Read } from '../platform/use-case/use-case.js';
import { LotingRecords } from './loting-records.js';
import { lotingGuidHash } from './loting-guids.js';
import type { LotingState, LotState } from './loting.decider.js';

/** The lot a private guid names on its draw's loaded stream (the draw knows it by the guid's hash), or the call's problem. */
export function lotOfGuid(state: Data<LotingState>, lotGuid: string, missing: ProblemCode): Data<LotState> {
  const lot = state.participants.find((p) => p.lotGuidHash === lotingGuidHash(lotGuid));
  if (!lot) throw new Problem(missing);
  return lot;
}

/** The `locate` of a use case on one lot: the draw that holds it, found by the lot's guid (unknown: 422 LotDoesNotExist). */
export async function drawOfLot<P extends { lotPrivateGuid: string }>(payload: P, _actor: unknown, read: Read) {
  const lotingId = await read(LotingRecords).idOfLotGuid(payload.lotPrivateGuid);
  if (!lotingId) throw new Problem('LotDoesNotExist');
  return { draw: lotingId };
}
