/**
 * The product catalogue (issue 15): products from shop feeds, searchable, grouped across shops by EAN. The embedded
 * default is SQLite with FTS5; MongoDB (`MONGODB_URL`) and PostgreSQL (`DATABASE_URL`) adapters match words the same way.
 * All three pass the same contract suite.
 */

/** One product line of a shop's feed, as the importer hands it over. Prices in EUR. */
export type CatalogueProduct = {
  /** Unique within the shop (the feed's `id`); the catalogue's product id is `${shopId}:${offerId}`. */
  offerId: string;
  title: string;
  description: string;
  url: string;
  imageUrl: string | null;
  price: number;
  /** Valid EAN-13 codes (the feed's `gtin`); may be empty. */
  eans: string[];
  brand: string | null;
};

export type StoredProduct = CatalogueProduct & { productId: string; shopId: string };

export type ProductQuery = { term: string; count: number; offset: number; minPrice?: number; maxPrice?: number };

/** The products whose EANs overlap, best (cheapest) first. */
export type ProductGroup = { eans: string[]; products: StoredProduct[] };

/**
 * What one import changed. `changedEans`: the old and new EANs of every product added, changed or removed, sorted; every
 * group an import changed (also one it split) holds one of them, so price comparison looks up exactly those groups.
 * `changedProductIds`: the products without EAN (before or after) among them, sorted: priced by product id.
 */
export type ShopReplaced = {
  added: number;
  updated: number;
  removed: number;
  changedEans: string[];
  changedProductIds: string[];
};

export interface ProductCatalogue {
  /** Replaces everything a shop offers by the feed's products (one import), keeping the groups by EAN current. */
  replaceShop(shopId: string, products: CatalogueProduct[]): Promise<ShopReplaced>;
  /** Full-text search (prefix matching per word, every word must match), price filter, paging; each hit with its group. */
  search(query: ProductQuery): Promise<{ hits: ProductGroup[]; total: number }>;
  /** The groups of these EANs (one per EAN that any shop offers). */
  byEans(eans: string[]): Promise<ProductGroup[]>;
  byId(productId: string): Promise<StoredProduct | null>;
  count(): Promise<number>;
  close(): Promise<void>;
}

export const PRODUCT_CATALOGUE = Symbol('ProductCatalogue');
