import { RenameShopCategoryRequest } from '@wl/contracts';
import { defineShopEdit } from '../shop-edit.js';

/** `POST /api/Support/Shops/RenameCategory`. */
export const renameShopCategory = defineShopEdit({
  name: 'RenameShopCategory',
  payload: RenameShopCategoryRequest,
  edit: (payload) => ({ type: 'RenameShopCategory', ...payload }),
});
