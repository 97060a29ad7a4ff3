import Database from 'better-sqlite3';
import { LRUCache } from 'lru-cache';
import { eanGroups } from './ean-groups.js';
import type {
  CatalogueProduct,
  ProductCatalogue,
  ProductGroup,
  ProductQuery,
  StoredProduct,
} from './product-catalogue.port.js';
import { termWords } from './search-words.js';

interface Row {
  product_id: string;
  shop_id: string;
  offer_id: string;
  title: string;
  description: string;
  url: string;
  image_url: string | null;
  price: number;
  eans: string;
  brand: string | null;
  group_key: string;
}

/** A word's matches, row by row: product id (the FTS rowid), group key, price and the word's `bm25` term. */
interface WordMatches {
  ids: number[];
  groups: string[];
  prices: Float64Array;
  scores: Float64Array;
  /** Each product id's row, made the first time another word of a search looks the product up here. */
  rowOf: Map<number, number> | null;
}

/** A group's score is its best product's (the lowest `bm25`). */
function keepBest(best: Map<string, number>, group: string, score: number) {
  const known = best.get(group);
  if (known === undefined || score < known) best.set(group, score);
}

const rowOfProduct = (matches: WordMatches) => (matches.rowOf ??= new Map(matches.ids.map((id, row) => [id, row])));

/**
 * The embedded catalogue: its own SQLite file (shop data, rebuilt from the feeds, so synchronous=NORMAL is enough).
 * Search runs on an FTS5 index of title, brand and description, with diacritics folded and every word of the term
 * matched as a prefix (docs/products.md, "Search"). `group_key` is the smallest EAN of the product's group.
 */
export class SqliteProductCatalogue implements ProductCatalogue {
  private readonly db: Database.Database;
  private readonly statements;
  /** Bounded by the number of group keys held (a few MB), not by searches: a broad term holds thousands. */
  private readonly ranked = new LRUCache<string, string[]>({
    maxSize: 200_000,
    sizeCalculation: (groups) => groups.length + 1,
  });
  /**
   * Each word's scored matches (a broad prefix holds thousands of products), bounded by the rows held: some 100 bytes a
   * row with its group key and lookup, so at most about 50 MB; a broad word of the demo catalogue holds a few thousand.
   */
  private readonly wordMatches = new LRUCache<string, WordMatches>({
    maxSize: 500_000,
    sizeCalculation: (matches) => matches.ids.length + 1,
  });
  private rankedVersion = -1;

  constructor(file: string) {
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = NORMAL');
    this.db.pragma('busy_timeout = 5000');
    // A new search joins every match to its product row at random: with SQLite's 2 MB default most of those reads went
    // to the file (430 µs of CPU per search of the bench, 330 µs with the whole catalogue, about 20 MB, in the cache).
    this.db.pragma('cache_size = -65536');
    this.db.exec(`
      CREATE TABLE IF NOT EXISTS products (
        id INTEGER PRIMARY KEY, product_id TEXT NOT NULL UNIQUE, shop_id TEXT NOT NULL, offer_id TEXT NOT NULL,
        title TEXT NOT NULL, description TEXT NOT NULL, url TEXT NOT NULL, image_url TEXT, price REAL NOT NULL,
        eans TEXT NOT NULL, brand TEXT, group_key TEXT NOT NULL);
      CREATE INDEX IF NOT EXISTS products_by_shop ON products (shop_id);
      CREATE INDEX IF NOT EXISTS products_by_group ON products (group_key, price);
      CREATE TABLE IF NOT EXISTS product_eans (ean TEXT NOT NULL, product_id TEXT NOT NULL, PRIMARY KEY (ean, product_id)) WITHOUT ROWID;
      CREATE INDEX IF NOT EXISTS product_eans_by_product ON product_eans (product_id);
      CREATE VIRTUAL TABLE IF NOT EXISTS products_fts USING fts5 (title, brand, description, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3');
      CREATE TRIGGER IF NOT EXISTS products_fts_insert AFTER INSERT ON products BEGIN
        INSERT INTO products_fts (rowid, title, brand, description) VALUES (new.id, new.title, coalesce(new.brand, ''), new.description);
      END;
      CREATE TRIGGER IF NOT EXISTS products_fts_delete AFTER DELETE ON products BEGIN
        DELETE FROM products_fts WHERE rowid = old.id;
      END;
      CREATE TRIGGER IF NOT EXISTS products_fts_update AFTER UPDATE OF title, brand, description ON products BEGIN
        DELETE FROM products_fts WHERE rowid = old.id;
        INSERT INTO products_fts (rowid, title, brand, description) VALUES (new.id, new.title, coalesce(new.brand, ''), new.description);
      END;`);
    this.statements = {
      ofShop: this.db.prepare<[string], Row>('SELECT * FROM products WHERE shop_id = ?'),
      insert: this.db
        .prepare(`INSERT INTO products (product_id, shop_id, offer_id, title, description, url, image_url, price, eans, brand, group_key)
        VALUES (@product_id, @shop_id, @offer_id, @title, @description, @url, @image_url, @price, @eans, @brand, @product_id)`),
      update: this.db
        .prepare(`UPDATE products SET title = @title, description = @description, url = @url, image_url = @image_url,
        price = @price, eans = @eans, brand = @brand WHERE product_id = @product_id`),
      remove: this.db.prepare<[string]>('DELETE FROM products WHERE product_id = ?'),
      addEan: this.db.prepare<[string, string]>('INSERT OR IGNORE INTO product_eans (ean, product_id) VALUES (?, ?)'),
      removeEans: this.db.prepare<[string]>('DELETE FROM product_eans WHERE product_id = ?'),
      allEans: this.db.prepare<[], { product_id: string; eans: string; group_key: string }>(
        'SELECT product_id, eans, group_key FROM products',
      ),
      setGroup: this.db.prepare<[string, string]>('UPDATE products SET group_key = ? WHERE product_id = ?'),
      byId: this.db.prepare<[string], Row>('SELECT * FROM products WHERE product_id = ?'),
      count: this.db.prepare<[], { n: number }>('SELECT count(*) AS n FROM products'),
      matches: this.db
        .prepare<[string, number, number], [group: string, score: number]>(
          `
        SELECT p.group_key, bm25(products_fts, 10.0, 5.0, 1.0)
        FROM products_fts JOIN products p ON p.id = products_fts.rowid
        WHERE products_fts MATCH ? AND p.price BETWEEN ? AND ?`,
        )
        .raw(),
      wordMatches: this.db
        .prepare<[string], [id: number, group: string, price: number, score: number]>(
          `
        SELECT p.id, p.group_key, p.price, bm25(products_fts, 10.0, 5.0, 1.0)
        FROM products_fts JOIN products p ON p.id = products_fts.rowid
        WHERE products_fts MATCH ?`,
        )
        .raw(),
      dataVersion: this.db.prepare<[], number>('PRAGMA data_version').pluck(),
      ofGroups: this.db.prepare<[string], Row>(
        'SELECT * FROM products WHERE group_key IN (SELECT value FROM json_each(?)) ORDER BY price, product_id',
      ),
      groupKeysOfEan: this.db.prepare<[string], { group_key: string }>(
        'SELECT DISTINCT p.group_key FROM product_eans e JOIN products p ON p.product_id = e.product_id WHERE e.ean = ?',
      ),
    };
  }

  async replaceShop(shopId: string, products: CatalogueProduct[]) {
    return this.db
      .transaction(() => {
        const before = new Map(this.statements.ofShop.all(shopId).map((row) => [row.offer_id, row]));
        const feed = new Map(products.map((product) => [product.offerId, product]));
        const counts = { added: 0, updated: 0, removed: 0 };
        const changedEans = new Set<string>();
        const changedProductIds = new Set<string>();
        const touched = ({ eans, product_id }: Pick<Row, 'eans' | 'product_id'>) => {
          const codes = JSON.parse(eans) as string[];
          codes.forEach((ean) => changedEans.add(ean));
          if (codes.length === 0) changedProductIds.add(product_id);
        };
        let eansChanged = false;
        for (const product of feed.values()) {
          const row = rowOf(shopId, product);
          const old = before.get(product.offerId);
          if (!old) {
            this.statements.insert.run(row);
            counts.added++;
          } else if (changed(old, row)) {
            this.statements.update.run(row);
            counts.updated++;
            touched(old);
          } else continue;
          touched(row);
          if (old?.eans === row.eans) continue;
          eansChanged = true;
          this.statements.removeEans.run(row.product_id);
          for (const ean of product.eans) this.statements.addEan.run(ean, row.product_id);
        }
        for (const old of before.values()) {
          if (feed.has(old.offer_id)) continue;
          this.statements.remove.run(old.product_id);
          this.statements.removeEans.run(old.product_id);
          counts.removed++;
          touched(old);
          eansChanged = true;
        }
        if (eansChanged) this.regroup();
        this.ranked.clear();
        this.wordMatches.clear();
        return { ...counts, changedEans: [...changedEans].sort(), changedProductIds: [...changedProductIds].sort() };
      })
      .immediate();
  }

  private regroup(): void {
    const rows = this.statements.allEans.all();
    const groups = eanGroups(
      rows.map((row) => ({ productId: row.product_id, eans: JSON.parse(row.eans) as string[] })),
    );
    for (const row of rows) {
      const key = groups.get(row.product_id)!;
      if (key !== row.group_key) this.statements.setGroup.run(key, row.product_id);
    }
  }

  async search(query: ProductQuery): Promise<{ hits: ProductGroup[]; total: number }> {
    const words = termWords(query.term);
    if (!words.length) return { hits: [], total: 0 };
    const ranked = this.rankedGroups(words, query.minPrice ?? 0, query.maxPrice ?? Number.MAX_VALUE);
    return { hits: this.groupsOf(ranked.slice(query.offset, query.offset + query.count)), total: ranked.length };
  }

  /**
   * The groups a search matches, best first: a group ranks by its best product within the price filter, ties by group
   * key. Kept per search, so the next pages of the same search (infinite scroll) and the same term from another person
   * read nothing. A search never asked combines its words' kept matches (`matchesOf`): the products that match every
   * word, each scored by the sum of its words' `bm25` terms, added in the term's word order as FTS5 adds the phrases
   * of one query (so the score, and the order, are exactly those of one `MATCH` of all the words); a search with a
   * price filter and a word not kept yet runs that one `MATCH` instead (`bestInOneMatch`). A feed import anywhere
   * (`data_version` counts other connections' commits) empties both.
   */
  private rankedGroups(words: string[], minPrice: number, maxPrice: number): string[] {
    const version = this.statements.dataVersion.get()!;
    if (version !== this.rankedVersion) {
      this.ranked.clear();
      this.wordMatches.clear();
    }
    this.rankedVersion = version;
    const key = `${minPrice}\u0000${maxPrice}\u0000${words.join(' ')}`;
    const cached = this.ranked.get(key);
    if (cached) return cached;
    const filtered = minPrice > 0 || maxPrice < Number.MAX_VALUE;
    const best =
      filtered && words.some((word) => !this.wordMatches.has(word))
        ? this.bestInOneMatch(words, minPrice, maxPrice)
        : this.bestOfWords(words, minPrice, maxPrice);
    const ranked = [...best].sort(([a, x], [b, y]) => x - y || (a < b ? -1 : a > b ? 1 : 0)).map(([group]) => group);
    this.ranked.set(key, ranked);
    return ranked;
  }

  /**
   * Each group's best score, from one statement of all the words within the price filter: for a filtered search with a
   * word not kept, reading that word's matches at every price would score far more products than the filter lets
   * through (a term's first search, which reads and keeps them, usually has no filter).
   */
  private bestInOneMatch(words: string[], minPrice: number, maxPrice: number): Map<string, number> {
    const best = new Map<string, number>();
    for (const [group, score] of this.statements.matches.all(
      words.map((word) => `"${word}"*`).join(' '),
      minPrice,
      maxPrice,
    ))
      keepBest(best, group, score);
    return best;
  }

  /** Each group's best score, from the words' kept matches (read and kept here when missing). */
  private bestOfWords(words: string[], minPrice: number, maxPrice: number): Map<string, number> {
    const matches = words.map((word) => this.matchesOf(word));
    const rarest = matches.reduce((a, b) => (b.ids.length < a.ids.length ? b : a));
    const best = new Map<string, number>();
    for (let r = 0; r < rarest.ids.length; r++) {
      const price = rarest.prices[r]!;
      if (price < minPrice || price > maxPrice) continue;
      let score = 0;
      for (const word of matches) {
        const at = word === rarest ? r : rowOfProduct(word).get(rarest.ids[r]!);
        if (at === undefined) {
          score = NaN;
          break;
        }
        score += word.scores[at]!;
      }
      if (Number.isNaN(score)) continue;
      keepBest(best, rarest.groups[r]!, score);
    }
    return best;
  }

  /** Every product one word (as a prefix) matches, whatever its price, with its `bm25` term for that word alone. */
  private matchesOf(word: string): WordMatches {
    const kept = this.wordMatches.get(word);
    if (kept) return kept;
    const rows = this.statements.wordMatches.all(`"${word}"*`);
    const matches: WordMatches = {
      ids: rows.map(([id]) => id),
      groups: rows.map(([, group]) => group),
      prices: Float64Array.from(rows, ([, , price]) => price),
      scores: Float64Array.from(rows, ([, , , score]) => score),
      rowOf: null,
    };
    this.wordMatches.set(word, matches);
    return matches;
  }

  async byEans(eans: string[]): Promise<ProductGroup[]> {
    const keys = [
      ...new Set(eans.flatMap((ean) => this.statements.groupKeysOfEan.all(ean).map((row) => row.group_key))),
    ];
    return this.groupsOf(keys);
  }

  /** The groups of these keys in this order, each with every shop's offer, cheapest first. */
  private groupsOf(keys: string[]): ProductGroup[] {
    if (!keys.length) return [];
    const byKey = new Map<string, StoredProduct[]>(keys.map((key) => [key, []]));
    for (const row of this.statements.ofGroups.all(JSON.stringify(keys)))
      byKey.get(row.group_key)!.push(productOf(row));
    return keys.map((key) => {
      const products = byKey.get(key)!;
      return { eans: [...new Set(products.flatMap((product) => product.eans))].sort(), products };
    });
  }

  async byId(productId: string): Promise<StoredProduct | null> {
    const row = this.statements.byId.get(productId);
    return row ? productOf(row) : null;
  }

  async count(): Promise<number> {
    return this.statements.count.get()!.n;
  }

  async close(): Promise<void> {
    this.db.close();
  }
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
    eans: JSON.stringify([...new Set(product.eans)].sort()),
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
    old.eans !== row.eans ||
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
    eans: JSON.parse(row.eans) as string[],
    brand: row.brand,
  };
}
