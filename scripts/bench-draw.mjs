// npm run bench:draw: the lot draw's figures (issues 12 and 27), on the built backend. Each figure is the median (and
// the slowest) of 21 runs with fresh random groups, with node:crypto as the random source as in production. Then the
// measurements behind the draw's limits (docs/lots.md): counting time per group size, the Markov chain's time, and how
// soon the chain forgets its start.
import { randomInt } from 'node:crypto';
import { checkFeasibility } from '../contracts/dist/draw-feasibility.js';
import { drawPrivacy, PRIVACY_EXACT_MAX } from '../contracts/dist/draw-privacy.js';
import { chainLength, sampleByMarkovChain } from '../backend/dist/lots/draw-chain.js';
import { COUNTING_MAX_PEOPLE, sampleByCounting } from '../backend/dist/lots/draw-counting.js';
import { drawLots } from '../backend/dist/lots/draw.js';
import { secureRandomInt } from '../backend/dist/lots/random.js';
import { recordFigure } from './bench-figures.mjs';

const RUNS = 21;
const FLOOR_MS = 50;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (n) => `${n.toFixed(2)} ms`;

/** 1,000 people, each excluding 20 random others. */
function crowdedGroup() {
  const n = 1000;
  const exclusions = new Map();
  for (let g = 0; g < n; g++) exclusions.set(g, new Set(Array.from({ length: 20 }, () => randomInt(n))));
  return { n, exclusions };
}

/** 200 people who may each draw only 10 random others, and 30 of them only among the same 29. */
function denseInfeasibleGroup() {
  const n = 200;
  const narrow = new Set(Array.from({ length: 29 }, (_, i) => i));
  const exclusions = new Map();
  for (let g = 0; g < n; g++) {
    const allowed = g >= 100 && g < 130 ? narrow : new Set(Array.from({ length: 10 }, () => randomInt(n)));
    exclusions.set(g, new Set(Array.from({ length: n }, (_, r) => r).filter((r) => !allowed.has(r))));
  }
  return { n, exclusions };
}

/** The most people drawn by counting, each excluding the next half of the others in a circle: feasible, and dense. */
const COUNTED_EXCLUSIONS = Math.floor(COUNTING_MAX_PEOPLE / 2);
function countedGroup() {
  const n = COUNTING_MAX_PEOPLE;
  const exclusions = new Map(
    Array.from({ length: n }, (_, g) => [
      g,
      new Set(Array.from({ length: COUNTED_EXCLUSIONS }, (_, k) => (g + 1 + k) % n)),
    ]),
  );
  return { n, exclusions };
}

/** n people who may each draw only `allowed` random others, one of them the next in a random circle (so a draw exists). */
function sparseGroup(n, allowed) {
  const circle = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [circle[i], circle[j]] = [circle[j], circle[i]];
  }
  const exclusions = new Map();
  for (let i = 0; i < n; i++) {
    const may = new Set(Array.from({ length: allowed - 1 }, () => randomInt(n)));
    may.add(circle[(i + 1) % n]);
    exclusions.set(circle[i], new Set(Array.from({ length: n }, (_, r) => r).filter((r) => !may.has(r))));
  }
  return { n, exclusions };
}

/** n people in one circle, each allowed only the next two: two valid draws, and every chain proposal walks all n. */
function ringGroup(n) {
  const exclusions = new Map(
    Array.from({ length: n }, (_, g) => [
      g,
      new Set(Array.from({ length: n }, (_, r) => r).filter((r) => r !== (g + 1) % n && r !== (g + 2) % n)),
    ]),
  );
  return { n, exclusions };
}

function timed(runs, makeInput, run) {
  const times = [];
  for (let i = 0; i < runs; i++) {
    const input = makeInput();
    const start = performance.now();
    run(input);
    times.push(performance.now() - start);
  }
  return { median: median(times), slowest: Math.max(...times) };
}

function measure(makeGroup, expectFeasible) {
  return timed(RUNS, makeGroup, ({ n, exclusions }) => {
    if (drawLots(n, exclusions).feasible !== expectFeasible) throw new Error(`expected feasible=${expectFeasible}`);
  });
}

/** Baseline on the same machine and run: sorting 1,000,000 random numbers, so the figures can be compared across days. */
function baseline() {
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    const values = Float64Array.from({ length: 1_000_000 }, () => Math.random());
    const start = performance.now();
    values.sort();
    times.push(performance.now() - start);
  }
  return median(times);
}

console.log(`Baseline: sorting 1,000,000 numbers, median ${ms(baseline())}`);
const crowded = measure(crowdedGroup, true);
console.log('(a) Feasibility check plus draw, 1,000 participants with 20 random exclusions each');
console.log(`    median ${ms(crowded.median)}, slowest ${ms(crowded.slowest)}  (floor: under ${FLOOR_MS} ms)`);
const infeasible = measure(denseInfeasibleGroup, false);
console.log('(b) Dense infeasible group of 200 participants, answered as infeasible with a Hall witness');
console.log(`    median ${ms(infeasible.median)}, slowest ${ms(infeasible.slowest)}  (floor: under ${FLOOR_MS} ms)`);
const counted = measure(countedGroup, true);
console.log(
  `(c) ${COUNTING_MAX_PEOPLE} participants each excluding the next ${COUNTED_EXCLUSIONS}, drawn exactly uniformly by counting its valid draws`,
);
console.log(`    median ${ms(counted.median)}, slowest ${ms(counted.slowest)}  (floor: under ${FLOOR_MS} ms)`);
for (const [name, figure] of [
  ['Draw: 1,000 participants, 20 exclusions each (median)', crowded],
  ['Draw: dense infeasible group of 200 (median)', infeasible],
  [`Draw: ${COUNTING_MAX_PEOPLE} participants, ${COUNTED_EXCLUSIONS} exclusions each, by counting (median)`, counted],
]) {
  recordFigure({
    name,
    value: Number(figure.median.toFixed(2)),
    unit: 'ms',
    goal: `< ${FLOOR_MS} ms`,
    met: figure.median < FLOOR_MS,
    note: `slowest ${ms(figure.slowest)}`,
  });
}

console.log('\nCounting, without exclusions (the most additions), per group size: median and slowest of 7, and memory');
for (let n = 14; n <= COUNTING_MAX_PEOPLE + 2; n++) {
  const time = timed(
    7,
    () => null,
    () => sampleByCounting(n, new Map(), secureRandomInt, n),
  );
  console.log(
    `    n = ${n}: ${ms(time.median)} (slowest ${ms(time.slowest)}), ${((9 * 2 ** n) / 2 ** 20).toFixed(1)} MB${n === COUNTING_MAX_PEOPLE ? '  <- COUNTING_MAX_PEOPLE' : ''}`,
  );
}

const privacy = timed(
  7,
  () => null,
  () => drawPrivacy(PRIVACY_EXACT_MAX, new Map()),
);
console.log(
  `\nThe wizard's privacy check for the largest exact group (${PRIVACY_EXACT_MAX} people, no exclusions): ${ms(privacy.median)} (slowest ${ms(privacy.slowest)})`,
);

console.log('\nThe Markov chain alone, from the matching the feasibility check found (median and slowest of 7)');
for (const [label, makeGroup] of [
  ['200 who may each draw 10', () => sparseGroup(200, 10)],
  ['200 in a circle, each the next two', () => ringGroup(200)],
  ['1,000 with 20 exclusions each', crowdedGroup],
  ['1,000 who may each draw 10', () => sparseGroup(1000, 10)],
  ['1,000 in a circle, each the next two', () => ringGroup(1000)],
]) {
  const group = makeGroup();
  const start = checkFeasibility(group.n, group.exclusions, secureRandomInt);
  const time = timed(
    7,
    () => null,
    () => sampleByMarkovChain(start.matching, group.exclusions, secureRandomInt),
  );
  console.log(`    ${label}: ${chainLength(group.n)} proposals, ${ms(time.median)} (slowest ${ms(time.slowest)})`);
}

/**
 * How soon the chain forgets its start: the mean number of givers who still have their start's receiver after a
 * fraction of the chain's length (30 runs each). Once that stops falling, the chain has reached its stationary level
 * for this figure; the chain's length is a multiple of that.
 */
console.log('\nGivers still holding their start receiver, mean of 30 chains, after a fraction of the chain length');
const FRACTIONS = [1 / 32, 1 / 16, 1 / 8, 1 / 4, 1 / 2, 1, 2];
for (const [label, group] of [
  [
    '200 with 60 exclusions each',
    {
      n: 200,
      exclusions: new Map(
        Array.from({ length: 200 }, (_, g) => [g, new Set(Array.from({ length: 60 }, () => randomInt(200)))]),
      ),
    },
  ],
  ['200 who may each draw 10', sparseGroup(200, 10)],
  ['200 who may each draw 3', sparseGroup(200, 3)],
  ['1,000 with 20 exclusions each', crowdedGroup()],
]) {
  const start = checkFeasibility(group.n, group.exclusions, secureRandomInt);
  if (!start.feasible) continue;
  const means = FRACTIONS.map((fraction) => {
    let kept = 0;
    for (let run = 0; run < 30; run++) {
      const drawn = sampleByMarkovChain(
        start.matching,
        group.exclusions,
        secureRandomInt,
        Math.ceil(fraction * chainLength(group.n)),
      );
      kept += drawn.filter((r, g) => r === start.matching[g]).length;
    }
    return `${fraction < 1 ? `1/${1 / fraction}` : fraction}: ${(kept / 30).toFixed(1)}`;
  });
  console.log(`    ${label}: ${means.join(', ')}`);
}
