import { z } from 'zod';
import { lineText } from './fields.js';
import { limits } from './limits.js';

/**
 * Support edits of the shop directory (docs/content.md, "Shops"): `POST /api/Support/Shops/<Action>`, support only.
 * Each answers 200 with the whole directory after the change (`ShopsAnswer`); a refusal is 422 with a
 * `ShopEditProblem`. `GET /api/Support/Shops` answers the directory also while the `shops` switch is off.
 */
export const ShopEditProblem = z.enum([
  'ShopNotFound',
  'ShopCategoryNotFound',
  'ShopNameTaken',
  'ShopCategoryNameTaken',
  'ShopCategoryNotEmpty',
  'InvalidImage',
]);
export type ShopEditProblem = z.infer<typeof ShopEditProblem>;

/** Seed ids are slugs (`bol`), new ones uuids: lower-case letters, digits and hyphens. */
export const ShopCatalogueId = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9-]+$/);

export const ShopName = lineText()
  .min(1, 'validation.shop.name.required')
  .max(limits.shopName, 'validation.shop.name.too_long');
export const ShopCategoryName = lineText()
  .min(1, 'validation.shop.category.required')
  .max(limits.shopCategoryName, 'validation.shop.category.too_long');

/** A shop's address: https only, with a host and without a user name or password in it. */
export const ShopUrl = lineText()
  .min(1, 'validation.shop.url.required')
  .max(limits.shopUrl, 'validation.shop.url.too_long')
  .refine(isShopAddress, 'validation.shop.url.invalid');

function isShopAddress(text: string): boolean {
  if (!URL.canParse(text)) return false;
  const url = new URL(text);
  return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password;
}

export const AddShopCategoryRequest = z.object({ name: ShopCategoryName });
export type AddShopCategoryRequest = z.infer<typeof AddShopCategoryRequest>;
export const RenameShopCategoryRequest = z.object({ categoryId: ShopCatalogueId, name: ShopCategoryName });
export type RenameShopCategoryRequest = z.infer<typeof RenameShopCategoryRequest>;
/** Refused with `ShopCategoryNotEmpty` while a shop is in it. */
export const RemoveShopCategoryRequest = z.object({ categoryId: ShopCatalogueId });
export type RemoveShopCategoryRequest = z.infer<typeof RemoveShopCategoryRequest>;
export const AddShopRequest = z.object({ categoryId: ShopCatalogueId, name: ShopName, url: ShopUrl });
export type AddShopRequest = z.infer<typeof AddShopRequest>;
export const ChangeShopRequest = AddShopRequest.extend({ shopId: ShopCatalogueId });
export type ChangeShopRequest = z.infer<typeof ChangeShopRequest>;
export const RemoveShopRequest = z.object({ shopId: ShopCatalogueId });
export type RemoveShopRequest = z.infer<typeof RemoveShopRequest>;
/**
 * A shop's logo (issue 27): `POST /api/Support/Shops/SetLogo/<shopId>` with the PNG as the body (Content-Type
 * image/png, the checks of every upload; 422 `InvalidImage` otherwise), `POST /api/Support/Shops/RemoveLogo { shopId }`.
 */
export const RemoveShopLogoRequest = z.object({ shopId: ShopCatalogueId });
export type RemoveShopLogoRequest = z.infer<typeof RemoveShopLogoRequest>;
