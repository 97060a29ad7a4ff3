import { Inject, Injectable, Optional } from '@nestjs/common';
import { derivedId } from './derived-id.js';
import { type DomainEvent, openStoredEvent } from '@wl/contracts';
import { EVENT_STORE } from '../tokens.js';
import { comparePositions, type EventStore, type ExpectedRevision } from '../event-store/event-store.port.js';
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

const CACHE_SIZE = 10_000;

/**
 * Loads streams through the opener, folded by their deciders (the read half of DESIGN decision 2). Folded states are
 * cached by stream; a load reads only the events after the cached revision, so the cache is safe with several
 * processes appending. Appending is `StreamWriter`'s (`platform/use-case/`), the same instance: only the use-case
 * runner holds it.
 */
@Injectable()
export class AggregateStore {
  private readonly cache = new Map<string, Cached>();

  constructor(
    @Inject(EVENT_STORE) protected readonly store: EventStore,
    protected readonly clock: Clock,
    @Optional() protected readonly metrics?: Metrics,
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

  /** The log position of the stream's last event; null when it has none. */
  async lastPosition(streamId: string): Promise<string | null> {
    const tail = await this.store.readStream(streamId, this.cache.get(streamId)?.revision ?? 0);
    return tail.at(-1)?.position ?? null;
  }

  /** Whether this process appended to the stream after the given revision (its cache holds a newer one). */
  protected isNewerThan(streamId: string, revision: ExpectedRevision): boolean {
    const cached = this.cache.get(streamId);
    return (
      cached !== undefined && (revision === 'no_stream' || (typeof revision === 'number' && cached.revision > revision))
    );
  }

  protected forget(streamId: string): void {
    this.cache.delete(streamId);
  }

  protected remember(streamId: string, revision: number, state: unknown) {
    this.cache.delete(streamId);
    this.cache.set(streamId, { revision, state });
    if (this.cache.size > CACHE_SIZE) this.cache.delete(this.cache.keys().next().value!);
  }
}
