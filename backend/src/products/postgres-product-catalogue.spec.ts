import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describePostgres } from '../../../tests/support/postgres.js';
import { configFromEnv } from '../platform/config/config.js';
import { openPostgresPool } from '../platform/postgres/pool.js';
import { openProductCatalogue } from './open-product-catalogue.js';
import { freshEans, productCatalogueContract } from './product-catalogue.contract.js';
import { CATALOGUE_SESSION, PostgresProductCatalogue } from './postgres-product-catalogue.js';

describePostgres('PostgreSQL product catalogue', (database) => {
  productCatalogueContract(
    'PostgreSQL',
    async () => new PostgresProductCatalogue(await openPostgresPool(database().url, 2, CATALOGUE_SESSION)),
  );

  it('leaves no index entry in a GIN pending list after an import, where every search would read it (issue 28)', async () => {
    const pool = await openPostgresPool(database().url, 2, CATALOGUE_SESSION);
    const catalogue = new PostgresProductCatalogue(pool);
    try {
      await catalogue.replaceShop(
        'pending',
        Array.from({ length: 300 }, (_, i) => ({
          offerId: `${i}`,
          title: `Knikkerbaan ${i}`,
          description: 'Een baan van hout',
          url: `https://pending.example/${i}`,
          imageUrl: null,
          price: 10 + i,
          eans: freshEans(1),
          brand: null,
        })),
      );
      await pool.query('CREATE EXTENSION IF NOT EXISTS pgstattuple');
      const { rows } = await pool.query<{ pending: number }>(`
        SELECT sum(pending_tuples)::int AS pending FROM (VALUES ('catalogue_products_by_word'), ('catalogue_products_by_ean')) AS i (name),
          pgstatginindex(name::regclass)`);
      expect(rows[0]!.pending).toBe(0);
      expect((await catalogue.search({ term: 'knikkerb', count: 30, offset: 0 })).total).toBe(300);
    } finally {
      await catalogue.close();
    }
  });

  it('is where DATABASE_URL puts the catalogue, shared by the processes given it', async () => {
    const open = () =>
      openProductCatalogue(
        configFromEnv({ DATABASE_URL: database().url, DATA_DIR: mkdtempSync(join(tmpdir(), 'catalogue-')) }),
      );
    const [server, importer] = await Promise.all([open(), open()]);
    try {
      expect(server).toBeInstanceOf(PostgresProductCatalogue);
      await importer.replaceShop('haven', [
        {
          offerId: '1',
          title: 'Zeilboot',
          description: '',
          url: 'https://haven.example/1',
          imageUrl: null,
          price: 80,
          eans: [],
          brand: null,
        },
      ]);
      expect((await server.search({ term: 'zeilb', count: 30, offset: 0 })).total).toBe(1);
    } finally {
      await Promise.all([server.close(), importer.close()]);
    }
  });
});
