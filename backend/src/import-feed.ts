import 'reflect-metadata';
import { type DynamicModule, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import type { DocumentStore } from '@wl/projections';
import { isAbsolute, resolve } from 'node:path';
import { type AppConfig, configFromEnv } from './platform/config/config.js';
import { Clock, SystemClock } from './platform/domain/clock.js';
import type { EventStore } from './platform/event-store/event-store.port.js';
import type { KeyStore } from './platform/personal-data/key-store.port.js';
import { PersonalData } from './platform/personal-data/personal-data.js';
import { ReadModels } from './platform/projections/read-models.js';
import { openDocumentStore, openEventStore, openKeyStore } from './platform/stores.js';
import { APP_CONFIG, DOCUMENT_STORE, EVENT_STORE, KEY_STORE } from './platform/tokens.js';
import { useCaseProviders } from './platform/use-case/use-case-providers.js';
import { UseCases } from './platform/use-case/use-cases.js';
import { openProductCatalogue } from './products/open-product-catalogue.js';
import { describeImport, importFeed, shopIdOf } from './products/feeds/import-feed.js';
import { importContext, recordCatalogueChanges } from './products/price-comparison/catalogue-changes.js';

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

/**
 * The use-case runner on the CommandBus and the stores, as the server has them (and nothing that runs on its own: no
 * projections, reactors, jobs or mail), so the command appends the way the server does.
 */
@Module({})
class UseCaseRunnerModule {
  static with(config: AppConfig): DynamicModule {
    return {
      module: UseCaseRunnerModule,
      imports: [CqrsModule.forRoot()],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: Clock, useValue: new SystemClock() },
        { provide: EVENT_STORE, useFactory: () => openEventStore(config) },
        { provide: DOCUMENT_STORE, useFactory: () => openDocumentStore(config) },
        { provide: KEY_STORE, useFactory: () => openKeyStore(config) },
        PersonalData,
        ReadModels,
        ...useCaseProviders,
      ],
    };
  }
}

/** Runs the step in the runner's context, and closes the stores after it. */
async function recordChanges(config: AppConfig, payload: { shopId: string; eans: string[]; productIds: string[] }) {
  const app = await NestFactory.createApplicationContext(UseCaseRunnerModule.with(config), {
    logger: ['error', 'warn'],
  });
  const stores = [
    app.get<EventStore>(EVENT_STORE),
    app.get<DocumentStore>(DOCUMENT_STORE),
    app.get<KeyStore>(KEY_STORE),
  ];
  try {
    await app.get(UseCases).run(recordCatalogueChanges, payload, importContext());
  } finally {
    await app.close();
    await Promise.all(stores.map((store) => store.close()));
  }
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
  if (config.site.productPriceComparisonEnabled && imported.changedEans.length > 0)
    await recordChanges(config, { shopId: shop, eans: imported.changedEans, productIds: imported.changedProductIds });
} catch (error) {
  console.error(`Not imported: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await catalogue.close();
}
