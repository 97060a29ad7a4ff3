import type pg from 'pg';
import type { KeyStore, StoredKey } from './key-store.port.js';

/**
 * Keys in PostgreSQL (`subject_keys`, migration 3), committed with the event log's durability (the server's
 * `synchronous_commit`, on unless the operator turned it off for both). A forgotten subject keeps a row without key.
 */
export class PostgresKeyStore implements KeyStore {
  /** The store owns `pool` and ends it on close. */
  constructor(private readonly pool: pg.Pool) {}

  async get(subjectId: string): Promise<StoredKey> {
    const { rows } = await this.pool.query<{ key: Buffer | null }>(
      'SELECT key FROM subject_keys WHERE subject_id = $1',
      [subjectId],
    );
    return rows[0] ? (rows[0].key ?? 'forgotten') : null;
  }

  /**
   * Insert-if-absent, then a read in a statement of its own: a racing insert has committed by then (the first
   * statement waited for it), so its key is what every racer answers.
   */
  async create(subjectId: string, key: Buffer): Promise<Buffer | 'forgotten'> {
    await this.pool.query('INSERT INTO subject_keys (subject_id, key) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
      subjectId,
      key,
    ]);
    const stored = await this.get(subjectId);
    if (stored === null) throw new Error(`Key of ${subjectId} neither inserted nor found`);
    return stored;
  }

  async forget(subjectId: string): Promise<void> {
    await this.pool.query(
      'INSERT INTO subject_keys (subject_id, key) VALUES ($1, NULL) ON CONFLICT (subject_id) DO UPDATE SET key = NULL',
      [subjectId],
    );
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
