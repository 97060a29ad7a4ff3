import type Database from 'better-sqlite3';
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
} from './event-store.port.js';
import { followLog } from './follow-log.js';
import { inThreadWriter, LogAppends, threadWriter } from './sqlite-log-appends.js';
import { LogTail, type Row, rowsOf, toRecorded } from './sqlite-log-tail.js';
import { openLog } from './sqlite-log-writer.js';

export interface SqliteEventStoreOptions {
  /** How often a subscriber looks for events appended by other processes. */
  pollMs?: number;
  /** How long an append waits for another process's write lock before it fails (5 s). */
  busyTimeoutMs?: number;
}

/**
 * The embedded event store: one SQLite file in WAL mode with synchronous=FULL, so an acknowledged append survives a
 * crash of the process and of the machine. Appends take the write lock first (BEGIN IMMEDIATE), so several
 * processes can share the file. They are written by a thread of their own on its own connection (`sqlite-log-appends.ts`),
 * so the commit's fsync does not hold the event loop; reads stay on this thread's connection, which sees an append once
 * it is durable (in WAL mode a commit becomes visible after its fsync).
 */
export class SqliteEventStore implements EventStore {
  private readonly db: Database.Database;
  private readonly appended = new EventEmitter().setMaxListeners(0);
  private readonly pollMs: number;
  private readonly statements;
  private readonly appends: LogAppends;
  private readonly tail = new LogTail();

  constructor(file: string, options: SqliteEventStoreOptions = {}) {
    this.pollMs = options.pollMs ?? 100;
    const busyTimeoutMs = options.busyTimeoutMs ?? 5000;
    this.db = openLog(file, busyTimeoutMs);
    this.statements = {
      stream: this.db.prepare<[string, number], Row>(
        'SELECT * FROM events WHERE stream_id = ? AND revision >= ? ORDER BY revision',
      ),
      all: this.db.prepare<[number, number], Row>('SELECT * FROM events WHERE position > ? ORDER BY position LIMIT ?'),
      correlation: this.db.prepare<[string], Row>(
        `SELECT * FROM events WHERE json_extract(metadata, '$.correlationId') = ? ORDER BY position`,
      ),
      head: this.db.prepare<[], { position: number | null }>('SELECT MAX(position) AS position FROM events'),
      count: this.db.prepare<[], { count: number }>('SELECT COUNT(*) AS count FROM events'),
    };
    const writer = file === ':memory:' ? inThreadWriter(this.db) : threadWriter(file, busyTimeoutMs);
    this.appends = new LogAppends(writer, (written, group) => {
      const rows = rowsOf(group, written.outcomes);
      this.tail.add(written, rows);
      if (rows.length > 0) this.appended.emit('appended');
    });
  }

  /**
   * Group commit on the writer thread: the appends asked for while a group is being written (or within one turn of
   * the event loop) share one transaction and so one fsync, each in its own savepoint, so a stale expected revision
   * fails only that append. Every promise settles after the durable commit.
   */
  append(streamId: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    return this.appends.append(streamId, events, expected);
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
   * The next events of the wanted types, and how far the log was looked at (the last event of a full page, else the
   * head), so a subscriber skips unwanted events without parsing them: from what this process just appended when the
   * tail holds it, else in one read transaction.
   */
  private filteredRead(types: readonly string[] | undefined) {
    const PAGE = 1000;
    const wanted = types?.length ? new Set(types) : null;
    const page = types?.length
      ? this.db.prepare<unknown[], Row>(
          `SELECT * FROM events WHERE position > ? AND type IN (${types.map(() => '?').join(',')}) ORDER BY position LIMIT ?`,
        )
      : this.statements.all;
    const fromTable = this.db.transaction((from: number) => {
      const rows = (types?.length ? page.all(from, ...types, PAGE) : page.all(from, PAGE)) as Row[];
      const upTo =
        rows.length === PAGE ? rows[rows.length - 1]!.position : (this.statements.head.get()?.position ?? null);
      return { rows, upTo };
    });
    let waitedAt = -1;
    return (from: number) => {
      // At the end of the tail, everything this process appended was read: the table is asked only after the next
      // append or poll tick (another process's events are found by the poll, as before).
      if (from === this.tail.end && waitedAt !== from) {
        waitedAt = from;
        return { events: [], upTo: null };
      }
      const { rows, upTo } = this.tail.read(from, wanted, PAGE) ?? fromTable(from);
      return { events: rows.map(toRecorded), upTo: upTo === null ? null : String(upTo) };
    };
  }

  async head(): Promise<string | null> {
    const position = this.statements.head.get()?.position ?? null;
    return position === null ? null : String(position);
  }

  async close(): Promise<void> {
    await this.appends.close();
    this.db.close();
  }
}
