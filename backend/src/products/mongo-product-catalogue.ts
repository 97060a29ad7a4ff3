import { type AnyBulkWriteOperation, type Collection, MongoClient } from 'mongodb';
import { eanGroups } from './ean-groups.js';
import type {
  CatalogueProduct,
  ProductCatalogue,
  ProductGroup,
  ProductQuery,
  StoredProduct,
} from './product-catalogue.port.js';
import { searchWords, termWords } from './search-words.js';

interface ProductDoc extends Omit<StoredProduct, 'productId'> {
  _id: string;
  groupKey: string;
  /** The folded words of title, brand and description (searchWords), matched by prefix like the SQLite FTS index. */
  words: string[];
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The catalogue in MongoDB (docs/products.md, "Search"): a multikey index on each product's folded words answers the
 * same every-word-as-a-prefix search as SQLite FTS5 (anchored regexes use the index as a range), because a `$text`
 * index matches whole stemmed words only and would miss what a person is still typing.
 */
export class MongoProductCatalogue implements ProductCatalogue {
  private constructor(
    private readonly client: MongoClient,
    private readonly products: Collection<ProductDoc>,
  ) {}

  static async connect(url: string, databaseName: string): Promise<MongoProductCatalogue> {
    const client = await MongoClient.connect(url);
    const products = client.db(databaseName).collection<ProductDoc>('catalogue_products');
    await Promise.all([
      products.createIndex({ shopId: 1 }),
      products.createIndex({ groupKey: 1, price: 1 }),
      products.createIndex({ eans: 1 }),
      products.createIndex({ words: 1, price: 1 }),
    ]);
    return new MongoProductCatalogue(client, products);
  }

  async replaceShop(shopId: string, products: CatalogueProduct[]) {
    const before = new Map((await this.products.find({ shopId }).toArray()).map((doc) => [doc.offerId, doc]));
    const feed = new Map(products.map((product) => [product.offerId, product]));
    const counts = { added: 0, updated: 0, removed: 0 };
    const changedEans = new Set<string>();
    const changedProductIds = new Set<string>();
    const touched = (productId: string, eans: string[]) => {
      eans.forEach((ean) => changedEans.add(ean));
      if (eans.length === 0) changedProductIds.add(productId);
    };
    const writes: AnyBulkWriteOperation<ProductDoc>[] = [];
    let eansChanged = false;
    for (const product of feed.values()) {
      const { _id, ...fields } = docOf(shopId, product);
      const old = before.get(product.offerId);
      if (old && sameOffer(old, fields)) continue;
      if (old) counts.updated++;
      else counts.added++;
      if (old) touched(_id, old.eans);
      touched(_id, fields.eans);
      if (old?.eans.join() !== fields.eans.join()) eansChanged = true;
      const { groupKey, ...changed } = fields;
      writes.push({
        updateOne: { filter: { _id }, update: { $set: changed, $setOnInsert: { groupKey } }, upsert: true },
      });
    }
    for (const old of before.values()) {
      if (feed.has(old.offerId)) continue;
      writes.push({ deleteOne: { filter: { _id: old._id } } });
      counts.removed++;
      touched(old._id, old.eans);
      eansChanged = true;
    }
    if (writes.length) await this.products.bulkWrite(writes, { ordered: false });
    if (eansChanged) await this.regroup();
    return { ...counts, changedEans: [...changedEans].sort(), changedProductIds: [...changedProductIds].sort() };
  }

  private async regroup(): Promise<void> {
    const docs = await this.products.find({}, { projection: { eans: 1, groupKey: 1 } }).toArray();
    const groups = eanGroups(docs.map((doc) => ({ productId: doc._id, eans: doc.eans })));
    const writes = docs
      .filter((doc) => groups.get(doc._id) !== doc.groupKey)
      .map((doc): AnyBulkWriteOperation<ProductDoc> => ({
        updateOne: { filter: { _id: doc._id }, update: { $set: { groupKey: groups.get(doc._id)! } } },
      }));
    if (writes.length) await this.products.bulkWrite(writes, { ordered: false });
  }

  async search(query: ProductQuery): Promise<{ hits: ProductGroup[]; total: number }> {
    const words = termWords(query.term);
    if (!words.length) return { hits: [], total: 0 };
    const [answer] = await this.products
      .aggregate<{ page: { _id: string }[]; total: { n: number }[] }>([
        {
          $match: {
            words: { $all: words.map((word) => new RegExp(`^${escapeRegex(word)}`)) },
            price: { $gte: query.minPrice ?? 0, $lte: query.maxPrice ?? Number.MAX_VALUE },
          },
        },
        { $group: { _id: '$groupKey' } },
        { $sort: { _id: 1 } },
        { $facet: { page: [{ $skip: query.offset }, { $limit: query.count }], total: [{ $count: 'n' }] } },
      ])
      .toArray();
    return { hits: await this.groupsOf(answer!.page.map((group) => group._id)), total: answer!.total[0]?.n ?? 0 };
  }

  async byEans(eans: string[]): Promise<ProductGroup[]> {
    const docs = await this.products.find({ eans: { $in: eans } }, { projection: { eans: 1, groupKey: 1 } }).toArray();
    const keys = eans.flatMap((ean) => docs.filter((doc) => doc.eans.includes(ean)).map((doc) => doc.groupKey));
    return this.groupsOf([...new Set(keys)]);
  }

  private async groupsOf(keys: string[]): Promise<ProductGroup[]> {
    if (!keys.length) return [];
    const docs = await this.products
      .find({ groupKey: { $in: keys } })
      .sort({ price: 1, _id: 1 })
      .toArray();
    return keys.map((key) => {
      const products = docs.filter((doc) => doc.groupKey === key).map(productOf);
      return { eans: [...new Set(products.flatMap((product) => product.eans))].sort(), products };
    });
  }

  async byId(productId: string): Promise<StoredProduct | null> {
    const doc = await this.products.findOne({ _id: productId });
    return doc ? productOf(doc) : null;
  }

  async count(): Promise<number> {
    return this.products.countDocuments();
  }

  async close(): Promise<void> {
    await this.client.close();
  }
}

function docOf(shopId: string, product: CatalogueProduct): ProductDoc {
  const productId = `${shopId}:${product.offerId}`;
  return {
    _id: productId,
    shopId,
    offerId: product.offerId,
    title: product.title,
    description: product.description,
    url: product.url,
    imageUrl: product.imageUrl,
    price: product.price,
    eans: [...new Set(product.eans)].sort(),
    brand: product.brand,
    groupKey: productId,
    words: [...new Set(searchWords(`${product.title} ${product.brand ?? ''} ${product.description}`))],
  };
}

const OFFER_FIELDS = ['title', 'description', 'url', 'imageUrl', 'price', 'brand'] as const;

function sameOffer(old: ProductDoc, fresh: Omit<ProductDoc, '_id'>): boolean {
  return OFFER_FIELDS.every((field) => old[field] === fresh[field]) && old.eans.join() === fresh.eans.join();
}

function productOf({ _id, groupKey: _group, words: _words, ...fields }: ProductDoc): StoredProduct {
  return { productId: _id, ...fields };
}
