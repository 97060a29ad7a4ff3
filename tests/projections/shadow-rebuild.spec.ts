import {
  type Change,
  type Checkpoint,
  CheckpointMoved,
  friendsProjection,
  ProjectionRunner,
  type RebuildProgress,
  READ_MODEL_SWAPS,
  SqliteDocumentStore,
  SWAP_REQUESTS,
} from '@wl/projections';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteEventStore } from '../../backend/src/platform/event-store/sqlite-event-store.js';
import { PersonalData } from '../../backend/src/platform/personal-data/personal-data.js';
import { SqliteKeyStore } from '../../backend/src/platform/personal-data/sqlite-key-store.js';
import { eventOpener } from '../../backend/src/platform/projections/event-opener.js';

const LEASE_MS = 600;
const metadata = () => ({
  correlationId: randomUUID(),
  causationId: null,
  userId: null,
  at: new Date().toISOString(),
  schemaVersion: 1,
});
const friendAdded = (friendPrivateGuid: string) => ({
  eventId: randomUUID(),
  type: 'FriendAdded',
  data: { friendPrivateGuid, userId: randomUUID(), wishlistId: randomUUID() },
  metadata: metadata(),
});

/**
 * The shadow rebuild across processes (docs/support.md, "Rebuild"): two runners on the same files stand for the server
 * that runs the live lane and the `npm run rebuild` tool.
 */
describe('a shadow rebuild', () => {
  let dataDir: string;
  let events: SqliteEventStore;
  let store: SqliteDocumentStore;
  const runnerOf = (documents: SqliteDocumentStore, holder: string) =>
    new ProjectionRunner(
      events,
      documents,
      [friendsProjection],
      eventOpener(new PersonalData(new SqliteKeyStore(join(dataDir, 'keys.db')), documents, events)),
      { holder, leaseMs: LEASE_MS },
    );
  const append = async (n: number) => {
    let position = '';
    for (let i = 0; i < n; i++)
      position = (await events.append(`friends-${randomUUID()}`, [friendAdded(randomUUID())], 'no_stream')).position;
    return position;
  };
  /** What a rebuild from scratch into an empty store gives. */
  const freshRebuild = async () => {
    const fresh = new SqliteDocumentStore(':memory:');
    await runnerOf(fresh, 'fresh').rebuild(['friends']);
    const documents = await fresh.list('friends', null, 10_000);
    await fresh.close();
    return documents;
  };

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'wl-shadow-'));
    events = new SqliteEventStore(join(dataDir, 'events.db'));
    store = new SqliteDocumentStore(join(dataDir, 'readmodels.db'));
  });
  afterEach(async () => {
    await Promise.all([events.close(), store.close()]);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is swapped in by the process running the live lane, while that lane goes on applying new events', async () => {
    const server = runnerOf(store, 'server');
    await server.start();
    try {
      expect(await server.caughtUp(await append(20), 5000)).toBe(true);
      const [victim] = await store.list<{ friendPrivateGuid: string }>('friends', null, 1);
      await store.commit([
        { kind: 'put', collection: 'friends', id: victim!.id, doc: { ...victim!.doc, wishlistId: 'beschadigd' } },
      ]);

      const tool = runnerOf(store, 'tool');
      const rebuild = tool.shadowRebuildOf('friends', 'rebuild-tool')!;
      expect(await rebuild.claim()).toBe(true);
      expect(await tool.shadowRebuildOf('friends', 'someone-else')!.claim()).toBe(false);
      const progress: RebuildProgress[] = [];
      const appending = append(10);
      const report = await tool.rebuildInShadow(rebuild, (p) => progress.push(p), {
        batchSize: 3,
        documentsPerCommit: 4,
      });
      await appending;

      expect(report).toMatchObject({
        differingCount: 1,
        differing: [{ collection: 'friends', id: victim!.id, change: 'changed' }],
      });
      expect(progress[0]).toMatchObject({ processed: 0 });
      expect(progress.length).toBeGreaterThan(5);
      expect(progress.map((p) => p.processed)).toEqual([...progress.map((p) => p.processed)].sort((a, b) => a - b));
      expect(progress.at(-1)!.processed).toBe(progress.at(-1)!.total);
      expect(server.holds('friends')).toBe(true);
      expect(await store.get(SWAP_REQUESTS, 'friends')).toBeNull();

      // The live lane goes on from the swapped-in copy: equal to a rebuild from scratch, nothing skipped or doubled.
      expect(await server.caughtUp(await append(3), 5000)).toBe(true);
      expect(await store.list('friends', null, 10_000)).toEqual(await freshRebuild());
      expect(await store.list('friends', null, 10_000)).toHaveLength(33);
      expect(await store.list('friends__shadow', null, 10)).toEqual([]);
      expect(await tool.shadowRebuildOf('friends', 'someone-else')!.claim()).toBe(true);
    } finally {
      await server.stop();
    }
  }, 30_000);

  it('takes the live lane itself when no process runs it, and moves its checkpoint to the end of the log', async () => {
    const head = await append(7);
    const tool = runnerOf(store, 'tool');
    const rebuild = tool.shadowRebuildOf('friends', 'rebuild-tool')!;
    expect(await rebuild.claim()).toBe(true);
    const report = await tool.rebuildInShadow(rebuild, () => undefined);
    expect(report).toMatchObject({ processed: 7, total: 7, differingCount: 7 });
    expect(report.differing.every((d) => d.change === 'added')).toBe(true);
    expect(await store.getCheckpoint('friends')).toBe(head);
    expect(await store.getCheckpoint('friends.shadow')).toBeNull();
    expect(await store.list('friends', null, 100)).toEqual(await freshRebuild());
  });

  it('renews its claim every third of the lease while it builds, not before every batch it reads', async () => {
    await append(30);
    /** The real store, counting the renewals of the shadow lane's lease. */
    class CountingStore extends SqliteDocumentStore {
      renewals = 0;
      override async acquireLease(name: string, holder: string, ttlMs: number) {
        if (name === 'friends.shadow') this.renewals++;
        return super.acquireLease(name, holder, ttlMs);
      }
    }
    const counting = new CountingStore(join(dataDir, 'readmodels.db'));
    try {
      const tool = new ProjectionRunner(
        events,
        counting,
        [friendsProjection],
        eventOpener(new PersonalData(new SqliteKeyStore(join(dataDir, 'keys.db')), counting, events)),
        { holder: 'tool', leaseMs: 60_000 },
      );
      const rebuild = tool.shadowRebuildOf('friends', 'rebuild-tool')!;
      const report = await tool.rebuildInShadow(rebuild, () => undefined, { batchSize: 3 });
      expect(report).toMatchObject({ processed: 30, differingCount: 30 });
      // Eleven batches read (the last one empty); the claim is taken when the build starts and renewed when it swaps.
      expect(counting.renewals).toBeLessThanOrEqual(2);
      expect(await counting.list('friends', null, 100)).toEqual(await freshRebuild());
    } finally {
      await counting.close();
    }
  });

  /** The real store, keeping every change committed to it. */
  class RecordingStore extends SqliteDocumentStore {
    commits: { changes: Change[]; checkpoint?: Checkpoint }[] = [];
    override commit(changes: Change[], checkpoint?: Checkpoint) {
      this.commits.push({ changes, checkpoint });
      return super.commit(changes, checkpoint);
    }
    writesTo = (collection: string) =>
      this.commits.flatMap((c) => c.changes).filter((change) => change.collection === collection);
  }

  it('holds a shadow within its memory bound in memory, and swaps in only the documents that differ, in one commit', async () => {
    const head = await append(12);
    const server = runnerOf(store, 'server');
    await server.start();
    expect(await server.caughtUp(head, 5000)).toBe(true);
    await server.stop();
    const [victim, stray] = await store.list<object>('friends', null, 2);
    await store.commit([
      { kind: 'put', collection: 'friends', id: victim!.id, doc: { ...victim!.doc, wishlistId: 'beschadigd' } },
      { kind: 'delete', collection: 'friends', id: stray!.id },
    ]);
    const recording = new RecordingStore(join(dataDir, 'readmodels.db'));
    try {
      const tool = runnerOf(recording, 'tool');
      const report = await tool.rebuildInShadow(tool.shadowRebuildOf('friends', 'rebuild-tool')!, () => undefined, {
        batchSize: 5,
        documentsPerCommit: 4,
      });
      expect(report).toMatchObject({ processed: 12, differingCount: 2 });
      expect(recording.writesTo('friends__shadow')).toEqual([]);
      const swap = recording.commits.filter((c) => c.checkpoint?.projection === 'friends');
      expect(swap).toHaveLength(1);
      expect(swap[0]!.checkpoint).toEqual({ projection: 'friends', position: head, expected: head });
      expect(swap[0]!.changes.filter((c) => c.collection === 'friends').map((c) => [c.kind, c.id])).toEqual([
        ['put', victim!.id],
        ['put', stray!.id],
      ]);
      expect(await recording.list('friends', null, 100)).toEqual(await freshRebuild());
      expect(await recording.getCheckpoint('friends.shadow')).toBeNull();
    } finally {
      await recording.close();
    }
  });

  it('swaps a shadow held in memory in all at once or not at all: a moved live checkpoint or a lost lease writes nothing', async () => {
    const head = await append(6);
    const server = runnerOf(store, 'server');
    await server.start();
    expect(await server.caughtUp(head, 5000)).toBe(true);
    await server.stop();
    const [victim] = await store.list<object>('friends', null, 1);
    const damaged = { ...victim!.doc, wishlistId: 'beschadigd' };
    await store.commit([{ kind: 'put', collection: 'friends', id: victim!.id, doc: damaged }]);
    const rebuild = runnerOf(store, 'tool').shadowRebuildOf('friends', 'rebuild-tool')!;
    await rebuild.build(() => undefined);

    const movedOn = String(Number(head) + 1);
    await expect(rebuild.swapAt(movedOn, false, () => true)).rejects.toBeInstanceOf(CheckpointMoved);
    await expect(rebuild.swapAt(head, false, () => false)).rejects.toThrow(/lease of friends ran out/);
    expect(await store.get('friends', victim!.id)).toEqual(damaged);
    expect(await store.getCheckpoint('friends')).toBe(head);
    expect(await store.get(READ_MODEL_SWAPS, 'friends')).toBeNull();

    expect(await rebuild.swapAt(head, false, () => true)).toMatchObject({ differingCount: 1 });
    expect(await store.get('friends', victim!.id)).toEqual(victim!.doc);
    expect(await store.get(READ_MODEL_SWAPS, 'friends')).not.toBeNull();
  });

  it('writes a shadow larger than its memory bound to the store, a commit per documentsPerCommit, and swaps that in', async () => {
    const head = await append(12);
    const recording = new RecordingStore(join(dataDir, 'readmodels.db'));
    try {
      const tool = runnerOf(recording, 'tool');
      const report = await tool.rebuildInShadow(tool.shadowRebuildOf('friends', 'rebuild-tool')!, () => undefined, {
        batchSize: 5,
        documentsPerCommit: 4,
        keptDocuments: 6,
      });
      expect(report).toMatchObject({ processed: 12, differingCount: 12 });
      expect(recording.writesTo('friends__shadow')).toHaveLength(12);
      expect(Math.max(...recording.commits.map((c) => c.changes.length))).toBeLessThanOrEqual(4);
      expect(await recording.getCheckpoint('friends')).toBe(head);
      expect(await recording.list('friends', null, 100)).toEqual(await freshRebuild());
      expect(await recording.list('friends__shadow', null, 100)).toEqual([]);
    } finally {
      await recording.close();
    }
  });

  it('has no other read model', () => {
    expect(runnerOf(store, 'tool').shadowRebuildOf('checkpoints', 'x')).toBeNull();
  });
});
