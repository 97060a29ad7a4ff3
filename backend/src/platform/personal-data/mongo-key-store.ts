import { Binary, type Collection, MongoClient, MongoServerError } from 'mongodb';
import type { KeyStore, StoredKey } from './key-store.port.js';

interface StoredDoc {
  _id: string;
  key: Binary | null;
}

const DUPLICATE_KEY = 11000;

/**
 * Keys in MongoDB, written with a majority, journaled write concern and read with a majority read concern, so a key
 * in use survives a failover and a crash like the events it sealed. A forgotten subject keeps a document without key.
 */
export class MongoKeyStore implements KeyStore {
  private constructor(
    private readonly client: MongoClient,
    private readonly keys: Collection<StoredDoc>,
  ) {}

  static async connect(url: string, databaseName: string): Promise<MongoKeyStore> {
    const client = await MongoClient.connect(url);
    const keys = client.db(databaseName).collection<StoredDoc>('subject_keys', {
      writeConcern: { w: 'majority', journal: true },
      readConcern: { level: 'majority' },
    });
    return new MongoKeyStore(client, keys);
  }

  async get(subjectId: string): Promise<StoredKey> {
    const doc = await this.keys.findOne({ _id: subjectId });
    return doc ? (doc.key ? Buffer.from(doc.key.buffer) : 'forgotten') : null;
  }

  async create(subjectId: string, key: Buffer): Promise<Buffer | 'forgotten'> {
    try {
      await this.keys.insertOne({ _id: subjectId, key: new Binary(key) });
      return key;
    } catch (error) {
      if (!(error instanceof MongoServerError && error.code === DUPLICATE_KEY)) throw error;
      const stored = await this.get(subjectId);
      if (stored === null) throw new Error(`Key of ${subjectId} neither inserted nor found`, { cause: error });
      return stored;
    }
  }

  async forget(subjectId: string): Promise<void> {
    await this.keys.updateOne({ _id: subjectId }, { $set: { key: null } }, { upsert: true });
  }

  async close(): Promise<void> {
    await this.client.close();
  }
}
