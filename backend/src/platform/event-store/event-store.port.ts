import type { EventMetadata } from '@wl/contracts';

/** Where a stream must be for an append to succeed: absent, at an exact revision, or anywhere. */
export type ExpectedRevision = 'no_stream' | 'any' | number;

export interface NewEvent {
  eventId: string;
  type: string;
  data: unknown;
  metadata: EventMetadata;
}

export interface RecordedEvent extends NewEvent {
  streamId: string;
  /** 0-based position inside its stream. */
  revision: number;
  /** Opaque global position: pass it back to read or subscribe after this event. */
  position: string;
}

export interface AppendResult {
  nextRevision: number;
  position: string;
  /** True when the events were already stored (a repeat by event id): nothing was appended. */
  repeated?: boolean;
}

/**
 * Log order of two positions of the same log, for whoever merges reads of several streams (support's timeline): either
 * adapter's format (`123` for SQLite, `commit/prepare` for KurrentDB).
 */
export function comparePositions(a: string, b: string): number {
  const x = a.split('/').map(BigInt);
  const y = b.split('/').map(BigInt);
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const d = (x[i] ?? 0n) - (y[i] ?? 0n);
    if (d !== 0n) return d < 0n ? -1 : 1;
  }
  return 0;
}

export class WrongExpectedRevision extends Error {
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    readonly actual: number | 'no_stream',
  ) {
    super(`Stream ${streamId}: expected ${String(expected)}, actual ${String(actual)}`);
  }
}

/**
 * Delivers batches in log order; the next batch waits until the handler's promise settles. `upTo` is the log
 * position the subscriber has now seen everything up to (past the last event when a type filter skipped some).
 */
export type BatchHandler = (events: RecordedEvent[], upTo: string) => Promise<void>;

/** Event types a subscriber wants; an adapter may still deliver others. */
export interface SubscriptionFilter {
  types?: readonly string[];
}

export interface Subscription {
  /** Resolves when the subscription has stopped; rejects if the handler failed. */
  readonly done: Promise<void>;
  stop(): Promise<void>;
}

/** The event-store port (DESIGN decision 1). Both adapters pass event-store.contract.ts. */
export interface EventStore {
  /**
   * Appends atomically at the expected revision. Idempotent by event id: when the first event's id is already stored
   * in this stream, the call is a repeat of an earlier append; it appends nothing and answers the stored events'
   * revision and position with `repeated`, whatever the expected revision. Reactors rely on this (DESIGN decision 14).
   */
  append(streamId: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult>;
  /** Events of one stream from a revision on; an absent stream reads as empty. */
  readStream(streamId: string, fromRevision?: number): Promise<RecordedEvent[]>;
  /** Up to `max` events of the global log after `after` (null: from the start). */
  readAll(after: string | null, max: number): Promise<RecordedEvent[]>;
  /** How many events `readAll` reads from the start: a rebuild's progress total. */
  count(): Promise<number>;
  /**
   * Every event appended with this correlation id in its metadata (one HTTP request, or one reactor step), across
   * streams, in log order. For support (docs/support.md); KurrentDB needs its by-correlation-id projection.
   */
  readCorrelation(correlationId: string): Promise<RecordedEvent[]>;
  /** Catch up from `after`, then follow new events as they are appended. */
  subscribe(after: string | null, handler: BatchHandler, filter?: SubscriptionFilter): Subscription;
  /** The position of the last event in the log (null when empty): subscribe after it to follow only what comes next. */
  head(): Promise<string | null>;
  close(): Promise<void>;
}
