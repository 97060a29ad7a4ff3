import fc from 'fast-check';
import { seededRandomInt } from '../../../tests/support/seeded-random.js';
import { runs } from '../../../tests/support/test-size.js';
import { drawLots, sampleByRejection } from './draw.js';
import { sampleByMarkovChain } from './draw-chain.js';
import { COUNTING_MAX_PEOPLE, countValidDraws, sampleByCounting } from './draw-counting.js';
import { allowedTest, checkFeasibility, type Exclusions, type RandomInt } from '@wl/contracts';

const exclusionsOf = (lists: readonly (readonly number[])[]): Exclusions =>
  new Map(lists.map((list, giver) => [giver, new Set(list)]));

function isValidPermutation(n: number, exclusions: Exclusions, receivers: readonly number[]): boolean {
  const allowed = allowedTest(n, exclusions);
  return (
    receivers.length === n &&
    new Set(receivers).size === n &&
    receivers.every((r, g) => r >= 0 && r < n && allowed(g, r))
  );
}

function validPermutations(n: number, exclusions: Exclusions): string[] {
  const allowed = allowedTest(n, exclusions);
  const found: string[] = [];
  const chosen: number[] = [];
  const place = (g: number) => {
    if (g === n) found.push(chosen.join(','));
    for (let r = 0; r < n && g < n; r++) {
      if (chosen.includes(r) || !allowed(g, r)) continue;
      chosen.push(r);
      place(g + 1);
      chosen.pop();
    }
  };
  place(0);
  return found;
}

/** Groups of 1 to `maxSize` people, each excluding a random share (up to `maxShare`) of the others. */
const group = (maxSize: number, maxShare: number) =>
  fc
    .record({
      n: fc.integer({ min: 1, max: maxSize }),
      share: fc.double({ min: 0, max: maxShare, noNaN: true }),
      seed: fc.integer(),
    })
    .map(({ n, share, seed }) => {
      const random = seededRandomInt(seed);
      const lists = Array.from({ length: n }, () =>
        [...Array(n).keys()].filter(() => random(1_000_000) < share * 1_000_000),
      );
      return { n, exclusions: exclusionsOf(lists), seed };
    });

/**
 * What `run` gives for every sequence of numbers a random source could answer, with each result's exact chance:
 * a depth-first walk over the answers (each call to random(m) branches m ways, with chance 1/m each).
 */
function everyOutcome(run: (random: RandomInt) => string): Map<string, number> {
  const outcomes = new Map<string, number>();
  const answers: number[] = [];
  const ranges: number[] = [];
  for (;;) {
    let call = 0;
    let chance = 1;
    const result = run((max) => {
      if (call === answers.length) {
        answers.push(0);
        ranges.push(max);
      }
      chance /= max;
      return answers[call++]!;
    });
    outcomes.set(result, (outcomes.get(result) ?? 0) + chance);
    answers.length = ranges.length = call;
    while (answers.length && answers.at(-1) === ranges.at(-1)! - 1) {
      answers.pop();
      ranges.pop();
    }
    if (!answers.length) return outcomes;
    answers[answers.length - 1]!++;
  }
}

/** Upper critical value of chi-square at p = 0.001 (Wilson–Hilferty approximation). */
function chiSquareCritical(degreesOfFreedom: number): number {
  const z = 3.0902;
  const k = degreesOfFreedom;
  return k * (1 - 2 / (9 * k) + z * Math.sqrt(2 / (9 * k))) ** 3;
}

function chiSquare(outcomes: readonly string[], draws: number, sample: () => string): number {
  const counts = new Map(outcomes.map((o) => [o, 0]));
  for (let i = 0; i < draws; i++) {
    const drawn = sample();
    expect(counts.has(drawn)).toBe(true);
    counts.set(drawn, counts.get(drawn)! + 1);
  }
  const expected = draws / outcomes.length;
  return [...counts.values()].reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
}

/**
 * People in circles: in a circle of `size` from `offsets` [1, 2], each may draw only the next or the one after that.
 * Such a circle has exactly two valid draws (everyone the next, or everyone the one after), which differ by one cycle
 * through the whole circle: no swap or three-rotation leads from one to the other.
 */
function circles(...circleList: [size: number, offsets: number[]][]): { n: number; exclusions: Exclusions } {
  const n = circleList.reduce((sum, [size]) => sum + size, 0);
  const lists: number[][] = [];
  let base = 0;
  for (const [size, offsets] of circleList) {
    for (let i = 0; i < size; i++) {
      const allowed = new Set(offsets.map((o) => base + ((i + o) % size)));
      lists.push([...Array(n).keys()].filter((r) => !allowed.has(r)));
    }
    base += size;
  }
  return { n, exclusions: exclusionsOf(lists) };
}

/** Name, size, each giver's exclusions, and whether the (slower) Markov chain is checked too. */
const smallGroups: [string, number, number[][], boolean][] = [
  ['4 people', 4, [], true],
  ['4 people, a couple excluding each other and one more exclusion', 4, [[1], [0, 2]], true],
  ['5 people', 5, [], true],
  ['5 people, two couples excluding each other', 5, [[1], [0], [], [4], [3]], true],
  ['7 people, each excluding the next two', 7, Array.from({ length: 7 }, (_, g) => [(g + 1) % 7, (g + 2) % 7]), false],
];

describe('drawing lots', () => {
  it('always gives a valid permutation, or refuses exactly when no valid one exists', () => {
    fc.assert(
      fc.property(group(40, 0.9), ({ n, exclusions, seed }) => {
        const drawn = drawLots(n, exclusions, seededRandomInt(seed));
        expect(drawn.feasible).toBe(checkFeasibility(n, exclusions).feasible);
        if (drawn.feasible) expect(isValidPermutation(n, exclusions, drawn.receivers)).toBe(true);
      }),
      { numRuns: runs(1000, 250) },
    );
  });

  it('keeps every step of the Markov chain valid', () => {
    fc.assert(
      fc.property(group(60, 0.6), ({ n, exclusions, seed }) => {
        const start = checkFeasibility(n, exclusions, seededRandomInt(seed));
        fc.pre(start.feasible);
        expect(
          isValidPermutation(n, exclusions, sampleByMarkovChain(start.matching, exclusions, seededRandomInt(seed + 1))),
        ).toBe(true);
      }),
      { numRuns: runs(500, 150) },
    );
  });

  // Without the Metropolis–Hastings acceptance these groups' steps are off balance by up to 9·10^-4.
  it.each([
    ['6 people whose givers may draw 1 to 5 others', 6, [[1, 2], [], [0, 1, 3, 4], [4, 5], [], [0, 1]]],
    ['7 people whose givers may draw 1 to 6 others', 7, [[1, 2, 3, 4], [2, 3, 4], [], [0, 1, 2, 4, 5], [5], [], [0]]],
  ])('makes Markov chain steps exactly as likely forth as back, so that uniform is stationary: %s', (_, n, lists) => {
    const exclusions = exclusionsOf(lists);
    const draws = validPermutations(n, exclusions);
    const step = new Map(
      draws.map((from) => [
        from,
        everyOutcome((random) => sampleByMarkovChain(from.split(',').map(Number), exclusions, random, 1).join(',')),
      ]),
    );
    for (const from of draws) {
      let into = 0;
      for (const to of draws) {
        expect(step.get(from)!.get(to) ?? 0).toBeCloseTo(step.get(to)!.get(from) ?? 0, 12);
        into += step.get(to)!.get(from) ?? 0;
      }
      expect(into).toBeCloseTo(1, 12);
    }
  });

  it('draws 1,000 people with 20 exclusions each, and a group with a single valid draw, in bounded time', () => {
    const random = seededRandomInt(7);
    const n = 1000;
    const crowded = exclusionsOf(Array.from({ length: n }, () => Array.from({ length: 20 }, () => random(n))));
    const drawn = drawLots(n, crowded, random);
    expect(drawn.feasible && isValidPermutation(n, crowded, drawn.receivers)).toBe(true);

    const onlyNext = exclusionsOf(
      Array.from({ length: 50 }, (_, g) => [...Array(50).keys()].filter((r) => r !== (g + 1) % 50)),
    );
    expect(drawLots(50, onlyNext, random)).toEqual({
      feasible: true,
      receivers: Array.from({ length: 50 }, (_, g) => (g + 1) % 50),
    });
  });

  it(`draws every feasible group of up to ${COUNTING_MAX_PEOPLE} people by counting, validly, however dense the exclusions`, () => {
    fc.assert(
      fc.property(group(COUNTING_MAX_PEOPLE, 0.95), ({ n, exclusions, seed }) => {
        fc.pre(checkFeasibility(n, exclusions).feasible);
        expect(isValidPermutation(n, exclusions, sampleByCounting(n, exclusions, seededRandomInt(seed)))).toBe(true);
      }),
      { numRuns: runs(300, 100) },
    );
    expect(() => sampleByCounting(COUNTING_MAX_PEOPLE + 1, new Map(), seededRandomInt(1))).toThrow(RangeError);
  });

  it('counts the valid draws exactly, also beyond 2^53 (the derangements of up to 21 people)', () => {
    const derangements = [1n, 0n];
    for (let n = 2; n <= COUNTING_MAX_PEOPLE; n++)
      derangements.push(BigInt(n - 1) * (derangements[n - 1]! + derangements[n - 2]!));
    for (let n = 17; n <= COUNTING_MAX_PEOPLE; n++) expect(countValidDraws(n, new Map())).toBe(derangements[n]);
    expect(derangements[COUNTING_MAX_PEOPLE]! > 2n ** 64n).toBe(true);
  });

  it('refuses an infeasible group with its Hall witness', () => {
    expect(drawLots(3, exclusionsOf([[1, 2]]))).toEqual({ feasible: false, violation: { givers: [0], receivers: [] } });
  });

  it('stops rejection sampling when its budget is spent, even when every try fails at the first giver', () => {
    expect(sampleByRejection(3, exclusionsOf([[1, 2]]), seededRandomInt(5), 1000)).toBeNull();
  });

  describe('is uniform over the valid draws of groups above 16 whose draws differ only by long cycles (chi-square, p = 0.001)', () => {
    // 19 people in circles of seven, six and six: 8 valid draws (counted in BigInt above 18 receivers).
    const nineteen = circles([7, [1, 2]], [6, [1, 2]], [6, [1, 2]]);
    // 40 people: circles of 17 and 5 (two draws each), and of 12 and 6 with [1, 3] (four draws each): 64 valid draws.
    const forty = circles([17, [1, 2]], [12, [1, 3]], [6, [1, 3]], [5, [1, 2]]);

    it('by drawLots, for 19 people', () => {
      const { n, exclusions } = nineteen;
      const outcomes = validPermutations(n, exclusions);
      expect(outcomes).toHaveLength(8);
      const random = seededRandomInt(91);
      const statistic = chiSquare(outcomes, runs(100, 50) * outcomes.length, () => {
        const drawn = drawLots(n, exclusions, random);
        return drawn.feasible ? drawn.receivers.join(',') : 'refused';
      });
      expect(statistic).toBeLessThan(chiSquareCritical(outcomes.length - 1));
    });

    it.each([
      ['19 people', nineteen, 8, runs(200, 100)],
      ['40 people', forty, 64, runs(50, 25)],
    ])('by the Markov chain, always from the same start, for %s', (_, { n, exclusions }, count, drawsEach) => {
      const outcomes = validPermutations(n, exclusions);
      expect(outcomes).toHaveLength(count);
      const start = checkFeasibility(n, exclusions);
      if (!start.feasible) throw new Error('feasible group expected');
      const random = seededRandomInt(78);
      const statistic = chiSquare(outcomes, drawsEach * outcomes.length, () =>
        sampleByMarkovChain(start.matching, exclusions, random).join(','),
      );
      expect(statistic).toBeLessThan(chiSquareCritical(outcomes.length - 1));
    });
  });

  describe.each(smallGroups)('is uniform over the valid draws for %s (chi-square, p = 0.001)', (_, n, lists, chain) => {
    const exclusions = exclusionsOf(lists);
    const outcomes = validPermutations(n, exclusions);
    const draws = runs(200, 100) * outcomes.length;

    it('by drawLots', () => {
      const random = seededRandomInt(12);
      const statistic = chiSquare(outcomes, draws, () => {
        const drawn = drawLots(n, exclusions, random);
        return drawn.feasible ? drawn.receivers.join(',') : 'refused';
      });
      expect(statistic).toBeLessThan(chiSquareCritical(outcomes.length - 1));
    });

    it('by counting the valid draws', () => {
      const random = seededRandomInt(23);
      const statistic = chiSquare(outcomes, draws, () => sampleByCounting(n, exclusions, random).join(','));
      expect(statistic).toBeLessThan(chiSquareCritical(outcomes.length - 1));
    });

    it('by rejection sampling', () => {
      const random = seededRandomInt(56);
      const statistic = chiSquare(
        outcomes,
        draws,
        () => sampleByRejection(n, exclusions, random, 1_000_000)?.join(',') ?? 'budget spent',
      );
      expect(statistic).toBeLessThan(chiSquareCritical(outcomes.length - 1));
    });

    if (chain)
      it('by the Markov chain, always from the same start', () => {
        const start = checkFeasibility(n, exclusions);
        if (!start.feasible) throw new Error('feasible group expected');
        const random = seededRandomInt(34);
        const statistic = chiSquare(outcomes, draws, () =>
          sampleByMarkovChain(start.matching, exclusions, random).join(','),
        );
        expect(statistic).toBeLessThan(chiSquareCritical(outcomes.length - 1));
      });
  });
});
