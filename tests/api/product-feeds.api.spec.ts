import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ProductSearchAnswer } from '@wl/contracts';
import { PRODUCT_CATALOGUE, type ProductCatalogue } from '../../backend/src/products/product-catalogue.port.js';
import { SqliteProductCatalogue } from '../../backend/src/products/sqlite-product-catalogue.js';
import { ApiClient } from '../support/api-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { readUntil } from '../support/eventually.js';

const importCli = join(__dirname, '../../backend/dist/import-feed.js');

const tsvOf = (rows: [id: string, title: string, price: string, gtin?: string][]) =>
  [
    'id\ttitle\tlink\tprice\tgtin',
    ...rows.map(([id, title, price, gtin]) => `${id}\t${title}\thttps://winkel.example/${id}\t${price}\t${gtin ?? ''}`),
  ].join('\n');

const xmlOf = (rows: [id: string, title: string, price: string][]) => `<?xml version="1.0"?>
<rss xmlns:g="http://base.google.com/ns/1.0" version="2.0"><channel>${rows
  .map(
    ([id, title, price]) => `
<item><g:id>${id}</g:id><g:title>${title}</g:title><g:link>https://speelgoed.example/${id}</g:link><g:price>${price}</g:price></item>`,
  )
  .join('')}
</channel></rss>`;

describe('scheduled feed imports', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('imports the configured feeds at start, and leaves the demo feeds out of a catalogue that has products', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'feeds-'));
    writeFileSync(
      join(folder, 'boeken.tsv'),
      tsvOf([
        ['b1', 'Prentenboek over de zee', '14.99 EUR'],
        ['b2', 'Slecht', 'duur'],
      ]),
    );
    mkdirSync(join(folder, 'demo'));
    writeFileSync(join(folder, 'demo', 'speelgoed.xml'), xmlOf([['s1', 'Houten zeilboot', '9.99 EUR']]));
    t = await startTestApp({
      productFeeds: [{ shopId: 'boekenhuis', source: join(folder, 'boeken.tsv') }],
      productDemoFeeds: join(folder, 'demo'),
    });
    const catalogue = t.app.get<ProductCatalogue>(PRODUCT_CATALOGUE);
    const found = await readUntil(
      () => catalogue.search({ term: 'zee', count: 10, offset: 0 }),
      (answer) => answer.total > 0,
    );
    expect(found.hits.map((hit) => hit.products[0]!.productId)).toEqual(['boekenhuis:b1']);
    expect(await catalogue.count()).toBe(1);
  });

  it('imports the demo feeds into an empty catalogue, each file as its shop, searchable over HTTP', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'demo-'));
    writeFileSync(join(folder, 'speelgoedwinkel.xml'), xmlOf([['s1', 'Houten zeilboot', '9.99 EUR']]));
    writeFileSync(join(folder, 'notities.md'), 'geen feed');
    t = await startTestApp({ productDemoFeeds: folder });
    const client = new ApiClient(t.url);
    const answer = await readUntil(
      () => client.post<ProductSearchAnswer>('/api/Product/ProductSearch', { term: 'zeilboot', count: 30, offset: 0 }),
      (a) => a.body.total > 0,
    );
    expect(answer.body.products.map((p) => [p.shopId, p.title, p.url])).toEqual([
      ['speelgoedwinkel', 'Houten zeilboot', 'https://speelgoed.example/s1'],
    ]);
  });
});

describe('npm run import-feed (the built command)', () => {
  it('imports a file into the catalogue of DATA_DIR and prints what changed', () => {
    const folder = mkdtempSync(join(tmpdir(), 'import-'));
    writeFileSync(
      join(folder, 'feed.tsv'),
      tsvOf([
        ['f1', 'Loopfiets hout', '59.00 EUR', '5412345678908'],
        ['f2', 'Fietshelm', '24.50 EUR', '5412345678901'],
      ]),
    );
    const run = (...args: string[]) =>
      spawnSync(process.execPath, [importCli, ...args], {
        env: { ...process.env, NODE_OPTIONS: '', DATA_DIR: folder },
        encoding: 'utf8',
      });
    const first = run(join(folder, 'feed.tsv'), '--shop', 'fietsenwinkel');
    expect(first.stdout.trim()).toBe('fietsenwinkel: 1 added, 0 updated, 0 removed, 1 skipped (badGtin 1)');
    expect(first.status).toBe(0);
    expect(run(join(folder, 'feed.tsv'), '--shop', 'Fietsen:Winkel').status).toBe(2);
    const missing = run(join(folder, 'nergens.xml'));
    expect([missing.status, missing.stderr]).toEqual([1, expect.stringContaining('Not imported')]);
    const catalogue = new SqliteProductCatalogue(join(folder, 'catalogue.db'));
    return catalogue.byId('fietsenwinkel:f1').then(async (product) => {
      expect(product).toMatchObject({ title: 'Loopfiets hout', price: 59, eans: ['5412345678908'] });
      await catalogue.close();
    });
  });
});
