import { z } from 'zod';
import { Guid, lineText, multiLineText } from './fields.js';
import { limits } from './limits.js';

/** Products (spec 01 §3, §4, §7, §9): the catalogue search, price comparison by EAN, and link previews. */

/** The spec's timings and page sizes for the product search tab and the price lookup queue. */
export const productTimings = {
  searchPauseMs: 800,
  firstPage: 30,
  nextPage: 10,
  infiniteScrollPx: 800,
  priceFilterDebounceMs: 800,
  eansPerLookup: 10,
} as const;

/** An EAN-13 (GTIN-13): 13 digits with a valid check digit. */
export const Ean = z
  .string()
  .regex(/^\d{13}$/)
  .refine(isValidEan13, 'validation.product.ean');

export function isValidEan13(ean: string): boolean {
  if (!/^\d{13}$/.test(ean)) return false;
  const digits = [...ean].map(Number);
  const sum = digits.slice(0, 12).reduce((total, digit, i) => total + digit * (i % 2 === 0 ? 1 : 3), 0);
  return (10 - (sum % 10)) % 10 === digits[12];
}

/** One shop's offer of a product. Prices are in EUR. */
export const ProductOffer = z.object({
  eans: z.array(z.string()),
  faviconSite: z.string().nullable(),
  image: z.string().nullable(),
  originalUrl: z.string(),
  price: z.number(),
  productId: z.string(),
  shopId: z.string(),
  title: z.string(),
  url: z.string(),
});
export type ProductOffer = z.infer<typeof ProductOffer>;

/** A search hit: the best offer's fields, with every shop's offer of the same EANs in `products`. */
export const ProductSearchResult = z.object({
  title: z.string(),
  image: z.string().nullable(),
  imageForDisplay: z.string().nullable(),
  url: z.string(),
  shopId: z.string(),
  productId: z.string(),
  eans: z.array(z.string()),
  products: z.array(ProductOffer),
});
export type ProductSearchResult = z.infer<typeof ProductSearchResult>;

export const ProductSearchRequest = z.object({
  term: lineText().min(1).max(limits.productSearchTerm),
  count: z.number().int().min(1).max(productTimings.firstPage),
  offset: z.number().int().min(0).max(limits.productSearchOffset),
  minPrice: z.number().min(0).max(1_000_000).optional(),
  maxPrice: z.number().min(0).max(1_000_000).optional(),
});
export type ProductSearchRequest = z.infer<typeof ProductSearchRequest>;
export const ProductSearchAnswer = z.object({ products: z.array(ProductSearchResult), total: z.number().int() });
export type ProductSearchAnswer = z.infer<typeof ProductSearchAnswer>;

/** The offers of one product across shops, attached to a gift by price comparison. */
export const GroupedProduct = z.object({
  eans: z.array(z.string()),
  products: z.array(
    z.object({
      shopId: z.string(),
      url: z.string(),
      price: z.number(),
      faviconSite: z.string().nullable(),
      productId: z.string(),
    }),
  ),
});
export type GroupedProduct = z.infer<typeof GroupedProduct>;

/** A catalogue product's id, `shopId:offerId` (the feed's own id of the offer). */
export const ProductId = z
  .string()
  .min(3)
  .max(200)
  .regex(/^[^:]+:.+$/, 'validation.product.id');

/** A query parameter given once, repeated or not at all, as a list. */
const repeatedParameter = (value: unknown) => (Array.isArray(value) ? value : value === undefined ? [] : [value]);

/**
 * `GET /api/Product/ByEans?eans=..&productIds=..` (1 to 10 together, spec 01 §4 "by EAN (or product id)"): one group per
 * EAN that any shop offers, then the group of each known product id (its EANs' group, or the product alone without EAN).
 */
export const ByEansQuery = z
  .object({
    eans: z.preprocess(repeatedParameter, z.array(Ean).max(productTimings.eansPerLookup)),
    productIds: z.preprocess(repeatedParameter, z.array(ProductId).max(productTimings.eansPerLookup)),
  })
  .refine(
    ({ eans, productIds }) =>
      eans.length + productIds.length >= 1 && eans.length + productIds.length <= productTimings.eansPerLookup,
    { message: 'validation.product.lookup_count', path: ['eans'] },
  );
export const ByEansAnswer = z.array(GroupedProduct);
export type ByEansAnswer = z.infer<typeof ByEansAnswer>;

export const ProductSourceType = z.enum(['ProductSearch']);
export type ProductSourceType = z.infer<typeof ProductSourceType>;

/** `POST /api/MyGift/EditWithProduct`: a gift made from a catalogue product (its productId in `productSource`). */
export const GiftEditWithProductRequest = z.object({
  publicGuid: Guid.optional(),
  categoryPrivateGuid: Guid,
  description: multiLineText()
    .min(1, 'validation.gift.description.required')
    .max(limits.giftDescription, 'validation.gift.description.too_long'),
  enableCrossOff: z.boolean(),
  productSource: z.string().min(1).max(200),
  productSourceType: ProductSourceType,
});
export type GiftEditWithProductRequest = z.infer<typeof GiftEditWithProductRequest>;

/** `POST /api/Gift/EmbellishUrlV2`: 200 with the preview, 204 when the page gave nothing useful. */
export const EmbellishUrlRequest = z.object({ url: lineText().min(1).max(limits.giftUrl) });
export type EmbellishUrlRequest = z.infer<typeof EmbellishUrlRequest>;
export const LinkPreview = z.object({
  faviconSite: z.string().nullable(),
  imageForDisplay: z.string().nullable(),
  productEans: z.array(z.string()),
  productId: z.string().nullable(),
  sanitizedUrl: z.string(),
  title: z.string().nullable(),
  url: z.string(),
  urlDisplayText: z.string(),
});
export type LinkPreview = z.infer<typeof LinkPreview>;
