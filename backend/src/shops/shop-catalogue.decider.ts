import type { ShopsAnswer } from '@wl/contracts';
import { emptyShopDirectory, evolveShopDirectory, type ShopCatalogueEvent, shopLogoUrl } from '@wl/projections';
import type { Decider } from '../platform/domain/decider.js';
import { Problem } from '../platform/domain/problem.js';
import { shopSeed } from './shop-seed.js';

/**
 * The shop directory is one stream, `shop-catalogue`, and every rule is decided on it (DESIGN decision 16): two
 * support edits at once conflict on its revision and the second is decided again on the first one's result.
 * `Seed` adds the seed set only to a catalogue that never had an event, so with several processes starting at once one
 * append wins and the others add nothing, and a catalogue support emptied stays empty after a restart.
 */
export type ShopCatalogueCommand =
  | { type: 'Seed' }
  | { type: 'AddShopCategory'; categoryId: string; name: string }
  | { type: 'RenameShopCategory'; categoryId: string; name: string }
  | { type: 'RemoveShopCategory'; categoryId: string }
  | { type: 'AddShop'; shopId: string; categoryId: string; name: string; url: string }
  | { type: 'ChangeShop'; shopId: string; categoryId: string; name: string; url: string }
  | { type: 'RemoveShop'; shopId: string }
  /** `imageId` of a picture stored through `Images.save`, or null to show the shop's initial again. */
  | { type: 'SetShopLogo'; shopId: string; imageId: string | null };

export interface ShopCatalogue {
  started: boolean;
  directory: ShopsAnswer;
}

export const SHOP_CATALOGUE_STREAM = 'shop-catalogue';

/** Names compare as people read them: case, accents and surrounding space do not make another name. */
const sameName = (a: string, b: string) => a.localeCompare(b, 'nl', { sensitivity: 'base' }) === 0;

function seed(): ShopCatalogueEvent[] {
  return [
    ...shopSeed.categories.map(({ id, name }): ShopCatalogueEvent => ({
      type: 'ShopCategoryAdded',
      data: { categoryId: id, name },
    })),
    ...shopSeed.shops.map(({ id, categoryId, name, url }): ShopCatalogueEvent => ({
      type: 'ShopAdded',
      data: { shopId: id, categoryId, name, url, logoImage: null },
    })),
  ];
}

function decide(
  command: ShopCatalogueCommand,
  { started, directory: { categories, shops } }: ShopCatalogue,
): ShopCatalogueEvent[] {
  const category = (id: string) => {
    if (!categories.some((c) => c.id === id)) throw new Problem('ShopCategoryNotFound');
  };
  const shop = (id: string) => {
    if (!shops.some((s) => s.id === id)) throw new Problem('ShopNotFound');
  };
  const freeCategoryName = (name: string, except?: string) => {
    if (categories.some((c) => c.id !== except && sameName(c.name, name))) throw new Problem('ShopCategoryNameTaken');
  };
  const freeShopName = (name: string, except?: string) => {
    if (shops.some((s) => s.id !== except && sameName(s.name, name))) throw new Problem('ShopNameTaken');
  };
  switch (command.type) {
    case 'Seed':
      return started ? [] : seed();
    case 'AddShopCategory':
      freeCategoryName(command.name);
      return [{ type: 'ShopCategoryAdded', data: { categoryId: command.categoryId, name: command.name } }];
    case 'RenameShopCategory':
      category(command.categoryId);
      freeCategoryName(command.name, command.categoryId);
      return [{ type: 'ShopCategoryRenamed', data: { categoryId: command.categoryId, name: command.name } }];
    case 'RemoveShopCategory':
      category(command.categoryId);
      if (shops.some((s) => s.categoryId === command.categoryId)) throw new Problem('ShopCategoryNotEmpty');
      return [{ type: 'ShopCategoryRemoved', data: { categoryId: command.categoryId } }];
    case 'AddShop':
      category(command.categoryId);
      freeShopName(command.name);
      return [
        {
          type: 'ShopAdded',
          data: {
            shopId: command.shopId,
            categoryId: command.categoryId,
            name: command.name,
            url: command.url,
            logoImage: null,
          },
        },
      ];
    case 'ChangeShop':
      shop(command.shopId);
      category(command.categoryId);
      freeShopName(command.name, command.shopId);
      return [
        {
          type: 'ShopChanged',
          data: { shopId: command.shopId, categoryId: command.categoryId, name: command.name, url: command.url },
        },
      ];
    case 'RemoveShop':
      shop(command.shopId);
      return [{ type: 'ShopRemoved', data: { shopId: command.shopId } }];
    case 'SetShopLogo': {
      shop(command.shopId);
      const current = shops.find((s) => s.id === command.shopId)!.logoImage;
      if (current === (command.imageId && shopLogoUrl(command.imageId))) return [];
      return [{ type: 'ShopLogoChanged', data: { shopId: command.shopId, imageId: command.imageId } }];
    }
  }
}

export const shopCatalogueDecider: Decider<ShopCatalogue, ShopCatalogueCommand, ShopCatalogueEvent> = {
  initialState: { started: false, directory: emptyShopDirectory() },
  decide,
  evolve: (state, event) => ({ started: true, directory: evolveShopDirectory(state.directory, event) }),
};
