import type { EventType } from '@wl/contracts';
import type { ProjectionEvent } from '@wl/projections';
import type { CommandContext } from '../domain/aggregate-store.js';
import { derivedId } from '../domain/derived-id.js';

/**
 * A process manager (DESIGN decision 14): follows the log from its own checkpoint, like a projection, but reacts with
 * commands and side effects instead of documents. Delivery is at least once, so `react` must be idempotent: every
 * command goes through `reactionContext` (its events' ids derive from the triggering event) and every mail through
 * the outbox keyed by `derivedId(event.eventId, …)`. A throw is retried with backoff; an event that keeps failing is
 * parked and the reactor goes on with the next one.
 */
export interface Reactor {
  readonly name: string;
  readonly handles: ReadonlySet<EventType>;
  react(event: ProjectionEvent): Promise<void>;
}

/** The context of one step of a reaction: same event and step, same event ids. */
export function reactionContext(event: ProjectionEvent, step: string): CommandContext {
  return stepContext(event.eventId, step, event.metadata);
}

/** The same context for a step run right away by the command that appended the event (it knows the event's id). */
export function stepContext(
  eventId: string,
  step: string,
  cause: { correlationId: string; userId: string | null },
): CommandContext {
  const key = derivedId(eventId, step);
  return {
    commandId: key,
    correlationId: cause.correlationId,
    userId: cause.userId,
    contextId: null,
    idempotencyKey: key,
  };
}
