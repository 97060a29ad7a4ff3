import type { MessageKey, ShopEditProblem } from '@wl/contracts';

/** The sentence of each refusal of a shop directory edit. */
export const shopEditProblemTexts: Record<ShopEditProblem, MessageKey> = {
  ShopNotFound: 'support.shops.ShopNotFound',
  ShopCategoryNotFound: 'support.shops.ShopCategoryNotFound',
  ShopNameTaken: 'support.shops.ShopNameTaken',
  ShopCategoryNameTaken: 'support.shops.ShopCategoryNameTaken',
  ShopCategoryNotEmpty: 'support.shops.ShopCategoryNotEmpty',
  InvalidImage: 'support.shops.InvalidImage',
};
