import { Inject, Injectable, Optional } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { derivedId } from './derived-id.js';
import { eventSchemaVersions, type DomainEvent, openStoredEvent } from '@wl/contracts';
import { EVENT_STORE } from '../tokens.js';
import {
  comparePositions,
  type EventStore,
  type ExpectedRevision,
  WrongExpectedRevision,
} from '../event-store/event-store.port.js';
import { Metrics } from '../observability/metrics.js';
import { Clock } from './clock.js';
import { type Decider, fold } from './decider.js';

/** Who asked, and within which request: becomes the events' metadata. */
export interface CommandContext {
  commandId: string;
  correlationId: string;
  userId: string | null;
  /** The sender's live connection, so its own tab can skip the echo. */
  contextId: string | null;
  /**
   * Set by reactors: the appended events' ids derive from it (and the stream), so a replayed step appends nothing
   * twice (DESIGN decision 14). Unset, every event gets a fresh id.
   */
  idempotencyKey?: string;
}

export interface Executed<S, E> {
  state: S;
  events: E[];
  /** Global position of the last appended event, or null when the decision appended nothing. */
  position: string | null;
}

/** The id an event gets when appended under an idempotency key: the `index`-th event of that append on that stream. */
export const appendedEventId = (idempotencyKey: string, streamId: string, index: number) =>
  derivedId(idempotencyKey, streamId, String(index));

interface Cached {
  revision: number;
  state: unknown;
}

const MAX_RETRIES = 5;
const RETRY_BACKOFF_MS = 2;
/** A command's `type`, for metrics; commands without one (the audit's plain data) count as `command`. */
const commandName = (command: unknown) => {
  const type = (command as { type?: unknown } | null)?.type;
  return typeof type === 'string' ? type : 'command';
};
const CACHE_SIZE = 10_000;

/**
 * Loads a stream, decides, appends with the expected revision and retries on a conflict (the handler half of
 * DESIGN decision 2). Folded states are cached by stream; a load reads only the events after the cached revision,
 * so the cache is safe with several processes appending.
 */
@Injectable()
export class AggregateStore {
  private readonly cache = new Map<string, Cached>();

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly clock: Clock,
    @Optional() private readonly metrics?: Metrics,
  ) {}

  async load<S, E extends DomainEvent>(
    streamId: string,
    decider: Decider<S, unknown, E>,
  ): Promise<{ state: S; revision: ExpectedRevision }> {
    const cached = this.cache.get(streamId);
    const from = cached ? cached.revision + 1 : 0;
    const tail = await this.store.readStream(streamId, from);
    if (!cached && tail.length === 0) return { state: decider.initialState, revision: 'no_stream' };
    const state = fold(
      decider,
      tail.map((r) => openStoredEvent(r) as E),
      (cached?.state as S) ?? decider.initialState,
    );
    const revision = tail.length ? tail[tail.length - 1]!.revision : cached!.revision;
    this.remember(streamId, revision, state);
    return { state, revision };
  }

  /**
   * The stream's state as it was just before one of its events, or before a log position (a reactor asks what a
   * stream said when an event was appended, perhaps on another stream). Reads the whole stream, uncached; opened
   * like every load.
   */
  async loadBefore<S, E extends DomainEvent>(
    streamId: string,
    decider: Decider<S, unknown, E>,
    before: { eventId: string } | { position: string },
  ): Promise<S> {
    const stream = await this.store.readStream(streamId);
    const end = stream.findIndex((r) =>
      'eventId' in before ? r.eventId === before.eventId : comparePositions(r.position, before.position) >= 0,
    );
    return fold(
      decider,
      stream.slice(0, end < 0 ? stream.length : end).map((r) => openStoredEvent(r) as E),
    );
  }

  async execute<S, C, E extends DomainEvent>(
    streamId: string,
    decider: Decider<S, C, E>,
    command: C,
    context: CommandContext,
    /** The stream as the caller has just loaded it: the first attempt decides on it instead of reading it again. */
    loaded?: { state: S; revision: ExpectedRevision },
  ): Promise<Executed<S, E>> {
    for (let attempt = 0; ; attempt++) {
      const { state, revision } = attempt === 0 && loaded ? loaded : await this.load(streamId, decider);
      const events = decider.decide(command, state);
      this.metrics?.command(commandName(command), streamId);
      if (events.length === 0) return { state, events, position: null };
      try {
        const result = await this.store.append(
          streamId,
          events.map((e, i) => this.toNew(e, context, streamId, i)),
          revision,
        );
        if (result.repeated) {
          // This step ran before: the stream holds its events, perhaps with more after them.
          this.cache.delete(streamId);
          const reloaded = await this.load(streamId, decider);
          return { state: reloaded.state, events: [], position: result.position };
        }
        const next = fold(decider, events, state);
        this.remember(streamId, result.nextRevision, next);
        return { state: next, events, position: result.position };
      } catch (error) {
        if (!(error instanceof WrongExpectedRevision) || attempt >= MAX_RETRIES) throw error;
        this.metrics?.conflict(commandName(command), streamId);
        // Writers that lost together would collide again at once: each waits a random, growing moment first.
        await delay(Math.random() * RETRY_BACKOFF_MS * 2 ** attempt);
      }
    }
  }

  private toNew(event: DomainEvent, context: CommandContext, streamId: string, index: number) {
    return {
      eventId: context.idempotencyKey ? appendedEventId(context.idempotencyKey, streamId, index) : randomUUID(),
      type: event.type,
      data: event.data,
      metadata: {
        correlationId: context.correlationId,
        causationId: context.commandId,
        userId: context.userId,
        contextId: context.contextId,
        at: this.clock.now().toISOString(),
        schemaVersion: eventSchemaVersions[event.type],
      },
    };
  }

  private remember(streamId: string, revision: number, state: unknown) {
    this.cache.delete(streamId);
    this.cache.set(streamId, { revision, state });
    if (this.cache.size > CACHE_SIZE) this.cache.delete(this.cache.keys().next().value!);
  }
}
