// npm run bench:products: product search over the demo feeds (docs/products.md) on the SQLite default.
//   (p) the first import of the demo feeds, then 10 concurrent searchers with varied Dutch terms and price filters,
//       beside the same stack's hello-world rate measured in the same run. Goal: p99 < 20 ms.
import autocannon from 'autocannon';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { recordFigure } from './bench-figures.mjs';
import { BENCH_RATE_LIMITS, Client, startServer, stopServer } from './bench-support.mjs';

const PORT = 3923;
const BASE = `http://127.0.0.1:${PORT}`;
const FEEDS = join(import.meta.dirname, '..', 'demo-data', 'feeds');
const dataDir = mkdtempSync(join(tmpdir(), 'wl-bench-products-'));
const env = {
  ...process.env, PORT: String(PORT), DATA_DIR: dataDir, FRONTEND_DIR: '', PRODUCT_DEMO_FEEDS: 'off',
  RATE_LIMITS: `${BENCH_RATE_LIMITS},productSearchesPerIp=1000000000`,
};

const terms = ['fiets', 'kinderfiets', 'loopfiets rood', 'boek', 'kookboek', 'prentenboek hardcover', 'puzzel', 'knuffelbeer', 'koptelefoon',
  'bluetooth speaker', 'barbecue', 'winterjas', 'kinderwagen', 'waterkoker', 'treinset', 'sjaal wol', 'koekenpan 28', 'tuinset teak', 'kind',
  'elek', 'smartwatch zwart', 'babyfoon', 'fietshelm', 'roman', 'tablet 128', 'hangmat', 'pyjama', 'mixer', 'parasol', 'knikkerbaan'];
const priceFilters = [{}, { maxPrice: 50 }, { minPrice: 20, maxPrice: 100 }, { minPrice: 100, maxPrice: 500 }, { minPrice: 500 }];
const bodies = terms.flatMap((term, i) => priceFilters.map((filter, j) => ({ term, count: (i + j) % 3 === 0 ? 10 : 30, offset: (i + j) % 3 === 0 ? 30 : 0, ...filter })));

const load = (options) => new Promise((resolve, reject) => autocannon({ url: BASE, duration: 10, connections: 10, ...options }, (e, r) => (e ? reject(e) : resolve(r))));

const started = performance.now();
let imported = 0;
for (const file of readdirSync(FEEDS).filter((f) => /\.(xml|tsv)(\.gz)?$/.test(f))) {
  const run = spawnSync(process.execPath, ['backend/dist/import-feed.js', join(FEEDS, file)], { env, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`import of ${file} failed: ${run.stderr}`);
  imported += Number(/(\d+) added/.exec(run.stdout)?.[1] ?? 0);
}
const importSeconds = (performance.now() - started) / 1000;
console.log(`Imported ${imported} demo products in ${importSeconds.toFixed(1)} s (npm run import-feed per file)\n`);

const server = await startServer(env);
try {
  const client = new Client(BASE);
  const sample = await client.call('POST', '/api/Product/ProductSearch', { term: 'fiets', count: 30, offset: 0 });
  if (sample.status !== 200) throw new Error(`search answered ${sample.status}`);
  const headers = { 'content-type': 'application/json', cookie: client.cookie, 'x-csrf-token': client.token };

  const hello = await load({ requests: [{ method: 'GET', path: '/api/Utility/WebVersion' }] });
  let next = 0;
  const searches = await load({
    requests: [{ method: 'POST', path: '/api/Product/ProductSearch', headers, setupRequest: (request) => ({ ...request, body: JSON.stringify(bodies[next++ % bodies.length]) }) }],
  });
  const rate = searches.requests.average;
  console.log(`(p) Product search over ${imported} products, 10 concurrent searchers, ${bodies.length} different requests (e.g. "fiets": ${sample.body.total} hits)`);
  console.log(`    searches/s: ${rate.toFixed(0)}, p50 / p99: ${searches.latency.p50} ms / ${searches.latency.p99} ms, non-2xx: ${searches.non2xx}`);
  console.log(`    hello-world (WebVersion) requests/s: ${hello.requests.average.toFixed(0)}, p50 / p99: ${hello.latency.p50} ms / ${hello.latency.p99} ms`);
  console.log(`    ratio search / hello-world: ${(rate / hello.requests.average).toFixed(2)}`);

  recordFigure({ name: 'Product search p99 (10 searchers, 20,000+ products)', value: searches.latency.p99, unit: 'ms', goal: 'p99 < 20 ms', met: searches.latency.p99 < 20 });
  recordFigure({ name: 'Product search p50', value: searches.latency.p50, unit: 'ms' });
  recordFigure({ name: 'Product searches per second', value: Math.round(rate), unit: '/s', helloWorldRate: Math.round(hello.requests.average) });
  recordFigure({ name: 'First import of the demo feeds', value: Number(importSeconds.toFixed(1)), unit: 's', note: `${imported} products` });
  if (searches.non2xx || searches.errors) throw new Error(`${searches.non2xx} non-2xx answers, ${searches.errors} errors`);
} finally {
  await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}
