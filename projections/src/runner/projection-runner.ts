import { randomUUID } from 'node:crypto';
import type { DocumentStore } from '../store/document-store.port.js';
import { BatchContext } from './batch-context.js';
import { type LaneOptions, type LaneWork, LeasedLane } from './leased-lane.js';
import { PARKED } from './parked-events.js';
import { comparePositions, type EventOpener, type GlobalLog, type LogEvent, type Projection, type ProjectionEvent } from './projection.js';

/** Told after a projection committed a batch: the events it applied, in order. */
export type AppliedListener = (projection: string, events: ProjectionEvent[]) => void;

/** How often a read-your-writes wait looks at the stored checkpoints of lanes other processes hold. */
const POLL_MS = 10;

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

  constructor(
    log: GlobalLog,
    private readonly store: DocumentStore,
    projections: Projection[],
    private readonly open: EventOpener,
    options: Partial<LaneOptions> = {},
  ) {
    const laneOptions = { ...defaults, ...options };
    this.lanes = projections.map((projection) => ({
      projection,
      lane: new LeasedLane(log, store, this.work(projection), laneOptions, () => this.waiters.forEach((check) => check())),
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
    const lanes = (types ? this.lanes.filter(({ projection }) => types.some((t) => projection.handles.has(t as ProjectionEvent['type']))) : this.lanes).map((l) => l.lane);
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
        const applied: ProjectionEvent[] = [];
        for (const event of events) {
          const opened = await this.open(event);
          await projection.apply(opened, context);
          applied.push(opened);
        }
        return { changes: context.changes(), committed: () => this.listeners.forEach((listener) => notify(listener, projection.name, applied)) };
      },
    };
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
