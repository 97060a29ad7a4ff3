// The figures of one `npm run bench` run. Each bench script records what it measured here; the last step of the run
// (scripts/bench-report.mjs) prints them as one table and writes it to docs/benchmarks.md.
import { appendFileSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const FIGURES_FILE = join(dirname(fileURLToPath(import.meta.url)), '..', '.bench', 'figures.jsonl');

/** Starts a run: figures of an earlier run are dropped. */
export function startFigures() {
  rmSync(FIGURES_FILE, { force: true });
}

/**
 * One measured figure. `goal` is the goal as text (e.g. "≥ 0.30 × hello-world"), `met` whether the value
 * reaches it (null when the figure has no goal; throughputs are judged by scripts/bench-goals.ts), and `helloWorldRate`
 * the same stack's hello-world requests/s measured in the same run, for throughputs (the report prints the ratio).
 * @param {{ name: string, value: number, unit: string, goal?: string, met?: boolean | null, helloWorldRate?: number, note?: string }} figure
 */
export function recordFigure(figure) {
  mkdirSync(dirname(FIGURES_FILE), { recursive: true });
  appendFileSync(FIGURES_FILE, `${JSON.stringify({ goal: '', met: null, ...figure })}\n`);
}

// `node scripts/bench-figures.mjs --start`: the first step of `npm run bench`, before any bench records a figure.
if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2] === '--start') startFigures();
