// npm run bench:rebuild [-- <read model>]: the rebuild figure of `npm run bench` alone, repeated. Sets up 10 lists
// through the API, fills the log with gift streams (scripts/bench-log.mjs) up to 100,000 events, about as many gifts as
// `npm run bench` leaves (half the events gifts crossed off and undone once, the rest nine times), stops the server and
// rebuilds the read model (default `wishlists`, the slowest) BENCH_REBUILD_RUNS times (3). Prints each run's events/s
// and CPU time per event (the rebuild's own, from its start to the swap: steadier than wall time on a shared machine)
// and their medians. BENCH_REBUILD_ARGS adds Node options to the rebuild (e.g. `--cpu-prof --cpu-prof-dir=<folder>`).
// BENCH_REBUILD_DIR names a data folder to keep: set up once, later runs with the same folder only rebuild.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { topUpLog } from './bench-log.mjs';
import { accounts } from './bench-lists.mjs';
import { BENCH_RATE_LIMITS, startServer, stopServer } from './bench-support.mjs';

const PORT = 3919;
const BASE = `http://127.0.0.1:${PORT}`;
const EVENTS = 100_000;
const LISTS = 10;
const RUNS = Number(process.env.BENCH_REBUILD_RUNS ?? 3);
const readModel = process.argv[2] ?? 'wishlists';

const kept = process.env.BENCH_REBUILD_DIR;
const dataDir = kept ?? mkdtempSync(join(tmpdir(), 'wl-bench-rebuild-'));
if (kept) mkdirSync(kept, { recursive: true });
const env = {
  ...process.env,
  PORT: String(PORT),
  DATA_DIR: dataDir,
  SCRYPT_COST: '16384',
  FRONTEND_DIR: '',
  RATE_LIMITS: BENCH_RATE_LIMITS,
};
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Ten lists made through the API, then gift streams; answers the events in the log. */
async function setUp() {
  const server = await startServer(env);
  try {
    const owners = await accounts([BASE], LISTS);
    const lists = await Promise.all(
      owners.map(async ({ client, wishlistId }) => {
        const list = await client.call('GET', `/api/MyList/Get/${wishlistId}`);
        return { wishlistId, categoryId: list.body.categories[0].privateGuid };
      }),
    );
    await topUpLog(join(dataDir, 'events.db'), lists, EVENTS / 2, 1);
    return await topUpLog(join(dataDir, 'events.db'), lists, EVENTS);
  } finally {
    await stopServer(server);
  }
}

try {
  const events = join(dataDir, 'events.db');
  const total = kept && existsSync(events) ? null : await setUp();
  const nodeArgs = (process.env.BENCH_REBUILD_ARGS ?? '').split(' ').filter(Boolean);
  const rates = [];
  const cpuPerEvent = [];
  for (let run = 0; run < RUNS; run++) {
    const rebuild = spawnSync(process.execPath, [...nodeArgs, 'backend/dist/rebuild.js', readModel], {
      env,
      encoding: 'utf8',
    });
    if (rebuild.status !== 0) throw new Error(rebuild.stderr);
    const line = rebuild.stdout.split('\n').find((l) => / events in [\d.]+ s/.test(l));
    const processed = Number(/ (\d+) events in/.exec(line)[1]);
    const rate = processed / Number(/ events in ([\d.]+) s/.exec(line)[1]);
    const cpuSeconds = Number(/\(([\d.]+) s CPU\)/.exec(line)[1]);
    rates.push(rate);
    cpuPerEvent.push((cpuSeconds * 1e6) / processed);
    console.log(
      `run ${run + 1}: ${line.trim()}\n    ${Math.round(rate)} events/s, ${cpuPerEvent.at(-1).toFixed(1)} µs CPU/event`,
    );
  }
  console.log(
    `${readModel}${total === null ? '' : ` over ${total} events`}, median of ${RUNS}: ${Math.round(median(rates))} events/s, ${median(cpuPerEvent).toFixed(1)} µs CPU/event (${Math.round(1e6 / median(cpuPerEvent))} events per CPU second)`,
  );
} finally {
  if (!kept) rmSync(dataDir, { recursive: true, force: true });
}
