import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { documentStoreContract } from './document-store.contract.js';
import { SqliteDocumentStore } from './sqlite-document-store.js';

documentStoreContract('SQLite', async () => new SqliteDocumentStore(':memory:'));

describe('SQLite change stamp', () => {
  let folder: string;
  let store: SqliteDocumentStore;
  let other: SqliteDocumentStore;
  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'wl-stamp-'));
    store = new SqliteDocumentStore(join(folder, 'readmodels.db'));
    // Another process's connection to the same file.
    other = new SqliteDocumentStore(join(folder, 'readmodels.db'));
  });
  afterEach(async () => {
    await Promise.all([store.close(), other.close()]);
    rmSync(folder, { recursive: true, force: true });
  });

  const put = (on: SqliteDocumentStore, id: string) =>
    on.commit([{ kind: 'put', collection: 'lists', id, doc: { id } }]);

  it('stays while nothing is written, however much is read', async () => {
    await put(store, 'a');
    const stamp = store.changeStamp();
    await store.get('lists', 'a');
    await store.find('lists', { id: 'a' });
    await other.get('lists', 'a');
    expect(store.changeStamp()).toBe(stamp);
  });

  it('moves with every write of its own: commit, putIf, drop and swap', async () => {
    const writes = [
      () => put(store, 'a'),
      () => store.putIf('lists', 'b', null, { id: 'b' }),
      () => store.drop(['lists'], 'lists-projection'),
      () =>
        store.swapIn(
          [{ live: 'lists', shadow: 'lists_shadow' }],
          { projection: 'p', position: '1', expected: null },
          'q',
        ),
    ];
    for (const write of writes) {
      const before = store.changeStamp();
      await write();
      expect(store.changeStamp()).not.toBe(before);
    }
  });

  it("moves with another connection's commit, seen by this one at once", async () => {
    const before = store.changeStamp();
    await put(other, 'a');
    const after = store.changeStamp();
    expect(after).not.toBe(before);
    expect(store.changeStamp()).toBe(after);
  });
});
