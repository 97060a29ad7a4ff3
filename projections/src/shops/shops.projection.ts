import type { ShopsAnswer } from '@wl/contracts';
import { defineProjection, unhandled } from '../runner/projection.js';

/**
 * Read model `shops`: the shop directory (spec 02 §2.10) as one document, in the order the catalogue added them. The
 * directory is small (tens of shops), so one read answers `GET /api/Shop/` and one event rewrites one document.
 */
export const SHOP_DIRECTORY = 'shop_directory';
export const SHOP_DIRECTORY_ID = 'catalogue';
export type ShopDirectoryDocument = ShopsAnswer;

export const shopsProjection = defineProjection({
  name: 'shops',
  collections: [SHOP_DIRECTORY],
  indexes: [],
  handles: ['ShopCategoryAdded', 'ShopAdded'],
  async apply(event, context) {
    const directory = (await context.get<ShopDirectoryDocument>(SHOP_DIRECTORY, SHOP_DIRECTORY_ID)) ?? { categories: [], shops: [] };
    if (event.type === 'ShopCategoryAdded') {
      const { categoryId, name } = event.data;
      directory.categories = [...directory.categories.filter((c) => c.id !== categoryId), { id: categoryId, name }];
    } else if (event.type === 'ShopAdded') {
      const { shopId, categoryId, name, url, logoImage } = event.data;
      directory.shops = [...directory.shops.filter((s) => s.id !== shopId), { id: shopId, categoryId, name, url, logoImage }];
    } else unhandled(event);
    context.put(SHOP_DIRECTORY, SHOP_DIRECTORY_ID, directory);
  },
});
