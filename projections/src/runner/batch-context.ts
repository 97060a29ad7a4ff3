import type { Change, DocumentStore } from '../store/document-store.port.js';
import type { ProjectionContext } from './projection.js';

/** A write-through overlay over the store: collects one batch's changes so they commit together. */
export class BatchContext implements ProjectionContext {
  private readonly pending = new Map<string, Change>();

  constructor(private readonly store: Pick<DocumentStore, 'get'>) {}

  async get<T extends object>(collection: string, id: string): Promise<T | null> {
    const change = this.pending.get(key(collection, id));
    if (change) return change.kind === 'put' ? (change.doc as T) : null;
    return this.store.get<T>(collection, id);
  }

  put(collection: string, id: string, doc: object): void {
    this.pending.set(key(collection, id), { kind: 'put', collection, id, doc });
  }

  delete(collection: string, id: string): void {
    this.pending.set(key(collection, id), { kind: 'delete', collection, id });
  }

  changes(): Change[] {
    return [...this.pending.values()];
  }

  /** How many documents the batch changed. */
  get size(): number {
    return this.pending.size;
  }
}

const key = (collection: string, id: string) => `${collection}\u0000${id}`;
