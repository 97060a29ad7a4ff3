import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { AggregateStore } from '../platform/domain/aggregate-store.js';
import { SHOP_CATALOGUE_STREAM, shopCatalogueDecider } from './shop-catalogue.decider.js';

const SEED_KEY = 'shop-catalogue-seed';

/** Loads the seed set into an empty catalogue at start, whatever the `shops` switch says (docs/content.md). */
@Injectable()
export class ShopCatalogueSeeder implements OnApplicationBootstrap {
  constructor(private readonly aggregates: AggregateStore) {}

  async onApplicationBootstrap() {
    await this.aggregates.execute(
      SHOP_CATALOGUE_STREAM,
      shopCatalogueDecider,
      { type: 'Seed' },
      {
        commandId: SEED_KEY,
        correlationId: SEED_KEY,
        userId: null,
        contextId: null,
        idempotencyKey: SEED_KEY,
      },
    );
  }
}
