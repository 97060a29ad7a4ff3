import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import type { DocumentStore } from '../store/document-store.port.js';
import {
  comparePositions,
  type GlobalLog,
  type LogEvent,
  type Projection,
  type ProjectionContext,
} from './projection.js';
import { ShadowDocuments, shadowCollection } from './shadow-documents.js';

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
/** Events read from the log at a time; documents changed before the shadow commits (DOCUMENTS_PER_COMMIT). */
export interface BuildOptions {
  batchSize?: number;
  documentsPerCommit?: number;
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
 * The build commits once this many documents changed, not after every batch it reads: each commit rewrites the pages
 * its documents fall on (ids are random, so about one page per document), and a larger commit shares more of them
 * and writes a document changed by several batches once.
 */
export const DOCUMENTS_PER_COMMIT = 5000;

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
   * From an empty shadow to the end of the log, telling progress after each batch read. The changes of several batches
   * commit together with the checkpoint of the last one, once `documentsPerCommit` documents changed and at the end of
   * the log. Answers the events read.
   */
  async build(
    onProgress: (progress: RebuildProgress) => void,
    { batchSize = 1000, documentsPerCommit = DOCUMENTS_PER_COMMIT, signal }: BuildOptions = {},
  ): Promise<RebuildProgress> {
    await this.renewClaim();
    // A request a failed rebuild left behind must not swap this shadow in half built.
    await this.store.commit([{ kind: 'delete', collection: SWAP_REQUESTS, id: this.name }]);
    await this.store.drop(this.projection.collections.map(shadowCollection), shadowLane(this.name));
    const progress = { processed: 0, total: await this.log.count() };
    onProgress({ ...progress });
    const context = new ShadowDocuments(this.store, this.projection.collections, { fromEmpty: true });
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
        read = await this.applyBatch(batch, context);
        progress.processed += batch.length;
        progress.total = Math.max(progress.total, progress.processed);
        onProgress({ ...progress });
      }
      if (read !== null && read !== committed && (batch.length === 0 || context.size >= documentsPerCommit)) {
        committed = await this.commitShadow(context, read, committed);
        context.committed();
      }
      if (batch.length === 0) {
        // The build itself reads by id only; an index made once over the built shadow costs less than keeping it on
        // every write. The shadow carries its indexes into the swap (a MongoDB collection is renamed with them).
        for (const { collection, field } of this.projection.indexes)
          await this.store.ensureIndex(shadowCollection(collection), field);
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
    let shadow = await this.store.getCheckpoint(shadowLane(this.name));
    // Swapped already or never built (only an empty log leaves both at null): there is nothing to swap in.
    if (shadow === null && live !== null) throw new Error(`no shadow copy of ${this.name} to swap in`);
    if (isAfter(shadow, live) && !advance) return null;
    for (;;) {
      const batch = (await this.log.readAll(shadow, PAGE)).filter((e) => !isAfter(e.position, live));
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
    await this.store.commit([
      { kind: 'put', collection: READ_MODEL_SWAPS, id: this.name, doc: { swap: randomUUID() } },
    ]);
    return report;
  }

  async renewClaim(): Promise<void> {
    if (!(await this.claim())) throw new Error(`the rebuild of ${this.name} lost its lease to another rebuild`);
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

  private async commitShadow(context: ShadowDocuments, position: string, expected: string | null): Promise<string> {
    await this.store.commit(context.changes(), { projection: shadowLane(this.name), position, expected });
    return position;
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

const isAfter = (a: string | null, b: string | null) => a !== null && (b === null || comparePositions(a, b) > 0);
