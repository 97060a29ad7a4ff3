import Database from 'better-sqlite3';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { productCatalogueContract } from './product-catalogue.contract.js';
import { SqliteProductCatalogue } from './sqlite-product-catalogue.js';
import { termWords } from './search-words.js';
import { seededRandomInt } from '../../../tests/support/seeded-random.js';

const freshFile = () => join(mkdtempSync(join(tmpdir(), 'catalogue-')), 'catalogue.db');

productCatalogueContract('SQLite', async () => new SqliteProductCatalogue(freshFile()));

describe('the SQLite catalogue shared by processes', () => {
  it('answers a search it has answered before with what another process imported since', async () => {
    const file = freshFile();
    const server = new SqliteProductCatalogue(file);
    const importer = new SqliteProductCatalogue(file);
    const product = (offerId: string, price: number) => ({
      offerId,
      title: 'Zeilboot',
      description: '',
      url: `https://haven.example/${offerId}`,
      imageUrl: null,
      price,
      eans: [],
      brand: null,
    });
    await importer.replaceShop('haven', [product('1', 80)]);
    expect((await server.search({ term: 'zeilboot', count: 30, offset: 0 })).total).toBe(1);
    await importer.replaceShop('haven', [product('1', 80), product('2', 120)]);
    expect((await server.search({ term: 'zeilboot', count: 30, offset: 0 })).total).toBe(2);
    await Promise.all([server.close(), importer.close()]);
  });
});

describe('the SQLite catalogue ranks a search from its words kept apart', () => {
  it('gives exactly the order of one FTS5 match of all the words with bm25, for any price filter', async () => {
    const file = freshFile();
    const catalogue = new SqliteProductCatalogue(file);
    const random = seededRandomInt(28);
    const pick = <T>(items: readonly T[]) => items[random(items.length)]!;
    const words = ['fiets', 'kinderfiets', 'fietsbel', 'rood', 'rode', 'boek', 'kookboek', 'kind', 'blauw', 'bel'];
    const text = (n: number) => Array.from({ length: 1 + random(n) }, () => pick(words)).join(' ');
    // Few words and shared EANs: many equal scores and groups of several shops, so ties and groups decide the order.
    for (const shop of ['a', 'b', 'c'])
      await catalogue.replaceShop(
        shop,
        Array.from({ length: 120 }, (_, i) => ({
          offerId: `${i}`,
          title: text(3),
          description: text(8),
          url: `https://${shop}.example/${i}`,
          imageUrl: null,
          price: 1 + random(300),
          eans: random(3) === 0 ? [] : [`${4000000000000 + random(60)}`],
          brand: random(2) ? pick(['Rood', 'Kind']) : null,
        })),
      );

    const db = new Database(file, { readonly: true });
    const oneMatch = db
      .prepare<[string, number, number], [group: string, score: number]>(
        `SELECT p.group_key, bm25(products_fts, 10.0, 5.0, 1.0) FROM products_fts JOIN products p ON p.id = products_fts.rowid
         WHERE products_fts MATCH ? AND p.price BETWEEN ? AND ?`,
      )
      .raw();
    const productsOf = db.prepare<[string], string>(
      'SELECT product_id FROM products WHERE group_key = ? ORDER BY price, product_id',
    );
    const expected = (term: string, minPrice: number, maxPrice: number) => {
      const best = new Map<string, number>();
      for (const [group, score] of oneMatch.all(
        termWords(term)
          .map((w) => `"${w}"*`)
          .join(' '),
        minPrice,
        maxPrice,
      ))
        if (!best.has(group) || score < best.get(group)!) best.set(group, score);
      return [...best]
        .sort(([a, x], [b, y]) => x - y || (a < b ? -1 : a > b ? 1 : 0))
        .map(([group]) => productsOf.pluck().all(group));
    };

    const terms = [
      'fiets',
      'fi',
      'kind fiets',
      'rood bel',
      'boek kind rode',
      'bel fiets kind',
      'kookb',
      'blauw rood',
      'zeil',
    ];
    const filters = [{}, { maxPrice: 50 }, { minPrice: 20, maxPrice: 150 }, { minPrice: 250 }];
    // A second process asks each term's filtered searches first, before its words are kept.
    const cold = new SqliteProductCatalogue(file);
    for (const term of terms)
      for (const [on, filter] of [
        ...filters.map((filter) => [catalogue, filter] as const),
        ...[...filters].reverse().map((filter) => [cold, filter] as const),
      ]) {
        const { hits, total } = await on.search({ term, count: 1000, offset: 0, ...filter });
        const order = expected(term, filter.minPrice ?? 0, filter.maxPrice ?? Number.MAX_VALUE);
        expect({ term, filter, groups: hits.map((group) => group.products.map((p) => p.productId)) }).toEqual({
          term,
          filter,
          groups: order,
        });
        expect(total).toBe(order.length);
      }
    expect((await catalogue.search({ term: 'fiets', count: 1000, offset: 0 })).total).toBeGreaterThan(50);
    db.close();
    await Promise.all([catalogue.close(), cold.close()]);
  });
});
