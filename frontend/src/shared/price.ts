import { formatPrice, locale, t } from '@wl/contracts';

const offerPrice = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 });

/** A shop's price as it asks it: `€ 12,99`. */
export const formatOfferPrice = (euros: number) => offerPrice.format(euros);

/** The price filter's steps (spec 01 §5); the whole range selected is no filter. */
export const PRICE_STEPS = [0, 5, 10, 15, 20, 30, 50, 100, 200, 500, 1000, 1_000_000] as const;
export const NO_PRICE_FILTER = { minIndex: 0, maxIndex: PRICE_STEPS.length - 1 };
export type PriceRange = typeof NO_PRICE_FILTER;

export const stepLabel = (index: number) =>
  index === PRICE_STEPS.length - 1 ? t('product.price.no_limit') : formatPrice(PRICE_STEPS[index]!);

/** The request's bounds: none at either end of the steps. */
export function priceBounds({ minIndex, maxIndex }: PriceRange): { minPrice?: number; maxPrice?: number } {
  return {
    ...(minIndex > 0 ? { minPrice: PRICE_STEPS[minIndex] } : {}),
    ...(maxIndex < PRICE_STEPS.length - 1 ? { maxPrice: PRICE_STEPS[maxIndex] } : {}),
  };
}
