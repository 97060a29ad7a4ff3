// npm run bench:visitor: the visitor-side figures on the SQLite default.
//   (d) visitor-page reads per second: one list of 60 gifts in 6 categories, 50 concurrent clients
//   (e) list-search latency over 100,000 findable lists
// `npm run bench:visitor -- --reads-only`: hello-world and (d) alone, without the 100,000 lists (e) needs and (d) never
// reads: quick enough to measure old and new builds alternately, or to profile (BENCH_SERVER_ARGS).
import autocannon from 'autocannon';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteEventStore } from '../backend/dist/platform/event-store/sqlite-event-store.js';
import { PersonalData } from '../backend/dist/platform/personal-data/personal-data.js';
import { SqliteKeyStore } from '../backend/dist/platform/personal-data/sqlite-key-store.js';
import { SqliteDocumentStore } from '../projections/dist/store/sqlite-document-store.js';
import { recordFigure } from './bench-figures.mjs';
import { goals, meetsThroughputGoal, throughputGoalText } from './bench-goals.ts';
import { listWithSixtyGifts } from './bench-lists.mjs';
import { BENCH_RATE_LIMITS, startServer, stopServer } from './bench-support.mjs';
import { cpuMs } from './cpu-time.ts';

// BENCH_PORT: another port when two benches run on one machine.
const PORT = Number(process.env.BENCH_PORT) || 3919;
const BASE = `http://127.0.0.1:${PORT}`;
const READS_ONLY = process.argv.includes('--reads-only');
const LISTS = READS_ONLY ? 0 : 100_000;
const OWNERS = 1_000;
const dataDir = mkdtempSync(join(tmpdir(), 'wl-bench-visitor-'));
const env = {
  ...process.env,
  PORT: String(PORT),
  DATA_DIR: dataDir,
  SCRYPT_COST: '16384',
  FRONTEND_DIR: '',
  RATE_LIMITS: BENCH_RATE_LIMITS,
};

const firstNames = [
  'Jan',
  'Els',
  'Pieter',
  'Lotte',
  'Noor',
  'Sam',
  'Lucas',
  'Emma',
  'Renée',
  'Wout',
  'Fien',
  'Arne',
  'Marie',
  'Jules',
  'Hanne',
  'Bram',
];
const lastNames = [
  'Peeters',
  'Janssens',
  'Maes',
  'Jacobs',
  'Mertens',
  'Willems',
  'Claes',
  'Goossens',
  'Wouters',
  'De Smet',
  'Dubois',
  'Vermeulen',
  'Van Damme',
  'Hermans',
  'Aerts',
  'Smits',
];
const cities = [
  'Gent',
  'Antwerpen',
  'Leuven',
  'Brugge',
  'Hasselt',
  'Mechelen',
  'Utrecht',
  'Amsterdam',
  'Rotterdam',
  'Eindhoven',
];
const pick = (list, i) => list[i % list.length];

/** Writes 100,000 findable lists straight into the event log, with personal data sealed as the app does it. */
async function seedLists() {
  const events = new SqliteEventStore(join(dataDir, 'events.db'));
  const documents = new SqliteDocumentStore(join(dataDir, 'readmodels.db'));
  const keys = new SqliteKeyStore(join(dataDir, 'keys.db'));
  const personal = new PersonalData(keys, documents, events);
  await personal.start();
  const owners = Array.from({ length: OWNERS }, () => randomUUID());
  const meta = () => ({
    correlationId: randomUUID(),
    causationId: null,
    userId: null,
    contextId: null,
    at: new Date().toISOString(),
    schemaVersion: 1,
  });
  for (let start = 0; start < LISTS; start += 1000) {
    await Promise.all(
      Array.from({ length: Math.min(1000, LISTS - start) }, async (_, k) => {
        const i = start + k;
        const owner = owners[i % OWNERS];
        const wishlistId = randomUUID();
        const username = `lijst-${i}`;
        const firstName = pick(firstNames, i * 7 + 3);
        const lastName = `${pick(lastNames, i * 13 + 5)}${i % 3 === 0 ? '' : ` ${i.toString(36)}`}`;
        const data = {
          wishlistId,
          publicGuid: randomUUID(),
          primaryOwnerId: owner,
          usernameIndex: await personal.index('username', username),
          accessType: 'PUBLIC',
          includeInSearchResult: true,
          showCrossedOff: false,
          personal: await personal.seal(owner, {
            username,
            firstName,
            lastName,
            city: pick(cities, i),
            accessQuestion: null,
            accessAnswer: null,
          }),
        };
        await events.append(
          `wishlist-${wishlistId}`,
          [{ eventId: randomUUID(), type: 'WishlistCreated', data, metadata: meta() }],
          'no_stream',
        );
      }),
    );
  }
  await personal.stop();
  await Promise.all([events.close(), documents.close(), keys.close()]);
}

function reportSearches(description, label, result, helloWorldRate) {
  const rate = Math.round(result.requests.average);
  console.log(
    `    ${description}: ${rate} searches/s (ratio to hello-world ${(rate / helloWorldRate).toFixed(3)}), p50 / p99: ${result.latency.p50} ms / ${result.latency.p99} ms, non-2xx: ${result.non2xx}`,
  );
  recordFigure({
    name: `list search over ${LISTS} lists, 10 clients, ${label}`,
    value: rate,
    unit: 'searches/s',
    helloWorldRate,
  });
  recordFigure({
    name: `list search over ${LISTS} lists, 10 clients, ${label}, p99`,
    value: result.latency.p99,
    unit: 'ms',
    goal: '≤ 20 ms',
    met: result.latency.p99 <= 20 && !result.non2xx,
  });
}

function load(options) {
  return new Promise((resolve, reject) =>
    autocannon({ url: BASE, duration: 10, ...options }, (e, r) => (e ? reject(e) : resolve(r))),
  );
}

/** `load`, with the server's CPU time per answered request (µs): steadier than rates on a shared machine. */
async function measured(server, options) {
  const before = cpuMs(server.pid);
  const result = await load(options);
  const answered = result.requests.total;
  return { result, cpuPerRequest: answered ? ((cpuMs(server.pid) - before) * 1000) / answered : NaN };
}

/** (e): list searches over the seeded lists, the same queries over and over, then a new query each time. */
async function listSearches(helloWorldRate) {
  const queries = [...firstNames, ...lastNames, ...cities].map((w) => w.slice(0, 3 + (w.length % 4)).toLowerCase());
  const mixed = queries.map((q, i) => (i % 3 === 0 ? `${q} ${pick(cities, i).slice(0, 3)}` : q));
  const sample = await (await fetch(`${BASE}/api/Wishlist/Search?query=${encodeURIComponent(mixed[1])}`)).json();
  // Repeated queries are answered from the kept answers until the index changes; new ones read the index.
  let next = 0;
  const repeated = await load({
    connections: 10,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({
          ...request,
          path: `/api/Wishlist/Search?query=${encodeURIComponent(mixed[next++ % mixed.length])}`,
        }),
      },
    ],
  });
  console.log(
    `(e) List search over ${LISTS} lists, 10 concurrent clients (e.g. "${mixed[1]}": ${sample.totalCount} matches)`,
  );
  reportSearches(`the same ${mixed.length} queries over and over`, 'repeated queries', repeated, helloWorldRate);
  // A name and a fragment of another word never asked before (2/3 of the lists carry a base-36 word): no kept answer.
  const fresh = () =>
    `${queries[Math.floor(Math.random() * queries.length)]} ${Math.floor(36 ** 2 + Math.random() * (36 ** 3 - 36 ** 2)).toString(36)}`;
  const news = await load({
    connections: 10,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({ ...request, path: `/api/Wishlist/Search?query=${encodeURIComponent(fresh())}` }),
      },
    ],
  });
  reportSearches('a new query each time', 'new queries', news, helloWorldRate);
}

const started = performance.now();
await seedLists();
console.log(`Seeded ${LISTS} lists in ${((performance.now() - started) / 1000).toFixed(1)} s`);
const spawned = performance.now();
const server = await startServer(env);
try {
  for (;;) {
    const health = await (await fetch(`${BASE}/api/Utility/Health`)).json();
    if (health.status === 'ok') break;
    await new Promise((r) => setTimeout(r, 250));
  }
  console.log(
    `Server up and every read model caught up with ${LISTS} lists ${((performance.now() - spawned) / 1000).toFixed(1)} s after start\n`,
  );

  const username = await listWithSixtyGifts(BASE);
  const { result: hello, cpuPerRequest: helloCpu } = await measured(server, {
    connections: 50,
    requests: [{ method: 'GET', path: '/api/Utility/WebVersion' }],
  });
  const helloWorldRate = Math.round(hello.requests.average);
  console.log(
    `hello-world (GET /api/Utility/WebVersion, 50 clients): ${helloWorldRate} requests/s, p50 / p99: ${hello.latency.p50} ms / ${hello.latency.p99} ms, server CPU ${helloCpu.toFixed(1)} µs a request\n`,
  );
  recordFigure({
    name: 'hello-world (WebVersion), 50 clients, visitor bench',
    value: helloWorldRate,
    unit: 'requests/s',
    note: 'same stack, same run as (d) and (e)',
  });

  const { result: reads, cpuPerRequest: readCpu } = await measured(server, {
    connections: 50,
    requests: [{ method: 'GET', path: `/api/Wishlist/Get/${username}` }],
  });
  const readRate = Math.round(reads.requests.average);
  console.log('(d) Visitor page (60 gifts, 6 categories), 50 concurrent clients, 10 s');
  console.log(
    `    reads/s: ${readRate} (ratio to hello-world ${(readRate / helloWorldRate).toFixed(3)}), p50 / p99: ${reads.latency.p50} ms / ${reads.latency.p99} ms, non-2xx: ${reads.non2xx}, server CPU ${readCpu.toFixed(1)} µs a read (${(readCpu / helloCpu).toFixed(2)} hello-worlds)\n`,
  );
  recordFigure({
    name: 'visitor page (60 gifts), 50 clients',
    value: readRate,
    unit: 'reads/s',
    goal: throughputGoalText(goals.visitorPage.ratio),
    met: meetsThroughputGoal({ rate: readRate, helloWorldRate, failures: reads.non2xx }, goals.visitorPage.ratio),
    helloWorldRate,
  });
  recordFigure({
    name: 'visitor page (60 gifts), 50 clients, p99',
    value: reads.latency.p99,
    unit: 'ms',
    goal: `≤ ${goals.visitorPage.p99Ms} ms`,
    met: reads.latency.p99 <= goals.visitorPage.p99Ms,
  });

  if (!READS_ONLY) await listSearches(helloWorldRate);
} finally {
  await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}
