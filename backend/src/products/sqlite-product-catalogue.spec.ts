import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { productCatalogueContract } from './product-catalogue.contract.js';
import { SqliteProductCatalogue } from './sqlite-product-catalogue.js';

productCatalogueContract('SQLite', async () => new SqliteProductCatalogue(join(mkdtempSync(join(tmpdir(), 'catalogue-')), 'catalogue.db')));
