import type { ShopsAnswer } from '@wl/contracts';
import { defineProjection } from '../runner/projection.js';
import { emptyShopDirectory, evolveShopDirectory, SHOP_CATALOGUE_EVENTS } from './shop-directory.js';

/**
 * Read model `shops`: the shop directory (spec 02 §2.10) as one document, in catalogue order. The directory is small
 * (tens of shops), so one read answers `GET /api/Shop/` and one event rewrites one document.
 */
export const SHOP_DIRECTORY = 'shop_directory';
export const SHOP_DIRECTORY_ID = 'catalogue';
export type ShopDirectoryDocument = ShopsAnswer;

export const shopsProjection = defineProjection({
  name: 'shops',
  collections: [SHOP_DIRECTORY],
  indexes: [],
  handles: SHOP_CATALOGUE_EVENTS,
  async apply(event, context) {
    const directory =
      (await context.get<ShopDirectoryDocument>(SHOP_DIRECTORY, SHOP_DIRECTORY_ID)) ?? emptyShopDirectory();
    context.put(SHOP_DIRECTORY, SHOP_DIRECTORY_ID, evolveShopDirectory(directory, event));
  },
});
