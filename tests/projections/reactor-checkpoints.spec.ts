import { type Change, type Checkpoint, LeasedLane, type LogEvent, SqliteDocumentStore } from '@wl/projections';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteEventStore } from '../../backend/src/platform/event-store/sqlite-event-store.js';

/** The real store, noting which checkpoints each commit moved. */
class CountedStore extends SqliteDocumentStore {
  readonly checkpointWrites: string[] = [];

  override commit(changes: Change[], checkpoint?: Checkpoint): Promise<void> {
    if (checkpoint) this.checkpointWrites.push(checkpoint.projection);
    return super.commit(changes, checkpoint);
  }
}

const until = async (what: string, check: () => Promise<boolean> | boolean, timeoutMs = 10_000) => {
  for (const started = Date.now(); !(await check()); await new Promise((r) => setTimeout(r, 10))) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
  }
};
const metadata = () => ({
  correlationId: randomUUID(),
  causationId: null,
  userId: null,
  at: new Date().toISOString(),
  schemaVersion: 1,
});

describe('a reactor lane (one event at a time)', () => {
  let dataDir: string;
  let events: SqliteEventStore;
  let store: CountedStore;

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'wl-reactor-'));
    events = new SqliteEventStore(join(dataDir, 'events.db'));
    store = new CountedStore(join(dataDir, 'readmodels.db'));
  });
  afterEach(async () => {
    await Promise.all([events.close(), store.close()]);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('reacts to each event of a batch in order, and stores its checkpoint once for the batch', async () => {
    const appended = [];
    for (let i = 0; i < 30; i++) {
      appended.push(
        await events.append(
          `friends-${randomUUID()}`,
          [{ eventId: randomUUID(), type: 'FriendAdded', data: { i }, metadata: metadata() }],
          'no_stream',
        ),
      );
    }
    const last = appended[appended.length - 1]!.position;
    const reacted: LogEvent[] = [];
    const lane = new LeasedLane(
      events,
      store,
      {
        name: 'reactor:test',
        types: new Set(['FriendAdded']),
        oneByOne: true,
        process: async ([event]) => {
          reacted.push(event!);
          return { changes: [] };
        },
      },
      { holder: 'test', leaseMs: 60_000, retry: { attempts: 3, backoffMs: 5 } },
      () => undefined,
    );
    lane.start();
    try {
      await until('the lane to store its checkpoint', async () => (await store.getCheckpoint('reactor:test')) === last);
      expect(reacted.map((e) => (e.data as { i: number }).i)).toEqual([...Array(30).keys()]);
      expect(store.checkpointWrites.filter((name) => name === 'reactor:test')).toEqual(['reactor:test']);
    } finally {
      await lane.stop();
    }
  });
});
