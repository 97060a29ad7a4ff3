import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { productCatalogueContract } from './product-catalogue.contract.js';
import { SqliteProductCatalogue } from './sqlite-product-catalogue.js';

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
