import { RemoveShopLogoRequest } from '@wl/contracts';
import { defineShopEdit } from '../shop-edit.js';

/** `POST /api/Support/Shops/RemoveLogo`: the shop shows its initial again. */
export const removeShopLogo = defineShopEdit({
  name: 'RemoveShopLogo',
  payload: RemoveShopLogoRequest,
  edit: ({ shopId }) => ({ type: 'SetShopLogo', shopId, imageId: null }),
});
