import {
  Body,
  Controller,
  Get,
  HttpCode,
  Inject,
  Injectable,
  Ip,
  NotFoundException,
  Post,
  Query,
  UseGuards,
  type CanActivate,
} from '@nestjs/common';
import { ByEansQuery, type ByEansAnswer, ProductSearchRequest, type ProductSearchAnswer } from '@wl/contracts';
import type { z } from 'zod';
import type { AppConfig } from '../platform/config/config.js';
import { refusal } from '../platform/http/refusal.js';
import { ZodPipe } from '../platform/http/zod-body.js';
import { RateLimits } from '../platform/security/rate-limits.js';
import { APP_CONFIG } from '../platform/tokens.js';
import { PRODUCT_CATALOGUE, type ProductCatalogue } from './product-catalogue.port.js';
import { distinctGroups, groupsOfProducts } from './product-groups.js';
import { groupedProductOf, searchResultOf } from './product-offers.js';

const switchedOff = (what: string) =>
  new NotFoundException(refusal('NotFound', `${what} is switched off on this site.`));

/** Product search only with the `productSearch` switch on (SITE_PRODUCT_SEARCH); else not found, like other switched calls. */
@Injectable()
export class ProductSearchEnabledGuard implements CanActivate {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  canActivate(): boolean {
    if (!this.config.site.productSearch) throw switchedOff('Product search');
    return true;
  }
}

/** Price comparison by EAN only with `productPriceComparisonEnabled` on (SITE_PRODUCT_PRICE_COMPARISON). */
@Injectable()
export class PriceComparisonEnabledGuard implements CanActivate {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  canActivate(): boolean {
    if (!this.config.site.productPriceComparisonEnabled) throw switchedOff('Price comparison');
    return true;
  }
}

/**
 * The catalogue (docs/products.md): shop data, public to anyone, so no session is asked. Each call is one indexed
 * read, counted per IP address so a scraper cannot take the whole catalogue or the server's time.
 */
@Controller('api/Product')
export class ProductsController {
  constructor(
    @Inject(PRODUCT_CATALOGUE) private readonly catalogue: ProductCatalogue,
    private readonly rateLimits: RateLimits,
  ) {}

  @Post('ProductSearch')
  @HttpCode(200)
  @UseGuards(ProductSearchEnabledGuard)
  async search(
    @Body(new ZodPipe(ProductSearchRequest)) request: ProductSearchRequest,
    @Ip() ip: string,
  ): Promise<ProductSearchAnswer> {
    await this.rateLimits.consume('productSearchesPerIp', ip);
    const { hits, total } = await this.catalogue.search(request);
    const inRange = (price: number) => price >= (request.minPrice ?? 0) && price <= (request.maxPrice ?? Infinity);
    return { products: hits.map((group) => searchResultOf(group, inRange)), total };
  }

  @Get('ByEans')
  @UseGuards(PriceComparisonEnabledGuard)
  async byEans(
    @Query(new ZodPipe(ByEansQuery)) { eans, productIds }: z.infer<typeof ByEansQuery>,
    @Ip() ip: string,
  ): Promise<ByEansAnswer> {
    await this.rateLimits.consume('productLookupsPerIp', ip);
    const byEan = eans.length > 0 ? await this.catalogue.byEans(eans) : [];
    const byId = await groupsOfProducts(this.catalogue, productIds);
    return distinctGroups([...byEan, ...byId]).map(groupedProductOf);
  }
}
