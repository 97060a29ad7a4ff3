import type Database from 'better-sqlite3';

interface Pending {
  work: () => unknown;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/**
 * Group commit on one better-sqlite3 connection: the writes asked for within one turn of the event loop share one
 * IMMEDIATE transaction, and so one commit (one fsync where the file is synchronous=FULL). Each write runs in its own
 * savepoint, so one that throws (a stale expected revision, a moved checkpoint) is undone and fails alone. Every
 * promise settles after the shared commit; when the commit itself fails, every write of the group fails.
 */
export class SqliteGroupCommit {
  private pending: Pending[] = [];
  private readonly inSavepoint;

  constructor(
    private readonly db: Database.Database,
    private readonly committed: () => void = () => undefined,
  ) {
    // Called inside the group's transaction, better-sqlite3 runs a transaction function as a savepoint.
    this.inSavepoint = db.transaction((work: () => unknown) => work());
  }

  run<T>(work: () => T): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.pending.push({ work, resolve: resolve as (value: unknown) => void, reject });
      if (this.pending.length === 1) setImmediate(() => this.flush());
    });
  }

  /** Commits what is pending now (also called before the connection closes). */
  flush(): void {
    const group = this.pending;
    this.pending = [];
    if (group.length === 0) return;
    try {
      const outcomes = this.db
        .transaction(() =>
          group.map(({ work }) => {
            try {
              return { value: this.inSavepoint(work) };
            } catch (error) {
              return { error };
            }
          }),
        )
        .immediate();
      this.committed();
      outcomes.forEach((o, i) => ('error' in o ? group[i]!.reject(o.error) : group[i]!.resolve(o.value)));
    } catch (error) {
      group.forEach((p) => p.reject(error));
    }
  }
}
