import type { ProblemCode } from '@wl/contracts';
import { Problem } from '../platform/domain/problem.js';
import type { Data } from '../platform/use-case/use-case.js';
import { lotingGuidHash } from './loting-guids.js';
import type { LotingState, LotState } from './loting.decider.js';

/** The lot a private guid names on its draw's loaded stream (the draw knows it by the guid's hash), or the call's problem. */
export function lotOfGuid(state: Data<LotingState>, lotGuid: string, missing: ProblemCode): Data<LotState> {
  const lot = state.participants.find((p) => p.lotGuidHash === lotingGuidHash(lotGuid));
  if (!lot) throw new Problem(missing);
  return lot;
}
