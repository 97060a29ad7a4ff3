import pg from 'pg';
import { openPostgresPool } from '../postgres/pool.js';
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
import { APPENDED_CHANNEL, AppendWakeups } from './postgres-wakeups.js';

interface Row {
  position: string;
  stream_id: string;
  revision: number;
  event_id: string;
  type: string;
  data: unknown;
  metadata: RecordedEvent['metadata'];
}

const toRecorded = (r: Row): RecordedEvent => ({
  position: r.position,
  streamId: r.stream_id,
  revision: r.revision,
  eventId: r.event_id,
  type: r.type,
  data: r.data,
  metadata: r.metadata,
});

function jsonText(value: unknown): string {
  const text = JSON.stringify(value) as string | undefined;
  if (text === undefined) throw new Error('An event needs JSON data and metadata');
  return text;
}

const COLUMNS = 'position, stream_id, revision, event_id, type, data, metadata';

interface PendingAppend {
  streamId: string;
  events: NewEvent[];
  expected: ExpectedRevision;
  resolve(result: AppendResult): void;
  reject(error: unknown): void;
}

/** An event the group inserts, its data and metadata as JSON text. */
interface EventRow {
  position: number;
  streamId: string;
  revision: number;
  eventId: string;
  type: string;
  data: string;
  metadata: string;
}

/** What the group's transaction found under the append lock. */
interface LogState {
  head: number;
  /** Last revision per stream of the group. */
  heads: Map<string, number>;
  /** Stored events whose ids the group names, and the ones the group adds as it goes. */
  known: Map<string, { streamId: string; revision: number; position: number }>;
}

/** Held by every appending transaction until it commits ("wl:event" in ASCII). */
const APPEND_LOCK = 0x776c3a6576656e74n;
/** Most appends in one transaction; more wait for the next. */
const MAX_GROUP = 500;
/** A read page of a subscription. */
const PAGE = 1000;

export interface PostgresEventStoreOptions {
  /** How often a subscriber looks for events appended by other processes while their notifications cannot reach it. */
  pollMs?: number;
  /** Connections of this store's pool. */
  maxConnections?: number;
}

/**
 * The event log in PostgreSQL (issue 25). Positions are integers given out in commit order: every appending transaction
 * takes one advisory lock (`APPEND_LOCK`) and reads the log's head only after it was granted, so a transaction never
 * commits a position below one already visible, and a reader that saw position n has seen every position below n.
 * Appends asked for within one turn of the event loop share one transaction, so the lock and the commit's fsync are
 * paid once per group; its commit notifies the subscribers of every process (postgres-wakeups.ts). docs/operations.md, "PostgreSQL (in progress)", says why this and not reading up to the oldest
 * open transaction.
 */
export class PostgresEventStore implements EventStore {
  private pending: PendingAppend[] = [];
  private flushing: Promise<void> | null = null;

  private constructor(
    private readonly pool: pg.Pool,
    private readonly wakeups: AppendWakeups,
  ) {}

  /** Connects and brings the schema up to date (postgres/migrations.ts). */
  static async open(connectionString: string, options: PostgresEventStoreOptions = {}): Promise<PostgresEventStore> {
    const pool = await openPostgresPool(connectionString, options.maxConnections ?? 10);
    return new PostgresEventStore(pool, new AppendWakeups(connectionString, options.pollMs ?? 100));
  }

  append(streamId: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    return new Promise((resolve, reject) => {
      this.pending.push({ streamId, events, expected, resolve, reject });
      this.flushing ??= this.flush();
    });
  }

  /** One group at a time; what is asked for meanwhile goes into the next. */
  private async flush(): Promise<void> {
    await new Promise((resolve) => setImmediate(resolve));
    while (this.pending.length > 0) await this.commitGroup(this.pending.splice(0, MAX_GROUP));
    this.flushing = null;
  }

  /**
   * Decides every append of the group on the log as it stands under the lock (a refused one fails alone), inserts
   * the accepted events in one statement and commits. Every promise settles after the commit.
   */
  private async commitGroup(group: PendingAppend[]): Promise<void> {
    let client: pg.PoolClient | null = null;
    try {
      client = await this.pool.connect();
      await client.query('BEGIN');
      await client.query('SELECT pg_advisory_xact_lock($1::bigint)', [String(APPEND_LOCK)]);
      // A statement of its own after the lock: in READ COMMITTED its snapshot holds every append committed before.
      const state = await this.logState(client, group);
      const rows: EventRow[] = [];
      const outcomes = group.map((a) => {
        try {
          return { result: this.decide(a, state, rows) };
        } catch (error) {
          return { error };
        }
      });
      if (rows.length > 0) {
        // Column arrays rather than one JSON document: json_to_recordset would refuse a \u0000 inside the data. The
        // notification goes out when the transaction commits.
        await client.query(
          `WITH inserted AS (
             INSERT INTO events (${COLUMNS})
             SELECT * FROM unnest($1::bigint[], $2::text[], $3::integer[], $4::text[], $5::text[], $6::json[], $7::json[]))
           SELECT pg_notify('${APPENDED_CHANNEL}', '')`,
          [
            rows.map((r) => r.position),
            rows.map((r) => r.streamId),
            rows.map((r) => r.revision),
            rows.map((r) => r.eventId),
            rows.map((r) => r.type),
            rows.map((r) => r.data),
            rows.map((r) => r.metadata),
          ],
        );
      }
      await client.query('COMMIT');
      client.release();
      client = null;
      this.wakeups.wake();
      outcomes.forEach((o, i) => ('error' in o ? group[i]!.reject(o.error) : group[i]!.resolve(o.result)));
    } catch (error) {
      // A COMMIT whose answer was lost may still have committed: a repeat with the same event ids answers the stored result.
      if (client) {
        await client.query('ROLLBACK').catch(() => undefined);
        client.release(true);
      }
      group.forEach((a) => a.reject(error));
    }
  }

  private async logState(client: pg.PoolClient, group: PendingAppend[]): Promise<LogState> {
    const streams = [...new Set(group.map((a) => a.streamId))];
    const ids = group.flatMap((a) => a.events.map((e) => e.eventId));
    const {
      rows: [found],
    } = await client.query<{
      head: string | null;
      heads: Record<string, number> | null;
      known: [string, string, number, number][] | null;
    }>(
      `SELECT (SELECT max(position) FROM events) AS head,
              (SELECT json_object_agg(stream_id, revision) FROM
                 (SELECT stream_id, max(revision) AS revision FROM events WHERE stream_id = ANY($1) GROUP BY stream_id) s) AS heads,
              (SELECT json_agg(json_build_array(event_id, stream_id, revision, position)) FROM events WHERE event_id = ANY($2)) AS known`,
      [streams, ids],
    );
    return {
      head: Number(found!.head ?? 0),
      heads: new Map(Object.entries(found!.heads ?? {})),
      known: new Map(
        (found!.known ?? []).map(([eventId, streamId, revision, position]) => [
          eventId,
          { streamId, revision, position },
        ]),
      ),
    };
  }

  /** The same rules as the SQLite store: a repeat by the first event's id, then the expected revision. */
  private decide({ streamId, events, expected }: PendingAppend, state: LogState, rows: EventRow[]): AppendResult {
    const first = events[0] && state.known.get(events[0].eventId);
    if (first && first.streamId === streamId) {
      const stored = state.known.get(events[events.length - 1]!.eventId);
      const last = stored?.streamId === streamId ? stored : first;
      return { nextRevision: last.revision, position: String(last.position), repeated: true };
    }
    const head = state.heads.get(streamId) ?? null;
    const actual = head ?? 'no_stream';
    if (expected !== 'any' && expected !== actual) throw new WrongExpectedRevision(streamId, expected, actual);
    const ids = events.map((e) => e.eventId);
    const taken = ids.find((id, i) => state.known.has(id) || ids.indexOf(id) !== i);
    if (taken) throw new Error(`Stream ${streamId}: event id ${taken} is already stored`);
    // Before anything is taken: data that cannot be written fails its own append only.
    const texts = events.map((e) => ({ data: jsonText(e.data), metadata: jsonText(e.metadata) }));
    let revision = head ?? -1;
    events.forEach((e, i) => {
      revision += 1;
      state.head += 1;
      state.known.set(e.eventId, { streamId, revision, position: state.head });
      rows.push({ position: state.head, streamId, revision, eventId: e.eventId, type: e.type, ...texts[i]! });
    });
    state.heads.set(streamId, revision);
    return { nextRevision: revision, position: String(state.head) };
  }

  async readStream(streamId: string, fromRevision = 0): Promise<RecordedEvent[]> {
    const { rows } = await this.pool.query<Row>(
      `SELECT ${COLUMNS} FROM events WHERE stream_id = $1 AND revision >= $2 ORDER BY revision`,
      [streamId, fromRevision],
    );
    return rows.map(toRecorded);
  }

  async readAll(after: string | null, max: number): Promise<RecordedEvent[]> {
    const { rows } = await this.pool.query<Row>(
      `SELECT ${COLUMNS} FROM events WHERE position > $1 ORDER BY position LIMIT $2`,
      [after ?? '0', max],
    );
    return rows.map(toRecorded);
  }

  async count(): Promise<number> {
    const {
      rows: [row],
    } = await this.pool.query<{ count: string }>('SELECT count(*) AS count FROM events');
    return Number(row!.count);
  }

  async readCorrelation(correlationId: string): Promise<RecordedEvent[]> {
    const { rows } = await this.pool.query<Row>(
      `SELECT ${COLUMNS} FROM events WHERE metadata->>'correlationId' = $1 ORDER BY position`,
      [correlationId],
    );
    return rows.map(toRecorded);
  }

  subscribe(after: string | null, handler: BatchHandler, filter: SubscriptionFilter = {}): Subscription {
    const types = filter.types?.length ? [...filter.types] : null;
    let seen = 0;
    return followLog({
      after,
      handler,
      read: (from) => {
        seen = this.wakeups.seen;
        return this.readPage(from ?? '0', types);
      },
      waitForMore: (signal) => this.wakeups.wait(seen, signal),
    });
  }

  /**
   * The next events of the wanted types up to the head, and how far the log was looked at (the last event of a full
   * page, else the head), so a subscriber skips unwanted events without reading them. One statement, one snapshot.
   */
  private async readPage(
    from: string,
    types: string[] | null,
  ): Promise<{ events: RecordedEvent[]; upTo: string | null }> {
    const { rows } = await this.pool.query<Omit<Row, 'position'> & { head: string | null; position: string | null }>(
      `WITH h AS (SELECT max(position) AS head FROM events)
       SELECT h.head, e.* FROM h LEFT JOIN LATERAL (
         SELECT ${COLUMNS} FROM events
          WHERE position > $1 AND position <= h.head AND ($2::text[] IS NULL OR type = ANY($2))
          ORDER BY position LIMIT $3) e ON true
       ORDER BY e.position`,
      [from, types, PAGE],
    );
    const events = rows.filter((r): r is typeof r & Row => r.position !== null).map(toRecorded);
    const upTo = events.length === PAGE ? events[events.length - 1]!.position : (rows[0]?.head ?? null);
    return { events, upTo };
  }

  async head(): Promise<string | null> {
    const {
      rows: [row],
    } = await this.pool.query<{ head: string | null }>('SELECT max(position) AS head FROM events');
    return row!.head;
  }

  async close(): Promise<void> {
    await this.flushing;
    await this.wakeups.close();
    await this.pool.end();
  }
}
