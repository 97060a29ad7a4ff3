import { basename } from 'node:path';
import { onFirstUse } from '../../platform/on-first-use.js';
import type { ProductCatalogue } from '../product-catalogue.port.js';
import { productsOf, type SkipReason } from './feed-lines.js';
import { readFeed } from './feed-source.js';

/** The feed parsers (XML and tab-separated), loaded by the first import. */
const feedFormats = onFirstUse(() => import('./feed-formats.js'));

export interface FeedImport {
  shopId: string;
  added: number;
  updated: number;
  removed: number;
  skipped: number;
  skippedBecause: Partial<Record<SkipReason, number>>;
  /** The EANs whose offers the import changed (ProductCatalogue.replaceShop). */
  changedEans: string[];
  /** The products without EAN the import added, changed or removed. */
  changedProductIds: string[];
}

/**
 * Imports one shop's feed: its products replace what the shop offered before, in one step. A feed that cannot be read
 * or parsed at all changes nothing (the shop keeps its products); bad lines are skipped and counted.
 */
export async function importFeed(catalogue: ProductCatalogue, shopId: string, source: string): Promise<FeedImport> {
  const content = await readFeed(source);
  const { feedLines } = await feedFormats();
  const { products, skipped } = productsOf(feedLines(content));
  const counts = await catalogue.replaceShop(shopId, products);
  return { shopId, ...counts, skipped: Object.values(skipped).reduce((sum, n) => sum + n, 0), skippedBecause: skipped };
}

/** A shop id from a feed's file name or host when none is given: `speelgoedwinkel.xml.gz` → `speelgoedwinkel`. */
export function shopIdOf(source: string): string {
  const name = /^https?:\/\//i.test(source) ? new URL(source).hostname.replace(/^www\./, '') : basename(source);
  return name
    .replace(/(\.(xml|tsv|txt))?(\.gz)?$/i, '')
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .slice(0, 50);
}

export const describeImport = (result: FeedImport) =>
  `${result.shopId}: ${result.added} added, ${result.updated} updated, ${result.removed} removed, ${result.skipped} skipped` +
  (result.skipped
    ? ` (${Object.entries(result.skippedBecause)
        .map(([reason, n]) => `${reason} ${n}`)
        .join(', ')})`
    : '');
