// npm run bench:products [-- --postgres]: product search over the demo feeds (docs/products.md).
//   (p) the first import of the demo feeds, then 10 concurrent searchers with varied Dutch terms and price filters,
//       beside the same stack's hello-world rate measured in the same run: the same searches repeated, then every
//       search new (a new price filter), then every word new (one never asked). Goal: p99 < 20 ms.
//   On the SQLite default; with --postgres also on PostgreSQL: the server of DATABASE_URL when it names one (a database
//   the bench may fill and empty), else a private cluster started for the bench and removed after it.
import autocannon from 'autocannon';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { recordFigure } from './bench-figures.mjs';
import { BENCH_RATE_LIMITS, Client, startServer, stopServer } from './bench-support.mjs';
import { cpuMs } from './cpu-time.ts';
import { startPrivateCluster } from './postgres-cluster.ts';

// BENCH_PORT: another port when two benches run on one machine.
const PORT = Number(process.env.BENCH_PORT) || 3923;
const BASE = `http://127.0.0.1:${PORT}`;
const FEEDS = join(import.meta.dirname, '..', 'demo-data', 'feeds');
const GOAL_MS = 20;

const terms = [
  'fiets',
  'kinderfiets',
  'loopfiets rood',
  'boek',
  'kookboek',
  'prentenboek hardcover',
  'puzzel',
  'knuffelbeer',
  'koptelefoon',
  'bluetooth speaker',
  'barbecue',
  'winterjas',
  'kinderwagen',
  'waterkoker',
  'treinset',
  'sjaal wol',
  'koekenpan 28',
  'tuinset teak',
  'kind',
  'elek',
  'smartwatch zwart',
  'babyfoon',
  'fietshelm',
  'roman',
  'tablet 128',
  'hangmat',
  'pyjama',
  'mixer',
  'parasol',
  'knikkerbaan',
];
const priceFilters = [
  {},
  { maxPrice: 50 },
  { minPrice: 20, maxPrice: 100 },
  { minPrice: 100, maxPrice: 500 },
  { minPrice: 500 },
];
const bodies = terms.flatMap((term, i) =>
  priceFilters.map((filter, j) => ({
    term,
    count: (i + j) % 3 === 0 ? 10 : 30,
    offset: (i + j) % 3 === 0 ? 30 : 0,
    ...filter,
  })),
);

const load = (options) =>
  new Promise((resolve, reject) =>
    autocannon({ url: BASE, duration: 10, connections: 10, ...options }, (e, r) => (e ? reject(e) : resolve(r))),
  );

/** Words of a text as the catalogue matches them (search-words.ts): lower case, diacritics folded. */
const wordsOf = (text) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/**
 * Words nobody asked yet, in a fixed shuffled order: every prefix of three letters or more of the words in the titles
 * the bench's terms find (three pages each), except the words of the terms themselves.
 */
async function unaskedWords(client) {
  const asked = new Set(terms.flatMap(wordsOf));
  const found = new Set();
  for (const term of terms)
    for (const offset of [0, 30, 60]) {
      const { body } = await client.call('POST', '/api/Product/ProductSearch', { term, count: 30, offset });
      for (const product of body.products) for (const word of wordsOf(product.title)) found.add(word);
    }
  const prefixes = new Set(
    [...found].flatMap((word) => Array.from({ length: word.length - 2 }, (_, i) => word.slice(0, i + 3))),
  );
  const unasked = [...prefixes].filter((prefix) => !asked.has(prefix)).sort();
  for (let i = unasked.length - 1, seed = 28; i > 0; i--) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    const j = seed % (i + 1);
    [unasked[i], unasked[j]] = [unasked[j], unasked[i]];
  }
  return unasked;
}

/** Imports the demo feeds into the store `storeEnv` names, then measures hello-world, repeated and new searches. */
async function measure(storeEnv) {
  const dataDir = mkdtempSync(join(tmpdir(), 'wl-bench-products-'));
  const env = {
    ...process.env,
    DATABASE_URL: '',
    ...storeEnv,
    PORT: String(PORT),
    DATA_DIR: dataDir,
    FRONTEND_DIR: '',
    PRODUCT_DEMO_FEEDS: 'off',
    RATE_LIMITS: `${BENCH_RATE_LIMITS},productSearchesPerIp=1000000000`,
  };
  try {
    const started = performance.now();
    let imported = 0;
    for (const file of readdirSync(FEEDS).filter((f) => /\.(xml|tsv)(\.gz)?$/.test(f))) {
      const run = spawnSync(process.execPath, ['backend/dist/import-feed.js', join(FEEDS, file)], {
        env,
        encoding: 'utf8',
      });
      if (run.status !== 0) throw new Error(`import of ${file} failed: ${run.stderr}`);
      imported += Number(/(\d+) added/.exec(run.stdout)?.[1] ?? 0);
    }
    const importSeconds = (performance.now() - started) / 1000;
    const server = await startServer(env);
    try {
      const client = new Client(BASE);
      const sample = await client.call('POST', '/api/Product/ProductSearch', { term: 'fiets', count: 30, offset: 0 });
      if (sample.status !== 200) throw new Error(`search answered ${sample.status}`);
      const headers = { 'content-type': 'application/json', cookie: client.cookie, 'x-csrf-token': client.token };
      const hello = await load({ requests: [{ method: 'GET', path: '/api/Utility/WebVersion' }] });
      // With the server's CPU time per answered search (µs): steadier than rates on a shared machine.
      const search = async (bodyOf, options = {}) => {
        const before = cpuMs(server.pid);
        const result = await load({
          ...options,
          requests: [
            {
              method: 'POST',
              path: '/api/Product/ProductSearch',
              headers,
              setupRequest: (request) => ({ ...request, body: JSON.stringify(bodyOf()) }),
            },
          ],
        });
        return { ...result, cpuPerSearch: ((cpuMs(server.pid) - before) * 1000) / result.requests.total };
      };
      // Popular terms come back (from other people, and as the next pages of one search): the server keeps each
      // search's ranked groups. A cent added to the price filter makes every search of the second run new to it.
      let next = 0;
      const repeated = await search(() => bodies[next++ % bodies.length]);
      const fresh = await search(() => {
        const body = bodies[next++ % bodies.length];
        return { ...body, offset: 0, count: 30, maxPrice: (body.maxPrice ?? 100_000) + next / 100 };
      });
      // The server keeps each word's scored matches, so the run above asks known words with new price filters; here
      // every search is a word never asked before (a prefix of a word of the catalogue's titles).
      // Each word once: the load ends when all were asked (about 800 words), whatever the 10 s.
      const words = await unaskedWords(client);
      let nextWord = 0;
      const unseen = await search(
        () => ({
          term: words[nextWord++ % words.length],
          count: 30,
          offset: 0,
          ...priceFilters[nextWord % priceFilters.length],
        }),
        { amount: words.length },
      );
      const failed = [repeated, fresh, unseen].reduce((sum, run) => sum + run.non2xx + run.errors, 0);
      if (failed) throw new Error(`${failed} failed searches`);
      return { imported, importSeconds, fiets: sample.body.total, hello, repeated, fresh, unseen };
    } finally {
      await stopServer(server);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The PostgreSQL database to measure on, and how to let go of it afterwards. */
async function postgresDatabase() {
  const given = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '') ? process.env.DATABASE_URL : null;
  const server = given ? null : startPrivateCluster();
  if (typeof server === 'string') throw new Error(`No PostgreSQL to measure on (set DATABASE_URL): ${server}`);
  const adminUrl = given ?? server.adminUrl;
  const name = `wl_bench_products_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
      await admin.end();
      server?.stop();
    },
  };
}

function report(store, { imported, importSeconds, fiets, hello, repeated, fresh, unseen }) {
  const helloRate = hello.requests.average;
  console.log(
    `(p) ${store}: product search over ${imported} products (imported in ${importSeconds.toFixed(1)} s), 10 concurrent searchers (e.g. "fiets": ${fiets} hits)`,
  );
  console.log(
    `    ${bodies.length} different searches, repeated: ${repeated.requests.average.toFixed(0)}/s, p50 / p99: ${repeated.latency.p50} ms / ${repeated.latency.p99} ms, server CPU ${repeated.cpuPerSearch.toFixed(0)} µs a search`,
  );
  console.log(
    `    every search new:        ${fresh.requests.average.toFixed(0)}/s, p50 / p99: ${fresh.latency.p50} ms / ${fresh.latency.p99} ms, server CPU ${fresh.cpuPerSearch.toFixed(0)} µs a search`,
  );
  console.log(
    `    every word new:          ${unseen.requests.average.toFixed(0)}/s, p50 / p99: ${unseen.latency.p50} ms / ${unseen.latency.p99} ms, server CPU ${unseen.cpuPerSearch.toFixed(0)} µs a search (${unseen.requests.total} words)`,
  );
  console.log(
    `    hello-world (WebVersion) requests/s: ${helloRate.toFixed(0)}, p50 / p99: ${hello.latency.p50} ms / ${hello.latency.p99} ms`,
  );
  const on = store === 'SQLite' ? '' : `, ${store}`;
  recordFigure({
    name: `Product search p99 (10 searchers, 20,000+ products, searches repeated${on})`,
    value: repeated.latency.p99,
    unit: 'ms',
    goal: `p99 < ${GOAL_MS} ms`,
    met: repeated.latency.p99 < GOAL_MS,
  });
  recordFigure({
    name: `Product search p99, every search new${on}`,
    value: fresh.latency.p99,
    unit: 'ms',
    goal: `p99 ≤ ${GOAL_MS} ms`,
    met: fresh.latency.p99 <= GOAL_MS,
  });
  recordFigure({
    name: `Product search p99, every word new${on}`,
    value: unseen.latency.p99,
    unit: 'ms',
    goal: `p99 ≤ ${GOAL_MS} ms`,
    met: unseen.latency.p99 <= GOAL_MS,
  });
  recordFigure({
    name: `Product search p50 (repeated / new${on})`,
    value: repeated.latency.p50,
    unit: 'ms',
    note: `new: ${fresh.latency.p50} ms`,
  });
  recordFigure({
    name: `Product searches per second (repeated${on})`,
    value: Math.round(repeated.requests.average),
    unit: '/s',
    helloWorldRate: Math.round(helloRate),
  });
  recordFigure({
    name: `Product searches per second (every search new${on})`,
    value: Math.round(fresh.requests.average),
    unit: '/s',
    helloWorldRate: Math.round(helloRate),
  });
  recordFigure({
    name: `First import of the demo feeds${on}`,
    value: Number(importSeconds.toFixed(1)),
    unit: 's',
    note: `${imported} products`,
  });
}

const results = [['SQLite', await measure({})]];
report(...results[0]);
if (process.argv.includes('--postgres')) {
  const database = await postgresDatabase();
  try {
    results.push(['PostgreSQL', await measure({ DATABASE_URL: database.url })]);
  } finally {
    await database.drop();
  }
  console.log();
  report(...results[1]);
}
console.log(
  `\n    every search new, p99 (goal ≤ ${GOAL_MS} ms): ${results.map(([store, { fresh, unseen }]) => `${store} ${fresh.latency.p99} ms (every word new: ${unseen.latency.p99} ms)`).join(', ')}`,
);
