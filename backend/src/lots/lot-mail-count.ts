import { Problem } from '../platform/domain/problem.js';
import { type Counter, RateLimits } from '../platform/security/rate-limits.js';
import type { Read } from '../platform/use-case/use-case.js';
import { type LotingCommand, lotingDecider, type LotingState } from './loting.decider.js';

/**
 * Counts the limits of a lot holder's mail (a nudge, an answer) in a use case's `prepare`, then asks the draw's stream
 * as it is now whether it takes the command: one it refuses mails nothing and gives its points back. The runner then
 * decides on the stream again for the append; only a send refused there in a race with another keeps its point.
 */
export async function countLotMail(
  read: Read,
  state: LotingState,
  command: LotingCommand,
  counted: Counter[],
): Promise<void> {
  const rateLimits = read(RateLimits);
  await rateLimits.consumeEach(counted);
  try {
    lotingDecider.decide(command, state);
  } catch (error) {
    if (error instanceof Problem) await rateLimits.refundEach(counted);
    throw error;
  }
}
