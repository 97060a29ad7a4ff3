import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteDocumentStore } from './sqlite-document-store.js';
import { SqliteGroupCommit } from './sqlite-group-commit.js';
import { CheckpointMoved } from './document-store.port.js';

describe('SqliteGroupCommit', () => {
  let db: Database.Database;
  beforeEach(() => {
    db = new Database(':memory:');
    db.exec('CREATE TABLE t (id TEXT PRIMARY KEY)');
  });
  afterEach(() => db.close());

  const insert = (id: string) => () => db.prepare('INSERT INTO t (id) VALUES (?)').run(id).changes;
  const ids = () =>
    db
      .prepare<[], { id: string }>('SELECT id FROM t ORDER BY id')
      .all()
      .map((r) => r.id);

  it('commits the writes of one turn together, and a write that throws fails alone with its changes undone', async () => {
    let commits = 0;
    const group = new SqliteGroupCommit(db, () => {
      commits += 1;
    });
    const results = await Promise.allSettled([
      group.run(insert('a')),
      group.run(() => {
        insert('b')();
        throw new Error('refused');
      }),
      group.run(insert('c')),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(commits).toBe(1);
    expect(ids()).toEqual(['a', 'c']);
    await group.run(insert('d'));
    expect(commits).toBe(2);
  });

  it('a later write of the same turn sees the earlier ones (a conditional write decides on them)', async () => {
    const group = new SqliteGroupCommit(db);
    const first = group.run(insert('x'));
    const second = group.run(insert('x'));
    await expect(first).resolves.toBe(1);
    await expect(second).rejects.toThrow(/UNIQUE/);
  });

  it('flush commits what is pending at once (before the connection closes)', async () => {
    const group = new SqliteGroupCommit(db);
    const pending = group.run(insert('e'));
    group.flush();
    expect(ids()).toEqual(['e']);
    await expect(pending).resolves.toBe(1);
  });
});

describe('SqliteDocumentStore: lanes that commit in one turn', () => {
  const lanes = (store: SqliteDocumentStore) => [
    () =>
      store.commit([{ kind: 'put', collection: 'docs_a', id: '1', doc: { lane: 'a' } }], {
        projection: 'a',
        position: '5',
        expected: null,
      }),
    () =>
      store.commit([{ kind: 'put', collection: 'docs_b', id: '1', doc: { lane: 'b' } }], {
        projection: 'b',
        position: '5',
        expected: '4',
      }),
    () => store.putIf('mail', 'k', null, { state: 'queued' }),
  ];

  it('fail alone: a lane whose checkpoint moved writes nothing while the others land', async () => {
    const store = new SqliteDocumentStore(':memory:');
    await store.commit([], { projection: 'b', position: '1', expected: null });
    const outcomes = await Promise.allSettled(lanes(store).map((write) => write()));
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((outcomes[1] as PromiseRejectedResult).reason).toBeInstanceOf(CheckpointMoved);
    expect(await store.get('docs_a', '1')).toEqual({ lane: 'a' });
    expect(await store.get('docs_b', '1')).toBeNull();
    expect(await store.getCheckpoint('b')).toBe('1');
    expect(await store.putIf('mail', 'k', null, { state: 'again' })).toBe(false);
    await store.close();
  });

  it('share one transaction: fewer pages reach the write-ahead log than when each commits alone', async () => {
    /** The frames the write-ahead log holds after the set-up and `writes`. */
    async function walFrames(writes: (store: SqliteDocumentStore) => Promise<unknown>): Promise<number> {
      const dir = mkdtempSync(join(tmpdir(), 'wl-group-'));
      const store = new SqliteDocumentStore(join(dir, 'read-models.db'));
      const other = new Database(join(dir, 'read-models.db'));
      try {
        await store.commit([], { projection: 'b', position: '1', expected: null });
        await writes(store);
        return (other.pragma('wal_checkpoint(PASSIVE)') as { log: number }[])[0]!.log;
      } finally {
        other.close();
        await store.close();
        rmSync(dir, { recursive: true, force: true });
      }
    }
    const together = await walFrames((store) => Promise.allSettled(lanes(store).map((write) => write())));
    const alone = await walFrames(async (store) => {
      for (const write of lanes(store)) await write().catch(() => undefined);
    });
    expect(together).toBeLessThan(alone);
  });
});
