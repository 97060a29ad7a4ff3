// npm run bench:draw: the lot draw's figures (issue 12), on the built backend. Each figure is the median (and the
// slowest) of 21 runs with fresh random groups, with node:crypto as the random source as in production.
import { randomInt } from 'node:crypto';
import { drawLots } from '../backend/dist/lots/draw.js';
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

/** 16 people (the most drawn by counting), each excluding the next 10 in a circle: feasible, and dense. */
function countedGroup() {
  const n = 16;
  const exclusions = new Map(Array.from({ length: n }, (_, g) => [g, new Set(Array.from({ length: 10 }, (_, k) => (g + 1 + k) % n))]));
  return { n, exclusions };
}

function measure(makeGroup, expectFeasible) {
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    const { n, exclusions } = makeGroup();
    const start = performance.now();
    const drawn = drawLots(n, exclusions);
    times.push(performance.now() - start);
    if (drawn.feasible !== expectFeasible) throw new Error(`expected feasible=${expectFeasible}`);
  }
  return { median: median(times), slowest: Math.max(...times) };
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
console.log('(c) 16 participants each excluding 10 others, drawn exactly uniformly by counting its valid draws');
console.log(`    median ${ms(counted.median)}, slowest ${ms(counted.slowest)}  (floor: under ${FLOOR_MS} ms)`);
for (const [name, figure] of [
  ['Draw: 1,000 participants, 20 exclusions each (median)', crowded], ['Draw: dense infeasible group of 200 (median)', infeasible],
  ['Draw: 16 participants, 10 exclusions each, by counting (median)', counted],
]) {
  recordFigure({ name, value: Number(figure.median.toFixed(2)), unit: 'ms', goal: `< ${FLOOR_MS} ms`, met: figure.median < FLOOR_MS, note: `slowest ${ms(figure.slowest)}` });
}
