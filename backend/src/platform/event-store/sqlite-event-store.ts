import { SqliteGroupCommit } from '@wl/projections';
import Database from 'better-sqlite3';
import { EventEmitter } from 'node:events';
import {
  type AppendResult,
  type BatchHandler,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type RecordedEvent,
  type Subscription,
  type SubscriptionFilter,
  WrongExpectedRevision,
} from './event-store.port.js';
import { followLog } from './follow-log.js';

interface Row {
  position: number;
  stream_id: string;
  revision: number;
  event_id: string;
  type: string;
  data: string;
  metadata: string;
}

const toRecorded = (r: Row): RecordedEvent => ({
  position: String(r.position),
  streamId: r.stream_id,
  revision: r.revision,
  eventId: r.event_id,
  type: r.type,
  data: JSON.parse(r.data),
  metadata: JSON.parse(r.metadata),
});

export interface SqliteEventStoreOptions {
  /** How often a subscriber looks for events appended by other processes. */
  pollMs?: number;
}

/**
 * The embedded event store: one SQLite file in WAL mode with synchronous=FULL, so an acknowledged append survives a
 * crash of the process and of the machine. Appends take the write lock first (BEGIN IMMEDIATE), so several
 * processes can share the file.
 */
export class SqliteEventStore implements EventStore {
  private readonly db: Database.Database;
  private readonly appended = new EventEmitter().setMaxListeners(0);
  private readonly pollMs: number;
  private readonly statements;
  private readonly appends: SqliteGroupCommit;

  constructor(file: string, options: SqliteEventStoreOptions = {}) {
    this.pollMs = options.pollMs ?? 100;
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = FULL');
    this.db.pragma('busy_timeout = 5000');
    this.db.pragma('cache_size = -65536');
    this.db.exec(`
      CREATE TABLE IF NOT EXISTS events (
        position INTEGER PRIMARY KEY AUTOINCREMENT,
        stream_id TEXT NOT NULL,
        revision INTEGER NOT NULL,
        event_id TEXT NOT NULL UNIQUE,
        type TEXT NOT NULL,
        data TEXT NOT NULL,
        metadata TEXT NOT NULL,
        UNIQUE (stream_id, revision)
      );
      CREATE INDEX IF NOT EXISTS events_by_correlation ON events (json_extract(metadata, '$.correlationId'));`);
    this.statements = {
      streamHead: this.db.prepare<[string], { revision: number }>(
        'SELECT MAX(revision) AS revision FROM events WHERE stream_id = ?',
      ),
      insert: this.db.prepare(
        'INSERT INTO events (stream_id, revision, event_id, type, data, metadata) VALUES (?, ?, ?, ?, ?, ?)',
      ),
      stream: this.db.prepare<[string, number], Row>(
        'SELECT * FROM events WHERE stream_id = ? AND revision >= ? ORDER BY revision',
      ),
      all: this.db.prepare<[number, number], Row>('SELECT * FROM events WHERE position > ? ORDER BY position LIMIT ?'),
      correlation: this.db.prepare<[string], Row>(
        `SELECT * FROM events WHERE json_extract(metadata, '$.correlationId') = ? ORDER BY position`,
      ),
      head: this.db.prepare<[], { position: number | null }>('SELECT MAX(position) AS position FROM events'),
      count: this.db.prepare<[], { count: number }>('SELECT COUNT(*) AS count FROM events'),
      byEventId: this.db.prepare<[string, string], { revision: number; position: number }>(
        'SELECT revision, position FROM events WHERE event_id = ? AND stream_id = ?',
      ),
    };
    this.appends = new SqliteGroupCommit(this.db, () => this.appended.emit('appended'));
  }

  private readonly appendTx = (streamId: string, events: NewEvent[], expected: ExpectedRevision): AppendResult => {
    const repeat = this.repeatOf(streamId, events);
    if (repeat) return repeat;
    const head = this.statements.streamHead.get(streamId)?.revision ?? null;
    const actual = head === null ? 'no_stream' : head;
    if (expected !== 'any' && expected !== actual) throw new WrongExpectedRevision(streamId, expected, actual);
    let revision = head ?? -1;
    let position = 0;
    for (const e of events) {
      revision += 1;
      const info = this.statements.insert.run(
        streamId,
        revision,
        e.eventId,
        e.type,
        JSON.stringify(e.data),
        JSON.stringify(e.metadata),
      );
      position = Number(info.lastInsertRowid);
    }
    return { nextRevision: revision, position: String(position) };
  };

  /** The stored result of an earlier append of the same events (found by the ids of its first and last event). */
  private repeatOf(streamId: string, events: NewEvent[]): AppendResult | null {
    if (events.length === 0) return null;
    const first = this.statements.byEventId.get(events[0]!.eventId, streamId);
    if (!first) return null;
    const last = this.statements.byEventId.get(events[events.length - 1]!.eventId, streamId) ?? first;
    return { nextRevision: last.revision, position: String(last.position), repeated: true };
  }

  /**
   * Group commit: appends asked for within one turn of the event loop share one transaction and so one fsync, each in
   * its own savepoint, so a stale expected revision fails only that append. Every promise settles after the durable
   * commit.
   */
  append(streamId: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    return this.appends.run(() => this.appendTx(streamId, events, expected));
  }

  async readStream(streamId: string, fromRevision = 0): Promise<RecordedEvent[]> {
    return this.statements.stream.all(streamId, fromRevision).map(toRecorded);
  }

  async readAll(after: string | null, max: number): Promise<RecordedEvent[]> {
    return this.statements.all.all(after === null ? 0 : Number(after), max).map(toRecorded);
  }

  async count(): Promise<number> {
    return this.statements.count.get()!.count;
  }

  async readCorrelation(correlationId: string): Promise<RecordedEvent[]> {
    return this.statements.correlation.all(correlationId).map(toRecorded);
  }

  subscribe(after: string | null, handler: BatchHandler, filter: SubscriptionFilter = {}): Subscription {
    const read = this.filteredRead(filter.types);
    return followLog({
      after,
      handler,
      read: async (from) => read(from === null ? 0 : Number(from)),
      waitForMore: (signal) =>
        new Promise<void>((resolve) => {
          const done = () => {
            clearTimeout(timer);
            this.appended.off('appended', done);
            signal.removeEventListener('abort', done);
            resolve();
          };
          const timer = setTimeout(done, this.pollMs);
          this.appended.once('appended', done);
          signal.addEventListener('abort', done);
        }),
    });
  }

  /**
   * One read transaction: the next events of the wanted types, and how far the log was looked at (the last event
   * of a full page, else the head), so a subscriber skips unwanted events without parsing them.
   */
  private filteredRead(types: readonly string[] | undefined) {
    const PAGE = 1000;
    const page = types?.length
      ? this.db.prepare<unknown[], Row>(
          `SELECT * FROM events WHERE position > ? AND type IN (${types.map(() => '?').join(',')}) ORDER BY position LIMIT ?`,
        )
      : this.statements.all;
    return this.db.transaction((from: number) => {
      const rows = (types?.length ? page.all(from, ...types, PAGE) : page.all(from, PAGE)) as Row[];
      const upTo =
        rows.length === PAGE ? rows[rows.length - 1]!.position : (this.statements.head.get()?.position ?? null);
      return { events: rows.map(toRecorded), upTo: upTo === null ? null : String(upTo) };
    });
  }

  async head(): Promise<string | null> {
    const position = this.statements.head.get()?.position ?? null;
    return position === null ? null : String(position);
  }

  async close(): Promise<void> {
    this.appends.flush();
    this.db.close();
  }
}
