import { allowedTest, checkFeasibility, type Exclusions, type HallViolation, type RandomInt } from '@wl/contracts';
import { sampleByMarkovChain } from './draw-chain.js';
import { COUNTING_MAX_PEOPLE, sampleByCounting } from './draw-counting.js';
import { secureRandomInt } from './random.js';

/** `receivers[giver]` is whom that giver drew. */
export type Draw = { feasible: true; receivers: number[] } | { feasible: false; violation: HallViolation };

/** Random numbers rejection sampling may spend (about 20 ms of `secureRandomInt`) before the Markov chain takes over. */
const REJECTION_BUDGET = 1_000_000;
/** Rejection is tried only when the budget covers this many times the expected cost, so it (almost) never runs out. */
const REJECTION_MARGIN = 20;

/**
 * Draws a valid assignment, or refuses with a Hall violation. Exactly uniform over all valid assignments by rejection
 * sampling when that is expected to be cheap (few exclusions), else by counting them (up to `COUNTING_MAX_PEOPLE`
 * people, whatever the exclusions; up to 30 ms, where rejection mostly takes well under 1 ms); otherwise a Markov
 * chain from a random valid matching, which can reach every valid draw and is uniform in the limit (see
 * `sampleByMarkovChain`). Always bounded in time.
 */
export function drawLots(participants: number, exclusions: Exclusions, random: RandomInt = secureRandomInt): Draw {
  const start = checkFeasibility(participants, exclusions, random);
  if (!start.feasible) return start;
  if (expectedRejectionCost(participants, exclusions) * REJECTION_MARGIN <= REJECTION_BUDGET) {
    const sample = sampleByRejection(participants, exclusions, random, REJECTION_BUDGET);
    if (sample) return { feasible: true, receivers: sample };
  }
  if (participants <= COUNTING_MAX_PEOPLE)
    return { feasible: true, receivers: sampleByCounting(participants, exclusions, random) };
  return { feasible: true, receivers: sampleByMarkovChain(start.matching, exclusions, random) };
}

/**
 * Random numbers rejection sampling is expected to spend: at most n per try, times the expected number of tries.
 * A uniform permutation avoids a giver's f forbidden receivers with chance about 1 − f/n, so all givers about
 * e^−λ with λ the mean f (Poisson approximation, oneself included); a feasible group has at least one valid
 * permutation out of n!, which bounds the tries for small groups exactly.
 */
function expectedRejectionCost(n: number, exclusions: Exclusions): number {
  let forbidden = n;
  for (const [giver, receivers] of exclusions) {
    if (giver < 0 || giver >= n) continue;
    for (const r of receivers) if (r !== giver && r >= 0 && r < n) forbidden++;
  }
  let factorial = 1;
  for (let k = 2; k <= n && factorial < Number.MAX_SAFE_INTEGER; k++) factorial *= k;
  return n * Math.min(Math.exp(forbidden / n), factorial);
}

/**
 * Uniformly random permutations until one is valid: exactly uniform over the valid ones. Each try is a
 * Fisher–Yates shuffle that stops at the first giver with a forbidden receiver (the pool stays a permutation, so the
 * next shuffle can start from it). Null when `budget` random numbers did not suffice.
 */
export function sampleByRejection(
  n: number,
  exclusions: Exclusions,
  random: RandomInt,
  budget: number,
): number[] | null {
  const allowed = allowedTest(n, exclusions);
  const pool = Int32Array.from({ length: n }, (_, i) => i);
  let spent = 0;
  while (spent < budget) {
    let g = 0;
    for (; g < n; g++) {
      const j = g + random(n - g);
      spent++;
      const r = pool[j]!;
      pool[j] = pool[g]!;
      pool[g] = r;
      if (!allowed(g, r)) break;
    }
    if (g === n) return Array.from(pool);
  }
  return null;
}
