import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freshEans } from '../product-catalogue.contract.js';
import type { ProductCatalogue } from '../product-catalogue.port.js';
import { SqliteProductCatalogue } from '../sqlite-product-catalogue.js';
import { EanLookups } from './ean-lookups.js';

describe('price comparison lookups', () => {
  let catalogue: SqliteProductCatalogue;
  let asked: string[][];
  /** The real catalogue, with every batch it is asked written down. */
  let counted: Pick<ProductCatalogue, 'byEans' | 'byId'>;
  beforeEach(() => {
    catalogue = new SqliteProductCatalogue(join(mkdtempSync(join(tmpdir(), 'lookups-')), 'catalogue.db'));
    asked = [];
    counted = {
      byEans: (eans) => {
        asked.push(eans);
        return catalogue.byEans(eans);
      },
      byId: (id) => catalogue.byId(id),
    };
  });
  afterEach(() => catalogue.close());

  it('asks in batches of at most 10 EANs, each EAN once', async () => {
    const eans = freshEans(25);
    await catalogue.replaceShop(
      'shop-a',
      eans.map((ean, i) => offer(`${i}`, 10 + i, [ean])),
    );
    const lookups = new EanLookups(counted);
    expect(await lookups.lookUp([...eans, ...eans.slice(0, 5)])).toHaveLength(25);
    expect(asked.map((batch) => batch.length)).toEqual([10, 10, 5]);
    expect(new Set(asked.flat()).size).toBe(25);
    await lookups.lookUp(eans);
    expect(asked).toHaveLength(3);
  });

  it('does not ask again for an EAN whose group an earlier batch brought', async () => {
    const eans = freshEans(12);
    await catalogue.replaceShop('shop-a', [offer('all', 5, eans)]);
    await new EanLookups(counted).lookUp(eans);
    expect(asked).toEqual([eans.slice(0, 10)]);
  });

  it('gives a gift the group of the first of its EANs that a shop offers, cheapest first, or none', async () => {
    const [sold, unsold] = freshEans(2) as [string, string];
    await catalogue.replaceShop('shop-a', [offer('1', 30, [sold])]);
    await catalogue.replaceShop('shop-b', [offer('2', 25, [sold])]);
    const lookups = new EanLookups(counted);
    expect((await lookups.offersFor([unsold, sold]))?.products.map((p) => [p.shopId, p.price])).toEqual([
      ['shop-b', 25],
      ['shop-a', 30],
    ]);
    expect(await lookups.offersFor([unsold])).toBeNull();
  });
});

const offer = (offerId: string, price: number, eans: string[]) => ({
  offerId,
  title: `Product ${offerId}`,
  description: '',
  url: `https://winkel.example/${offerId}`,
  imageUrl: null,
  price,
  eans,
  brand: null,
});
