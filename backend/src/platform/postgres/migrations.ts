import type pg from 'pg';

/** One step of the PostgreSQL schema. A released step is never edited: a change is a new step with the next version. */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** Every step, in order; the one place the PostgreSQL schema is written down. */
export const migrations: readonly Migration[] = [
  {
    version: 1,
    name: 'event log',
    // `json`, not `jsonb`: the data is kept as appended (key order, every character); positions are given out under
    // the append lock (postgres-event-store.ts), so they need no sequence.
    sql: `
      CREATE TABLE events (
        position bigint PRIMARY KEY,
        stream_id text NOT NULL,
        revision integer NOT NULL,
        event_id text NOT NULL UNIQUE,
        type text NOT NULL,
        data json NOT NULL,
        metadata json NOT NULL,
        UNIQUE (stream_id, revision)
      );
      CREATE INDEX events_by_correlation ON events ((metadata->>'correlationId'));`,
  },
  {
    version: 2,
    name: 'read-model documents, checkpoints and leases',
    // Ids and collections compare byte for byte (code point order), as in SQLite; documents are kept as written
    // (`json`). The per-field indexes are made at run time by `ensureIndex` (postgres-document-store.ts): one partial
    // index per collection and field, and collections (shadow copies) come and go.
    sql: `
      CREATE TABLE documents (
        collection text COLLATE "C" NOT NULL,
        id text COLLATE "C" NOT NULL,
        doc json NOT NULL,
        PRIMARY KEY (collection, id)
      );
      CREATE TABLE checkpoints (projection text PRIMARY KEY, position text);
      CREATE TABLE leases (name text PRIMARY KEY, holder text NOT NULL, expires_at timestamptz NOT NULL);`,
  },
  {
    version: 3,
    name: 'personal-data keys',
    // A forgotten subject keeps its row with key NULL, so it never gets a key again.
    sql: 'CREATE TABLE subject_keys (subject_id text PRIMARY KEY, key bytea);',
  },
  {
    version: 4,
    name: 'rate-limit counters',
    // The table rate-limiter-flexible's PostgreSQL store writes (its own schema, with `text` keys instead of its
    // varchar(255)); it deletes expired rows every five minutes, by `expire`.
    sql: `
      CREATE TABLE rate_limits (key text PRIMARY KEY, points integer NOT NULL DEFAULT 0, expire bigint);
      CREATE INDEX rate_limits_by_expiry ON rate_limits (expire);`,
  },
  {
    version: 5,
    name: 'live fan-out attachments',
    // The table @socket.io/postgres-adapter (live/postgres-fanout.ts) writes a live message into when it is binary or
    // above the 8,000 bytes a NOTIFY may carry; the notification then names its row. The adapter deletes rows older
    // than 30 s.
    sql: 'CREATE TABLE socket_io_attachments (id bigserial PRIMARY KEY, created_at timestamptz NOT NULL DEFAULT now(), payload bytea);',
  },
  {
    version: 6,
    name: 'product catalogue',
    // Shop data, rebuilt by the next import (docs/products.md). `search` holds the folded words of title, brand and
    // description, built by the adapter (postgres-product-catalogue.ts), not by a text-search configuration; ids and
    // group keys compare in code point order, as in SQLite.
    sql: `
      CREATE TABLE catalogue_products (
        product_id text COLLATE "C" PRIMARY KEY,
        shop_id text NOT NULL,
        offer_id text NOT NULL,
        title text NOT NULL,
        description text NOT NULL,
        url text NOT NULL,
        image_url text,
        price double precision NOT NULL,
        eans text[] NOT NULL,
        brand text,
        group_key text COLLATE "C" NOT NULL,
        search tsvector NOT NULL
      );
      CREATE INDEX catalogue_products_by_shop ON catalogue_products (shop_id);
      CREATE INDEX catalogue_products_by_group ON catalogue_products (group_key, price);
      CREATE INDEX catalogue_products_by_ean ON catalogue_products USING gin (eans);
      CREATE INDEX catalogue_products_by_word ON catalogue_products USING gin (search);`,
  },
];

/**
 * A statement that may wait as long as it must, which the pools' QUERY_TIMEOUT_MS would cut: its own `query_timeout`
 * of 24 days (pg reads it per query; its types do not list it).
 */
const unbounded = (text: string, values?: unknown[]): pg.QueryConfig =>
  Object.assign({ text, values }, { query_timeout: 2_147_483_647 });

/** Held while migrating, so processes that start together migrate one after the other ("wl:migr" in ASCII). */
const MIGRATION_LOCK = 0x776c3a6d696772n;

/**
 * Brings the database's schema up to the last step: in one transaction under an advisory lock, so of several processes
 * starting at once one applies the missing steps and the others then find nothing to do. Refuses a database that a
 * newer release already moved past the steps this one knows.
 */
export async function migrate(pool: pg.Pool, steps: readonly Migration[] = migrations): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    // Another process's migration, or a step that locks a big table, may take long: wait for it, whatever the pool says.
    await client.query('SET LOCAL lock_timeout = 0');
    await client.query(unbounded('SELECT pg_advisory_xact_lock($1::bigint)', [String(MIGRATION_LOCK)]));
    await client.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const { rows } = await client.query<{ version: number }>('SELECT version FROM schema_migrations');
    const applied = new Set(rows.map((r) => r.version));
    const known = new Set(steps.map((s) => s.version));
    const unknown = [...applied].filter((v) => !known.has(v));
    if (unknown.length > 0)
      throw new Error(
        `The PostgreSQL schema has steps this release does not know (${unknown.join(', ')}): run a newer release`,
      );
    for (const step of [...steps].sort((a, b) => a.version - b.version)) {
      if (applied.has(step.version)) continue;
      await client.query(unbounded(step.sql));
      await client.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [step.version, step.name]);
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
