/** A subject's key, `forgotten` once erased (for good: a forgotten subject never gets a key again), or null: none yet. */
export type StoredKey = Buffer | 'forgotten' | null;

/**
 * Where personal-data keys live (DESIGN decision 5), with the event log's durability: a key that sealed data in the
 * log must never be lost to a crash, or that data is unreadable for good. Every write is durable when its promise
 * resolves. Both adapters pass key-store.contract.ts.
 */
export interface KeyStore {
  get(subjectId: string): Promise<StoredKey>;
  /**
   * Stores `key` unless the subject has a key or was forgotten, and answers what is stored then: the first key wins
   * when two processes create one at once, so nothing is ever sealed under a key that is then overwritten.
   */
  create(subjectId: string, key: Buffer): Promise<Buffer | 'forgotten'>;
  /** Erases the key and remembers that it was forgotten. */
  forget(subjectId: string): Promise<void>;
  close(): Promise<void>;
}
