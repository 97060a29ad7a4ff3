import { RemoveShopCategoryRequest } from '@wl/contracts';
import { defineShopEdit } from '../shop-edit.js';

/** `POST /api/Support/Shops/RemoveCategory`: only an empty category. */
export const removeShopCategory = defineShopEdit({
  name: 'RemoveShopCategory',
  payload: RemoveShopCategoryRequest,
  edit: (payload) => ({ type: 'RemoveShopCategory', ...payload }),
});
