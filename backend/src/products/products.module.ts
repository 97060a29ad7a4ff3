import { Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import type { AppConfig } from '../platform/config/config.js';
import { APP_CONFIG } from '../platform/tokens.js';
import { ProductFeedsJob } from './feeds/product-feeds.job.js';
import { openProductCatalogue } from './open-product-catalogue.js';
import { GiftOffersReactor } from './price-comparison/gift-offers.reactor.js';
import { PRODUCT_CATALOGUE, type ProductCatalogue } from './product-catalogue.port.js';
import { PriceComparisonEnabledGuard, ProductSearchEnabledGuard, ProductsController } from './products.controller.js';

@Injectable()
class CloseCatalogue implements OnApplicationShutdown {
  constructor(@Inject(PRODUCT_CATALOGUE) private readonly catalogue: ProductCatalogue) {}

  async onApplicationShutdown() {
    await this.catalogue.close();
  }
}

/** The product catalogue (docs/products.md): the store, its search and lookup calls, the feed imports and price comparison. */
@Module({
  controllers: [ProductsController],
  providers: [
    {
      provide: PRODUCT_CATALOGUE,
      useFactory: (config: AppConfig) => openProductCatalogue(config),
      inject: [APP_CONFIG],
    },
    CloseCatalogue,
    ProductSearchEnabledGuard,
    PriceComparisonEnabledGuard,
    ProductFeedsJob,
    GiftOffersReactor,
  ],
  exports: [PRODUCT_CATALOGUE],
})
export class ProductsModule {}
