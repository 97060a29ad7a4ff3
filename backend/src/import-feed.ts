import { isAbsolute, resolve } from 'node:path';
import { configFromEnv } from './platform/config/config.js';
import { AggregateStore } from './platform/domain/aggregate-store.js';
import { SystemClock } from './platform/domain/clock.js';
import { openEventStore } from './platform/stores.js';
import { openProductCatalogue } from './products/open-product-catalogue.js';
import { describeImport, importFeed, shopIdOf } from './products/feeds/import-feed.js';
import { recordCatalogueChanges } from './products/price-comparison/catalogue-changes.js';

/**
 * `npm run import-feed -- <file|url> [--shop <shopId>]`: imports one Google Merchant Center feed (XML or TSV, gzipped
 * or not) into the catalogue the server uses (docs/products.md). The shop id defaults to the file name or host. With
 * price comparison on, the changed EANs go into the event log, where the server's gift-offers reactor picks them up.
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
const location =
  /^https?:\/\//i.test(source) || isAbsolute(source) ? source : resolve(process.env.INIT_CWD ?? process.cwd(), source);
const config = configFromEnv();
const shop = shopId ?? shopIdOf(source);
const catalogue = await openProductCatalogue(config);
try {
  const imported = await importFeed(catalogue, shop, location);
  console.log(describeImport(imported));
  if (config.site.productPriceComparisonEnabled && imported.changedEans.length > 0) {
    const events = await openEventStore(config);
    try {
      await recordCatalogueChanges(new AggregateStore(events, new SystemClock()), shop, {
        eans: imported.changedEans,
        productIds: imported.changedProductIds,
      });
    } finally {
      await events.close();
    }
  }
} catch (error) {
  console.error(`Not imported: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await catalogue.close();
}
