import { allowedTest, type Exclusions, type RandomInt } from '@wl/contracts';
import { uniformBigIntBelow } from './random.js';

/**
 * Up to this many people the valid draws are counted and one is chosen exactly uniformly: at most 2^n · n/2 additions
 * and 9 · 2^n bytes, measured by `npm run bench:draw` (docs/lots.md): without exclusions (the slowest case) 20 people
 * take about 12 ms, 21 about 30 ms and 18 MB, 22 about 80 ms.
 */
export const COUNTING_MAX_PEOPLE = 21;

/** Counts of draws onto at most this many receivers stay below 18! < 2^53, so a double holds them exactly. */
const EXACT_DOUBLE_RECEIVERS = 18;

/**
 * Exactly uniform over the valid assignments of a feasible group of at most `COUNTING_MAX_PEOPLE`. `count(set)` is
 * the number of valid assignments of the first |set| givers to the receivers in `set` (givers in order, the last one
 * taking some receiver r of the set: count(set) = Σ count(set − r)). Then, from the last giver down, each giver takes
 * receiver r with chance count(rest − r) / count(rest): the product of those chances is 1 / count(everyone) for
 * every valid draw. `maxPeople` is for measuring beyond the limit (npm run bench:draw).
 */
export function sampleByCounting(
  n: number,
  exclusions: Exclusions,
  random: RandomInt,
  maxPeople = COUNTING_MAX_PEOPLE,
): number[] {
  if (n > maxPeople) throw new RangeError(`counting draws at most ${maxPeople} people`);
  const allowedMask = allowedMasks(n, exclusions);
  const count = drawCounts(n, allowedMask);
  const receivers = new Array<number>(n);
  let rest = 2 ** n - 1;
  for (let giver = n - 1; giver >= 0; giver--) {
    let pick = uniformBigIntBelow(count(rest), random);
    for (let choices = rest & allowedMask[giver]!; choices; choices &= choices - 1) {
      const bit = choices & -choices;
      pick -= count(rest ^ bit);
      if (pick < 0n) {
        receivers[giver] = 31 - Math.clz32(bit);
        rest ^= bit;
        break;
      }
    }
  }
  return receivers;
}

/** The number of valid draws, exactly (it passes 2^53 from 19 people on). Counts every set of receivers as above. */
export function countValidDraws(n: number, exclusions: Exclusions): bigint {
  return drawCounts(n, allowedMasks(n, exclusions))(2 ** n - 1);
}

/** Bit r of `masks[giver]` is set when that giver may draw r. */
function allowedMasks(n: number, exclusions: Exclusions): Int32Array {
  const allowed = allowedTest(n, exclusions);
  const masks = new Int32Array(n);
  for (let g = 0; g < n; g++) for (let r = 0; r < n; r++) if (allowed(g, r)) masks[g]! |= 1 << r;
  return masks;
}

/**
 * Every count(set), in increasing order of `set` (a set minus a receiver is a smaller number). Sets of up to
 * `EXACT_DOUBLE_RECEIVERS` receivers are counted in doubles, exactly; the few larger ones (232 sets at 21 people) in
 * BigInt.
 */
function drawCounts(n: number, allowedMask: Int32Array): (set: number) => bigint {
  const sets = 2 ** n;
  const sizes = new Uint8Array(sets);
  const counts = new Float64Array(sets);
  const largeCounts = new Map<number, bigint>();
  const count = (set: number): bigint =>
    sizes[set]! > EXACT_DOUBLE_RECEIVERS ? largeCounts.get(set)! : BigInt(counts[set]!);
  counts[0] = 1;
  for (let set = 1; set < sets; set++) {
    const size = (sizes[set] = sizes[set >> 1]! + (set & 1));
    const choices = set & allowedMask[size - 1]!;
    if (size > EXACT_DOUBLE_RECEIVERS) {
      let total = 0n;
      for (let rest = choices; rest; rest &= rest - 1) total += count(set ^ (rest & -rest));
      largeCounts.set(set, total);
      continue;
    }
    let total = 0;
    for (let rest = choices; rest; rest &= rest - 1) total += counts[set ^ (rest & -rest)]!;
    counts[set] = total;
  }
  return count;
}
