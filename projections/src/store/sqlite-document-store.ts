import Database from 'better-sqlite3';
import {
  type Change,
  type Checkpoint,
  CheckpointMoved,
  type DocumentStore,
  type Where,
} from './document-store.port.js';
import { SqliteGroupCommit } from './sqlite-group-commit.js';

const FIELD = /^[A-Za-z_][A-Za-z0-9_]*$/;

function fieldPath(field: string): string {
  if (!FIELD.test(field)) throw new Error(`Unsupported field name: ${field}`);
  return `$.${field}`;
}

/** SQLite stores booleans in JSON as 1/0 when extracted; compare them the same way. */
const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
function collectionName(collection: string): string {
  if (!NAME.test(collection)) throw new Error(`Unsupported collection name: ${collection}`);
  return collection;
}
const indexName = (collection: string, field: string) => `ix_${collectionName(collection)}__${field}`;

const sqlValue = (v: Where[string]) => (typeof v === 'boolean' ? (v ? 1 : 0) : v);

/**
 * The embedded read-model store: one SQLite file, one table of JSON documents. Read models can be rebuilt from the
 * log, so commits use synchronous=NORMAL: a machine crash may lose the newest commits, documents and checkpoint
 * together, and the runner then replays them. Commits, conditional puts, drops and swaps asked for in one turn of the
 * event loop share one transaction (`SqliteGroupCommit`): the lanes that follow one append, and the mails it causes,
 * write once together instead of once each.
 */
export class SqliteDocumentStore implements DocumentStore {
  private readonly db: Database.Database;
  private readonly statements;
  private readonly writes: SqliteGroupCommit;

  constructor(file: string) {
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = NORMAL');
    // Deleted documents (an erased person's) are overwritten, not left readable in free pages.
    this.db.pragma('secure_delete = ON');
    this.db.pragma('busy_timeout = 5000');
    this.db.pragma('cache_size = -65536');
    this.db.exec(`
      CREATE TABLE IF NOT EXISTS documents (
        collection TEXT NOT NULL, id TEXT NOT NULL, doc TEXT NOT NULL, PRIMARY KEY (collection, id)
      ) WITHOUT ROWID;
      CREATE TABLE IF NOT EXISTS checkpoints (projection TEXT PRIMARY KEY, position TEXT);
      CREATE TABLE IF NOT EXISTS leases (name TEXT PRIMARY KEY, holder TEXT NOT NULL, expires_at INTEGER NOT NULL);`);
    this.statements = {
      get: this.db.prepare<[string, string], { doc: string }>(
        'SELECT doc FROM documents WHERE collection = ? AND id = ?',
      ),
      put: this.db.prepare(
        'INSERT INTO documents (collection, id, doc) VALUES (?, ?, ?) ON CONFLICT (collection, id) DO UPDATE SET doc = excluded.doc',
      ),
      delete: this.db.prepare('DELETE FROM documents WHERE collection = ? AND id = ?'),
      dropCollection: this.db.prepare('DELETE FROM documents WHERE collection = ?'),
      getCheckpoint: this.db.prepare<[string], { position: string | null }>(
        'SELECT position FROM checkpoints WHERE projection = ?',
      ),
      // Compare-and-set: each changes one row only when the stored position is the expected one.
      firstCheckpoint: this.db.prepare(
        'INSERT INTO checkpoints (projection, position) VALUES (?, ?) ON CONFLICT (projection) DO UPDATE SET position = excluded.position WHERE checkpoints.position IS NULL',
      ),
      nextCheckpoint: this.db.prepare('UPDATE checkpoints SET position = ? WHERE projection = ? AND position = ?'),
      acquireLease: this.db.prepare(`INSERT INTO leases (name, holder, expires_at) VALUES (@name, @holder, @expiresAt)
        ON CONFLICT (name) DO UPDATE SET holder = excluded.holder, expires_at = excluded.expires_at WHERE leases.holder = excluded.holder OR leases.expires_at <= @now`),
      releaseLease: this.db.prepare('DELETE FROM leases WHERE name = ? AND holder = ?'),
      dropCheckpoint: this.db.prepare('DELETE FROM checkpoints WHERE projection = ?'),
      list: this.db.prepare<[string, string, number], { id: string; doc: string }>(
        'SELECT id, doc FROM documents WHERE collection = ? AND id > ? ORDER BY id LIMIT ?',
      ),
      moveCollection: this.db.prepare('UPDATE documents SET collection = ? WHERE collection = ?'),
      // A swap rewrites only the documents that differ: moving a row rewrites it and its index entries, dropping one is cheaper.
      dropDiffering: this.db.prepare(`DELETE FROM documents AS l WHERE collection = @live
        AND NOT EXISTS (SELECT 1 FROM documents AS s WHERE s.collection = @shadow AND s.id = l.id AND s.doc = l.doc)`),
      dropKept: this.db.prepare(`DELETE FROM documents AS s WHERE collection = @shadow
        AND EXISTS (SELECT 1 FROM documents AS l WHERE l.collection = @live AND l.id = s.id)`),
      dataVersion: this.db.prepare<[], number>('PRAGMA data_version').pluck(),
    };
    // Every document write goes through the group commit: its commits are this connection's changes.
    this.writes = new SqliteGroupCommit(this.db, () => this.stamp++);
  }

  private stamp = 0;
  private dataVersion: number | null = null;

  /** Counts this connection's commits, and SQLite's `data_version` tells another connection's (another process's). */
  changeStamp(): number {
    const version = this.statements.dataVersion.get()!;
    if (version !== this.dataVersion) {
      this.dataVersion = version;
      this.stamp++;
    }
    return this.stamp;
  }

  async get<T extends object>(collection: string, id: string): Promise<T | null> {
    const row = this.statements.get.get(collection, id);
    return row ? (JSON.parse(row.doc) as T) : null;
  }

  private readonly findStatements = new Map<string, Database.Statement>();
  private readonly indexes = new Set<string>();

  private hasIndex(collection: string, field: string): boolean {
    const name = indexName(collection, field);
    if (
      !this.indexes.has(name) &&
      this.db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'index' AND name = ?").get(name)
    )
      this.indexes.add(name);
    return this.indexes.has(name);
  }

  async find<T extends object>(collection: string, where: Where, limit = 1000): Promise<T[]> {
    const fields = Object.keys(where).sort();
    const isNull = (f: string) => where[f] === null;
    const key = `${collection}|${fields.map((f) => (isNull(f) ? `${f}:null` : f)).join(',')}`;
    let statement = this.findStatements.get(key);
    if (!statement) {
      const indexed = fields.find((f) => !isNull(f) && this.hasIndex(collection, f));
      const conditions = fields.map((f) => `AND json_extract(doc, '${fieldPath(f)}') ${isNull(f) ? 'IS NULL' : '= ?'}`);
      statement = this.db.prepare(
        `SELECT doc FROM documents ${indexed ? `INDEXED BY ${indexName(collection, indexed)}` : ''} WHERE collection = '${collectionName(collection)}' ${conditions.join(' ')} LIMIT ?`,
      );
      // Without an index yet (another process may still create it), the statement is not kept.
      if (indexed || fields.length === 0) this.findStatements.set(key, statement);
    }
    const values = fields.filter((f) => !isNull(f)).map((f) => sqlValue(where[f]!));
    const rows = statement.all(...values, limit) as { doc: string }[];
    return rows.map((r) => JSON.parse(r.doc) as T);
  }

  async findByPrefix<T extends object>(collection: string, field: string, prefix: string, limit: number): Promise<T[]> {
    const rows = this.prefixStatement('find', collection, field).all(prefix, `${prefix}\uffff`, limit) as {
      doc: string;
    }[];
    return rows.map((r) => JSON.parse(r.doc) as T);
  }

  async countByPrefix(collection: string, field: string, prefix: string, limit: number): Promise<number> {
    return (this.prefixStatement('count', collection, field).get(prefix, `${prefix}\uffff`, limit) as { n: number }).n;
  }

  private readonly prefixStatements = new Map<string, Database.Statement>();

  /** A range on the field's index; the count parses no document (the indexed expression is read from the index). */
  private prefixStatement(kind: 'find' | 'count', collection: string, field: string): Database.Statement {
    const key = `${kind}|${collection}|${field}`;
    let statement = this.prefixStatements.get(key);
    if (!statement) {
      const path = fieldPath(field);
      const indexed = this.hasIndex(collection, field);
      const range = `FROM documents ${indexed ? `INDEXED BY ${indexName(collection, field)}` : ''} WHERE collection = '${collectionName(collection)}' AND json_extract(doc, '${path}') >= ? AND json_extract(doc, '${path}') < ?`;
      statement = this.db.prepare(
        kind === 'find'
          ? `SELECT doc ${range} ORDER BY json_extract(doc, '${path}') LIMIT ?`
          : `SELECT count(*) AS n FROM (SELECT 1 ${range} LIMIT ?)`,
      );
      // Without an index yet (another process may still create it), the statement is not kept.
      if (indexed) this.prefixStatements.set(key, statement);
    }
    return statement;
  }

  /**
   * A partial expression index per (collection, field): a write evaluates and updates only the indexes of its own
   * collection. Queries name the index, since without statistics SQLite prefers the primary key and scans.
   */
  async ensureIndex(collection: string, field: string): Promise<void> {
    const name = indexName(collection, field);
    this.db.exec(
      `CREATE INDEX IF NOT EXISTS ${name} ON documents (json_extract(doc, '${fieldPath(field)}')) WHERE collection = '${collectionName(collection)}'`,
    );
    this.indexes.add(name);
  }

  commit(changes: Change[], checkpoint?: Checkpoint): Promise<void> {
    return this.writes.run(() => {
      if (checkpoint && this.setCheckpoint(checkpoint) === 0)
        throw new CheckpointMoved(checkpoint.projection, checkpoint.expected);
      for (const c of changes) {
        if (c.kind === 'put') this.statements.put.run(c.collection, c.id, JSON.stringify(c.doc));
        else this.statements.delete.run(c.collection, c.id);
      }
    });
  }

  putIf(collection: string, id: string, expected: Where | null, doc: object): Promise<boolean> {
    // The group's transaction is IMMEDIATE: no other writer runs between the read and the write.
    return this.writes.run(() => {
      const row = this.statements.get.get(collection, id);
      const current = row ? (JSON.parse(row.doc) as Record<string, unknown>) : null;
      const matches =
        expected === null
          ? current === null
          : current !== null && Object.entries(expected).every(([field, value]) => (current[field] ?? null) === value);
      if (matches) this.statements.put.run(collection, id, JSON.stringify(doc));
      return matches;
    });
  }

  private setCheckpoint({ projection, position, expected }: Checkpoint): number {
    if (expected === null) return this.statements.firstCheckpoint.run(projection, position).changes;
    return this.statements.nextCheckpoint.run(position, projection, expected).changes;
  }

  async acquireLease(name: string, holder: string, ttlMs: number): Promise<boolean> {
    const now = Date.now();
    return this.statements.acquireLease.run({ name, holder, expiresAt: now + ttlMs, now }).changes === 1;
  }

  async releaseLease(name: string, holder: string): Promise<void> {
    this.statements.releaseLease.run(name, holder);
  }

  async getCheckpoint(projection: string): Promise<string | null> {
    return this.statements.getCheckpoint.get(projection)?.position ?? null;
  }

  drop(collections: string[], projection: string): Promise<void> {
    return this.writes.run(() => {
      for (const c of collections) this.statements.dropCollection.run(c);
      this.statements.dropCheckpoint.run(projection);
    });
  }

  async list<T extends object>(
    collection: string,
    afterId: string | null,
    limit: number,
  ): Promise<{ id: string; doc: T }[]> {
    return this.statements.list
      .all(collection, afterId ?? '', limit)
      .map((row) => ({ id: row.id, doc: JSON.parse(row.doc) as T }));
  }

  swapIn(
    collections: { live: string; shadow: string }[],
    checkpoint: Checkpoint,
    shadowProjection: string,
  ): Promise<void> {
    return this.writes.run(() => {
      if (this.setCheckpoint(checkpoint) === 0) throw new CheckpointMoved(checkpoint.projection, checkpoint.expected);
      for (const { live, shadow } of collections) {
        // Live keeps the documents the shadow holds byte for byte; the shadow's others replace the rest.
        this.statements.dropDiffering.run({ live, shadow });
        this.statements.dropKept.run({ live, shadow });
        this.statements.moveCollection.run(live, shadow);
      }
      this.statements.dropCheckpoint.run(shadowProjection);
    });
  }

  async close(): Promise<void> {
    this.writes.flush();
    this.db.close();
  }
}
