import { AddShopCategoryRequest } from '@wl/contracts';
import { randomUUID } from 'node:crypto';
import { defineShopEdit } from '../shop-edit.js';

/** `POST /api/Support/Shops/AddCategory`: a new category, with a fresh id; a name taken is refused. */
export const addShopCategory = defineShopEdit({
  name: 'AddShopCategory',
  payload: AddShopCategoryRequest.transform((body) => ({ ...body, categoryId: randomUUID() })),
  edit: (payload) => ({ type: 'AddShopCategory', ...payload }),
});
