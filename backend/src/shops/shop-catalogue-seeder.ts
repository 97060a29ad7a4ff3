import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { UseCases } from '../platform/use-case/use-cases.js';
import { seedShopCatalogue } from './seed-shop-catalogue.step.js';

const SEED_KEY = 'shop-catalogue-seed';

/** Loads the seed set into an empty catalogue at start, whatever the `shops` switch says (docs/content.md). */
@Injectable()
export class ShopCatalogueSeeder implements OnApplicationBootstrap {
  constructor(private readonly useCases: UseCases) {}

  async onApplicationBootstrap() {
    await this.useCases.run(
      seedShopCatalogue,
      {},
      { commandId: SEED_KEY, correlationId: SEED_KEY, userId: null, contextId: null, idempotencyKey: SEED_KEY },
    );
  }
}
