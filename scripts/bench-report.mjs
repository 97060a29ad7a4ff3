// npm run bench, last step: every figure the run's benches recorded (scripts/bench-figures.mjs) as one table, with the
// machine and the commit, printed and written into docs/benchmarks.md between its two markers (the "Latest run"
// section at the top; the history below the markers stays as it is).
import Database from 'better-sqlite3';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { FIGURES_FILE } from './bench-figures.mjs';
import { postgresVersion } from './postgres-cluster.ts';

const DOC = join(process.cwd(), 'docs', 'benchmarks.md');
const START = '<!-- bench-report:start -->';
const END = '<!-- bench-report:end -->';

function sqliteVersion() {
  const db = new Database(':memory:');
  try {
    return db.prepare('select sqlite_version() as version').get().version;
  } finally {
    db.close();
  }
}

function commit() {
  const git = (...args) => execFileSync('git', args, { encoding: 'utf8' }).trim();
  try {
    return `${git('rev-parse', '--short', 'HEAD')}${git('status', '--porcelain', '--untracked-files=no') ? ' (with uncommitted changes)' : ''}`;
  } catch {
    return 'unknown (no git)';
  }
}

const number = (value) => value.toLocaleString('en', { maximumFractionDigits: 2 });
const isThroughput = (figure) => figure.unit.endsWith('/s');

/** A throughput's ratio to the same run's hello-world; whether it meets a goal is the figure's `met`, judged by the bench. */
function ratioCell(figure) {
  if (!isThroughput(figure) || !figure.helloWorldRate) return '';
  return (figure.value / figure.helloWorldRate).toFixed(3);
}

/** One table row: the figure, its value, the goal, whether it is met, and a throughput's ratio to hello-world. */
function row(figure) {
  const met = figure.met === true ? 'met' : figure.met === false ? '**not met**' : '';
  const ratio = ratioCell(figure);
  const value = `${number(figure.value)} ${figure.unit}${figure.note ? ` (${figure.note})` : ''}`;
  return `| ${[figure.name, value, figure.goal ?? '', met, ratio].map((cell) => String(cell).replaceAll('|', '\\|')).join(' | ')} |`;
}

function report(figures, now = new Date()) {
  const cores = cpus();
  const machine =
    `${cores.length} cores (${cores[0]?.model.trim() ?? 'unknown CPU'}), ${(totalmem() / 2 ** 30).toFixed(1)} GiB memory, ` +
    `Node ${process.version}, SQLite ${sqliteVersion()}, PostgreSQL ${postgresVersion() ?? 'none'}`;
  const unmet = figures.filter((figure) => figure.met === false).length;
  return [
    `Run of ${now.toISOString().slice(0, 16).replace('T', ' ')} UTC, commit ${commit()}.`,
    `Machine: ${machine}.`,
    '',
    `${figures.length} figures, ${figures.filter((figure) => figure.met === true).length} goals met, ${unmet} not met. ` +
      "A throughput's ratio is to the hello-world rate of the same stack measured in the same run on the same machine; " +
      'a throughput goal is that ratio and nothing else (compare ratios across machines and days, not rates).',
    '',
    '| figure | value | goal | met? | ratio to hello-world |',
    '|---|---|---|---|---|',
    ...figures.map(row),
  ].join('\n');
}

/** The document with `table` between the markers; a document without them gets a "Latest run" section after its title. */
function withLatestRun(document, table) {
  const section = `${START}\n${table}\n${END}`;
  const start = document.indexOf(START);
  const end = document.indexOf(END);
  if (start !== -1 && end > start) return document.slice(0, start) + section + document.slice(end + END.length);
  const [title, ...rest] = document.split('\n');
  return [title, '', '## Latest run (`npm run bench`)', '', section, '', ...rest].join('\n');
}

if (!existsSync(FIGURES_FILE)) throw new Error('No figures recorded: run the benches first (npm run bench)');
const figures = readFileSync(FIGURES_FILE, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line));
const table = report(figures);
console.log(`\n${table}\n`);
writeFileSync(DOC, withLatestRun(readFileSync(DOC, 'utf8'), table));
console.log('Written to docs/benchmarks.md (Latest run).');
