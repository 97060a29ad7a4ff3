import { isAbsolute, resolve } from 'node:path';
import { configFromEnv } from './platform/config/config.js';
import { openProductCatalogue } from './products/open-product-catalogue.js';
import { describeImport, importFeed, shopIdOf } from './products/feeds/import-feed.js';

/**
 * `npm run import-feed -- <file|url> [--shop <shopId>]`: imports one Google Merchant Center feed (XML or TSV, gzipped
 * or not) into the catalogue the server uses (docs/products.md). The shop id defaults to the file name or host.
 */
const args = process.argv.slice(2);
const shopAt = args.indexOf('--shop');
const shopId = shopAt >= 0 ? args[shopAt + 1] : undefined;
const [source] = args.filter((_, i) => shopAt < 0 || (i !== shopAt && i !== shopAt + 1));
if (!source || (shopAt >= 0 && !/^[a-z0-9-]{1,50}$/.test(shopId ?? ''))) {
  console.error('Usage: npm run import-feed -- <file|url> [--shop <shopId: a-z, 0-9, ->]');
  process.exit(2);
}

// npm runs scripts from the project folder; a relative path means the caller's folder.
const location = /^https?:\/\//i.test(source) || isAbsolute(source) ? source : resolve(process.env.INIT_CWD ?? process.cwd(), source);
const catalogue = await openProductCatalogue(configFromEnv());
try {
  console.log(describeImport(await importFeed(catalogue, shopId ?? shopIdOf(source), location)));
} catch (error) {
  console.error(`Not imported: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await catalogue.close();
}
