import { Inject, Injectable, Logger } from '@nestjs/common';
import type { EventType } from '@wl/contracts';
import { comparePositions, type DocumentStore, type ProjectionEvent } from '@wl/projections';
import type { AppConfig } from '../config/config.js';
import type { EventStore, RecordedEvent, Subscription } from '../event-store/event-store.port.js';
import { PersonalData } from '../personal-data/personal-data.js';
import { eventOpener } from '../projections/event-opener.js';
import { APP_CONFIG, DOCUMENT_STORE, EVENT_STORE } from '../tokens.js';
import { Halted } from './failpoints.js';
import type { Reactor } from './reactor.js';

/** Operational collection: events a reactor gave up on, for the health endpoint and the support tooling. */
export const PARKED = 'parked_events';

export interface ParkedEvent {
  reactor: string;
  eventId: string;
  position: string;
  type: string;
  error: string;
  attempts: number;
  parkedAt: string;
}

const checkpointName = (reactor: Reactor) => `reactor:${reactor.name}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs every registered reactor on its own subscription from its own checkpoint (stored after each event it
 * handled). A failing event is retried with exponential backoff; after the last attempt it is parked and the
 * reactor goes on, so one bad event never stops a workflow for everyone.
 */
@Injectable()
export class ReactorRunner {
  private readonly logger = new Logger('Reactors');
  private readonly reactors: Reactor[] = [];
  private readonly subscriptions: Subscription[] = [];
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

  /**
   * Read-your-writes for workflows: true once every reactor that follows one of `types` has passed `position` (its
   * mail queued and tried once), in whichever process it runs; false after the timeout (the workflow still completes).
   */
  async caughtUp(position: string | null, types: readonly string[], timeoutMs = 5000): Promise<boolean> {
    if (position === null) return true;
    const names = this.reactors.filter((r) => types.some((type) => r.handles.has(type as EventType))).map(checkpointName);
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const checkpoints = await Promise.all(names.map((name) => this.store.getCheckpoint(name)));
      if (checkpoints.every((c) => c !== null && comparePositions(c, position) >= 0)) return true;
      if (Date.now() >= deadline) return false;
      await sleep(10);
    }
  }

  async start(): Promise<void> {
    for (const reactor of this.reactors) {
      const from = await this.store.getCheckpoint(checkpointName(reactor));
      const subscription = this.events.subscribe(from, (batch, upTo) => this.handle(reactor, batch, upTo), { types: [...reactor.handles] });
      subscription.done.catch((error: unknown) => this.logger.error(`Reactor ${reactor.name} stopped`, error as Error));
      this.subscriptions.push(subscription);
    }
  }

  async stop(): Promise<void> {
    await Promise.all(this.subscriptions.splice(0).map((s) => s.stop()));
  }

  private async handle(reactor: Reactor, batch: RecordedEvent[], upTo: string): Promise<void> {
    for (const event of batch) {
      if (!reactor.handles.has(event.type as ProjectionEvent['type'])) continue;
      await this.reactTo(reactor, event);
      await this.store.commit([], { projection: checkpointName(reactor), position: event.position });
    }
    await this.store.commit([], { projection: checkpointName(reactor), position: upTo });
  }

  private async reactTo(reactor: Reactor, event: RecordedEvent): Promise<void> {
    const { attempts, backoffMs } = this.config.reactorRetry;
    for (let attempt = 1; ; attempt++) {
      try {
        await reactor.react(await this.open(event));
        return;
      } catch (error) {
        if (error instanceof Halted) throw error;
        if (attempt >= attempts) return this.park(reactor, event, error, attempt);
        await sleep(backoffMs * 2 ** (attempt - 1));
      }
    }
  }

  private async park(reactor: Reactor, event: RecordedEvent, error: unknown, attempts: number): Promise<void> {
    this.logger.error(`Reactor ${reactor.name} parked ${event.type} ${event.eventId}`, error as Error);
    const parked: ParkedEvent = {
      reactor: reactor.name, eventId: event.eventId, position: event.position, type: event.type,
      error: error instanceof Error ? error.message : String(error), attempts, parkedAt: new Date().toISOString(),
    };
    await this.store.commit([{ kind: 'put', collection: PARKED, id: `${reactor.name}:${event.eventId}`, doc: parked }]);
  }
}
