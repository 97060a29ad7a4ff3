import { HttpException } from '@nestjs/common';
import type { ProblemCode } from '@wl/contracts';

/** An answer that tells the caller when to try again: the problem filter sends `Retry-After` with it. */
export class RetryLater extends HttpException {
  constructor(
    status: number,
    problem: ProblemCode,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super({ problem, message, retryAfterSeconds }, status);
  }
}
