import { streamKind } from '../platform/use-case/use-case.js';
import { shopCatalogueDecider } from './shop-catalogue.decider.js';

/** The shop directory's one stream, `shop-catalogue` (`SHOP_CATALOGUE_STREAM`), as a use case loads it. */
export const shopCatalogueOf = streamKind(shopCatalogueDecider, (entity) => `shop-${entity}`);
export const SHOP_CATALOGUE = 'catalogue';
