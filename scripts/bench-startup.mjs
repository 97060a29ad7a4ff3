// npm run bench:startup: what starting the backend costs (issue 26, item 6). About 150 test files each start the real
// app, so the CPU time of importing backend/dist/create-app.js and of starting an app on SQLite is paid per file. Each
// sample is a fresh child process (nothing cached in memory); the figures are the medians of the samples.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { recordFigure } from './bench-figures.mjs';

const SAMPLES = 5;
const DIST = join(fileURLToPath(new URL('..', import.meta.url)), 'backend', 'dist');

/** CPU (user + system) and wall milliseconds of `work`, in this process. */
async function measured(work) {
  const cpu = process.cpuUsage();
  const start = performance.now();
  await work();
  const used = process.cpuUsage(cpu);
  return { cpuMs: (used.user + used.system) / 1000, wallMs: performance.now() - start };
}

/** One sample, in the child: import create-app, then start and close an app on SQLite in a fresh folder. */
async function sample() {
  let createApp;
  const importing = await measured(async () => {
    ({ createApp } = await import(pathToFileURL(join(DIST, 'create-app.js')).href));
  });
  const { configFromEnv } = await import(pathToFileURL(join(DIST, 'platform', 'config', 'config.js')).href);
  const dataDir = mkdtempSync(join(tmpdir(), 'wl-bench-startup-'));
  const config = {
    ...configFromEnv({}),
    port: 0,
    dataDir,
    frontendDir: null,
    productDemoFeeds: null,
    logLevel: 'silent',
  };
  let app;
  try {
    const starting = await measured(async () => {
      app = await createApp(config);
      await app.listen(0, '127.0.0.1');
    });
    // Garbage collection moves between the steps (a smaller heap after the import collects during the start): what a
    // test file pays is the sum.
    const both = { cpuMs: importing.cpuMs + starting.cpuMs, wallMs: importing.wallMs + starting.wallMs };
    console.log(JSON.stringify({ importing, starting, both }));
  } finally {
    await app?.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

if (process.argv[2] === '--sample') {
  await sample();
} else {
  const samples = Array.from({ length: SAMPLES }, () =>
    JSON.parse(execFileSync(process.execPath, [fileURLToPath(import.meta.url), '--sample'], { encoding: 'utf8' })),
  );
  const figure = (step, measure) => Math.round(median(samples.map((s) => s[step][measure])));
  for (const [step, label] of [
    ['importing', 'import create-app'],
    ['starting', 'start an app on SQLite'],
    ['both', 'import and start'],
  ]) {
    console.log(
      `${label.padEnd(24)} CPU ${String(figure(step, 'cpuMs')).padStart(5)} ms, wall ${String(figure(step, 'wallMs')).padStart(5)} ms (median of ${SAMPLES} processes)`,
    );
    recordFigure({
      name: `Backend start-up: ${label}, CPU (median)`,
      value: figure(step, 'cpuMs'),
      unit: 'ms',
      note: `wall ${figure(step, 'wallMs')} ms`,
    });
  }
}
