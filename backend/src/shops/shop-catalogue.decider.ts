import type { EventOf } from '@wl/contracts';
import type { Decider } from '../platform/domain/decider.js';
import { shopSeed } from './shop-seed.js';

/**
 * The shop directory is one stream. `Seed` adds the seed set only to an empty catalogue, so with several processes
 * starting at once one append wins (expected revision) and the others, retrying on the folded state, add nothing.
 * Support edits later append `ShopCategoryAdded` / `ShopAdded` here (an id added again replaces its entry).
 */
export type ShopCatalogueEvent = EventOf<'ShopCategoryAdded'> | EventOf<'ShopAdded'>;
export interface SeedShopCatalogue { type: 'Seed' }

export const SHOP_CATALOGUE_STREAM = 'shop-catalogue';

export const shopCatalogueDecider: Decider<{ empty: boolean }, SeedShopCatalogue, ShopCatalogueEvent> = {
  initialState: { empty: true },
  decide(_command, state) {
    if (!state.empty) return [];
    return [
      ...shopSeed.categories.map(({ id, name }): ShopCatalogueEvent => ({ type: 'ShopCategoryAdded', data: { categoryId: id, name } })),
      ...shopSeed.shops.map(({ id, categoryId, name, url }): ShopCatalogueEvent => ({ type: 'ShopAdded', data: { shopId: id, categoryId, name, url, logoImage: null } })),
    ];
  },
  evolve() {
    return { empty: false };
  },
};
