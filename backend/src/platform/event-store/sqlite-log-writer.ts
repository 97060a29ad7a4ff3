import Database from 'better-sqlite3';
import { parentPort, workerData } from 'node:worker_threads';
import type { AppendResult, ExpectedRevision } from './event-store.port.js';

// This module also runs as the event log's writer thread, from source in the tests (Node strips its types): it imports
// no module of its own at run time and uses erasable syntax only.

/** One append as the writer gets it: the events' data and metadata already turned into JSON by the caller. */
export interface AppendRequest {
  streamId: string;
  events: { eventId: string; type: string; data: string; metadata: string }[];
  expected: ExpectedRevision;
}

/** What a group did: the log's last position before it (under the write lock) and each append's outcome. */
export interface GroupWritten {
  before: number;
  outcomes: AppendOutcome[];
}

/** What became of one append of a group. */
export type AppendOutcome =
  { result: AppendResult } | { conflict: number | 'no_stream' } | { error: { message: string; code?: string } };

/** The event log's table and the pragmas of every connection to it: WAL, and synchronous=FULL for the appends. */
export function openLog(file: string, busyTimeoutMs: number): Database.Database {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma(`busy_timeout = ${busyTimeoutMs}`);
  db.pragma('cache_size = -65536');
  db.exec(`
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
  return db;
}

const failure = (error: unknown): AppendOutcome => ({
  error: { message: (error as Error).message ?? String(error), code: (error as { code?: string }).code },
});

/**
 * Group commit: the appends of one group share one IMMEDIATE transaction, and so one commit (one fsync), each in its
 * own savepoint, so a stale expected revision fails only its own append. When the commit itself fails, every append of
 * the group fails and none is stored.
 */
export function groupAppender(db: Database.Database): (group: AppendRequest[]) => GroupWritten {
  const statements = {
    head: db.prepare<[], { position: number | null }>('SELECT MAX(position) AS position FROM events'),
    streamHead: db.prepare<[string], { revision: number | null }>(
      'SELECT MAX(revision) AS revision FROM events WHERE stream_id = ?',
    ),
    insert: db.prepare(
      'INSERT INTO events (stream_id, revision, event_id, type, data, metadata) VALUES (?, ?, ?, ?, ?, ?)',
    ),
    byEventId: db.prepare<[string, string], { revision: number; position: number }>(
      'SELECT revision, position FROM events WHERE event_id = ? AND stream_id = ?',
    ),
  };

  /** The stored result of an earlier append of the same events (found by the ids of its first and last event). */
  const repeatOf = ({ streamId, events }: AppendRequest): AppendResult | null => {
    if (events.length === 0) return null;
    const first = statements.byEventId.get(events[0]!.eventId, streamId);
    if (!first) return null;
    const last = statements.byEventId.get(events[events.length - 1]!.eventId, streamId) ?? first;
    return { nextRevision: last.revision, position: String(last.position), repeated: true };
  };

  const append = (request: AppendRequest): AppendOutcome => {
    const repeat = repeatOf(request);
    if (repeat) return { result: repeat };
    const head = statements.streamHead.get(request.streamId)?.revision ?? null;
    const actual = head === null ? 'no_stream' : head;
    if (request.expected !== 'any' && request.expected !== actual) return { conflict: actual };
    let revision = head ?? -1;
    let position = 0;
    for (const e of request.events) {
      revision += 1;
      position = Number(
        statements.insert.run(request.streamId, revision, e.eventId, e.type, e.data, e.metadata).lastInsertRowid,
      );
    }
    return { result: { nextRevision: revision, position: String(position) } };
  };

  // Called inside the group's transaction, better-sqlite3 runs a transaction function as a savepoint.
  const inSavepoint = db.transaction((request: AppendRequest) => append(request));
  const inGroup = db.transaction((group: AppendRequest[]) => ({
    before: statements.head.get()?.position ?? 0,
    outcomes: group.map((request) => {
      try {
        return inSavepoint(request);
      } catch (error) {
        return failure(error);
      }
    }),
  }));
  return (group) => {
    try {
      return inGroup.immediate(group);
    } catch (error) {
      return { before: -1, outcomes: group.map(() => failure(error)) };
    }
  };
}

/** The writer thread: one connection that runs each group it is sent and answers its outcomes after the commit. */
if (parentPort && (workerData as { eventLog?: string } | null)?.eventLog) {
  const port = parentPort;
  const { eventLog, busyTimeoutMs } = workerData as { eventLog: string; busyTimeoutMs: number };
  const db = openLog(eventLog, busyTimeoutMs);
  const appendGroup = groupAppender(db);
  port.on('message', (message: { group: AppendRequest[] } | 'close') => {
    if (message === 'close') {
      db.close();
      port.close();
    } else port.postMessage(appendGroup(message.group));
  });
}
