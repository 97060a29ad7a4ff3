import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import type { Change, DocumentStore } from '../store/document-store.port.js';
import {
  comparePositions,
  type GlobalLog,
  type LogEvent,
  type Projection,
  type ProjectionContext,
} from './projection.js';
import { KEPT_DOCUMENTS, ShadowDocuments, shadowCollection } from './shadow-documents.js';

export { KEPT_DOCUMENTS, shadowCollection } from './shadow-documents.js';

/** Operational collection: a shadow rebuild's request that the process holding the live lane swaps the shadow in. */
export const SWAP_REQUESTS = 'rebuild_swap_requests';

/**
 * Operational collection: per read model, a document replaced after each swap, so whoever keeps copies of its
 * documents (the visitor pages) knows they may predate a repair.
 */
export const READ_MODEL_SWAPS = 'read_model_swaps';

/** Where a read model's shadow copy keeps its checkpoint (and lease) while it is rebuilt. */
export const shadowLane = (projection: string) => `${projection}.shadow`;

export interface DifferingDocument {
  collection: string;
  id: string;
  change: 'added' | 'removed' | 'changed';
}
export interface RebuildProgress {
  processed: number;
  total: number;
}
/**
 * Events read from the log at a time; documents written to the store in one commit (DOCUMENTS_PER_COMMIT); documents
 * the build holds in memory before it writes its shadow to the store (KEPT_DOCUMENTS).
 */
export interface BuildOptions {
  batchSize?: number;
  documentsPerCommit?: number;
  keptDocuments?: number;
  signal?: AbortSignal;
}
export interface SwapReport {
  differingCount: number;
  differing: DifferingDocument[];
}
export interface SwapRequest {
  state: 'requested' | 'swapped' | 'failed';
  report?: SwapReport;
  error?: string;
}

/** Seconds left at the rate so far, to a tenth; null before there is a rate. */
export function etaSeconds({ processed, total }: RebuildProgress, elapsedMs: number): number | null {
  if (processed === 0 || elapsedMs <= 0) return null;
  return Math.round(((total - processed) * elapsedMs) / processed / 100) / 10;
}

/** The difference report lists this many documents at most; the count covers them all. */
export const MAX_LISTED_DIFFERENCES = 100;
const PAGE = 500;

/**
 * A shadow written to the store commits once this many documents changed, not after every batch it reads, and no more
 * at a time (a commit holds the store's write lock, and inside the server its event loop): each commit rewrites the pages
 * its documents fall on (ids are random, so about one page per document), and a larger commit shares more of them
 * and writes a document changed by several batches once.
 */
export const DOCUMENTS_PER_COMMIT = 5000;

/** A shadow held in memory: its documents, and the position in the log they are built to. */
interface HeldShadow {
  documents: ShadowDocuments;
  position: string | null;
}

/** Applies events the way the live lane does; the runner passes its own code, so shadow and live cannot differ in it. */
export type ApplyEvents = (projection: Projection, events: LogEvent[], context: ProjectionContext) => Promise<unknown>;

/**
 * Builds one read model again into its shadow copy and swaps it in (docs/support.md, "Rebuild"): the live read model
 * keeps serving and its lane keeps running meanwhile. The shadow catches up from the start of the log under its own
 * checkpoint; the swap happens inside the live lane's turn in whichever process holds it, so no batch of the live
 * lane is in flight: the shadow is brought to exactly the live checkpoint, compared, and swapped in together with that
 * checkpoint in one transaction. The live lane then goes on from the same checkpoint: nothing applied twice or skipped.
 */
export class ShadowRebuild {
  /** The shadow of the last build while it is held in memory only (never written to the store), until it is swapped. */
  private held: HeldShadow | null = null;
  private documentsPerCommit = DOCUMENTS_PER_COMMIT;

  constructor(
    private readonly log: GlobalLog,
    private readonly store: DocumentStore,
    private readonly projection: Projection,
    private readonly apply: ApplyEvents,
    /** Holds the shadow lane's lease: one rebuild of a read model at a time, across processes. */
    readonly holder: string,
    private readonly leaseMs: number,
  ) {}

  get name(): string {
    return this.projection.name;
  }

  /** Takes the shadow lane's lease; false while another rebuild of this read model runs. */
  claim(): Promise<boolean> {
    return this.store.acquireLease(shadowLane(this.name), this.holder, this.leaseMs);
  }

  async release(): Promise<void> {
    await this.store.releaseLease(shadowLane(this.name), this.holder);
  }

  /**
   * From an empty shadow to the end of the log, telling progress after each batch read. Answers the events read.
   * The shadow is held in memory (`held`) while it has at most `keptDocuments` documents: nobody reads it before the
   * swap, and a build that stops starts again from empty, so writing it to the store would only be read back. A
   * larger one is written to the store from then on, its changes committing with the checkpoint of the last batch
   * once `documentsPerCommit` documents changed and at the end of the log.
   */
  async build(
    onProgress: (progress: RebuildProgress) => void,
    {
      batchSize = 1000,
      documentsPerCommit = DOCUMENTS_PER_COMMIT,
      keptDocuments = KEPT_DOCUMENTS,
      signal,
    }: BuildOptions = {},
  ): Promise<RebuildProgress> {
    this.held = null;
    this.documentsPerCommit = documentsPerCommit;
    await this.renewClaim();
    // A request a failed rebuild left behind must not swap this shadow in half built.
    await this.store.commit([{ kind: 'delete', collection: SWAP_REQUESTS, id: this.name }]);
    await this.store.drop(this.projection.collections.map(shadowCollection), shadowLane(this.name));
    const progress = { processed: 0, total: await this.log.count() };
    onProgress({ ...progress });
    const documents = new ShadowDocuments(this.store, this.projection.collections, {
      fromEmpty: true,
      kept: keptDocuments,
    });
    let stored = false;
    let committed: string | null = null;
    let read: string | null = null;
    // Renewed every third of the lease, as a live lane does: a renewal is a write of the store.
    let renewed = Date.now();
    for (;;) {
      signal?.throwIfAborted();
      if (Date.now() - renewed >= this.leaseMs / 3) {
        await this.renewClaim();
        renewed = Date.now();
      }
      const batch = await this.log.readAll(read, batchSize);
      if (batch.length > 0) {
        read = await this.applyBatch(batch, documents);
        progress.processed += batch.length;
        progress.total = Math.max(progress.total, progress.processed);
        onProgress({ ...progress });
      }
      const commit = stored
        ? read !== committed && (batch.length === 0 || documents.size >= documentsPerCommit)
        : documents.overfull;
      if (commit) {
        committed = await this.commitShadow(documents, read!, committed);
        stored = true;
      }
      if (batch.length === 0) {
        if (stored) await this.indexShadow();
        else this.held = { documents, position: read };
        return progress;
      }
    }
  }

  /**
   * The swap, called in the live lane's turn with its stored checkpoint (or under its lease when no process runs it).
   * A shadow ahead of the live lane answers null (the live lane catches up first), unless `advance` lets the swap
   * move the live checkpoint to the shadow's.
   */
  async swapAt(live: string | null, advance: boolean, stillHeld: () => boolean): Promise<SwapReport | null> {
    if (this.held) return this.swapHeldAt(this.held, live, advance, stillHeld);
    let shadow = await this.store.getCheckpoint(shadowLane(this.name));
    // Swapped already or never built (only an empty log leaves both at null): there is nothing to swap in.
    if (shadow === null && live !== null) throw new Error(`no shadow copy of ${this.name} to swap in`);
    if (isAfter(shadow, live) && !advance) return null;
    for (;;) {
      const batch = await this.eventsUpTo(shadow, live);
      if (batch.length === 0) break;
      shadow = await this.applyToShadow(batch, shadow);
    }
    const report = await this.compare();
    // A lease that ran out meanwhile may have let another process apply events from the old documents.
    if (!stillHeld()) throw new Error(`lease of ${this.name} ran out during the swap`);
    const collections = this.projection.collections.map((c) => ({ live: c, shadow: shadowCollection(c) }));
    await this.store.swapIn(
      collections,
      { projection: this.name, position: isAfter(shadow, live) ? shadow : live, expected: live },
      shadowLane(this.name),
    );
    await this.store.commit([swapMark(this.name)]);
    return report;
  }

  /**
   * Writes a shadow the build holds in memory to the store, for a swap by another process (the one running the live
   * lane), which reads it there. Does nothing when the shadow is in the store already.
   */
  async storeShadow(): Promise<void> {
    const held = this.held;
    if (!held) return;
    this.held = null;
    if (held.position !== null) await this.commitShadow(held.documents, held.position, null);
    await this.indexShadow();
  }

  async renewClaim(): Promise<void> {
    if (!(await this.claim())) throw new Error(`the rebuild of ${this.name} lost its lease to another rebuild`);
  }

  /**
   * The swap of a shadow held in memory: its documents that differ from the live ones, and only those, commit with
   * the live checkpoint (compare-and-set) and the swap's mark in one transaction; the store holds no shadow to remove.
   */
  private async swapHeldAt(
    held: HeldShadow,
    live: string | null,
    advance: boolean,
    stillHeld: () => boolean,
  ): Promise<SwapReport | null> {
    if (isAfter(held.position, live) && !advance) return null;
    for (;;) {
      const batch = await this.eventsUpTo(held.position, live);
      if (batch.length === 0) break;
      held.position = await this.applyBatch(batch, held.documents);
    }
    const { report, changes } = await this.compareHeld(held.documents);
    if (!stillHeld()) throw new Error(`lease of ${this.name} ran out during the swap`);
    await this.store.commit([...changes, swapMark(this.name)], {
      projection: this.name,
      position: isAfter(held.position, live) ? held.position : live,
      expected: live,
    });
    this.held = null;
    return report;
  }

  /** The next events after `after`, up to `live` (the log's first events when both are null). */
  private async eventsUpTo(after: string | null, live: string | null): Promise<LogEvent[]> {
    return (await this.log.readAll(after, PAGE)).filter((e) => !isAfter(e.position, live));
  }

  private async applyToShadow(batch: LogEvent[], expected: string | null): Promise<string> {
    const context = new ShadowDocuments(this.store, this.projection.collections, { fromEmpty: false });
    return this.commitShadow(context, await this.applyBatch(batch, context), expected);
  }

  /** Applies the batch's events this read model follows; answers the batch's last position. */
  private async applyBatch(batch: LogEvent[], context: ProjectionContext): Promise<string> {
    await this.apply(
      this.projection,
      batch.filter((e) => this.projection.handles.has(e.type as never)),
      context,
    );
    return batch[batch.length - 1]!.position;
  }

  /**
   * The documents changed since the last commit, `documentsPerCommit` at a time; the last part commits with the
   * checkpoint, so the stored shadow is never ahead of or behind its checkpoint.
   */
  private async commitShadow(documents: ShadowDocuments, position: string, expected: string | null): Promise<string> {
    const changes = documents.changes();
    let from = 0;
    for (; changes.length - from > this.documentsPerCommit; from += this.documentsPerCommit)
      await this.store.commit(changes.slice(from, from + this.documentsPerCommit));
    await this.store.commit(changes.slice(from), { projection: shadowLane(this.name), position, expected });
    documents.committed();
    return position;
  }

  /**
   * The build itself reads by id only; an index made once over the built shadow costs less than keeping it on every
   * write. The shadow carries its indexes into the swap (a MongoDB collection is renamed with them).
   */
  private async indexShadow(): Promise<void> {
    for (const { collection, field } of this.projection.indexes)
      await this.store.ensureIndex(shadowCollection(collection), field);
  }

  /**
   * The live collections against a shadow held in memory: the report, and the changes that make live equal to it.
   * Differences are listed in the live copy's id order, the documents live lacks after them.
   */
  private async compareHeld(documents: ShadowDocuments): Promise<{ report: SwapReport; changes: Change[] }> {
    const report: SwapReport = { differingCount: 0, differing: [] };
    const changes: Change[] = [];
    const differs = (collection: string, id: string, change: DifferingDocument['change'], doc: object | null) => {
      report.differingCount++;
      if (report.differing.length < MAX_LISTED_DIFFERENCES) report.differing.push({ collection, id, change });
      changes.push(doc === null ? { kind: 'delete', collection, id } : { kind: 'put', collection, id, doc });
    };
    for (const collection of this.projection.collections) {
      const held = documents.held(collection);
      const seen = new Set<string>();
      for await (const { id, doc } of pages(this.store, collection)) {
        const shadow = held.get(id) ?? null;
        seen.add(id);
        if (shadow === null) differs(collection, id, 'removed', null);
        else if (!sameDocument(doc, shadow)) differs(collection, id, 'changed', shadow);
      }
      for (const [id, shadow] of held) if (shadow !== null && !seen.has(id)) differs(collection, id, 'added', shadow);
    }
    return { report, changes };
  }

  /** Walks each live collection and its shadow side by side in id order. */
  private async compare(): Promise<SwapReport> {
    const report: SwapReport = { differingCount: 0, differing: [] };
    const differs = (collection: string, id: string, change: DifferingDocument['change']) => {
      report.differingCount++;
      if (report.differing.length < MAX_LISTED_DIFFERENCES) report.differing.push({ collection, id, change });
    };
    for (const collection of this.projection.collections) {
      const live = pages(this.store, collection);
      const shadow = pages(this.store, shadowCollection(collection));
      let [l, s] = await Promise.all([live.next(), shadow.next()]);
      while (!l.done || !s.done) {
        const order = l.done ? 1 : s.done ? -1 : Buffer.compare(Buffer.from(l.value.id), Buffer.from(s.value.id));
        if (order < 0) differs(collection, l.value!.id, 'removed');
        else if (order > 0) differs(collection, s.value!.id, 'added');
        else if (!isDeepStrictEqual(l.value!.doc, s.value!.doc)) differs(collection, l.value!.id, 'changed');
        if (order <= 0) l = await live.next();
        if (order >= 0) s = await shadow.next();
      }
    }
    return report;
  }
}

async function* pages(store: DocumentStore, collection: string): AsyncGenerator<{ id: string; doc: object }> {
  for (let after: string | null = null; ;) {
    const page: { id: string; doc: object }[] = await store.list(collection, after, PAGE);
    yield* page;
    if (page.length < PAGE) return;
    after = page[page.length - 1]!.id;
  }
}

/**
 * A stored document against one the build made: equal as objects, or as the store keeps them (JSON text, which drops
 * what JSON has no value for, like a field set to undefined).
 */
const sameDocument = (stored: object, built: object) =>
  isDeepStrictEqual(stored, built) || isDeepStrictEqual(stored, JSON.parse(JSON.stringify(built)));

/** Per read model, a document replaced after each swap (READ_MODEL_SWAPS). */
const swapMark = (readModel: string): Change => ({
  kind: 'put',
  collection: READ_MODEL_SWAPS,
  id: readModel,
  doc: { swap: randomUUID() },
});

const isAfter = (a: string | null, b: string | null) => a !== null && (b === null || comparePositions(a, b) > 0);
