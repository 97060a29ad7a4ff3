import { LotingProblem, type ProblemCode } from '@wl/contracts';

/** The problem of a 422 on a lot or a draw, when it is one of the three that have their own page. */
export function asLotingProblem(problem: ProblemCode | null): LotingProblem | null {
  return LotingProblem.safeParse(problem).data ?? null;
}
