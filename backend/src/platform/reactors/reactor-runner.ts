import { Inject, Injectable } from '@nestjs/common';
import type { EventType } from '@wl/contracts';
import { comparePositions, type DocumentStore, type LaneOptions, LeasedLane, PARKED } from '@wl/projections';
import type { AppConfig } from '../config/config.js';
import type { EventStore } from '../event-store/event-store.port.js';
import { PersonalData } from '../personal-data/personal-data.js';
import { eventOpener } from '../projections/event-opener.js';
import { APP_CONFIG, DOCUMENT_STORE, EVENT_STORE } from '../tokens.js';
import { Halted } from './failpoints.js';
import type { Reactor } from './reactor.js';

export { PARKED, type ParkedEvent } from '@wl/projections';

/** A reactor's lease, checkpoint and parked events are named after it. */
export const reactorLane = (reactor: Pick<Reactor, 'name'>) => `reactor:${reactor.name}`;

/**
 * Runs every registered reactor on its own leased lane (`LeasedLane`): in whichever process holds its lease, from its
 * own checkpoint, stored once after each batch it read (its effects are idempotent). A failing event is retried with
 * exponential backoff; after the last attempt it is parked and the reactor goes on, so one bad event never stops a
 * workflow for everyone.
 */
@Injectable()
export class ReactorRunner {
  private readonly reactors: Reactor[] = [];
  private readonly lanes: LeasedLane[] = [];
  private readonly open;

  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    personalData: PersonalData,
  ) {
    this.open = eventOpener(personalData);
  }

  /** Called by each reactor's module when it starts. */
  register(reactor: Reactor): void {
    this.reactors.push(reactor);
  }

  names(): string[] {
    return this.reactors.map((r) => r.name);
  }

  /** Each reactor's name and the event types it follows (for its lag, observability/lanes.ts). */
  followed(): Pick<Reactor, 'name' | 'handles'>[] {
    return this.reactors.map(({ name, handles }) => ({ name, handles }));
  }

  /**
   * Read-your-writes for workflows: true once every reactor that follows one of `types` has passed `position` (its
   * mail queued and tried once), in whichever process it runs; false after the timeout (the workflow still completes).
   */
  async caughtUp(position: string | null, types: readonly string[], timeoutMs = 5000): Promise<boolean> {
    if (position === null) return true;
    const names = this.reactors.filter((r) => types.some((type) => r.handles.has(type as EventType))).map(reactorLane);
    // Stopped (shutting down, or a reactor's spec driving its reactor by hand): no lane here will move, so no waiting.
    if (names.length > 0 && this.lanes.length === 0) return false;
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const checkpoints = await Promise.all(names.map((name) => this.store.getCheckpoint(name)));
      if (checkpoints.every((c) => c !== null && comparePositions(c, position) >= 0)) return true;
      if (Date.now() >= deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  async start(): Promise<void> {
    await this.store.ensureIndex(PARKED, 'lane');
    const options: LaneOptions = {
      holder: this.config.leaseHolder,
      leaseMs: this.config.leaseMs,
      retry: this.config.reactorRetry,
    };
    for (const reactor of this.reactors) {
      const lane = new LeasedLane(
        this.events,
        this.store,
        {
          name: reactorLane(reactor),
          types: reactor.handles,
          oneByOne: true,
          process: async ([event]) => {
            await reactor.react(await this.open(event!));
            return { changes: [] };
          },
          isCrash: (error) => error instanceof Halted,
        },
        options,
        () => undefined,
      );
      lane.start();
      this.lanes.push(lane);
    }
  }

  async stop(): Promise<void> {
    await Promise.all(this.lanes.splice(0).map((lane) => lane.stop()));
  }
}
