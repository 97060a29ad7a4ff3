import type { RandomInt } from '@wl/contracts';
import { getRandomValues, randomInt } from 'node:crypto';

const WORD = 2 ** 32;
const BUFFERED_WORDS = 1024;
const words = new Uint32Array(BUFFERED_WORDS);
let nextWord = BUFFERED_WORDS;

/**
 * The draw's random source: `node:crypto`, cryptographically secure. Ranges up to 2^32 take words from a buffer
 * filled by `getRandomValues`: the Markov chain asks for up to hundreds of thousands of numbers, and a million take
 * about 20 ms this way against 40 – 55 ms through `crypto.randomInt`. A word is used only below the largest multiple
 * of the range, so every value is exactly equally likely. Larger ranges, and invalid ones (which it rejects), go to
 * `crypto.randomInt`.
 */
export const secureRandomInt: RandomInt = (maxExclusive) => {
  if (!Number.isInteger(maxExclusive) || maxExclusive < 1 || maxExclusive > WORD) return randomInt(maxExclusive);
  const limit = WORD - (WORD % maxExclusive);
  for (;;) {
    if (nextWord === BUFFERED_WORDS) {
      getRandomValues(words);
      nextWord = 0;
    }
    const word = words[nextWord++]!;
    if (word < limit) return word % maxExclusive;
  }
};

/**
 * Exactly uniform in [0, bound), for bounds beyond what `RandomInt` draws (a count of valid draws can pass 2^53):
 * as many bits as bound − 1 has, from 32-bit words, drawn again while the result is not below `bound` (less than
 * half the time).
 */
export function uniformBigIntBelow(bound: bigint, random: RandomInt): bigint {
  if (bound < 1n) throw new RangeError('the bound must be positive');
  if (bound <= BigInt(WORD)) return BigInt(random(Number(bound)));
  const bits = (bound - 1n).toString(2).length;
  const mask = (1n << BigInt(bits)) - 1n;
  for (;;) {
    let value = 0n;
    for (let drawn = 0; drawn < bits; drawn += 32) value = (value << 32n) | BigInt(random(WORD));
    value &= mask;
    if (value < bound) return value;
  }
}
