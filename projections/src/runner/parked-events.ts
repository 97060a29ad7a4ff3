import type { Change, DocumentStore } from '../store/document-store.port.js';
import type { LogEvent } from './projection.js';

/** Operational collection: events a projection or reactor gave up on, for the health endpoint and the support tooling. */
export const PARKED = 'parked_events';

export interface ParkedEvent {
  /** The lane that parked it: a projection's name or `reactor:<name>`. */
  lane: string;
  eventId: string;
  streamId: string;
  position: string;
  type: string;
  error: string;
  attempts: number;
  parkedAt: string;
  /** Set by the support tooling; the process holding the lane's lease then tries the event once more. */
  retryRequested: boolean;
}

export const parkedId = (lane: string, eventId: string) => `${lane}:${eventId}`;

export function parkedChange(lane: string, event: LogEvent, error: unknown, attempts: number): Change {
  const doc: ParkedEvent = {
    lane,
    eventId: event.eventId,
    streamId: event.streamId,
    position: event.position,
    type: event.type,
    error: error instanceof Error ? error.message : String(error),
    attempts,
    parkedAt: new Date().toISOString(),
    retryRequested: false,
  };
  return { kind: 'put', collection: PARKED, id: parkedId(lane, event.eventId), doc };
}

export function listParked(
  store: DocumentStore,
  where: Partial<Pick<ParkedEvent, 'lane' | 'retryRequested'>> = {},
): Promise<ParkedEvent[]> {
  return store.find<ParkedEvent>(PARKED, where, 10_000);
}

/** Asks for one more try of a parked event (`id` as listed: `<lane>:<event id>`); false when no such event is parked. */
export async function requestRetry(store: DocumentStore, id: string): Promise<boolean> {
  const parked = await store.get<ParkedEvent>(PARKED, id);
  if (!parked) return false;
  await store.commit([{ kind: 'put', collection: PARKED, id, doc: { ...parked, retryRequested: true } }]);
  return true;
}

/** Forgets a parked event (after a rebuild took care of it, or support skipped it); false when no such event is parked. */
export async function dropParked(store: DocumentStore, id: string): Promise<boolean> {
  if (!(await store.get<ParkedEvent>(PARKED, id))) return false;
  await store.commit([{ kind: 'delete', collection: PARKED, id }]);
  return true;
}
