import { randomInt } from 'node:crypto';

/** A uniform integer in [0, maxExclusive). Injectable so tests can use a seeded source. */
export type RandomInt = (maxExclusive: number) => number;

export const secureRandomInt: RandomInt = (maxExclusive) => randomInt(maxExclusive);

/** 0..n-1 in uniformly random order (Fisher–Yates). */
export function randomOrder(n: number, random: RandomInt): Int32Array {
  const order = new Int32Array(n);
  for (let i = 0; i < n; i++) order[i] = i;
  for (let i = n - 1; i > 0; i--) {
    const j = random(i + 1);
    const held = order[i]!;
    order[i] = order[j]!;
    order[j] = held;
  }
  return order;
}
