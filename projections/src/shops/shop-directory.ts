import type { EventOf, ShopsAnswer } from '@wl/contracts';
import { unhandled } from '../runner/projection.js';

/** The events of the `shop-catalogue` stream (docs/events.md). */
export type ShopCatalogueEvent =
  | EventOf<'ShopCategoryAdded'>
  | EventOf<'ShopAdded'>
  | EventOf<'ShopCategoryRenamed'>
  | EventOf<'ShopCategoryRemoved'>
  | EventOf<'ShopChanged'>
  | EventOf<'ShopRemoved'>
  | EventOf<'ShopLogoChanged'>;

export const SHOP_CATALOGUE_EVENTS = [
  'ShopCategoryAdded',
  'ShopAdded',
  'ShopCategoryRenamed',
  'ShopCategoryRemoved',
  'ShopChanged',
  'ShopRemoved',
  'ShopLogoChanged',
] as const satisfies readonly ShopCatalogueEvent['type'][];

export const emptyShopDirectory = (): ShopsAnswer => ({ categories: [], shops: [] });

/** Where a logo support uploaded is served (while the shop shows it: the image_references read model). */
export const shopLogoUrl = (imageId: string) => `/api/Image/${imageId}`;

/**
 * The directory after one catalogue event, in catalogue order: an added entry goes last (an id added again replaces
 * its entry, as the seed was once allowed to), a renamed or changed one keeps its place. Pure: the `shops` read model
 * and the catalogue's decider (backend/src/shops) fold the same way.
 */
export function evolveShopDirectory(directory: ShopsAnswer, event: ShopCatalogueEvent): ShopsAnswer {
  const { categories, shops } = directory;
  switch (event.type) {
    case 'ShopCategoryAdded': {
      const { categoryId, name } = event.data;
      return { shops, categories: [...categories.filter((c) => c.id !== categoryId), { id: categoryId, name }] };
    }
    case 'ShopAdded': {
      const { shopId, categoryId, name, url, logoImage } = event.data;
      return {
        categories,
        shops: [...shops.filter((s) => s.id !== shopId), { id: shopId, categoryId, name, url, logoImage }],
      };
    }
    case 'ShopCategoryRenamed': {
      const { categoryId, name } = event.data;
      return { shops, categories: categories.map((c) => (c.id === categoryId ? { ...c, name } : c)) };
    }
    case 'ShopCategoryRemoved':
      return { shops, categories: categories.filter((c) => c.id !== event.data.categoryId) };
    case 'ShopChanged': {
      const { shopId, categoryId, name, url } = event.data;
      return { categories, shops: shops.map((s) => (s.id === shopId ? { ...s, categoryId, name, url } : s)) };
    }
    case 'ShopRemoved':
      return { categories, shops: shops.filter((s) => s.id !== event.data.shopId) };
    case 'ShopLogoChanged': {
      const { shopId, imageId } = event.data;
      return {
        categories,
        shops: shops.map((s) => (s.id === shopId ? { ...s, logoImage: imageId && shopLogoUrl(imageId) } : s)),
      };
    }
    default:
      return unhandled(event);
  }
}
