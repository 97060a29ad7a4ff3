import type { EventMetadata, EventType, OpenedEvent } from '@wl/contracts';

/** An event from the global log, as stored. */
export interface LogEvent {
  eventId: string;
  streamId: string;
  position: string;
  type: string;
  data: unknown;
  metadata: EventMetadata;
}

/** An event as a projection sees it: personal data opened (or null once erased), with its place in the log. */
export type ProjectionEvent = OpenedEvent & {
  eventId: string;
  position: string;
  streamId: string;
  metadata: EventMetadata;
};

/** Reads and writes of one batch; writes become visible to later reads of the same batch. */
export interface ProjectionContext {
  get<T extends object>(collection: string, id: string): Promise<T | null>;
  put(collection: string, id: string, doc: object): void;
  delete(collection: string, id: string): void;
}

/**
 * A read model: the collections it owns, the events it follows and how one event changes its documents.
 * `apply` must depend only on the event and the documents it reads, so a rebuild gives the same result.
 */
export interface Projection {
  name: string;
  collections: string[];
  indexes: { collection: string; field: string }[];
  handles: ReadonlySet<EventType>;
  apply(event: ProjectionEvent, context: ProjectionContext): Promise<void>;
}

/** The events of the given types, as a projection sees them. */
export type HandledEvent<T extends EventType> = Extract<ProjectionEvent, { type: T }>;

/**
 * A projection as written (DESIGN decision 15): `handles` is a tuple of event types and `apply` sees only those, so
 * its switch ends with `unhandled(event)` and the compiler rejects a handled type without its case or a case that
 * is not handled.
 */
export interface ProjectionDefinition<T extends EventType> extends Omit<Projection, 'handles' | 'apply'> {
  handles: readonly T[];
  apply(event: HandledEvent<T>, context: ProjectionContext): Promise<void>;
}

export function defineProjection<const T extends EventType>(definition: ProjectionDefinition<T>): Projection {
  const handles = new Set<EventType>(definition.handles);
  return { ...definition, handles, apply: (event, context) => definition.apply(event as HandledEvent<T>, context) };
}

/** Thrown only when a projection is given an event it does not follow; the runner never does that. */
export class UnhandledEvent extends Error {}

/**
 * The end of an exhaustive switch over a projection's events: compiles only while every handled type has a case.
 * A projection of one event type passes `event.type` (TypeScript narrows a lone event's `type`, not the event).
 */
export function unhandled(event: never): never {
  const value = event as { type?: string } | string;
  throw new UnhandledEvent(`No case for event ${typeof value === 'string' ? value : String(value.type)}`);
}

/** Turns a stored event into what projections see: checked and upcast to its current shape, sealed personal data opened. */
export type EventOpener = (event: LogEvent) => Promise<ProjectionEvent>;

/** The part of the event store the runner needs; both event-store adapters provide it. */
export interface GlobalLog {
  readAll(after: string | null, max: number): Promise<LogEvent[]>;
  /** How many events `readAll` reads from the start. */
  count(): Promise<number>;
  /** Events of one stream (the support tooling's retry of a parked event finds it there). */
  readStream(streamId: string): Promise<LogEvent[]>;
  /** `upTo`: everything up to there was looked at; `types` lets the log skip events the subscriber ignores. */
  subscribe(
    after: string | null,
    handler: (events: LogEvent[], upTo: string) => Promise<void>,
    filter?: { types?: readonly string[] },
  ): { done: Promise<void>; stop(): Promise<void> };
}

/** Orders global positions of either adapter: "123" (SQLite) or "commit/prepare" (KurrentDB). */
export function comparePositions(a: string, b: string): number {
  const pa = a.split('/').map(BigInt);
  const pb = b.split('/').map(BigInt);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0n) - (pb[i] ?? 0n);
    if (d !== 0n) return d < 0n ? -1 : 1;
  }
  return 0;
}
