import pg from 'pg';
import { migrate } from './migrations.js';

/**
 * A connection pool of the stores beside the event log (read models, keys, rate limits), after bringing the schema up
 * to date. The same limits as the event store's pool: an unreachable server, or a pool exhausted for 10 s, fails the
 * call instead of hanging its request; a process stalled inside a transaction is cut off after 5 s.
 */
export async function openPostgresPool(connectionString: string, max: number): Promise<pg.Pool> {
  const pool = new pg.Pool({ connectionString, max, connectionTimeoutMillis: 10_000, idle_in_transaction_session_timeout: 5_000, lock_timeout: 10_000 });
  // An idle connection the server dropped is taken out of the pool; the next query opens another.
  pool.on('error', () => undefined);
  try {
    await migrate(pool);
  } catch (error) {
    await pool.end();
    throw error;
  }
  return pool;
}
