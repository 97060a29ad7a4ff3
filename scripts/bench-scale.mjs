// npm run bench:scale (issue 25, item 4): CrossOff and the visitor page with 1, 2 and 3 backend processes on PostgreSQL
// (RUN_PROJECTIONS=false, plus the projector), beside the single SQLite process and its hello-world in the same run.
// The clients are spread evenly over the backends (one autocannon instance per backend, run at the same time, summed);
// each CrossOff is the first cross-off of a fresh gift. Over every measured window the CPU time of each process group
// (backends, projector, PostgreSQL's processes, this load tool, the rest of the machine) is read from /proc and printed
// as a share of all cores and as CPU time per answer. During the run with 3 backends pg_stat_statements and pg_stat_wal show where PostgreSQL's
// time goes. PostgreSQL is a private cluster of this run (scripts/postgres-cluster.ts), removed afterwards.
import autocannon from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { recordFigure } from './bench-figures.mjs';
import { accounts, giftsToCrossOff, giverClients, listWithSixtyGifts } from './bench-lists.mjs';
import { BENCH_RATE_LIMITS, startServer, stopServer } from './bench-support.mjs';
import { cpuSplitText, cpuWindow, withChildren } from './cpu-time.ts';
import { startPrivateCluster } from './postgres-cluster.ts';

/** Clients in every run, whatever the number of backends (60: 60, 30 + 30, 20 + 20 + 20). */
const CLIENTS = 60;
const BACKENDS = [1, 2, 3];
const HELLO_S = 5;
const CROSS_OFF_S = 8;
const VISITOR_S = 5;
/**
 * Fresh gifts made through the API for the CrossOff runs (BENCH_SCALE_GIFTS, BENCH_SCALE_PG_GIFTS): making them is most
 * of the bench's time. A run ends after CROSS_OFF_S or when its share is used up (its rate is then over a shorter
 * window); the 3 PostgreSQL runs take at most a third each, one after the other, each where the last stopped.
 */
const GIFTS = {
  sqlite: Number(process.env.BENCH_SCALE_GIFTS ?? 2_500),
  postgres: Number(process.env.BENCH_SCALE_PG_GIFTS ?? 2_000),
};

const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

const until = async (condition, what) => {
  for (const started = Date.now(); !(await condition());) {
    if (Date.now() - started > 120_000) throw new Error(`waited 2 minutes for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

const caughtUp = (base) =>
  until(async () => (await (await fetch(`${base}/api/Utility/Health`)).json()).status === 'ok', `${base} to catch up`);

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/**
 * `CLIENTS` clients spread evenly over `bases`, one autocannon instance per base, all started together; each instance
 * ends after `seconds` or after `amount` requests. `request(k, i)` builds the k-th request of instance i. Answers are
 * counted over all instances: the rate is the 2xx answers per second of the window, p99 over every answer's latency.
 */
async function spreadLoad(bases, { seconds, amount, request }) {
  const latencies = [];
  let ok = 0;
  const failures = {};
  const built = bases.map(() => 0);
  const started = performance.now();
  const runs = bases.map((url, i) => {
    const instance = autocannon({
      url,
      connections: CLIENTS / bases.length,
      ...(amount ? { amount: Math.floor(amount / bases.length) } : { duration: seconds }),
      requests: [{ setupRequest: (base) => ({ ...base, ...request(built[i]++, i) }) }],
    });
    instance.on('response', (client, status, bytes, ms) => {
      latencies.push(ms);
      if (status >= 200 && status < 300) ok++;
      else failures[status] = (failures[status] ?? 0) + 1;
    });
    instance.on('reqError', (error) => {
      failures[error.code ?? 'error'] = (failures[error.code ?? 'error'] ?? 0) + 1;
    });
    return { instance, done: new Promise((resolve) => instance.once('done', resolve)) };
  });
  const timer = amount ? setTimeout(() => runs.forEach(({ instance }) => instance.stop()), seconds * 1000) : null;
  await Promise.all(runs.map(({ done }) => done));
  clearTimeout(timer);
  const elapsedS = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    rate: Math.round(ok / elapsedS),
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    answered: ok,
    failures,
    elapsedS,
    sent: Math.max(...built),
  };
}

/**
 * The cross-offs of one run, of at most `share` of the gifts `fresh` still holds: instance i of n takes every n-th, each
 * giver in turn.
 */
async function crossOffs(fresh, share, givers, bases) {
  const result = await spreadLoad(bases, {
    seconds: CROSS_OFF_S,
    amount: Math.min(share, fresh.length),
    request: (k, i) => {
      const giver = givers[(k * bases.length + i) % givers.length];
      return {
        method: 'POST',
        path: '/api/Gift/CrossOff',
        headers: { 'content-type': 'application/json', cookie: giver.cookie, 'x-csrf-token': giver.token },
        // autocannon may build a request more than it sends; none is sent past the instance's share.
        body: JSON.stringify({ publicGiftGuid: fresh[(k * bases.length + i) % fresh.length].giftId }),
      };
    },
  });
  // Whatever was sent is used, answered or not: the next run starts after the most any instance took.
  fresh.splice(0, Math.min(fresh.length, result.sent * bases.length));
  return result;
}

const visitorPage = (bases, username) =>
  spreadLoad(bases, { seconds: VISITOR_S, request: () => ({ method: 'GET', path: `/api/Wishlist/Get/${username}` }) });

/** Runs `load` inside a CPU window over `groups`; the load's figures with the split. */
async function measured(groups, load) {
  const window = cpuWindow(groups);
  const result = await load();
  return { ...result, cpu: window.end() };
}

const ms = (n) => `${n.toFixed(1)} ms`;

const failedOf = (result) => Object.values(result.failures).reduce((sum, n) => sum + n, 0);

function print(label, result) {
  const failed = failedOf(result);
  console.log(
    `${label}: ${result.rate}/s, p50 / p99 ${ms(result.p50)} / ${ms(result.p99)}, ${result.answered} answers in ${result.elapsedS.toFixed(1)} s` +
      `${failed ? `, failed: ${JSON.stringify(result.failures)}` : ''}`,
  );
  console.log(`    CPU, as shares of all ${cpus().length} cores: ${cpuSplitText(result.cpu, result.answered)}`);
  for (const line of result.profile ?? []) console.log(`    ${line}`);
}

/** Records a throughput and its p99; the CPU split goes into the throughput's note. Scale figures have no goal. */
function record(name, unit, result, helloWorldRate) {
  const failed = failedOf(result);
  const note = `CPU of ${cpus().length} cores: ${cpuSplitText(result.cpu, result.answered)}${failed ? `; ${failed} failed` : ''}`;
  recordFigure({ name, value: result.rate, unit, helloWorldRate, note });
  recordFigure({ name: `${name}, p99`, value: Number(result.p99.toFixed(1)), unit: 'ms' });
}

/** Owners, `gifts` fresh gifts, givers and the 60-gift list, made through `bases` in turn. */
async function setUp(bases, gifts) {
  const started = performance.now();
  const seconds = () => ((performance.now() - started) / 1000).toFixed(0);
  // The 60-gift list is 66 calls one after the other (one list's stream): it starts first, beside the rest.
  const list = listWithSixtyGifts(bases[0]);
  const owners = await accounts(bases, CLIENTS);
  const accountsMade = seconds();
  const [fresh, givers, username] = await Promise.all([
    giftsToCrossOff(owners, Math.ceil(gifts / owners.length)),
    giverClients(bases, CLIENTS),
    list,
  ]);
  console.log(
    `Set up through ${bases.length} process(es): ${owners.length} owners in ${accountsMade} s, then ${fresh.length} gifts, ${givers.length} givers and the 60-gift list; ${seconds()} s in all`,
  );
  return { fresh, givers, username };
}

// READ_YOUR_WRITES_WAIT_MS: on a loaded machine the set-up's commands can wait longer than 5 s for the projector; no
// measured call waits for the read models (CrossOff answers from the gift's stream, the visitor page is a read).
const common = {
  SCRYPT_COST: '16384',
  FRONTEND_DIR: '',
  RATE_LIMITS: BENCH_RATE_LIMITS,
  READ_YOUR_WRITES_WAIT_MS: '60000',
};
const folders = [];
const folder = (name) => {
  folders.push(mkdtempSync(join(tmpdir(), name)));
  return folders.at(-1);
};
const loadTool = { name: 'load tool (autocannon)', pids: () => [process.pid] };

/** The single SQLite process (projections in it): hello-world, CrossOff, visitor page. Returns the hello-world rate. */
async function sqliteRuns() {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startServer({
    ...process.env,
    ...common,
    PORT: String(port),
    DATA_DIR: folder('wl-bench-scale-'),
  });
  try {
    console.log('SQLite, one process (projections in it)');
    const { fresh, givers, username } = await setUp([base], GIFTS.sqlite);
    await caughtUp(base);
    const groups = [{ name: 'server', pids: () => [server.pid] }, loadTool];
    const hello = await measured(groups, () =>
      spreadLoad([base], { seconds: HELLO_S, request: () => ({ method: 'GET', path: '/api/Utility/WebVersion' }) }),
    );
    const helloWorldRate = hello.rate;
    print(`hello-world (GET /api/Utility/WebVersion), SQLite process, ${CLIENTS} clients`, hello);
    recordFigure({
      name: `Scale: hello-world (WebVersion), 1 process, ${CLIENTS} clients`,
      value: helloWorldRate,
      unit: 'requests/s',
      note: 'same run: the base of the scale ratios',
    });
    const crossOff = await measured(groups, () => crossOffs(fresh, fresh.length, givers, [base]));
    print('CrossOff, SQLite process', crossOff);
    record(`Scale: CrossOff, SQLite, 1 process, ${CLIENTS} clients`, 'requests/s', crossOff, helloWorldRate);
    const visitor = await measured(groups, () => visitorPage([base], username));
    print('visitor page, SQLite process', visitor);
    record(`Scale: visitor page (60 gifts), SQLite, 1 process, ${CLIENTS} clients`, 'reads/s', visitor, helloWorldRate);
    return helloWorldRate;
  } finally {
    await stopServer(server);
  }
}

/**
 * `load` with where PostgreSQL's time went meanwhile (`profile`, lines to print): commits and WAL flushes per answer,
 * and the statements by total time.
 */
async function profiled(database, load) {
  await database.query("SELECT pg_stat_statements_reset(), pg_stat_reset_shared('wal')");
  const commits = async () =>
    Number(
      (await database.query('SELECT xact_commit FROM pg_stat_database WHERE datname = current_database()')).rows[0]
        .xact_commit,
    );
  const commitsBefore = await commits();
  const result = await load();
  const committed = (await commits()) - commitsBefore;
  const wal = (await database.query('SELECT wal_sync, wal_sync_time FROM pg_stat_wal')).rows[0];
  const statements = (
    await database.query(`SELECT calls, total_exec_time, regexp_replace(query, '\\s+', ' ', 'g') AS query FROM pg_stat_statements
    WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database()) ORDER BY total_exec_time DESC LIMIT 8`)
  ).rows;
  const per = (n) => (n / result.answered).toFixed(2);
  return {
    ...result,
    profile: [
      `PostgreSQL meanwhile (pg_stat_statements, pg_stat_wal): ${committed} commits (${per(committed)} per answer), ${wal.wal_sync} WAL flushes ` +
        `(${per(Number(wal.wal_sync))} per answer) taking ${(wal.wal_sync_time / 1000).toFixed(1)} s (${((100 * wal.wal_sync_time) / 1000 / result.elapsedS).toFixed(0)} % of the window)`,
      'statements by total time (ms per answer, calls per answer):',
      ...statements.map(
        (row) =>
          `  ${per(row.total_exec_time).padStart(6)} ms  ${per(Number(row.calls)).padStart(6)}  ${row.query.slice(0, 110)}`,
      ),
    ],
  };
}

/** The PostgreSQL runs: 3 backends and the projector set up, then CrossOff and the visitor page with 3, 2 and 1 backends. */
async function postgresRuns(helloWorldRate) {
  const cluster = startPrivateCluster({
    settings: {
      max_connections: 200,
      shared_preload_libraries: 'pg_stat_statements',
      track_wal_io_timing: 'on',
      'pg_stat_statements.track': 'all',
    },
  });
  if (typeof cluster === 'string') {
    console.log(`Skipping the PostgreSQL runs: ${cluster}`);
    return;
  }
  const admin = new pg.Client({ connectionString: cluster.adminUrl });
  const processes = [];
  try {
    await admin.connect();
    await admin.query('CREATE DATABASE verlanglijst');
    const url = new URL(cluster.adminUrl);
    url.pathname = '/verlanglijst';
    const env = { ...process.env, ...common, DATABASE_URL: url.toString(), DATA_DIR: folder('wl-bench-scale-pg-') };
    const projector = await startServer(env, { script: 'backend/dist/projector.js', ready: 'Projector running' });
    processes.push(projector);
    const backends = [];
    for (let i = 0; i < BACKENDS.at(-1); i++) {
      const port = await freePort();
      const server = await startServer({ ...env, PORT: String(port), RUN_PROJECTIONS: 'false' });
      processes.push(server);
      backends.push({ server, base: `http://127.0.0.1:${port}` });
    }
    console.log(`\nPostgreSQL, ${BACKENDS.at(-1)} backends and the projector`);
    // Set-up only: commits that do not wait for their WAL flush; every measured run has it back on (the default).
    const synchronousCommit = async (value) =>
      admin.query(`ALTER SYSTEM SET synchronous_commit = ${value}`).then(() => admin.query('SELECT pg_reload_conf()'));
    await synchronousCommit('off');
    const { fresh, givers, username } = await setUp(
      backends.map((b) => b.base),
      GIFTS.postgres,
    );
    await caughtUp(backends[0].base);
    await synchronousCommit('on');
    const database = new pg.Client({ connectionString: url.toString() });
    await database.connect();
    await database.query('CREATE EXTENSION pg_stat_statements');
    const results = [];
    const share = Math.floor(fresh.length / BACKENDS.length);
    try {
      for (const n of [...BACKENDS].reverse()) {
        const running = backends.slice(0, n);
        while (backends.length > n) await stopServer(backends.pop().server);
        const bases = running.map((b) => b.base);
        const groups = [
          { name: `backends (${n})`, pids: () => running.map((b) => b.server.pid) },
          { name: 'projector', pids: () => [projector.pid] },
          { name: 'PostgreSQL', pids: () => withChildren(cluster.postmasterPid()) },
          loadTool,
        ];
        const load = () => measured(groups, () => crossOffs(fresh, share, givers, bases));
        const crossOff = n === BACKENDS.at(-1) ? await profiled(database, load) : await load();
        print(`CrossOff, ${n} PostgreSQL backend(s)`, crossOff);
        await caughtUp(bases[0]);
        const visitor = await measured(groups, () => visitorPage(bases, username));
        print(`visitor page, ${n} PostgreSQL backend(s)`, visitor);
        results.push({ n, crossOff, visitor });
      }
    } finally {
      await database.end();
    }
    for (const { n, crossOff, visitor } of results.reverse()) {
      const topology = `PostgreSQL, ${n} backend${n > 1 ? 's' : ''} + projector`;
      record(`Scale: CrossOff, ${topology}, ${CLIENTS} clients`, 'requests/s', crossOff, helloWorldRate);
      record(`Scale: visitor page (60 gifts), ${topology}, ${CLIENTS} clients`, 'reads/s', visitor, helloWorldRate);
    }
  } finally {
    for (const child of processes) await stopServer(child);
    await admin.end().catch(() => undefined);
    cluster.stop();
  }
}

try {
  const helloWorldRate = await sqliteRuns();
  await postgresRuns(helloWorldRate);
} finally {
  for (const path of folders) rmSync(path, { recursive: true, force: true });
}
