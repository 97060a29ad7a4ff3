import {
  friendsProjection,
  listParked,
  PARKED,
  type Projection,
  ProjectionRunner,
  requestRetry,
  SqliteDocumentStore,
} from '@wl/projections';
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteEventStore } from '../../backend/src/platform/event-store/sqlite-event-store.js';
import { PersonalData } from '../../backend/src/platform/personal-data/personal-data.js';
import { SqliteKeyStore } from '../../backend/src/platform/personal-data/sqlite-key-store.js';
import { eventOpener } from '../../backend/src/platform/projections/event-opener.js';

const projectorEntry = join(__dirname, '../../backend/dist/projector.js');
const LEASE_MS = 900;
const until = async (what: string, check: () => Promise<boolean> | boolean, timeoutMs = 10_000) => {
  for (const started = Date.now(); !(await check()); await new Promise((r) => setTimeout(r, 25))) {
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
const friendAdded = (friendPrivateGuid: string) => ({
  eventId: randomUUID(),
  type: 'FriendAdded',
  data: { friendPrivateGuid, userId: randomUUID(), wishlistId: randomUUID() },
  metadata: metadata(),
});

describe('leased lanes', () => {
  let dataDir: string;
  let events: SqliteEventStore;
  let store: SqliteDocumentStore;
  const runnerOf = (projections: Projection[], holder: string) =>
    new ProjectionRunner(
      events,
      store,
      projections,
      eventOpener(new PersonalData(new SqliteKeyStore(join(dataDir, 'keys.db')), store, events)),
      { holder, leaseMs: LEASE_MS, retry: { attempts: 3, backoffMs: 5 } },
    );

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'wl-lanes-'));
    events = new SqliteEventStore(join(dataDir, 'events.db'));
    store = new SqliteDocumentStore(join(dataDir, 'readmodels.db'));
  });
  afterEach(async () => {
    await Promise.all([events.close(), store.close()]);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('are taken over by another process once the holder died without releasing them, and not before', async () => {
    let projector: ChildProcess | null = spawn(process.execPath, [projectorEntry], {
      env: { ...process.env, NODE_OPTIONS: '', DATA_DIR: dataDir, LEASE_MS: String(LEASE_MS), LEASE_HOLDER: 'first' },
      stdio: 'ignore',
    });
    try {
      await events.append(`friends-${randomUUID()}`, [friendAdded('before')], 'no_stream');
      await until('the projector to apply', async () => (await store.get('friends', 'before')) !== null, 20_000);

      const second = runnerOf([friendsProjection], 'second');
      await second.start();
      await new Promise((r) => setTimeout(r, LEASE_MS));
      expect(second.holds('friends')).toBe(false);

      const exited = new Promise((resolve) => projector!.once('exit', resolve));
      projector.kill('SIGKILL');
      await exited;
      projector = null;
      const killedAt = Date.now();
      const appended = await events.append(`friends-${randomUUID()}`, [friendAdded('after')], 'no_stream');
      expect(await second.caughtUp(appended.position, 5 * LEASE_MS)).toBe(true);
      expect(second.holds('friends')).toBe(true);
      expect(Date.now() - killedAt).toBeLessThan(3 * LEASE_MS);
      expect(await store.get('friends', 'after')).not.toBeNull();
      await second.stop();
    } finally {
      projector?.kill('SIGKILL');
    }
  }, 40_000);

  it('park an event a projection cannot apply, go on with the next ones, and clear it when a retry succeeds after a fix', async () => {
    // Version 1 of a read model with a bug: it cannot apply one particular event.
    const buggy: Projection = {
      ...friendsProjection,
      async apply(event, context) {
        if (event.type === 'FriendAdded' && event.data.friendPrivateGuid === 'poison') throw new Error('cannot apply');
        await friendsProjection.apply(event, context);
      },
    };
    const first = runnerOf([buggy], 'first');
    await first.start();
    await events.append(
      `friends-${randomUUID()}`,
      [friendAdded('one'), friendAdded('poison'), friendAdded('two')],
      'no_stream',
    );
    const last = await events.append(`friends-${randomUUID()}`, [friendAdded('three')], 'no_stream');
    expect(await first.caughtUp(last.position, 5000)).toBe(true);

    expect(await store.get('friends', 'one')).not.toBeNull();
    expect(await store.get('friends', 'two')).not.toBeNull();
    expect(await store.get('friends', 'three')).not.toBeNull();
    expect(await store.get('friends', 'poison')).toBeNull();
    const [parked, ...more] = await listParked(store);
    expect(more).toEqual([]);
    expect(parked).toMatchObject({
      lane: 'friends',
      type: 'FriendAdded',
      error: 'cannot apply',
      attempts: 3,
      retryRequested: false,
    });

    // A retry asked while the bug is still there fails once more and keeps the event parked.
    const id = `friends:${parked!.eventId}`;
    expect(await requestRetry(store, id)).toBe(true);
    await until('the retry to fail', async () => (await store.get<{ attempts: number }>(PARKED, id))?.attempts === 4);
    expect(await store.get(PARKED, id)).toMatchObject({ retryRequested: false, error: 'cannot apply' });
    await first.stop();

    // Version 2 is fixed and deployed; a retry through the tooling applies the event once and unparks it.
    const fixed = runnerOf([friendsProjection], 'second');
    await fixed.start();
    expect(await requestRetry(store, id)).toBe(true);
    await until('the retry to succeed', async () => (await listParked(store)).length === 0);
    expect(await store.get('friends', 'poison')).not.toBeNull();
    expect(await requestRetry(store, id)).toBe(false);
    await fixed.stop();
  }, 30_000);
});
