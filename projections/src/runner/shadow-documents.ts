import type { Change, DocumentStore } from '../store/document-store.port.js';
import type { ProjectionContext } from './projection.js';

/** Where a read model's shadow copy of a collection lives while it is rebuilt. */
export const shadowCollection = (collection: string) => `${collection}__shadow`;

/**
 * The build keeps up to this many documents it wrote to the shadow, so reading them again costs no store read; a
 * build whose shadow stays within it holds the whole shadow in memory until its swap (shadow-rebuild.ts).
 */
export const KEPT_DOCUMENTS = 50_000;

/**
 * A projection's view of its shadow copy during a rebuild: it reads and writes its own collections under their live
 * names, which land in the shadow collections; other read models' collections are read live. One map per collection,
 * keyed by id, holds what the build wrote (committed or not), so a read or write builds no key string and a document
 * changed by many events is written to the store once per commit. A build that starts from an empty shadow (`fromEmpty`,
 * only this rebuild writes there) knows that a document it never wrote is not there, until it kept more than `kept`
 * documents: then it forgets the committed ones and reads them from the store again.
 */
export class ShadowDocuments implements ProjectionContext {
  private readonly known = new Map<string, Map<string, object | null>>();
  private readonly changed = new Map<string, Set<string>>();
  private readonly shadowOf = new Map<string, string>();
  private readonly kept: number;
  private keptAll: boolean;
  /** Until the first commit every document it keeps changed: `changed` is not kept up (one map write per write). */
  private allChanged = true;
  private keptCount = 0;
  private changedCount = 0;

  constructor(
    private readonly store: Pick<DocumentStore, 'get'>,
    own: readonly string[],
    { fromEmpty, kept = KEPT_DOCUMENTS }: { fromEmpty: boolean; kept?: number },
  ) {
    this.keptAll = fromEmpty;
    this.kept = kept;
    for (const collection of own) {
      this.shadowOf.set(collection, shadowCollection(collection));
      this.known.set(collection, new Map());
      this.changed.set(collection, new Set());
    }
  }

  async get<T extends object>(collection: string, id: string): Promise<T | null> {
    const docs = this.known.get(collection);
    if (!docs) return this.store.get<T>(collection, id);
    const doc = docs.get(id);
    if (doc !== undefined) return doc as T | null;
    return this.keptAll ? null : this.store.get<T>(this.shadowOf.get(collection)!, id);
  }

  put(collection: string, id: string, doc: object): void {
    this.write(collection, id, doc);
  }

  delete(collection: string, id: string): void {
    this.write(collection, id, null);
  }

  private write(collection: string, id: string, doc: object | null): void {
    const docs = this.known.get(collection);
    if (!docs) throw new Error(`a projection wrote ${collection}, which it does not own`);
    const before = docs.size;
    docs.set(id, doc);
    if (docs.size !== before) this.keptCount++;
    if (this.allChanged) return;
    const changed = this.changed.get(collection)!;
    if (!changed.has(id)) {
      changed.add(id);
      this.changedCount++;
    }
  }

  /** How many documents changed since the last commit. */
  get size(): number {
    return this.allChanged ? this.keptCount : this.changedCount;
  }

  /** Whether it keeps more documents than it may hold (`kept`). */
  get overfull(): boolean {
    return this.keptCount > this.kept;
  }

  /** The whole shadow of one of its collections, by id, when it holds all of it (from empty, nothing forgotten). */
  held(collection: string): ReadonlyMap<string, object | null> {
    if (!this.keptAll) throw new Error('the shadow is not held in memory');
    return this.known.get(collection)!;
  }

  /** The documents changed since the last commit, under their shadow collections' names. */
  changes(): Change[] {
    const changes: Change[] = [];
    for (const [collection, changed] of this.changed) {
      const shadow = this.shadowOf.get(collection)!;
      const docs = this.known.get(collection)!;
      for (const id of this.allChanged ? docs.keys() : changed) {
        const doc = docs.get(id)!;
        changes.push(
          doc === null ? { kind: 'delete', collection: shadow, id } : { kind: 'put', collection: shadow, id, doc },
        );
      }
    }
    return changes;
  }

  /** The changes were committed; past `kept` documents, what is committed is read from the store again. */
  committed(): void {
    this.allChanged = false;
    for (const ids of this.changed.values()) ids.clear();
    this.changedCount = 0;
    if (!this.overfull) return;
    for (const docs of this.known.values()) docs.clear();
    this.keptCount = 0;
    this.keptAll = false;
  }
}
