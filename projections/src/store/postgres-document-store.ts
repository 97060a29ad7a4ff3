import { createHash } from 'node:crypto';
import type pg from 'pg';
import {
  type Change,
  type Checkpoint,
  CheckpointMoved,
  type DocumentStore,
  type Where,
} from './document-store.port.js';

const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** Collection and field names are written into SQL (index predicates must be literals): only plain names pass. */
function checkName(kind: 'collection' | 'field', name: string): string {
  if (!NAME.test(name)) throw new Error(`Unsupported ${kind} name: ${name}`);
  return name;
}

/** A field as text compared byte for byte (code point order, as SQLite and JavaScript); the field's index is on it. */
const fieldText = (field: string) => `((doc->>'${checkName('field', field)}') COLLATE "C")`;

/** PostgreSQL identifiers are cut at 63 bytes: a longer index name is shortened with a hash, so two never collide. */
function indexName(collection: string, field: string): string {
  const name = `ix_${checkName('collection', collection)}__${checkName('field', field)}`;
  return name.length <= 63
    ? name
    : `${name.slice(0, 40)}_${createHash('sha256').update(name).digest('hex').slice(0, 16)}`;
}

/**
 * SQL that holds when the document's field is `value` as `===` sees it (null: the field is null or missing), its
 * parameters appended to `params`.
 */
function fieldEquals(field: string, value: Where[string], params: unknown[]): string {
  if (value === null) return `doc->>'${checkName('field', field)}' IS NULL`;
  params.push(String(value));
  return `${fieldText(field)} = $${params.length} AND json_typeof(doc->'${field}') = '${typeof value}'`;
}

/** PostgreSQL text holds no NUL character, so no stored id or field value has one. */
const storable = (values: unknown[]) => values.every((v) => typeof v !== 'string' || !v.includes('\u0000'));

/** `\u0000` in JSON text, not preceded by an escaped backslash. */
const NUL_ESCAPE = /(?<!\\)((?:\\\\)*)\\u0000/g;

/**
 * A document as JSON text PostgreSQL can read: its JSON functions (the field indexes) refuse `\u0000`, so a NUL
 * character in a string is stored as U+FFFD. User text never holds one (contracts refuse control characters).
 */
function documentText(doc: object): string {
  const text = JSON.stringify(doc);
  return text.includes('\\u0000') ? text.replace(NUL_ESCAPE, '$1\\ufffd') : text;
}

/** Held while an index is made, so processes that start together do not make the same one at once ("wl:index"). */
const INDEX_LOCK = 0x776c3a696e646578n;
/** A statement that may rightly take long: its own `query_timeout` of 24 days (pg reads it per query; its types do not list it). */
const unbounded = (text: string, values?: unknown[]): pg.QueryConfig =>
  Object.assign({ text, values }, { query_timeout: 2_147_483_647 });

type Queryable = pg.Pool | pg.PoolClient;

/**
 * The read-model store in PostgreSQL (issue 25): one `documents` table of JSON documents by collection and id, with
 * `checkpoints` and `leases` beside it (the schema is the backend's migration list, applied before the pool is handed
 * here). Documents are stored as written (`json`), so answers read from them are the same as on SQLite. Leases are
 * timed by the server's clock. Passes document-store.contract.ts.
 */
export class PostgresDocumentStore implements DocumentStore {
  private readonly indexes = new Set<string>();
  private readonly statementNames = new Map<string, string>();

  /** The store owns `pool` and ends it on close. */
  constructor(private readonly pool: pg.Pool) {}

  /** Every statement is prepared once per connection, under a name derived from its text. */
  private query<R extends pg.QueryResultRow>(
    text: string,
    values: unknown[],
    on: Queryable = this.pool,
  ): Promise<pg.QueryResult<R>> {
    let name = this.statementNames.get(text);
    if (!name)
      this.statementNames.set(text, (name = `wl_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`));
    return on.query<R>({ name, text, values });
  }

  private async transaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    let broken: Error | undefined;
    try {
      await client.query('BEGIN');
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch((rollback: Error) => {
        broken = rollback;
      });
      throw error;
    } finally {
      client.release(broken);
    }
  }

  async get<T extends object>(collection: string, id: string): Promise<T | null> {
    if (!storable([id])) return null;
    const { rows } = await this.query<{ doc: T }>('SELECT doc FROM documents WHERE collection = $1 AND id = $2', [
      collection,
      id,
    ]);
    return rows[0]?.doc ?? null;
  }

  async find<T extends object>(collection: string, where: Where, limit = 1000): Promise<T[]> {
    const params: unknown[] = [];
    const conditions = Object.keys(where)
      .sort()
      .map((field) => `AND ${fieldEquals(field, where[field]!, params)}`);
    if (!storable(params)) return [];
    params.push(limit);
    const { rows } = await this.query<{ doc: T }>(
      `SELECT doc FROM documents WHERE collection = '${checkName('collection', collection)}' ${conditions.join(' ')} LIMIT $${params.length}`,
      params,
    );
    return rows.map((r) => r.doc);
  }

  /** A range on the field's index: the collection is a literal, so the planner can use the partial index. */
  private prefixRange(collection: string, field: string): string {
    const text = fieldText(field);
    return `FROM documents WHERE collection = '${checkName('collection', collection)}' AND ${text} >= $1 AND ${text} < $2`;
  }

  async findByPrefix<T extends object>(collection: string, field: string, prefix: string, limit: number): Promise<T[]> {
    if (!storable([prefix])) return [];
    const { rows } = await this.query<{ doc: T }>(
      `SELECT doc ${this.prefixRange(collection, field)} ORDER BY ${fieldText(field)} LIMIT $3`,
      [prefix, `${prefix}\uffff`, limit],
    );
    return rows.map((r) => r.doc);
  }

  async countByPrefix(collection: string, field: string, prefix: string, limit: number): Promise<number> {
    if (!storable([prefix])) return 0;
    const { rows } = await this.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM (SELECT 1 ${this.prefixRange(collection, field)} LIMIT $3) AS found`,
      [prefix, `${prefix}\uffff`, limit],
    );
    return rows[0]!.n;
  }

  /**
   * A partial expression index per (collection, field), as on SQLite. An existing one is found without locking the
   * table; a new one is made under an advisory lock, since two processes making the same index at once would collide.
   */
  async ensureIndex(collection: string, field: string): Promise<void> {
    const name = indexName(collection, field);
    if (this.indexes.has(name)) return;
    const { rows } = await this.query<{ found: string | null }>('SELECT to_regclass($1)::text AS found', [name]);
    if (rows[0]!.found === null) {
      await this.transaction(async (client) => {
        // Building an index on a large read model may take longer than the backend pools' query time-out (15 s).
        await client.query(unbounded('SELECT pg_advisory_xact_lock($1::bigint)', [String(INDEX_LOCK)]));
        await client.query(
          unbounded(
            `CREATE INDEX IF NOT EXISTS ${name} ON documents (${fieldText(field)}) WHERE collection = '${collection}'`,
          ),
        );
      });
    }
    this.indexes.add(name);
  }

  /**
   * Only the last change of each document counts; puts go in one statement and deletes in another, both in one order of
   * (collection, id), so that two commits of the same documents lock them in the same order.
   */
  async commit(changes: Change[], checkpoint?: Checkpoint): Promise<void> {
    const last = new Map<string, Change>();
    for (const c of changes) last.set(JSON.stringify([c.collection, c.id]), c);
    const ordered = [...last.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, c]) => c);
    const puts = ordered.filter((c) => c.kind === 'put');
    const deletes = ordered.filter((c) => c.kind === 'delete');
    const writes: ((on: Queryable) => Promise<unknown>)[] = [];
    if (puts.length > 0) {
      writes.push((on) =>
        this.query(
          `INSERT INTO documents (collection, id, doc) SELECT * FROM unnest($1::text[], $2::text[], $3::json[])
         ON CONFLICT (collection, id) DO UPDATE SET doc = excluded.doc`,
          [puts.map((c) => c.collection), puts.map((c) => c.id), puts.map((c) => documentText(c.doc))],
          on,
        ),
      );
    }
    if (deletes.length > 0) {
      writes.push((on) =>
        this.query(
          'DELETE FROM documents WHERE (collection, id) IN (SELECT * FROM unnest($1::text[], $2::text[]))',
          [deletes.map((c) => c.collection), deletes.map((c) => c.id)],
          on,
        ),
      );
    }
    // One statement is a transaction of its own.
    if (!checkpoint && writes.length <= 1) {
      await writes[0]?.(this.pool);
      return;
    }
    await this.transaction(async (client) => {
      // The checkpoint goes first: a concurrent writer of it waits here, and a moved one writes nothing.
      if (checkpoint && !(await this.setCheckpoint(checkpoint, client)))
        throw new CheckpointMoved(checkpoint.projection, checkpoint.expected);
      for (const write of writes) await write(client);
    });
  }

  /**
   * Compare-and-set. A second writer of the same checkpoint waits for the first one's row lock and then finds the
   * position no longer expected (READ COMMITTED evaluates the condition again on the committed row).
   */
  private async setCheckpoint({ projection, position, expected }: Checkpoint, on: Queryable): Promise<boolean> {
    const { rowCount } =
      expected === null
        ? await this.query(
            `INSERT INTO checkpoints (projection, position) VALUES ($1, $2)
          ON CONFLICT (projection) DO UPDATE SET position = excluded.position WHERE checkpoints.position IS NULL`,
            [projection, position],
            on,
          )
        : await this.query(
            'UPDATE checkpoints SET position = $1 WHERE projection = $2 AND position = $3',
            [position, projection, expected],
            on,
          );
    return rowCount === 1;
  }

  /** One statement: a racing writer waits for the row and then finds it no longer matches. */
  async putIf(collection: string, id: string, expected: Where | null, doc: object): Promise<boolean> {
    const params: unknown[] = [collection, id, documentText(doc)];
    if (expected === null) {
      return (
        (
          await this.query(
            'INSERT INTO documents (collection, id, doc) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
            params,
          )
        ).rowCount === 1
      );
    }
    const conditions = Object.keys(expected)
      .sort()
      .map((field) => `AND ${fieldEquals(field, expected[field]!, params)}`);
    if (!storable(params)) return false;
    return (
      (
        await this.query(
          `UPDATE documents SET doc = $3 WHERE collection = $1 AND id = $2 ${conditions.join(' ')}`,
          params,
        )
      ).rowCount === 1
    );
  }

  async getCheckpoint(projection: string): Promise<string | null> {
    const { rows } = await this.query<{ position: string | null }>(
      'SELECT position FROM checkpoints WHERE projection = $1',
      [projection],
    );
    return rows[0]?.position ?? null;
  }

  async drop(collections: string[], projection: string): Promise<void> {
    await this.transaction(async (client) => {
      await this.query('DELETE FROM documents WHERE collection = ANY($1::text[])', [collections], client);
      await this.query('DELETE FROM checkpoints WHERE projection = $1', [projection], client);
    });
  }

  async list<T extends object>(
    collection: string,
    afterId: string | null,
    limit: number,
  ): Promise<{ id: string; doc: T }[]> {
    if (!storable([afterId])) return [];
    const { rows } = await this.query<{ id: string; doc: T }>(
      'SELECT id, doc FROM documents WHERE collection = $1 AND id > $2 ORDER BY id LIMIT $3',
      [collection, afterId ?? '', limit],
    );
    return rows;
  }

  /** As on SQLite: the live documents equal to their shadow stay as they are; only the others are replaced. */
  async swapIn(
    collections: { live: string; shadow: string }[],
    checkpoint: Checkpoint,
    shadowProjection: string,
  ): Promise<void> {
    await this.transaction(async (client) => {
      if (!(await this.setCheckpoint(checkpoint, client)))
        throw new CheckpointMoved(checkpoint.projection, checkpoint.expected);
      for (const { live, shadow } of collections) {
        await this.query(
          `DELETE FROM documents AS l WHERE collection = $1
          AND NOT EXISTS (SELECT 1 FROM documents AS s WHERE s.collection = $2 AND s.id = l.id AND s.doc::text = l.doc::text)`,
          [live, shadow],
          client,
        );
        await this.query(
          `DELETE FROM documents AS s WHERE collection = $2
          AND EXISTS (SELECT 1 FROM documents AS l WHERE l.collection = $1 AND l.id = s.id)`,
          [live, shadow],
          client,
        );
        await this.query('UPDATE documents SET collection = $1 WHERE collection = $2', [live, shadow], client);
      }
      await this.query('DELETE FROM checkpoints WHERE projection = $1', [shadowProjection], client);
    });
  }

  /** One upsert timed by the server's clock, so the processes' clocks need not agree. */
  async acquireLease(name: string, holder: string, ttlMs: number): Promise<boolean> {
    const { rowCount } = await this.query(
      `INSERT INTO leases (name, holder, expires_at) VALUES ($1, $2, clock_timestamp() + $3::double precision * interval '1 millisecond')
      ON CONFLICT (name) DO UPDATE SET holder = excluded.holder, expires_at = excluded.expires_at
      WHERE leases.holder = excluded.holder OR leases.expires_at <= clock_timestamp()`,
      [name, holder, ttlMs],
    );
    return rowCount === 1;
  }

  async releaseLease(name: string, holder: string): Promise<void> {
    await this.query('DELETE FROM leases WHERE name = $1 AND holder = $2', [name, holder]);
  }

  /** Telling another process's writes apart would take a query: readers read the documents. */
  changeStamp(): null {
    return null;
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
