import type { DomainEvent } from '@wl/contracts';
import { specForUseCase } from '../../../../tests/support/use-case-spec.js';
import { addShopCategory } from './add-shop-category/add-shop-category.js';
import { addShop } from './add-shop/add-shop.js';
import { changeShop } from './change-shop/change-shop.js';
import { removeShopCategory } from './remove-shop-category/remove-shop-category.js';
import { removeShopLogo } from './remove-shop-logo/remove-shop-logo.js';
import { removeShop } from './remove-shop/remove-shop.js';
import { renameShopCategory } from './rename-shop-category/rename-shop-category.js';
import { setShopLogo } from './set-shop-logo/set-shop-logo.js';

const support = { userId: 'support', accessGrants: [], address: '192.0.2.1' };
const category = (categoryId: string, name: string): DomainEvent => ({
  type: 'ShopCategoryAdded',
  data: { categoryId, name },
});
const shop = (shopId: string, categoryId: string, name: string): DomainEvent => ({
  type: 'ShopAdded',
  data: { shopId, categoryId, name, url: `https://${shopId}.example.be`, logoImage: null },
});
const catalogue = (...events: DomainEvent[]) => ({ catalogue: { id: 'catalogue', events } });
/** The fresh id the payload's schema makes for a new entry. */
const freshId = '00000000-0000-4000-8000-000000000001' as const;
const directory = catalogue(category('wonen', 'Wonen'), category('leeg', 'Leeg'), shop('ikea', 'wonen', 'IKEA'));

describe('support shop edits: refused on the catalogue stream before anything is recorded', () => {
  it('adds a shop to a known category under a free name, the way people read names', () => {
    const request = { categoryId: 'wonen', name: 'Leen Bakker', url: 'https://leenbakker.be', shopId: freshId };
    specForUseCase(addShop)(directory).checking(request, support).passes();
    specForUseCase(addShop)(directory)
      .when({ type: 'AddShop', ...request }, support)
      .then([{ type: 'ShopAdded', data: { ...request, logoImage: null } }]);
    specForUseCase(addShop)(directory)
      .checking({ ...request, name: 'ikéa' }, support)
      .thenProblem('ShopNameTaken');
    specForUseCase(addShop)(directory)
      .checking({ ...request, categoryId: 'tuin' }, support)
      .thenProblem('ShopCategoryNotFound');
  });

  it('refuses a category name taken, an unknown category, and removing one that still holds shops', () => {
    specForUseCase(addShopCategory)(directory)
      .checking({ name: 'WONEN', categoryId: freshId }, support)
      .thenProblem('ShopCategoryNameTaken');
    specForUseCase(renameShopCategory)(directory)
      .checking({ categoryId: 'tuin', name: 'Tuin' }, support)
      .thenProblem('ShopCategoryNotFound');
    specForUseCase(renameShopCategory)(directory)
      .checking({ categoryId: 'leeg', name: 'Wonen' }, support)
      .thenProblem('ShopCategoryNameTaken');
    specForUseCase(removeShopCategory)(directory)
      .checking({ categoryId: 'wonen' }, support)
      .thenProblem('ShopCategoryNotEmpty');
    specForUseCase(removeShopCategory)(directory).checking({ categoryId: 'leeg' }, support).passes();
  });

  it('refuses an unknown shop for every shop edit, the logo before its picture is read', () => {
    const unknown = { shopId: 'gone' };
    const change = { ...unknown, categoryId: 'wonen', name: 'Weg', url: 'https://weg.be' };
    specForUseCase(changeShop)(directory).checking(change, support).thenProblem('ShopNotFound');
    specForUseCase(removeShop)(directory).checking(unknown, support).thenProblem('ShopNotFound');
    specForUseCase(removeShopLogo)(directory).checking(unknown, support).thenProblem('ShopNotFound');
    specForUseCase(setShopLogo)(directory)
      .checking({ ...unknown, upload: 'not read' }, support)
      .thenProblem('ShopNotFound');
    specForUseCase(setShopLogo)(directory).checking({ shopId: 'ikea', upload: 'not read' }, support).passes();
  });

  it('decides again on the state it is given: a shop removed meanwhile is not changed, a logo already gone is no event', () => {
    const removed = catalogue(category('wonen', 'Wonen'), shop('ikea', 'wonen', 'IKEA'), {
      type: 'ShopRemoved',
      data: { shopId: 'ikea' },
    });
    specForUseCase(changeShop)(removed)
      .when({ type: 'ChangeShop', shopId: 'ikea', categoryId: 'wonen', name: 'IKEA', url: 'https://ikea.be' }, support)
      .thenProblem('ShopNotFound');
    specForUseCase(removeShopLogo)(directory)
      .when({ type: 'SetShopLogo', shopId: 'ikea', imageId: null }, support)
      .then([]);
    specForUseCase(setShopLogo)(directory)
      .when({ type: 'SetShopLogo', shopId: 'ikea', imageId: 'picture' }, support)
      .then([{ type: 'ShopLogoChanged', data: { shopId: 'ikea', imageId: 'picture' } }]);
  });
});
