import type pg from 'pg';
import { eanGroups } from './ean-groups.js';
import type {
  CatalogueProduct,
  ProductCatalogue,
  ProductGroup,
  ProductQuery,
  StoredProduct,
} from './product-catalogue.port.js';
import { searchWords, termWords } from './search-words.js';

interface Row {
  product_id: string;
  shop_id: string;
  offer_id: string;
  title: string;
  description: string;
  url: string;
  image_url: string | null;
  price: number;
  eans: string[];
  brand: string | null;
  group_key: string;
}

/** Held by every import, so the regrouping of one sees the products of another whole ("wl:cat" in ASCII). */
const IMPORT_LOCK = 0x776c3a636174n;

/** Rows written per statement of an import. */
const BATCH = 1_000;

/**
 * A search term word is at most 100 characters (the term's limit), so it is a prefix of a word exactly when it is a
 * prefix of that word's first 100 characters; cutting longer words keeps every lexeme far below tsvector's 2 kB.
 */
const LEXEME_CHARACTERS = 100;

/** ts_rank's weights for D, C, B, A: title (A) 10, brand (B) 5, description (D) 1, as the SQLite adapter's bm25. */
const RANK_WEIGHTS = '{0.1,0,0.5,1}';

/**
 * A GIN index takes new entries into a pending list, which every search reads in full until a vacuum merges it: right
 * after an import a search read thousands of entries that way (`winterjas` 2.2 ms instead of 0.4). So each import
 * merges them before it commits, which costs it less than writing each entry into the index at once would
 * (`fastupdate = off`: imports 1.6 times slower). docs/products.md, "PostgreSQL".
 */
const MERGE_PENDING_ENTRIES = `SELECT gin_clean_pending_list('catalogue_products_by_word'::regclass), gin_clean_pending_list('catalogue_products_by_ean'::regclass)`;

/**
 * The settings of the catalogue's sessions: the catalogue is small enough to stay in memory, where a random page costs
 * about what a sequential one does. With the default 4, the planner reads a broad prefix (`kind`, 17 % of the products)
 * from the whole table instead of the word index, three times slower (docs/products.md, "PostgreSQL").
 */
export const CATALOGUE_SESSION = '-c random_page_cost=1.1';

/**
 * The catalogue in PostgreSQL (docs/products.md, "Search"): a GIN-indexed tsvector of each product's folded words
 * (searchWords, the rule of the SQLite and MongoDB adapters) and a tsquery of the term's words, each a prefix (`:*`).
 * Both are built here, not by a text-search configuration, so the matches are exactly SQLite's: no stemming, diacritics
 * folded, the same word boundaries.
 */
export class PostgresProductCatalogue implements ProductCatalogue {
  constructor(private readonly pool: pg.Pool) {}

  async replaceShop(shopId: string, products: CatalogueProduct[]) {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      // Imports are rare and may take a while; the lock keeps two of them from regrouping on each other's half.
      await client.query('SET LOCAL lock_timeout = 0');
      await client.query('SELECT pg_advisory_xact_lock($1::bigint)', [String(IMPORT_LOCK)]);
      const result = await this.replaceWithin(client, shopId, products);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  private async replaceWithin(client: pg.PoolClient, shopId: string, products: CatalogueProduct[]) {
    const { rows: old } = await client.query<Row>('SELECT * FROM catalogue_products WHERE shop_id = $1', [shopId]);
    const before = new Map(old.map((row) => [row.offer_id, row]));
    const feed = new Map(products.map((product) => [product.offerId, product]));
    const counts = { added: 0, updated: 0, removed: 0 };
    const changedEans = new Set<string>();
    const changedProductIds = new Set<string>();
    const touched = ({ eans, product_id }: Pick<Row, 'eans' | 'product_id'>) => {
      eans.forEach((ean) => changedEans.add(ean));
      if (eans.length === 0) changedProductIds.add(product_id);
    };
    const writes: (ReturnType<typeof rowOf> & { search: string })[] = [];
    let eansChanged = false;
    for (const product of feed.values()) {
      const row = rowOf(shopId, product);
      const previous = before.get(product.offerId);
      if (previous && !changed(previous, row)) continue;
      if (previous) counts.updated++;
      else counts.added++;
      if (previous) touched(previous);
      touched(row);
      if (previous?.eans.join() !== row.eans.join()) eansChanged = true;
      writes.push({ ...row, search: searchVector(product) });
    }
    const removed = [...before.values()].filter((row) => !feed.has(row.offer_id));
    for (const row of removed) {
      counts.removed++;
      touched(row);
      eansChanged = true;
    }
    for (let i = 0; i < writes.length; i += BATCH) {
      await client.query(
        `
        INSERT INTO catalogue_products (product_id, shop_id, offer_id, title, description, url, image_url, price, eans, brand, group_key, search)
        SELECT product_id, shop_id, offer_id, title, description, url, image_url, price, eans, brand, product_id, search::tsvector
        FROM json_to_recordset($1) AS x (product_id text, shop_id text, offer_id text, title text, description text, url text,
          image_url text, price double precision, eans text[], brand text, search text)
        ON CONFLICT (product_id) DO UPDATE SET title = excluded.title, description = excluded.description, url = excluded.url,
          image_url = excluded.image_url, price = excluded.price, eans = excluded.eans, brand = excluded.brand, search = excluded.search`,
        [JSON.stringify(writes.slice(i, i + BATCH).map((row) => ({ ...row, eans: `{${row.eans.join(',')}}` })))],
      );
    }
    if (removed.length)
      await client.query('DELETE FROM catalogue_products WHERE product_id = ANY($1)', [
        removed.map((row) => row.product_id),
      ]);
    if (eansChanged) await regroup(client);
    if (writes.length || eansChanged) await client.query(MERGE_PENDING_ENTRIES);
    return { ...counts, changedEans: [...changedEans].sort(), changedProductIds: [...changedProductIds].sort() };
  }

  async search(query: ProductQuery): Promise<{ hits: ProductGroup[]; total: number }> {
    const words = termWords(query.term);
    if (!words.length) return { hits: [], total: 0 };
    // Folded words hold letters and digits only: no quote or operator of the tsquery syntax can be in one.
    const match = words.map((word) => `'${word.slice(0, LEXEME_CHARACTERS)}':*`).join(' & ');
    const filter = [match, query.minPrice ?? 0, query.maxPrice ?? Number.MAX_VALUE];
    // Only the page's group keys come back, each with the count of all matching groups.
    const { rows } = await this.pool.query<{ group_key: string; total: number }>({
      name: 'catalogue-search',
      text: `
        SELECT group_key, count(*) OVER ()::int AS total FROM catalogue_products
        WHERE search @@ $1::tsquery AND price BETWEEN $2 AND $3
        GROUP BY group_key ORDER BY max(ts_rank($4, search, $1::tsquery)) DESC, group_key OFFSET $5 LIMIT $6`,
      values: [...filter, RANK_WEIGHTS, query.offset, query.count],
    });
    // A page past the last match has no row to carry the count.
    const total = rows[0]?.total ?? (query.offset > 0 ? await this.countGroups(filter) : 0);
    return { hits: await this.groupsOf(rows.map((row) => row.group_key)), total };
  }

  private async countGroups(filter: unknown[]): Promise<number> {
    const { rows } = await this.pool.query<{ n: number }>(
      'SELECT count(DISTINCT group_key)::int AS n FROM catalogue_products WHERE search @@ $1::tsquery AND price BETWEEN $2 AND $3',
      filter,
    );
    return rows[0]!.n;
  }

  async byEans(eans: string[]): Promise<ProductGroup[]> {
    const { rows } = await this.pool.query<{ eans: string[]; group_key: string }>(
      'SELECT eans, group_key FROM catalogue_products WHERE eans && $1',
      [eans],
    );
    const keys = eans.flatMap((ean) => rows.filter((row) => row.eans.includes(ean)).map((row) => row.group_key));
    return this.groupsOf([...new Set(keys)]);
  }

  /** The groups of these keys in this order, each with every shop's offer, cheapest first. */
  private async groupsOf(keys: string[]): Promise<ProductGroup[]> {
    if (!keys.length) return [];
    const { rows } = await this.pool.query<Row>({
      name: 'catalogue-groups',
      text: 'SELECT * FROM catalogue_products WHERE group_key = ANY($1) ORDER BY price, product_id',
      values: [keys],
    });
    const byKey = new Map<string, StoredProduct[]>(keys.map((key) => [key, []]));
    for (const row of rows) byKey.get(row.group_key)!.push(productOf(row));
    return keys.map((key) => {
      const products = byKey.get(key)!;
      return { eans: [...new Set(products.flatMap((product) => product.eans))].sort(), products };
    });
  }

  async byId(productId: string): Promise<StoredProduct | null> {
    const { rows } = await this.pool.query<Row>('SELECT * FROM catalogue_products WHERE product_id = $1', [productId]);
    return rows[0] ? productOf(rows[0]) : null;
  }

  async count(): Promise<number> {
    return (await this.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM catalogue_products')).rows[0]!.n;
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}

async function regroup(client: pg.PoolClient): Promise<void> {
  const { rows } = await client.query<{ product_id: string; eans: string[]; group_key: string }>(
    'SELECT product_id, eans, group_key FROM catalogue_products',
  );
  const groups = eanGroups(rows.map((row) => ({ productId: row.product_id, eans: row.eans })));
  const moved = rows.filter((row) => groups.get(row.product_id) !== row.group_key);
  for (let i = 0; i < moved.length; i += BATCH) {
    const batch = moved.slice(i, i + BATCH);
    await client.query(
      `
      UPDATE catalogue_products p SET group_key = u.group_key FROM unnest($1::text[], $2::text[]) AS u (product_id, group_key)
      WHERE p.product_id = u.product_id`,
      [batch.map((row) => row.product_id), batch.map((row) => groups.get(row.product_id)!)],
    );
  }
}

/**
 * The tsvector of a product as text: each folded word once, positioned at its first place with the weight of the
 * first field it is in (title A, brand B, description D), so ts_rank weighs fields as the SQLite adapter's bm25 does.
 */
function searchVector(product: CatalogueProduct): string {
  const lexemes = new Map<string, string>();
  let position = 0;
  for (const [text, weight] of [
    [product.title, 'A'],
    [product.brand ?? '', 'B'],
    [product.description, 'D'],
  ] as const) {
    for (const word of searchWords(text)) {
      position = Math.min(position + 1, 16_383);
      const lexeme = word.slice(0, LEXEME_CHARACTERS);
      if (!lexemes.has(lexeme)) lexemes.set(lexeme, `'${lexeme}':${position}${weight}`);
    }
  }
  return [...lexemes.values()].join(' ');
}

function rowOf(shopId: string, product: CatalogueProduct) {
  return {
    product_id: `${shopId}:${product.offerId}`,
    shop_id: shopId,
    offer_id: product.offerId,
    title: product.title,
    description: product.description,
    url: product.url,
    image_url: product.imageUrl,
    price: product.price,
    eans: [...new Set(product.eans)].sort(),
    brand: product.brand,
  };
}

function changed(old: Row, row: ReturnType<typeof rowOf>): boolean {
  return (
    old.title !== row.title ||
    old.description !== row.description ||
    old.url !== row.url ||
    old.image_url !== row.image_url ||
    old.price !== row.price ||
    old.eans.join() !== row.eans.join() ||
    old.brand !== row.brand
  );
}

function productOf(row: Row): StoredProduct {
  return {
    productId: row.product_id,
    shopId: row.shop_id,
    offerId: row.offer_id,
    title: row.title,
    description: row.description,
    url: row.url,
    imageUrl: row.image_url,
    price: row.price,
    eans: row.eans,
    brand: row.brand,
  };
}
