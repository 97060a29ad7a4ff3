import { Inject, Injectable, Logger } from '@nestjs/common';
import { allProjections, type DocumentStore, ProjectionRunner } from '@wl/projections';
import { APP_CONFIG, DOCUMENT_STORE, EVENT_STORE } from '../tokens.js';
import type { AppConfig } from '../config/config.js';
import type { EventStore } from '../event-store/event-store.port.js';
import { PersonalData } from '../personal-data/personal-data.js';
import { eventOpener } from './event-opener.js';
import { ReadModelsBehind } from './read-models-behind.js';

/** What a command appended: its last global position, and the event types when only their read models matter. */
export type Written = string | null | { position: string | null; events?: readonly { type: string }[] };

/**
 * When the read models lag past the wait: `refuse` answers 503 ReadModelsBehind (the write is done, only not visible
 * yet); `answer` lets the call answer anyway, for answers built from the decided state alone (docs/architecture.md,
 * "Read-your-writes", names which calls do).
 */
export type IfBehind = 'refuse' | 'answer';

/**
 * The projection runner of this process, which runs the projections whose leases it holds (none when RUN_PROJECTIONS
 * is off), and read-your-writes waiting: a command answers after the read models have passed the position it appended
 * (DESIGN decision 7), watched in memory for the lanes held here and on the stored checkpoints for the others.
 */
@Injectable()
export class ReadModels {
  readonly runner: ProjectionRunner;
  private readonly logger = new Logger('ReadModels');

  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    personalData: PersonalData,
  ) {
    this.runner = new ProjectionRunner(eventStore, store, allProjections, eventOpener(personalData), {
      holder: config.leaseHolder,
      leaseMs: config.leaseMs,
      retry: config.reactorRetry,
    });
  }

  async start(): Promise<void> {
    if (this.config.runProjections) await this.runner.start();
  }

  async caughtUp(position: string | null, timeoutMs = 5000): Promise<boolean> {
    if (position === null) return true;
    return this.runner.caughtUp(position, timeoutMs);
  }

  /** Waits only for the read models that follow the appended events' types. */
  async caughtUpWith(
    result: { position: string | null; events: readonly { type: string }[] },
    timeoutMs = 5000,
  ): Promise<boolean> {
    if (result.position === null) return true;
    return this.runner.caughtUp(
      result.position,
      timeoutMs,
      result.events.map((e) => e.type),
    );
  }

  /**
   * Read-your-writes at every command's answer: waits until the read models show what was written, and never lets
   * the answer be silently stale (see `IfBehind`).
   */
  async settle(written: Written, ifBehind: IfBehind = 'refuse'): Promise<void> {
    const result = typeof written === 'object' && written !== null ? written : { position: written };
    const timeoutMs = this.config.readYourWritesWaitMs;
    const caughtUp = result.events?.length
      ? await this.caughtUpWith({ ...result, events: result.events }, timeoutMs)
      : await this.caughtUp(result.position, timeoutMs);
    if (caughtUp) return;
    if (ifBehind === 'refuse') throw new ReadModelsBehind();
    this.logger.warn(
      `Read models behind position ${result.position} after ${timeoutMs} ms; answered from the decided state`,
    );
  }

  /** Per read model: its checkpoint and whether the log holds events it has not applied yet. */
  async status(): Promise<Record<string, { checkpoint: string | null; behind: boolean }>> {
    const entries = await Promise.all(
      this.runner.names().map(async (name) => {
        const checkpoint = this.runner.holds(name)
          ? this.runner.checkpointOf(name)
          : await this.store.getCheckpoint(name);
        const behind = (await this.eventStore.readAll(checkpoint, 1)).length > 0;
        return [name, { checkpoint, behind }] as const;
      }),
    );
    return Object.fromEntries(entries);
  }

  async stop(): Promise<void> {
    await this.runner.stop();
  }
}
