import Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type NewEvent, WrongExpectedRevision } from './event-store.port.js';
import { SqliteEventStore } from './sqlite-event-store.js';

const anEvent = (type: string): NewEvent => ({
  eventId: randomUUID(),
  type,
  data: { type },
  metadata: {
    correlationId: randomUUID(),
    causationId: null,
    userId: null,
    at: new Date().toISOString(),
    schemaVersion: 1,
  },
});

/** The group commit of the SQLite log on its writer thread (sqlite-log-appends.ts). */
describe('the SQLite log writes its appends in groups on a thread of its own', () => {
  let dir: string;
  let file: string;
  let store: SqliteEventStore;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'log-appends-'));
    file = join(dir, 'events.db');
    store = new SqliteEventStore(file, { pollMs: 20, busyTimeoutMs: 100 });
  });
  afterEach(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** What another connection (another process) reads: committed events only. */
  const committedTypes = (streamId: string) => {
    const other = new Database(file, { readonly: true });
    try {
      return other
        .prepare<[string], { type: string }>('SELECT type FROM events WHERE stream_id = ? ORDER BY revision')
        .all(streamId)
        .map((r) => r.type);
    } finally {
      other.close();
    }
  };

  it('answers an append only once it is committed: another connection reads its events then', async () => {
    const streams = Array.from({ length: 20 }, () => `s-${randomUUID()}`);
    await Promise.all(
      streams.map(async (s) => {
        await store.append(s, [anEvent('A'), anEvent('B')], 'no_stream');
        expect(committedTypes(s)).toEqual(['A', 'B']);
      }),
    );
  });

  it('fails every append of a group whose transaction cannot commit, stores none of them, and writes the next group', async () => {
    const lock = new Database(file);
    lock.exec('BEGIN IMMEDIATE');
    const streams = [`s-${randomUUID()}`, `s-${randomUUID()}`, `s-${randomUUID()}`];
    const outcomes = await Promise.allSettled(streams.map((s) => store.append(s, [anEvent('A')], 'no_stream')));
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(outcomes.map((o) => (o as PromiseRejectedResult).reason.code)).toEqual(Array(3).fill('SQLITE_BUSY'));
    lock.exec('ROLLBACK');
    lock.close();
    for (const s of streams) {
      expect(committedTypes(s)).toEqual([]);
      expect(await store.readStream(s)).toEqual([]);
    }
    await store.append(streams[0]!, [anEvent('B')], 'no_stream');
    expect(committedTypes(streams[0]!)).toEqual(['B']);
  });

  it('decides each append of the next group on what the group before it committed: one winner per revision', async () => {
    const s = `s-${randomUUID()}`;
    const first = store.append(s, [anEvent('A')], 'no_stream');
    // Asked for in a later turn: the first group is being written, so these two make the next group together.
    await new Promise((resolve) => setImmediate(resolve));
    const [again, next] = await Promise.allSettled([
      store.append(s, [anEvent('B')], 'no_stream'),
      store.append(s, [anEvent('C')], 0),
    ]);
    expect((await first).nextRevision).toBe(0);
    expect(again.status).toBe('rejected');
    expect((again as PromiseRejectedResult).reason).toBeInstanceOf(WrongExpectedRevision);
    expect((again as PromiseRejectedResult).reason.actual).toBe(0);
    expect(next).toMatchObject({ status: 'fulfilled', value: { nextRevision: 1 } });
    expect(committedTypes(s)).toEqual(['A', 'C']);
  });

  it('of many appends at the same revision across groups, exactly one is stored', async () => {
    const s = `s-${randomUUID()}`;
    const outcomes = await Promise.allSettled(
      Array.from({ length: 30 }, async (_, i) => {
        for (let turn = 0; turn < i % 5; turn++) await new Promise((resolve) => setImmediate(resolve));
        return store.append(s, [anEvent(`E${i}`)], 'no_stream');
      }),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    expect(
      outcomes.filter((o) => o.status === 'rejected').every((o) => o.reason instanceof WrongExpectedRevision),
    ).toBe(true);
    expect(committedTypes(s)).toHaveLength(1);
  });

  it('hands a subscriber every event in log order, also one another process appended between two of its groups', async () => {
    const other = new SqliteEventStore(file, { pollMs: 20 });
    const seen: string[] = [];
    const subscription = store.subscribe(null, async (events) => {
      seen.push(...events.map((e) => e.type));
    });
    try {
      await store.append(`s-${randomUUID()}`, [anEvent('Mine1')], 'no_stream');
      await other.append(`s-${randomUUID()}`, [anEvent('Theirs')], 'no_stream');
      await store.append(`s-${randomUUID()}`, [anEvent('Mine2')], 'no_stream');
      await store.append(`s-${randomUUID()}`, [anEvent('Mine3')], 'no_stream');
      const deadline = Date.now() + 5000;
      while (seen.length < 4 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
      expect(seen).toEqual(['Mine1', 'Theirs', 'Mine2', 'Mine3']);
    } finally {
      await subscription.stop();
      await other.close();
    }
  });

  it('hands a subscriber that read all this process appended what another process appends next', async () => {
    const other = new SqliteEventStore(file, { pollMs: 20 });
    const seen: string[] = [];
    const subscription = store.subscribe(null, async (events) => {
      seen.push(...events.map((e) => e.type));
    });
    const until = async (count: number) => {
      const deadline = Date.now() + 5000;
      while (seen.length < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
    };
    try {
      await store.append(`s-${randomUUID()}`, [anEvent('Mine')], 'no_stream');
      await until(1);
      await other.append(`s-${randomUUID()}`, [anEvent('Theirs')], 'no_stream');
      await until(2);
      expect(seen).toEqual(['Mine', 'Theirs']);
    } finally {
      await subscription.stop();
      await other.close();
    }
  });

  it('writes the appends asked for before it closes', async () => {
    const s = `s-${randomUUID()}`;
    const appended = store.append(s, [anEvent('A')], 'no_stream');
    await store.close();
    expect((await appended).nextRevision).toBe(0);
    expect(committedTypes(s)).toEqual(['A']);
    store = new SqliteEventStore(file, { pollMs: 20 });
  });
});
