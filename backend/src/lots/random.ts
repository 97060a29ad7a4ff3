import type { RandomInt } from '@wl/contracts';
import { randomInt } from 'node:crypto';

/** The draw's random source: `node:crypto`, cryptographically secure. */
export const secureRandomInt: RandomInt = (maxExclusive) => randomInt(maxExclusive);
