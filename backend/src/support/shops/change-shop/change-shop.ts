import { ChangeShopRequest } from '@wl/contracts';
import { defineShopEdit } from '../shop-edit.js';

/** `POST /api/Support/Shops/ChangeShop`: its category, name and address. */
export const changeShop = defineShopEdit({
  name: 'ChangeShop',
  payload: ChangeShopRequest,
  edit: (payload) => ({ type: 'ChangeShop', ...payload }),
});
