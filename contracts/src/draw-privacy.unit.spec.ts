import fc from 'fast-check';
import type { Exclusions } from './draw-feasibility.js';
import { drawPrivacy, forcedGivers, PRIVACY_EXACT_MAX, privacyAtRisk } from './draw-privacy.js';

const exclusionsOf = (lists: readonly (readonly number[])[]): Exclusions =>
  new Map(lists.map((list, giver) => [giver, new Set(list)]));

/** Every permutation of 0..n-1, generated without regard to exclusions, then filtered: the plainest possible answer. */
function validDraws(n: number, exclusions: Exclusions): number[][] {
  const all: number[][] = [[]];
  for (let k = 0; k < n; k++) {
    const longer: number[][] = [];
    for (const prefix of all) for (let r = 0; r < n; r++) if (!prefix.includes(r)) longer.push([...prefix, r]);
    all.splice(0, all.length, ...longer);
  }
  return all.filter((draw) => draw.every((r, g) => r !== g && !(exclusions.get(g)?.has(r) ?? false)));
}

function bruteForce(n: number, exclusions: Exclusions) {
  const draws = validDraws(n, exclusions);
  const forced =
    draws.length === 0 ? [] : [...Array(n).keys()].filter((g) => draws.every((d) => d[g] === draws[0]![g]));
  const deducible = draws.some((mine) =>
    [...Array(n).keys()].some((g) => {
      const same = draws.filter((d) => d[g] === mine[g]);
      return [...Array(n).keys()].some((h) => h !== g && new Set(same.map((d) => d[h])).size === 1);
    }),
  );
  return { forced, deducible };
}

/** Up to 7 people, each excluding any of the others. */
const group = fc
  .integer({ min: 2, max: 7 })
  .chain((n) => fc.tuple(fc.constant(n), fc.array(fc.subarray([...Array(n).keys()]), { minLength: n, maxLength: n })));

describe('the privacy of a draw', () => {
  it('warns for 3 people even without exclusions: one lot tells the whole draw', () => {
    const privacy = drawPrivacy(3, new Map());
    expect(privacy).toEqual({ forcedGivers: [], deducibleFromOwnLot: true, exact: true });
    expect(privacyAtRisk(privacy)).toBe(true);
  });

  it('does not warn for 4 or 5 people without exclusions', () => {
    expect(privacyAtRisk(drawPrivacy(4, new Map()))).toBe(false);
    expect(privacyAtRisk(drawPrivacy(5, new Map()))).toBe(false);
  });

  it('finds the pair the exclusions force: Ann may only draw Bert', () => {
    const privacy = drawPrivacy(5, exclusionsOf([[2, 3, 4]]));
    expect(privacy.forcedGivers).toEqual([0]);
    expect(privacyAtRisk(privacy)).toBe(true);
  });

  it('agrees with brute force on forced pairs and on what a giver deduces from their own lot', () => {
    fc.assert(
      fc.property(group, ([n, lists]) => {
        const exclusions = exclusionsOf(lists);
        const expected = bruteForce(n, exclusions);
        expect(drawPrivacy(n, exclusions)).toEqual({
          forcedGivers: expected.forced,
          deducibleFromOwnLot: expected.deducible,
          exact: true,
        });
      }),
      { numRuns: 300 },
    );
  });

  it('finds forced pairs by alternating cycles exactly as brute force does', () => {
    fc.assert(
      fc.property(group, ([n, lists]) => {
        const exclusions = exclusionsOf(lists);
        expect(forcedGivers(n, exclusions)).toEqual(bruteForce(n, exclusions).forced);
      }),
      { numRuns: 300 },
    );
  });

  it('finds forced pairs in large groups without enumerating, and only those', () => {
    const n = 200;
    const lists = Array.from({ length: n }, (_, g) =>
      g < 2 ? [...Array(n).keys()].filter((r) => r !== 1 - g) : [(g + 1) % n],
    );
    const started = performance.now();
    const privacy = drawPrivacy(n, exclusionsOf(lists));
    expect(privacy).toEqual({ forcedGivers: [0, 1], deducibleFromOwnLot: false, exact: false });
    expect(performance.now() - started).toBeLessThan(1000);
    expect(drawPrivacy(PRIVACY_EXACT_MAX + 1, new Map())).toEqual({
      forcedGivers: [],
      deducibleFromOwnLot: false,
      exact: false,
    });
  });

  // Its time is a figure of `npm run bench:draw`, not a bound here: a loaded machine must not fail the suite.
  it('decides the largest exact group exactly', () => {
    expect(drawPrivacy(PRIVACY_EXACT_MAX, new Map()).exact).toBe(true);
  });
});
