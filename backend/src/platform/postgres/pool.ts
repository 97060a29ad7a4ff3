import pg from 'pg';
import { migrate } from './migrations.js';

/**
 * How long a query may go unanswered before its call fails (and its connection is dropped): above the server's
 * lock_timeout (10 s), so a lock wait ends with the server's own error first. Without it, a query sent over a link
 * that silently drops packets (a network cut, not a stopped server) waited for TCP to give up, for minutes, and its
 * request with it (tests/topology/partition.spec.ts).
 */
export const QUERY_TIMEOUT_MS = 15_000;

/** How long a call waits for a connection of an exhausted pool (all of them stuck in queries, say) before it fails. */
export const CONNECT_TIMEOUT_MS = 10_000;

/**
 * A connection pool of the PostgreSQL stores (the event log, read models, keys, rate limits), after bringing the schema
 * up to date. An unreachable server, or a pool exhausted for 10 s, fails the call instead of hanging its request; a
 * process that stalls inside a transaction (holding the log's append lock, say) is cut off after 5 s, before the others'
 * lock waits give up at 10 s; a query left unanswered fails after QUERY_TIMEOUT_MS. `options`: server settings of the
 * pool's sessions (`-c name=value`).
 */
export async function openPostgresPool(connectionString: string, max: number, options?: string): Promise<pg.Pool> {
  const pool = new pg.Pool({
    connectionString,
    max,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    idle_in_transaction_session_timeout: 5_000,
    lock_timeout: 10_000,
    query_timeout: QUERY_TIMEOUT_MS,
    options,
  });
  // An idle connection the server dropped is taken out of the pool; the next query opens another. One dropped while
  // checked out between queries would otherwise throw from its socket and end the process: its next query fails instead.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  try {
    await migrate(pool);
  } catch (error) {
    await pool.end();
    throw error;
  }
  return pool;
}
