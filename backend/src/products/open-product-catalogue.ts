import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { AppConfig } from '../platform/config/config.js';
import type { ProductCatalogue } from './product-catalogue.port.js';
import { SqliteProductCatalogue } from './sqlite-product-catalogue.js';

/** MongoDB when a URL is configured, else PostgreSQL when DATABASE_URL is, else the embedded SQLite file `catalogue.db` (like the other stores). */
export async function openProductCatalogue(config: AppConfig): Promise<ProductCatalogue> {
  if (config.mongoUrl) {
    const { MongoProductCatalogue } = await import('./mongo-product-catalogue.js');
    return MongoProductCatalogue.connect(config.mongoUrl, config.mongoDatabase);
  }
  if (config.databaseUrl) {
    const [{ CATALOGUE_SESSION, PostgresProductCatalogue }, { openPostgresPool }] = await Promise.all([
      import('./postgres-product-catalogue.js'),
      import('../platform/postgres/pool.js'),
    ]);
    return new PostgresProductCatalogue(await openPostgresPool(config.databaseUrl, 4, CATALOGUE_SESSION));
  }
  mkdirSync(config.dataDir, { recursive: true });
  return new SqliteProductCatalogue(join(config.dataDir, 'catalogue.db'));
}
