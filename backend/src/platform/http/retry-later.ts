import { HttpException } from '@nestjs/common';

/** An answer that tells the caller when to try again: the problem filter sends `Retry-After` with it. */
export class RetryLater extends HttpException {
  constructor(status: number, problem: string, message: string, readonly retryAfterSeconds: number) {
    super({ problem, message, retryAfterSeconds }, status);
  }
}
