import { randomUUID } from 'node:crypto';
import type { DocumentStore } from '../store/document-store.port.js';
import { BatchContext } from './batch-context.js';
import { type LaneOptions, type LaneWork, LeasedLane } from './leased-lane.js';
import { PARKED } from './parked-events.js';
import {
  type BuildOptions,
  type RebuildProgress,
  ShadowRebuild,
  SWAP_REQUESTS,
  type SwapReport,
  type SwapRequest,
} from './shadow-rebuild.js';
import {
  comparePositions,
  type EventOpener,
  type GlobalLog,
  type LogEvent,
  type Projection,
  type ProjectionContext,
  type ProjectionEvent,
} from './projection.js';

/** Told after a projection committed a batch: the events it applied, in order. */
export type AppliedListener = (projection: string, events: ProjectionEvent[]) => void;

/** How often a read-your-writes wait looks at the stored checkpoints of lanes other processes hold. */
const POLL_MS = 10;

/** How often a shadow rebuild waiting for its swap looks again. */
const SWAP_POLL_MS = 100;

const defaults: LaneOptions = { holder: randomUUID(), leaseMs: 10_000, retry: { attempts: 8, backoffMs: 250 } };

/**
 * Runs every projection on its own leased lane (leased-lane.ts): in whichever process holds its lease, from its own
 * checkpoint (DESIGN decision 6). A batch's document changes and its checkpoint commit in one transaction, so a crash
 * at any instant loses nothing and applies nothing twice; an event a projection cannot apply is parked.
 */
export class ProjectionRunner {
  private readonly lanes: { projection: Projection; lane: LeasedLane }[];
  private readonly listeners: AppliedListener[] = [];
  private readonly waiters = new Set<() => void>();
  private readonly laneOptions: LaneOptions;

  constructor(
    private readonly log: GlobalLog,
    private readonly store: DocumentStore,
    projections: Projection[],
    private readonly open: EventOpener,
    options: Partial<LaneOptions> = {},
  ) {
    const laneOptions = { ...defaults, ...options };
    this.laneOptions = laneOptions;
    this.lanes = projections.map((projection) => ({
      projection,
      lane: new LeasedLane(log, store, this.work(projection), laneOptions, () =>
        this.waiters.forEach((check) => check()),
      ),
    }));
  }

  onApplied(listener: AppliedListener): void {
    this.listeners.push(listener);
  }

  /** Competes for every projection's lease; the lanes this process gets, it runs until it stops or loses them. */
  async start(): Promise<void> {
    await this.store.ensureIndex(PARKED, 'lane');
    for (const { projection, lane } of this.lanes) {
      for (const { collection, field } of projection.indexes) await this.store.ensureIndex(collection, field);
      lane.start();
    }
  }

  async stop(): Promise<void> {
    await Promise.all(this.lanes.map(({ lane }) => lane.stop()));
  }

  /**
   * Resolves true once every projection has applied the event at `position` (read-your-writes, DESIGN decision 7), or
   * false after the timeout; with `types`, only the projections that follow one of those event types. Lanes this
   * process holds are watched in memory; the others through the checkpoints their holders stored.
   */
  async caughtUp(position: string, timeoutMs = 5000, types?: readonly string[]): Promise<boolean> {
    const lanes = (
      types
        ? this.lanes.filter(({ projection }) => types.some((t) => projection.handles.has(t as ProjectionEvent['type'])))
        : this.lanes
    ).map((l) => l.lane);
    const passed = (checkpoint: string | null) => checkpoint !== null && comparePositions(checkpoint, position) >= 0;
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const elsewhere = lanes.filter((lane) => !lane.held);
      const stored = await Promise.all(elsewhere.map((lane) => this.store.getCheckpoint(lane.name)));
      if (lanes.every((lane) => !lane.held || passed(lane.checkpoint)) && stored.every(passed)) return true;
      const left = deadline - Date.now();
      if (left <= 0) return false;
      await this.progressOr(elsewhere.length > 0 ? Math.min(POLL_MS, left) : left);
    }
  }

  private progressOr(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.waiters.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.waiters.add(done);
    });
  }

  /** Drops the named projections' documents and checkpoints and applies the whole log again. */
  async rebuild(names: string[], batchSize = 5000): Promise<number> {
    let applied = 0;
    for (const { projection, lane } of this.lanes.filter((l) => names.includes(l.projection.name))) {
      applied += await lane.replay(batchSize, async () => {
        await this.store.drop(projection.collections, projection.name);
        for (const { collection, field } of projection.indexes) await this.store.ensureIndex(collection, field);
      });
    }
    return applied;
  }

  /** A shadow rebuild of the named read model for `holder` (shadow-rebuild.ts); null when there is no such read model. */
  shadowRebuildOf(name: string, holder: string): ShadowRebuild | null {
    const projection = this.lanes.find((l) => l.projection.name === name)?.projection;
    return projection
      ? new ShadowRebuild(
          this.log,
          this.store,
          projection,
          (p, events, context) => this.applyEvents(p, events, context),
          holder,
          this.laneOptions.leaseMs,
        )
      : null;
  }

  /**
   * Builds the claimed rebuild's shadow copy while the live read model keeps serving, then has it swapped in by the
   * process that runs the live lane: this one, another one (asked through the store, at its next lease renewal), or,
   * when none runs it, this one under the live lane's lease. Releases the claim.
   */
  async rebuildInShadow(
    rebuild: ShadowRebuild,
    onProgress: (progress: RebuildProgress) => void,
    options: BuildOptions = {},
  ): Promise<RebuildProgress & SwapReport> {
    try {
      const progress = await rebuild.build(onProgress, options);
      return { ...progress, ...(await this.swap(rebuild, options.signal)) };
    } finally {
      await rebuild.release();
    }
  }

  private async swap(rebuild: ShadowRebuild, signal?: AbortSignal): Promise<SwapReport> {
    const lane = this.laneOf(rebuild.name)!;
    const asked = { value: false };
    try {
      for (; ; await new Promise((resolve) => setTimeout(resolve, SWAP_POLL_MS))) {
        signal?.throwIfAborted();
        await rebuild.renewClaim();
        const report = await this.trySwap(rebuild, lane, asked);
        if (report) return report;
      }
    } finally {
      // Answered, or given up on (a stopping process): the holder must not swap it in later.
      if (asked.value) await this.store.commit([{ kind: 'delete', collection: SWAP_REQUESTS, id: rebuild.name }]);
    }
  }

  /** One try of the swap where it can happen; null while it has to wait (for the live lane, or for its holder). */
  private async trySwap(
    rebuild: ShadowRebuild,
    lane: LeasedLane,
    asked: { value: boolean },
  ): Promise<SwapReport | null> {
    const here = await lane.exclusively((stored, stillHeld) => rebuild.swapAt(stored, false, stillHeld));
    if (here.held) return here.value;
    if (await this.store.acquireLease(rebuild.name, rebuild.holder, this.laneOptions.leaseMs)) {
      try {
        const taken = Date.now();
        // Nobody applies the live lane: the shadow may go past its checkpoint, which moves along with the swap.
        return await rebuild.swapAt(
          await this.store.getCheckpoint(rebuild.name),
          true,
          () => Date.now() < taken + this.laneOptions.leaseMs,
        );
      } finally {
        await this.store.releaseLease(rebuild.name, rebuild.holder);
      }
    }
    if (!asked.value) {
      // That process swaps the shadow in from the store.
      await rebuild.storeShadow();
      const requested: SwapRequest & { holder: string } = { state: 'requested', holder: rebuild.holder };
      await this.store.commit([{ kind: 'put', collection: SWAP_REQUESTS, id: rebuild.name, doc: requested }]);
      asked.value = true;
      return null;
    }
    const request = await this.store.get<SwapRequest>(SWAP_REQUESTS, rebuild.name);
    if (request?.state === 'requested') return null;
    if (request?.state === 'swapped') return request.report!;
    throw new Error(`the swap of ${rebuild.name} failed: ${request?.error ?? 'its request disappeared'}`);
  }

  /** At each renewal of a live lane this process holds: a swap another process asked for. */
  private async swapRequested(name: string): Promise<void> {
    if (!(await this.store.get(SWAP_REQUESTS, name))) return;
    await this.laneOf(name)!.exclusively(async (stored, stillHeld) => {
      // Looked at in the lane's turn: a turn an earlier renewal queued may have answered it already.
      const request = await this.store.get<SwapRequest & { holder: string }>(SWAP_REQUESTS, name);
      if (request?.state !== 'requested') return;
      let answer: SwapRequest;
      try {
        const report = await this.shadowRebuildOf(name, request.holder)!.swapAt(stored, false, stillHeld);
        if (!report) return;
        answer = { state: 'swapped', report };
      } catch (error) {
        answer = { state: 'failed', error: error instanceof Error ? error.message : String(error) };
      }
      await this.store.commit([{ kind: 'put', collection: SWAP_REQUESTS, id: name, doc: answer }]);
    });
  }

  /** The checkpoint of a projection this process runs; null for one it does not hold. */
  checkpointOf(name: string): string | null {
    return this.laneOf(name)?.checkpoint ?? null;
  }

  holds(name: string): boolean {
    return this.laneOf(name)?.held ?? false;
  }

  names(): string[] {
    return this.lanes.map((l) => l.projection.name);
  }

  private laneOf(name: string): LeasedLane | undefined {
    return this.lanes.find((l) => l.projection.name === name)?.lane;
  }

  private work(projection: Projection): LaneWork {
    return {
      name: projection.name,
      types: projection.handles,
      oneByOne: false,
      process: async (events: LogEvent[]) => {
        const context = new BatchContext(this.store);
        const applied = await this.applyEvents(projection, events, context);
        return {
          changes: context.changes(),
          committed: () => this.listeners.forEach((listener) => notify(listener, projection.name, applied)),
        };
      },
      renewed: () => this.swapRequested(projection.name),
    };
  }

  private async applyEvents(
    projection: Projection,
    events: LogEvent[],
    context: ProjectionContext,
  ): Promise<ProjectionEvent[]> {
    const applied: ProjectionEvent[] = [];
    for (const event of events) {
      const opened = await this.open(event);
      await projection.apply(opened, context);
      applied.push(opened);
    }
    return applied;
  }
}

/** A failing listener must not stop the projection: the batch is already committed. */
function notify(listener: AppliedListener, projection: string, events: ProjectionEvent[]) {
  try {
    listener(projection, events);
  } catch (error) {
    console.error(`Listener of ${projection} failed`, error);
  }
}
