import { seededRandomInt } from '../../../tests/support/seeded-random.js';
import { secureRandomInt, uniformBigIntBelow } from './random.js';

/** Chi-square of `draws` values in `buckets` equally likely buckets against the upper critical value at p = 0.001. */
function expectEvenBuckets(buckets: number, draws: number, bucketOf: () => number, critical: number): void {
  const counts = new Array<number>(buckets).fill(0);
  for (let i = 0; i < draws; i++) counts[bucketOf()]!++;
  const expected = draws / buckets;
  expect(counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0)).toBeLessThan(critical);
}

// Upper critical values of chi-square at p = 0.001.
const CRITICAL_5_DOF = 20.515;
const CRITICAL_9_DOF = 27.877;

describe("the draw's random numbers", () => {
  it('draws every value of a range equally often from the crypto buffer, and rejects an invalid range', () => {
    expectEvenBuckets(6, 60_000, () => secureRandomInt(6), CRITICAL_5_DOF);
    // 3·2^30 does not divide 2^32: without rejecting the top words the lowest third would come up twice as often.
    const range = 3 * 2 ** 30;
    expectEvenBuckets(10, 30_000, () => Math.floor((secureRandomInt(range) * 10) / range), CRITICAL_9_DOF);
    expect(secureRandomInt(1)).toBe(0);
    for (const invalid of [0, -1, 1.5, Number.NaN]) expect(() => secureRandomInt(invalid)).toThrow();
  });

  it('draws a BigInt uniformly below bounds beyond 2^32 and 2^64', () => {
    for (const bound of [2n ** 32n + 1n, 3n * 2n ** 70n + 7n]) {
      const random = seededRandomInt(Number(bound % 1000n));
      expectEvenBuckets(
        10,
        20_000,
        () => {
          const value = uniformBigIntBelow(bound, random);
          expect(value >= 0n && value < bound).toBe(true);
          return Number((value * 10n) / bound);
        },
        CRITICAL_9_DOF,
      );
    }
    expect(uniformBigIntBelow(1n, seededRandomInt(1))).toBe(0n);
    expect(() => uniformBigIntBelow(0n, seededRandomInt(1))).toThrow(RangeError);
  });
});
