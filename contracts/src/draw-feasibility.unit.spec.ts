import fc from 'fast-check';
import { seededRandomInt } from '../../tests/support/seeded-random.js';
import { allowedTest, checkFeasibility, type Exclusions } from './draw-feasibility.js';

const exclusionsOf = (lists: readonly (readonly number[])[]): Exclusions =>
  new Map(lists.map((list, giver) => [giver, new Set(list)]));

/** Backtracking over all permutations. */
function bruteForceFeasible(n: number, exclusions: Exclusions): boolean {
  const allowed = allowedTest(n, exclusions);
  const taken = new Array<boolean>(n).fill(false);
  const place = (g: number): boolean => {
    if (g === n) return true;
    for (let r = 0; r < n; r++) {
      if (taken[r] || !allowed(g, r)) continue;
      taken[r] = true;
      if (place(g + 1)) return true;
      taken[r] = false;
    }
    return false;
  };
  return place(0);
}

function expectValidPermutation(n: number, exclusions: Exclusions, receivers: readonly number[]) {
  const allowed = allowedTest(n, exclusions);
  expect(receivers).toHaveLength(n);
  expect(new Set(receivers).size).toBe(n);
  receivers.forEach((r, g) => {
    expect(r >= 0 && r < n).toBe(true);
    expect(allowed(g, r)).toBe(true);
  });
}

/** Agrees with brute force; a matching is valid; a violation is a real Hall violator, its receivers exactly N(givers). */
function expectCorrect(n: number, exclusions: Exclusions, seed?: number) {
  const result = checkFeasibility(n, exclusions, seed === undefined ? undefined : seededRandomInt(seed));
  expect(result.feasible).toBe(bruteForceFeasible(n, exclusions));
  if (result.feasible) {
    expectValidPermutation(n, exclusions, result.matching);
    return;
  }
  const allowed = allowedTest(n, exclusions);
  const { givers, receivers } = result.violation;
  const neighbours = [...Array(n).keys()].filter((r) => givers.some((g) => allowed(g, r)));
  expect(givers.length).toBeGreaterThan(0);
  expect(new Set(givers).size).toBe(givers.length);
  expect(receivers).toEqual(neighbours);
  expect(receivers.length).toBeLessThan(givers.length);
}

const group = (maxSize: number) =>
  fc
    .integer({ min: 1, max: maxSize })
    .chain((n) =>
      fc.tuple(fc.constant(n), fc.array(fc.array(fc.nat(n - 1), { maxLength: n }), { minLength: n, maxLength: n })),
    );

describe('feasibility of a draw', () => {
  it('agrees with brute force for every exclusion pattern of up to 4 people', () => {
    for (let n = 1; n <= 4; n++) {
      const pairs = [...Array(n * n).keys()]
        .map((k) => [Math.floor(k / n), k % n] as const)
        .filter(([g, r]) => g !== r);
      for (let mask = 0; mask < 2 ** pairs.length; mask++) {
        const lists: number[][] = Array.from({ length: n }, () => []);
        pairs.forEach(([g, r], bit) => {
          if (mask & (1 << bit)) lists[g]!.push(r);
        });
        expectCorrect(n, exclusionsOf(lists));
      }
    }
  });

  it('agrees with brute force for random exclusions among up to 8 people, refusing with a correct Hall witness', () => {
    let feasible = 0;
    let infeasible = 0;
    fc.assert(
      fc.property(group(8), fc.option(fc.integer(), { nil: undefined }), ([n, lists], seed) => {
        const exclusions = exclusionsOf(lists);
        expectCorrect(n, exclusions, seed);
        if (bruteForceFeasible(n, exclusions)) feasible++;
        else infeasible++;
      }),
      { numRuns: 5000 },
    );
    expect(Math.min(feasible, infeasible)).toBeGreaterThan(500);
  });

  it('names the people who cannot all be served', () => {
    // Ann (0) excludes everyone else; Bert, Carla and Dirk exclude nobody.
    expect(checkFeasibility(4, exclusionsOf([[1, 2, 3]]))).toEqual({
      feasible: false,
      violation: { givers: [0], receivers: [] },
    });
    // Nobody may draw Dirk (3): all four share the three others.
    expect(checkFeasibility(4, exclusionsOf([[3], [3], [3]]))).toEqual({
      feasible: false,
      violation: { givers: [0, 1, 2, 3], receivers: [0, 1, 2] },
    });
    // Bert and Carla may only draw Ann: two givers, one receiver.
    expect(checkFeasibility(5, exclusionsOf([[], [2, 3, 4], [1, 3, 4]]))).toEqual({
      feasible: false,
      violation: { givers: [1, 2], receivers: [0] },
    });
  });

  it('handles a large dense group and a single possible cycle', () => {
    const n = 1000;
    const onlyNext = exclusionsOf(
      Array.from({ length: n }, (_, g) => [...Array(n).keys()].filter((r) => r !== (g + 1) % n)),
    );
    const result = checkFeasibility(n, onlyNext, seededRandomInt(1));
    expect(result.feasible && result.matching.every((r, g) => r === (g + 1) % n)).toBe(true);
  });
});
