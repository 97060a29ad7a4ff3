/** A field-equality filter: every named top-level field must equal the given value. */
export type Where = Record<string, string | number | boolean | null>;

export type Change =
  { kind: 'put'; collection: string; id: string; doc: object } | { kind: 'delete'; collection: string; id: string };

export interface Checkpoint {
  projection: string;
  position: string | null;
  /** The position this writer last read or wrote: the commit fails with `CheckpointMoved` when the stored one differs. */
  expected: string | null;
}

/** Another writer moved the checkpoint since this one read it: nothing of the commit was written. */
export class CheckpointMoved extends Error {
  constructor(
    readonly projection: string,
    readonly expected: string | null,
  ) {
    super(`Checkpoint of ${projection} is no longer at ${String(expected)}`);
  }
}

/**
 * The read-model store port (DESIGN decision 1): JSON documents by collection and id. Projections write through
 * `commit`, which stores their changes and their checkpoint atomically. Operational state (sessions, keys) uses the
 * same port in collections that no projection owns, so a rebuild never touches it.
 * Both adapters pass document-store.contract.ts.
 */
export interface DocumentStore {
  get<T extends object>(collection: string, id: string): Promise<T | null>;
  find<T extends object>(collection: string, where: Where, limit?: number): Promise<T[]>;
  /** Documents whose string field starts with `prefix`, in order of that field; uses the field's index. */
  findByPrefix<T extends object>(collection: string, field: string, prefix: string, limit: number): Promise<T[]>;
  /** How many documents' string field starts with `prefix`, counting no further than `limit`; uses the field's index. */
  countByPrefix(collection: string, field: string, prefix: string, limit: number): Promise<number>;
  /** Makes `find`, `findByPrefix` and `countByPrefix` on this field fast. Idempotent. */
  ensureIndex(collection: string, field: string): Promise<void>;
  /** Stores the changes, and the checkpoint compare-and-set on `checkpoint.expected`, in one transaction. */
  commit(changes: Change[], checkpoint?: Checkpoint): Promise<void>;
  /**
   * Writes `doc` only when the stored document matches `expected` on every named field (null: only when there is
   * none), atomically against every other process; answers whether it wrote. The mail outbox claims work with it.
   */
  putIf(collection: string, id: string, expected: Where | null, doc: object): Promise<boolean>;
  getCheckpoint(projection: string): Promise<string | null>;
  /** Removes every document of the collections and the projection's checkpoint. */
  drop(collections: string[], projection: string): Promise<void>;
  /** Up to `limit` documents of a collection with their ids, in id order, after `afterId` (null: from the first). */
  list<T extends object>(collection: string, afterId: string | null, limit: number): Promise<{ id: string; doc: T }[]>;
  /**
   * The swap of a shadow rebuild, in one transaction: moves the checkpoint compare-and-set (`CheckpointMoved`, nothing
   * written, when it moved), replaces every document of each `live` collection by those of its `shadow` collection
   * (which ends empty) and removes the `shadowProjection`'s checkpoint. Readers see the old documents or the new ones.
   */
  swapIn(
    collections: { live: string; shadow: string }[],
    checkpoint: Checkpoint,
    shadowProjection: string,
  ): Promise<void>;
  /**
   * Takes the named lease for `holder`, or renews it when `holder` already has it, until `ttlMs` from now (the store's
   * clock). Answers false, changing nothing, while another holder's lease has not expired.
   */
  acquireLease(name: string, holder: string, ttlMs: number): Promise<boolean>;
  /** Gives the lease up at once when `holder` has it; otherwise does nothing. */
  releaseLease(name: string, holder: string): Promise<void>;
  /**
   * A number that is the same at two calls only when no document changed in between, by this store or any other
   * process (it may move without a change, never stay over one): what a reader keeps from the documents stays right
   * while it stays. Null from a store that cannot tell without a round trip; its readers read the documents again.
   */
  changeStamp(): number | null;
  close(): Promise<void>;
}
