import { allowedTest, checkFeasibility, type Exclusions, type HallViolation, type RandomInt } from '@wl/contracts';
import { secureRandomInt } from './random.js';

/** `receivers[giver]` is whom that giver drew. */
export type Draw = { feasible: true; receivers: number[] } | { feasible: false; violation: HallViolation };

/**
 * Up to this many people the valid draws are counted (2^n numbers, 1 M additions at 16) and one is chosen exactly
 * uniformly. Every count then stays below 16! < 2^48, the largest range `crypto.randomInt` draws from exactly.
 */
export const COUNTING_MAX_PEOPLE = 16;
/** Random numbers rejection sampling may spend (about 40 ms of `crypto.randomInt`) before the Markov chain takes over. */
const REJECTION_BUDGET = 1_000_000;
/** Rejection is tried only when the budget covers this many times the expected cost, so it (almost) never runs out. */
const REJECTION_MARGIN = 20;

/**
 * Draws a valid assignment, or refuses with a Hall violation. Exactly uniform over all valid assignments by counting
 * them (up to 16 people, whatever the exclusions) or by rejection sampling when that is expected to be cheap (larger
 * groups with few exclusions); otherwise a Markov chain from a random valid matching, close to uniform (see
 * `sampleByMarkovChain`). Always bounded in time.
 */
export function drawLots(participants: number, exclusions: Exclusions, random: RandomInt = secureRandomInt): Draw {
  const start = checkFeasibility(participants, exclusions, random);
  if (!start.feasible) return start;
  if (participants <= COUNTING_MAX_PEOPLE) return { feasible: true, receivers: sampleByCounting(participants, exclusions, random) };
  if (expectedRejectionCost(participants, exclusions) * REJECTION_MARGIN <= REJECTION_BUDGET) {
    const sample = sampleByRejection(participants, exclusions, random, REJECTION_BUDGET);
    if (sample) return { feasible: true, receivers: sample };
  }
  return { feasible: true, receivers: sampleByMarkovChain(start.matching, exclusions, random) };
}

/**
 * Exactly uniform over the valid assignments of a feasible group of at most `COUNTING_MAX_PEOPLE`. `ways[set]` counts
 * the valid assignments of the first |set| givers to the receivers in `set` (givers in order, the last one taking some
 * receiver r of the set: `ways[set] = Σ ways[set − r]`). Then, from the last giver down, each giver takes receiver r
 * with chance `ways[rest − r] / ways[rest]`: the product of those chances is 1 / ways[everyone] for every valid draw.
 */
export function sampleByCounting(n: number, exclusions: Exclusions, random: RandomInt): number[] {
  if (n > COUNTING_MAX_PEOPLE) throw new RangeError(`counting draws at most ${COUNTING_MAX_PEOPLE} people`);
  const allowed = allowedTest(n, exclusions);
  const ways = new Float64Array(1 << n);
  ways[0] = 1;
  for (let set = 1; set < ways.length; set++) {
    const giver = bitCount(set) - 1;
    let total = 0;
    for (let r = 0; r < n; r++) if (set & (1 << r) && allowed(giver, r)) total += ways[set ^ (1 << r)]!;
    ways[set] = total;
  }
  const receivers = new Array<number>(n);
  let rest = ways.length - 1;
  for (let giver = n - 1; giver >= 0; giver--) {
    let pick = random(ways[rest]!);
    for (let r = 0; r < n; r++) {
      if (!(rest & (1 << r)) || !allowed(giver, r)) continue;
      pick -= ways[rest ^ (1 << r)]!;
      if (pick < 0) {
        receivers[giver] = r;
        rest ^= 1 << r;
        break;
      }
    }
  }
  return receivers;
}

function bitCount(set: number): number {
  let count = 0;
  for (let rest = set; rest; rest &= rest - 1) count++;
  return count;
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
export function sampleByRejection(n: number, exclusions: Exclusions, random: RandomInt, budget: number): number[] | null {
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

/**
 * Metropolis chain on the valid assignments: each step proposes, with equal chance, to swap the receivers of two
 * random givers or to rotate those of three, and keeps the result only when it is valid (else it stays). The
 * proposals are symmetric (a rotation is undone by the opposite rotation of the same three), so the stationary
 * distribution is uniform over the assignments the moves connect. The chain runs a fixed number of steps, refused
 * ones included (stopping after a number of accepted moves would favour assignments with many valid moves):
 * 20·n·ln n, forty times the ½·n·ln n after which random transpositions mix without exclusions
 * (Diaconis–Shahshahani), so that up to about nine proposals in ten may be refused. Limits (docs/lots.md): with
 * exclusions denser than that the chain may not have mixed, and valid assignments that differ only by longer cycles
 * may not be connected by these moves.
 */
export function sampleByMarkovChain(start: readonly number[], exclusions: Exclusions, random: RandomInt): number[] {
  const n = start.length;
  const receivers = Int32Array.from(start);
  if (n < 3) return Array.from(receivers);
  const allowed = allowedTest(n, exclusions);
  const steps = Math.ceil(20 * n * Math.log(n));
  for (let step = 0; step < steps; step++) {
    // Two random numbers per step, as a random number costs more than the rest of a step: the pair, then the kind
    // of move with the third giver.
    const pair = random(n * n);
    const a = pair % n;
    const b = Math.floor(pair / n);
    const third = random(2 * n);
    const ra = receivers[a]!;
    const rb = receivers[b]!;
    if (third < n) {
      if (a === b || !allowed(a, rb) || !allowed(b, ra)) continue;
      receivers[a] = rb;
      receivers[b] = ra;
    } else {
      const c = third - n;
      const rc = receivers[c]!;
      if (a === b || b === c || a === c || !allowed(a, rb) || !allowed(b, rc) || !allowed(c, ra)) continue;
      receivers[a] = rb;
      receivers[b] = rc;
      receivers[c] = ra;
    }
  }
  return Array.from(receivers);
}
