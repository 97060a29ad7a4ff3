import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { AppConfig } from '../platform/config/config.js';
import type { ProductCatalogue } from './product-catalogue.port.js';
import { SqliteProductCatalogue } from './sqlite-product-catalogue.js';

/** MongoDB when a URL is configured, else the embedded SQLite file `catalogue.db` (like the other stores). */
export async function openProductCatalogue(config: AppConfig): Promise<ProductCatalogue> {
  if (config.mongoUrl) {
    const { MongoProductCatalogue } = await import('./mongo-product-catalogue.js');
    return MongoProductCatalogue.connect(config.mongoUrl, config.mongoDatabase);
  }
  mkdirSync(config.dataDir, { recursive: true });
  return new SqliteProductCatalogue(join(config.dataDir, 'catalogue.db'));
}
