import type { ProblemCode } from '@wl/contracts';

/** A decision that refuses a command: answered as 422 whose body is the problem value, a value of the contract's `ProblemCode`. */
export class Problem extends Error {
  constructor(readonly problem: ProblemCode) {
    super(problem);
  }
}
