/**
 * `npm test` runs the long property and statistical checks at a bounded size; `FULL_RUNS=1` (`npm run test:full`)
 * runs them at their full size. The bounded size is what every run must afford on two cores; the full size is for a
 * change to what they check (the draw, the routes), and for a nightly run.
 */
export const FULL_RUNS = process.env.FULL_RUNS === '1';

/** `full` with FULL_RUNS=1, else `bounded`. */
export const runs = (full: number, bounded: number) => (FULL_RUNS ? full : bounded);
