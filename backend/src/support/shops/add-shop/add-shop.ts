import { AddShopRequest } from '@wl/contracts';
import { randomUUID } from 'node:crypto';
import { defineShopEdit } from '../shop-edit.js';

/** `POST /api/Support/Shops/AddShop`: a new shop, with a fresh id; a repeated add is refused by its name. */
export const addShop = defineShopEdit({
  name: 'AddShop',
  payload: AddShopRequest.transform((body) => ({ ...body, shopId: randomUUID() })),
  edit: (payload) => ({ type: 'AddShop', ...payload }),
});
