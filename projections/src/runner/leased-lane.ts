import { type Change, CheckpointMoved, type DocumentStore } from '../store/document-store.port.js';
import { listParked, PARKED, parkedChange, parkedId, type ParkedEvent } from './parked-events.js';
import type { GlobalLog, LogEvent } from './projection.js';

/** What a lane does with its events: a projection writes documents, a reactor issues commands and mails. */
export interface LaneWork {
  /** The lane's lease and checkpoint name. */
  readonly name: string;
  readonly types: ReadonlySet<string>;
  /**
   * Each event on its own (side effects, idempotent by ids derived from the event), the checkpoint stored once after
   * the batch read; otherwise whole batches, falling back on failure.
   */
  readonly oneByOne: boolean;
  /**
   * Handles events and answers the document changes to commit with the checkpoint past them, and what to do once they
   * are committed. A throw is retried with backoff, then the event is parked.
   */
  process(events: LogEvent[]): Promise<{ changes: Change[]; committed?: () => void }>;
  /** An error that stops the lane as a crash would: not retried, not parked, the lease left to expire. */
  isCrash?(error: unknown): boolean;
  /** Work the holder of the lane looks for at each renewal (a projection: a requested shadow swap). */
  renewed?(): Promise<void>;
}

export interface LaneOptions {
  /** Who this process is in the leases; unique per process (a restarted process may reuse its own). */
  holder: string;
  /** How long a lease lasts unrenewed; it is renewed every third of that. */
  leaseMs: number;
  /** Tries of a failing event before it is parked, and the first pause between them (doubling each time). */
  retry: { attempts: number; backoffMs: number };
}

/** A batch that changes nothing stores its checkpoint a little later, together with whatever follows. */
const IDLE_CHECKPOINT_MS = 100;

/** The lane stopped or lost its lease while a batch was in hand: the batch is dropped, the next holder redoes it. */
class LaneStopped extends Error {}

/**
 * One projection or reactor following the log from its checkpoint, in whichever process holds its lease in the store
 * (DESIGN "Scale beyond one machine"). It renews the lease every third of its length and stops following when a renewal
 * is refused; checkpoints are compare-and-set, so a holder that lost the lease without noticing writes nothing. A
 * failing event is retried with backoff and then parked, so the lane goes on.
 */
export class LeasedLane {
  /** How far this lane has applied, while this process holds it. */
  checkpoint: string | null = null;
  private stored: string | null = null;
  private following: { subscription: { done: Promise<void>; stop(): Promise<void> }; abort: AbortController } | null =
    null;
  private heldUntil = 0;
  private crashed = false;
  private renewTimer?: NodeJS.Timeout;
  private idleTimer?: NodeJS.Timeout;
  private tick: Promise<void> = Promise.resolve();
  /** Batches, idle checkpoints and retries of parked events run one at a time. */
  private exclusive: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly log: GlobalLog,
    private readonly store: DocumentStore,
    private readonly work: LaneWork,
    private readonly options: LaneOptions,
    /** Told whenever `checkpoint` moved. */
    private readonly progressed: () => void,
  ) {}

  get name(): string {
    return this.work.name;
  }

  /** Whether this process holds the lane's lease and follows the log. */
  get held(): boolean {
    return this.following !== null;
  }

  start(): void {
    const renew = () => {
      this.tick = this.tick.then(() => this.renew());
    };
    renew();
    this.renewTimer = setInterval(renew, this.options.leaseMs / 3);
  }

  /** Stops following, stores the checkpoint and gives the lease up, so another process takes over at once. */
  async stop(): Promise<void> {
    clearInterval(this.renewTimer);
    await this.tick;
    if (this.following) {
      await this.unfollow();
      await this.inTurn(() => this.storeCheckpoint()).catch((error: unknown) =>
        console.error(`Checkpoint of ${this.name} failed`, error),
      );
    }
    // Also after a crash of the lane: the process ends cleanly, so the next one need not wait for the expiry.
    await this.store.releaseLease(this.name, this.options.holder);
  }

  /**
   * The rebuild: takes the lease (refused while a running process holds it), lets `reset` drop the lane's documents and
   * checkpoint, and applies the whole log without following it.
   */
  async replay(batchSize: number, reset: () => Promise<void>): Promise<number> {
    await this.takeForReplay();
    await reset();
    this.checkpoint = this.stored = await this.store.getCheckpoint(this.name);
    const never = new AbortController().signal;
    let applied = 0;
    for (;;) {
      await this.takeForReplay();
      const batch = await this.log.readAll(this.checkpoint, batchSize);
      if (batch.length === 0) break;
      await this.handle(batch, batch[batch.length - 1]!.position, never);
      applied += batch.length;
    }
    await this.storeCheckpoint();
    await this.store.releaseLease(this.name, this.options.holder);
    return applied;
  }

  private async takeForReplay(): Promise<void> {
    const asked = Date.now();
    if (!(await this.store.acquireLease(this.name, this.options.holder, this.options.leaseMs))) {
      throw new Error(`${this.name} is run by another process (it holds the lease): stop that process first`);
    }
    this.heldUntil = asked + this.options.leaseMs;
  }

  private async renew(): Promise<void> {
    if (this.crashed) return;
    const asked = Date.now();
    try {
      if (!(await this.store.acquireLease(this.name, this.options.holder, this.options.leaseMs))) {
        if (this.following) await this.unfollow();
        return;
      }
      this.heldUntil = asked + this.options.leaseMs;
      if (!this.following) await this.follow();
    } catch (error) {
      // The store cannot be reached: keep following until the lease would have run out, then let go.
      console.error(`Lease of ${this.name} could not be renewed`, error);
      if (this.following && Date.now() >= this.heldUntil) await this.unfollow();
      return;
    }
    void this.retryRequested().catch((error: unknown) =>
      console.error(`Retry of parked events of ${this.name} failed`, error),
    );
    if (this.following)
      void this.work.renewed?.().catch((error: unknown) => console.error(`Renewal work of ${this.name} failed`, error));
  }

  /**
   * Runs `work` between two batches with the checkpoint stored, while this process follows the lane: nothing of the
   * lane is in flight meanwhile. `held` is false when this process does not follow it.
   */
  async exclusively<T>(
    work: (stored: string | null, stillHeld: () => boolean) => Promise<T>,
  ): Promise<{ held: true; value: T } | { held: false }> {
    return this.inTurn(async () => {
      if (!this.following) return { held: false };
      await this.storeCheckpoint();
      return {
        held: true,
        value: await work(this.stored, () => this.following !== null && Date.now() < this.heldUntil),
      };
    });
  }

  private async follow(): Promise<void> {
    this.checkpoint = this.stored = await this.store.getCheckpoint(this.name);
    const abort = new AbortController();
    const subscription = this.log.subscribe(
      this.checkpoint,
      (events, upTo) => this.inTurn(() => this.handle(events, upTo, abort.signal)),
      { types: [...this.work.types] },
    );
    const following = { subscription, abort };
    this.following = following;
    subscription.done.catch((error: unknown) => {
      if (this.following !== following) return;
      // Another writer moved the checkpoint, or the store failed: the next renewal follows again from the stored one.
      this.following = null;
      if (error instanceof LaneStopped || error instanceof CheckpointMoved) return;
      if (this.work.isCrash?.(error)) this.crashed = true;
      console.error(`Lane ${this.name} stopped`, error);
    });
  }

  private async unfollow(): Promise<void> {
    const following = this.following;
    this.following = null;
    clearTimeout(this.idleTimer);
    this.idleTimer = undefined;
    if (!following) return;
    following.abort.abort();
    await following.subscription.stop();
  }

  private inTurn<T>(work: () => Promise<T>): Promise<T> {
    const result = this.exclusive.then(work);
    this.exclusive = result.catch(() => undefined);
    return result;
  }

  private async handle(events: LogEvent[], upTo: string, signal: AbortSignal): Promise<void> {
    const mine = events.filter((e) => this.work.types.has(e.type));
    if (mine.length > 0 && !this.work.oneByOne) {
      try {
        return await this.settle(await this.work.process(mine), upTo);
      } catch (error) {
        // Some event of the batch cannot be applied or committed: find it by going one by one.
        this.rethrowIfFinal(error);
      }
    }
    for (const event of mine) {
      this.throwUnlessHeld();
      await this.processAlone(event, signal);
    }
    // One checkpoint write for the batch's reactions: a takeover after a crash repeats them, and they are idempotent.
    if (this.work.oneByOne && mine.length > 0) await this.storeCheckpoint();
    this.advanceIdle(upTo);
  }

  private async processAlone(event: LogEvent, signal: AbortSignal): Promise<void> {
    const { attempts, backoffMs } = this.options.retry;
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.settle(await this.work.process([event]), event.position);
      } catch (error) {
        this.rethrowIfFinal(error);
        if (attempt >= attempts) {
          console.error(`Lane ${this.name} parked ${event.type} ${event.eventId}`, error);
          return this.commit({ changes: [parkedChange(this.name, event, error, attempt)] }, event.position);
        }
        await pause(backoffMs * 2 ** (attempt - 1), signal);
      }
    }
  }

  /** Errors that end the lane's turn rather than count against the event (a store failure does count: it may be the event's data). */
  private rethrowIfFinal(error: unknown): void {
    if (error instanceof LaneStopped || error instanceof CheckpointMoved || this.work.isCrash?.(error)) throw error;
  }

  /** Documents are committed at once; work without changes only moves the checkpoint, stored later. */
  private async settle(batch: { changes: Change[]; committed?: () => void }, position: string): Promise<void> {
    if (batch.changes.length > 0) return this.commit(batch, position);
    batch.committed?.();
    this.advanceIdle(position);
  }

  private async commit(batch: { changes: Change[]; committed?: () => void }, position: string): Promise<void> {
    this.throwUnlessHeld();
    clearTimeout(this.idleTimer);
    this.idleTimer = undefined;
    await this.store.commit(batch.changes, { projection: this.name, position, expected: this.stored });
    this.checkpoint = this.stored = position;
    batch.committed?.();
    this.progressed();
  }

  private throwUnlessHeld(): void {
    if (Date.now() >= this.heldUntil) throw new LaneStopped(`lease of ${this.name} expired`);
  }

  /** Deferring is safe: after a crash the next holder replays only events that changed nothing here. */
  private advanceIdle(upTo: string): void {
    if (this.checkpoint === upTo) return;
    this.checkpoint = upTo;
    this.progressed();
    this.idleTimer ??= setTimeout(() => {
      this.idleTimer = undefined;
      if (!this.following) return;
      this.inTurn(() => this.storeCheckpoint()).catch((error: unknown) =>
        console.error(`Checkpoint of ${this.name} failed`, error),
      );
    }, IDLE_CHECKPOINT_MS);
  }

  private async storeCheckpoint(): Promise<void> {
    if (this.checkpoint === this.stored) return;
    await this.commit({ changes: [] }, this.checkpoint!);
  }

  /** One more try of each parked event the support tooling asked for; success removes it from the parked ones. */
  private async retryRequested(): Promise<void> {
    const requested = await listParked(this.store, { lane: this.name, retryRequested: true });
    for (const parked of requested) {
      const id = parkedId(this.name, parked.eventId);
      await this.inTurn(async () => {
        // Asked again meanwhile or already retried by an earlier renewal: only a pending request is tried.
        if (!this.following || !(await this.store.get<ParkedEvent>(PARKED, id))?.retryRequested) return;
        const event = (await this.log.readStream(parked.streamId)).find((e) => e.eventId === parked.eventId);
        try {
          if (!event) throw new Error(`event ${parked.eventId} is not in the log`);
          const batch = await this.work.process([event]);
          await this.store.commit([...batch.changes, { kind: 'delete', collection: PARKED, id }]);
          batch.committed?.();
        } catch (error) {
          const failed: ParkedEvent = {
            ...parked,
            attempts: parked.attempts + 1,
            error: error instanceof Error ? error.message : String(error),
            retryRequested: false,
          };
          await this.store.commit([{ kind: 'put', collection: PARKED, id, doc: failed }]);
        }
      });
    }
  }
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const stopped = () => {
      clearTimeout(timer);
      reject(new LaneStopped('lane stopped'));
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', stopped);
      resolve();
    }, ms);
    if (signal.aborted) stopped();
    else signal.addEventListener('abort', stopped, { once: true });
  });
}
