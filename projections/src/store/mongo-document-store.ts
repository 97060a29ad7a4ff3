import { type AnyBulkWriteOperation, type ClientSession, type Db, MongoClient, MongoServerError } from 'mongodb';
import {
  type Change,
  type Checkpoint,
  CheckpointMoved,
  type DocumentStore,
  type Where,
} from './document-store.port.js';

interface Stored {
  _id: string;
  [field: string]: unknown;
}

interface StoredCheckpoint {
  _id: string;
  position: string | null;
}

interface StoredLease {
  _id: string;
  holder: string;
  expiresAt: Date;
}

const DUPLICATE_KEY = 11000;
const isDuplicateKey = (error: unknown) => error instanceof MongoServerError && error.code === DUPLICATE_KEY;

const FIELD = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** Same field rule as the SQLite adapter; it also keeps `$` operators out of filters. */
function checkField(field: string): string {
  if (!FIELD.test(field)) throw new Error(`Unsupported field name: ${field}`);
  return field;
}

const withoutId = { projection: { _id: 0 } } as const;

const prefixFilter = (field: string, prefix: string) => ({ [field]: { $gte: prefix, $lt: `${prefix}\uffff` } });

/**
 * The production read-model store: one MongoDB collection per collection name, `_id` = our id, the document's fields at
 * the top level. `commit` and `drop` run as transactions, so MongoDB must be a replica set (a single-member one will do).
 */
export class MongoDocumentStore implements DocumentStore {
  private constructor(
    private readonly client: MongoClient,
    private readonly db: Db,
  ) {}

  static async connect(url: string, databaseName: string): Promise<MongoDocumentStore> {
    // ignoreUndefined: an undefined field disappears, as it does in the JSON the SQLite adapter stores.
    const client = await MongoClient.connect(url, { ignoreUndefined: true });
    return new MongoDocumentStore(client, client.db(databaseName));
  }

  private collection(name: string) {
    return this.db.collection<Stored>(name);
  }

  private get checkpoints() {
    return this.db.collection<StoredCheckpoint>('checkpoints');
  }

  private get leases() {
    return this.db.collection<StoredLease>('leases');
  }

  private async transaction(work: (session: ClientSession) => Promise<void>): Promise<void> {
    await this.client.withSession((session) => session.withTransaction(() => work(session)));
  }

  async get<T extends object>(collection: string, id: string): Promise<T | null> {
    return (await this.collection(collection).findOne({ _id: id }, withoutId)) as T | null;
  }

  async find<T extends object>(collection: string, where: Where, limit = 1000): Promise<T[]> {
    const filter = Object.fromEntries(Object.entries(where).map(([field, value]) => [checkField(field), value]));
    return (await this.collection(collection)
      .find(filter, { ...withoutId, limit })
      .toArray()) as T[];
  }

  async findByPrefix<T extends object>(collection: string, field: string, prefix: string, limit: number): Promise<T[]> {
    const name = checkField(field);
    return (await this.collection(collection)
      .find(prefixFilter(name, prefix), { ...withoutId, limit })
      .sort({ [name]: 1 })
      .toArray()) as T[];
  }

  async countByPrefix(collection: string, field: string, prefix: string, limit: number): Promise<number> {
    return this.collection(collection).countDocuments(prefixFilter(checkField(field), prefix), { limit });
  }

  async ensureIndex(collection: string, field: string): Promise<void> {
    await this.collection(collection).createIndex({ [checkField(field)]: 1 });
  }

  async commit(changes: Change[], checkpoint?: Checkpoint): Promise<void> {
    const writes = new Map<string, AnyBulkWriteOperation<Stored>[]>();
    for (const c of changes) {
      const operation: AnyBulkWriteOperation<Stored> =
        c.kind === 'put'
          ? { replaceOne: { filter: { _id: c.id }, replacement: { ...c.doc }, upsert: true } }
          : { deleteOne: { filter: { _id: c.id } } };
      const operations = writes.get(c.collection);
      if (operations) operations.push(operation);
      else writes.set(c.collection, [operation]);
    }
    try {
      await this.transaction(async (session) => {
        if (checkpoint) await this.setCheckpoint(checkpoint, session);
        for (const [name, operations] of writes) await this.collection(name).bulkWrite(operations, { session });
      });
    } catch (error) {
      // With `expected: null`, a stored checkpoint makes the upsert insert a second `_id`.
      if (checkpoint && isDuplicateKey(error)) throw new CheckpointMoved(checkpoint.projection, checkpoint.expected);
      throw error;
    }
  }

  /** Compare-and-set inside the transaction; a concurrent writer of the same checkpoint is a write conflict, retried. */
  private async setCheckpoint({ projection, position, expected }: Checkpoint, session: ClientSession): Promise<void> {
    const set = { $set: { position } };
    if (expected === null) {
      await this.checkpoints.updateOne({ _id: projection, position: null }, set, { session, upsert: true });
      return;
    }
    const { matchedCount } = await this.checkpoints.updateOne({ _id: projection, position: expected }, set, {
      session,
    });
    if (matchedCount === 0) throw new CheckpointMoved(projection, expected);
  }

  /**
   * One atomic upsert on the lease document, timed by the server's clock (`$$NOW`), so the processes' clocks need not
   * agree. When another holder's unexpired lease exists, the filter misses and the upsert's insert hits its `_id`.
   */
  async acquireLease(name: string, holder: string, ttlMs: number): Promise<boolean> {
    const takeable = { $or: [{ holder }, { $expr: { $lte: ['$expiresAt', '$$NOW'] } }] };
    const update = [{ $set: { holder, expiresAt: { $add: ['$$NOW', ttlMs] } } }];
    try {
      await this.leases.findOneAndUpdate({ _id: name, ...takeable }, update, { upsert: true });
      return true;
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
  }

  async releaseLease(name: string, holder: string): Promise<void> {
    await this.leases.deleteOne({ _id: name, holder });
  }

  async putIf(collection: string, id: string, expected: Where | null, doc: object): Promise<boolean> {
    if (expected === null) {
      try {
        await this.collection(collection).insertOne({ ...doc, _id: id });
        return true;
      } catch (error) {
        if ((error as { code?: number }).code === DUPLICATE_KEY) return false;
        throw error;
      }
    }
    const filter = Object.fromEntries(Object.entries(expected).map(([field, value]) => [checkField(field), value]));
    const result = await this.collection(collection).replaceOne({ ...filter, _id: id }, { ...doc });
    return result.matchedCount === 1;
  }

  async getCheckpoint(projection: string): Promise<string | null> {
    return (await this.checkpoints.findOne({ _id: projection }))?.position ?? null;
  }

  async drop(collections: string[], projection: string): Promise<void> {
    await this.transaction(async (session) => {
      for (const name of collections) await this.collection(name).deleteMany({}, { session });
      await this.checkpoints.deleteOne({ _id: projection }, { session });
    });
  }

  async list<T extends object>(
    collection: string,
    afterId: string | null,
    limit: number,
  ): Promise<{ id: string; doc: T }[]> {
    const filter = afterId === null ? {} : { _id: { $gt: afterId } };
    const found = await this.collection(collection).find(filter, { limit }).sort({ _id: 1 }).toArray();
    return found.map(({ _id, ...doc }) => ({ id: _id, doc: doc as T }));
  }

  /**
   * One transaction, not `renameCollection` (atomic per collection only): a very large read model may need MongoDB's
   * transaction limits raised (docs/support.md, "Rebuild").
   */
  async swapIn(
    collections: { live: string; shadow: string }[],
    checkpoint: Checkpoint,
    shadowProjection: string,
  ): Promise<void> {
    await this.transaction(async (session) => {
      await this.setCheckpoint(checkpoint, session);
      for (const { live, shadow } of collections) {
        await this.collection(live).deleteMany({}, { session });
        for (let after: string | null = null; ;) {
          const page: Stored[] = await this.collection(shadow)
            .find(after === null ? {} : { _id: { $gt: after } }, { session, limit: 1000 })
            .sort({ _id: 1 })
            .toArray();
          if (page.length === 0) break;
          await this.collection(live).insertMany(page, { session });
          after = page[page.length - 1]!._id;
        }
        await this.collection(shadow).deleteMany({}, { session });
      }
      await this.checkpoints.deleteOne({ _id: shadowProjection }, { session });
    });
  }

  /** Telling another process's writes apart would take a query: readers read the documents. */
  changeStamp(): null {
    return null;
  }

  async close(): Promise<void> {
    await this.client.close();
  }
}
