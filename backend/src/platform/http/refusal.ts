import type { ProblemCode } from '@wl/contracts';

/** The body of a 400, 401 or 404 answer: a problem value of the contract, and a message for developers. */
export const refusal = (problem: ProblemCode, message: string) => ({ problem, message });
