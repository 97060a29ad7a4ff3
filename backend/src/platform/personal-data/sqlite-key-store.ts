import Database from 'better-sqlite3';
import type { KeyStore, StoredKey } from './key-store.port.js';

interface Row {
  key: Buffer | null;
}

/**
 * Keys in their own SQLite file with synchronous=FULL, the durability of the event log (the read-model file uses
 * NORMAL, which a machine crash can roll back). A forgotten subject keeps a row without key.
 */
export class SqliteKeyStore implements KeyStore {
  private readonly db: Database.Database;
  private readonly statements;

  constructor(file: string) {
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = FULL');
    this.db.pragma('busy_timeout = 5000');
    this.db.exec('CREATE TABLE IF NOT EXISTS subject_keys (subject_id TEXT PRIMARY KEY, key BLOB)');
    this.statements = {
      get: this.db.prepare<[string], Row>('SELECT key FROM subject_keys WHERE subject_id = ?'),
      insert: this.db.prepare('INSERT INTO subject_keys (subject_id, key) VALUES (?, ?) ON CONFLICT DO NOTHING'),
      forget: this.db.prepare(
        'INSERT INTO subject_keys (subject_id, key) VALUES (?, NULL) ON CONFLICT (subject_id) DO UPDATE SET key = NULL',
      ),
    };
  }

  async get(subjectId: string): Promise<StoredKey> {
    const row = this.statements.get.get(subjectId);
    return row ? (row.key ?? 'forgotten') : null;
  }

  async create(subjectId: string, key: Buffer): Promise<Buffer | 'forgotten'> {
    return this.db
      .transaction(() => {
        this.statements.insert.run(subjectId, key);
        return this.statements.get.get(subjectId)!.key ?? 'forgotten';
      })
      .immediate();
  }

  async forget(subjectId: string): Promise<void> {
    this.statements.forget.run(subjectId);
  }

  async close(): Promise<void> {
    this.db.close();
  }
}
