import { type DocumentStore, SqliteDocumentStore } from '@wl/projections';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { platformSecret } from './platform-secret.js';

/**
 * The real stores, each of whose first read is held until every one of them has read: all of them see the secret
 * absent before any writes it, the interleaving of processes that start together on an empty store.
 */
function readingBeforeAnyWrites(stores: DocumentStore[]): DocumentStore[] {
  let read = 0;
  let everyoneRead!: () => void;
  const allRead = new Promise<void>((resolve) => {
    everyoneRead = resolve;
  });
  return stores.map((store) => {
    let first = true;
    const get = async <T extends object>(collection: string, id: string) => {
      const doc = await store.get<T>(collection, id);
      if (first) {
        first = false;
        if (++read === stores.length) everyoneRead();
        await allRead;
      }
      return doc;
    };
    return new Proxy(store, {
      get: (target, property) => {
        if (property === 'get') return get;
        const value = Reflect.get(target, property) as unknown;
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  });
}

describe('platformSecret in processes that start together', () => {
  let dataDir: string;
  let stores: [SqliteDocumentStore, SqliteDocumentStore, SqliteDocumentStore];
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'platform-secret-'));
    const open = () => new SqliteDocumentStore(join(dataDir, 'readmodels.db'));
    stores = [open(), open(), open()];
  });
  afterEach(async () => {
    await Promise.all(stores.map((store) => store.close()));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('gives every process the same secret when all found none before any stored one', async () => {
    const secrets = await Promise.all(
      readingBeforeAnyWrites(stores).map((store) => platformSecret(store, 'email-index')),
    );
    const stored = await stores[0].get<{ key: string }>('platform_secrets', 'email-index');
    expect(secrets.map((secret) => secret.export().toString('base64'))).toEqual([
      stored?.key,
      stored?.key,
      stored?.key,
    ]);
  });

  it('gives a process that starts later the stored secret, and another name another secret', async () => {
    const first = await platformSecret(stores[0], 'session-csrf');
    expect((await platformSecret(stores[1], 'session-csrf')).export()).toEqual(first.export());
    expect((await platformSecret(stores[1], 'write-position')).export()).not.toEqual(first.export());
  });
});
