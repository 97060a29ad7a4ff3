import { isValidEan13, limits } from '@wl/contracts';
import type { CatalogueProduct } from '../product-catalogue.port.js';

/** Why a feed line was left out; the import goes on with the next line. */
export type SkipReason = 'missingField' | 'badPrice' | 'badUrl' | 'badGtin' | 'duplicateId' | 'notInStock';

export interface ParsedFeed {
  products: CatalogueProduct[];
  skipped: Partial<Record<SkipReason, number>>;
}

/** Google's own limits for these attributes; longer text is cut, not refused. */
const MAX = { id: 50, title: 150, description: 5000, brand: 70 } as const;

/** One line of a feed by the Merchant Center attribute names (`id`, `title`, `price`, ...), values as text. */
export type FeedLine = Record<string, string | undefined>;

/**
 * Turns feed lines into catalogue products: a line with a bad price (not "12.99 EUR"), a link that is not http(s),
 * or a GTIN whose check digit is wrong is skipped and counted. GTIN-8, -12 and -14 are stored as the EAN-13 they equal.
 */
export function productsOf(lines: Iterable<FeedLine>): ParsedFeed {
  const products = new Map<string, CatalogueProduct>();
  const skipped: ParsedFeed['skipped'] = {};
  for (const line of lines) {
    const outcome = productOf(line);
    const reason = typeof outcome === 'string' ? outcome : products.has(outcome.offerId) ? 'duplicateId' : null;
    if (reason) skipped[reason] = (skipped[reason] ?? 0) + 1;
    else products.set((outcome as CatalogueProduct).offerId, outcome as CatalogueProduct);
  }
  return { products: [...products.values()], skipped };
}

function productOf(line: FeedLine): CatalogueProduct | SkipReason {
  const [id, title, link] = [text(line.id), text(line.title), text(line.link)];
  if (!id || !title || !link) return 'missingField';
  const availability = text(line.availability)?.toLowerCase().replace(/ /g, '_');
  if (availability && !['in_stock', 'preorder', 'backorder'].includes(availability)) return 'notInStock';
  const price = euros(text(line.price));
  if (price === null) return 'badPrice';
  const image = text(line.image_link);
  if (!webAddress(link) || (image && !webAddress(image))) return 'badUrl';
  const eans = (line.gtin ?? '')
    .split(',')
    .map((gtin) => gtin.trim())
    .filter(Boolean)
    .map(ean13Of);
  if (eans.some((ean) => ean === null)) return 'badGtin';
  return {
    offerId: id.slice(0, MAX.id),
    title: title.slice(0, MAX.title),
    description: (text(line.description) ?? '').slice(0, MAX.description),
    url: link,
    imageUrl: image ?? null,
    price,
    eans: [...new Set(eans as string[])],
    brand: text(line.brand)?.slice(0, MAX.brand) ?? null,
  };
}

const text = (value: string | undefined) => value?.trim() || undefined;

/** "12.99 EUR" (also "12,99 EUR" and "12 EUR"); only euros, at most a million. */
export function euros(value: string | undefined): number | null {
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?\s*EUR$/i.exec(value ?? '');
  if (!match) return null;
  const amount = Number(`${match[1]}.${match[2] ?? '0'}`);
  return amount <= 1_000_000 ? amount : null;
}

function webAddress(value: string): boolean {
  if (value.length > limits.giftUrl) return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** A GTIN of 8, 12, 13 or 14 digits as the EAN-13 it equals (leading zeros), or null when it is none. */
export function ean13Of(gtin: string): string | null {
  if (!/^(\d{8}|\d{12,14})$/.test(gtin)) return null;
  const padded = gtin.padStart(14, '0');
  if (!padded.startsWith('0')) return null;
  const ean = padded.slice(1);
  return isValidEan13(ean) ? ean : null;
}
