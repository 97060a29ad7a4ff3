import { RemoveShopRequest } from '@wl/contracts';
import { defineShopEdit } from '../shop-edit.js';

/** `POST /api/Support/Shops/RemoveShop`. */
export const removeShop = defineShopEdit({
  name: 'RemoveShop',
  payload: RemoveShopRequest,
  edit: (payload) => ({ type: 'RemoveShop', ...payload }),
});
