import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { AppConfig } from '../../platform/config/config.js';
import { JobScheduler } from '../../platform/jobs/job-scheduler.js';
import { UseCases } from '../../platform/use-case/use-cases.js';
import { APP_CONFIG } from '../../platform/tokens.js';
import { PRODUCT_CATALOGUE, type ProductCatalogue } from '../product-catalogue.port.js';
import { importContext, recordCatalogueChanges } from '../price-comparison/catalogue-changes.js';
import { describeImport, importFeed, shopIdOf } from './import-feed.js';

const FEED_FILE = /\.(xml|tsv)(\.gz)?$/i;

/**
 * Imports the configured shop feeds (PRODUCT_FEEDS) every PRODUCT_FEEDS_EVERY_MS in one process (the job's lease),
 * and the demo feeds into a catalogue that is still empty after that, unless PRODUCT_DEMO_FEEDS is off. A feed that
 * fails is logged and tried again next run; the shop keeps its products meanwhile. With price comparison on, each
 * import's changed EANs are recorded for the gift-offers reactor.
 */
@Injectable()
export class ProductFeedsJob implements OnModuleInit {
  private readonly logger = new Logger('ProductFeeds');

  constructor(
    @Inject(PRODUCT_CATALOGUE) private readonly catalogue: ProductCatalogue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly jobs: JobScheduler,
    private readonly useCases: UseCases,
  ) {}

  onModuleInit() {
    if (!this.config.productFeeds.length && !this.config.productDemoFeeds) return;
    this.jobs.register({ name: 'product-feeds', everyMs: this.config.productFeedsEveryMs, run: () => this.run() });
  }

  async run(): Promise<void> {
    await this.importAll(this.config.productFeeds);
    if (this.config.productDemoFeeds && (await this.catalogue.count()) === 0)
      await this.importDemoFeeds(this.config.productDemoFeeds);
  }

  private async importDemoFeeds(folder: string): Promise<void> {
    const files = (await readdir(folder).catch(() => [] as string[])).filter((file) => FEED_FILE.test(file)).sort();
    const started = performance.now();
    await this.importAll(files.map((file) => ({ shopId: shopIdOf(file), source: join(folder, file) })));
    this.logger.log(
      `Demo feeds imported in ${Math.round(performance.now() - started)} ms (PRODUCT_DEMO_FEEDS=off turns this off)`,
    );
  }

  private async importAll(feeds: AppConfig['productFeeds']): Promise<void> {
    for (const { shopId, source } of feeds) {
      try {
        const imported = await importFeed(this.catalogue, shopId, source);
        this.logger.log(describeImport(imported));
        if (this.config.site.productPriceComparisonEnabled)
          await this.useCases.run(
            recordCatalogueChanges,
            { shopId, eans: imported.changedEans, productIds: imported.changedProductIds },
            importContext(),
          );
      } catch (error) {
        this.logger.error(`Feed of ${shopId} not imported: ${(error as Error).message}`);
      }
    }
  }
}
