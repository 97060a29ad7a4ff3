import type { DocumentStore } from '../store/document-store.port.js';
import { BatchContext } from './batch-context.js';
import { comparePositions, type EventOpener, type GlobalLog, type LogEvent, type Projection, type ProjectionEvent } from './projection.js';

/** Told after a projection committed a batch: the events it applied, in order. */
export type AppliedListener = (projection: string, events: ProjectionEvent[]) => void;

/** A batch that changes nothing stores its checkpoint a little later, together with whatever follows. */
const IDLE_CHECKPOINT_MS = 100;

interface Lane {
  projection: Projection;
  checkpoint: string | null;
  stored: string | null;
  idleTimer?: NodeJS.Timeout;
  subscription?: { done: Promise<void>; stop(): Promise<void> };
}

/**
 * Runs every projection on its own catch-up subscription from its own checkpoint (DESIGN decision 6). A batch's
 * document changes and its checkpoint commit in one transaction, so a crash at any instant loses nothing and
 * applies nothing twice.
 */
export class ProjectionRunner {
  private readonly lanes: Lane[];
  private readonly listeners: AppliedListener[] = [];
  private readonly waiters = new Set<() => void>();

  constructor(
    private readonly log: GlobalLog,
    private readonly store: DocumentStore,
    projections: Projection[],
    private readonly open: EventOpener,
  ) {
    this.lanes = projections.map((projection) => ({ projection, checkpoint: null, stored: null }));
  }

  onApplied(listener: AppliedListener): void {
    this.listeners.push(listener);
  }

  async start(): Promise<void> {
    for (const lane of this.lanes) {
      for (const { collection, field } of lane.projection.indexes) await this.store.ensureIndex(collection, field);
      lane.checkpoint = lane.stored = await this.store.getCheckpoint(lane.projection.name);
      lane.subscription = this.log.subscribe(lane.checkpoint, (events, upTo) => this.applyBatch(lane, events, upTo), { types: [...lane.projection.handles] });
      lane.subscription.done.catch((error: unknown) => {
        console.error(`Projection ${lane.projection.name} stopped`, error);
      });
    }
  }

  async stop(): Promise<void> {
    await Promise.all(this.lanes.map((lane) => lane.subscription?.stop()));
    await Promise.all(this.lanes.map((lane) => this.storeCheckpoint(lane)));
  }

  /**
   * Resolves once every projection has applied the event at `position` (read-your-writes, DESIGN decision 7); with
   * `types`, only the projections that follow one of those event types.
   */
  async caughtUp(position: string, timeoutMs = 5000, types?: readonly string[]): Promise<boolean> {
    const lanes = types ? this.lanes.filter((l) => types.some((t) => l.projection.handles.has(t as ProjectionEvent['type']))) : this.lanes;
    const reached = () => lanes.every((l) => l.checkpoint !== null && comparePositions(l.checkpoint, position) >= 0);
    if (reached()) return true;
    return new Promise<boolean>((resolve) => {
      const check = () => {
        if (!reached()) return;
        finish(true);
      };
      const finish = (result: boolean) => {
        clearTimeout(timer);
        this.waiters.delete(check);
        resolve(result);
      };
      const timer = setTimeout(() => finish(false), timeoutMs);
      this.waiters.add(check);
    });
  }

  /** Drops the named projections' documents and checkpoints and applies the whole log again. */
  async rebuild(names: string[], batchSize = 5000): Promise<number> {
    const lanes = this.lanes.filter((l) => names.includes(l.projection.name));
    let applied = 0;
    for (const lane of lanes) {
      const { projection } = lane;
      await this.store.drop(projection.collections, projection.name);
      for (const { collection, field } of projection.indexes) await this.store.ensureIndex(collection, field);
      lane.checkpoint = lane.stored = null;
      for (let batch = await this.log.readAll(null, batchSize); batch.length > 0; batch = await this.log.readAll(lane.checkpoint, batchSize)) {
        await this.applyBatch(lane, batch, batch[batch.length - 1]!.position);
        applied += batch.length;
      }
      await this.storeCheckpoint(lane);
    }
    return applied;
  }

  private async storeCheckpoint(lane: Lane): Promise<void> {
    clearTimeout(lane.idleTimer);
    lane.idleTimer = undefined;
    if (lane.checkpoint === lane.stored) return;
    const position = lane.checkpoint;
    await this.store.commit([], { projection: lane.projection.name, position });
    lane.stored = position;
  }

  checkpointOf(name: string): string | null {
    return this.lanes.find((l) => l.projection.name === name)?.checkpoint ?? null;
  }

  names(): string[] {
    return this.lanes.map((l) => l.projection.name);
  }

  private async applyBatch(lane: Lane, batch: LogEvent[], upTo: string): Promise<void> {
    const { projection } = lane;
    const context = new BatchContext(this.store);
    const applied: ProjectionEvent[] = [];
    for (const event of batch) {
      if (!projection.handles.has(event.type as ProjectionEvent['type'])) continue;
      const opened = await this.open(event);
      await projection.apply(opened, context);
      applied.push(opened);
    }
    const position = upTo;
    const changes = context.changes();
    if (changes.length > 0) {
      await this.store.commit(changes, { projection: projection.name, position });
      lane.stored = position;
    } else {
      // Deferring is safe: after a crash the runner replays only events that changed nothing here.
      lane.idleTimer ??= setTimeout(() => {
        this.storeCheckpoint(lane).catch((error: unknown) => console.error(`Checkpoint of ${projection.name} failed`, error));
      }, IDLE_CHECKPOINT_MS);
    }
    lane.checkpoint = position;
    if (applied.length) for (const listener of this.listeners) notify(listener, projection.name, applied);
    for (const check of this.waiters) check();
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
