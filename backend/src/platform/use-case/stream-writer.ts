import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { eventSchemaVersions, type DomainEvent } from '@wl/contracts';
import { AggregateStore, appendedEventId, type CommandContext, type Executed } from '../domain/aggregate-store.js';
import { type Decider, fold } from '../domain/decider.js';
import { type ExpectedRevision, WrongExpectedRevision } from '../event-store/event-store.port.js';

const MAX_RETRIES = 5;
const RETRY_BACKOFF_MS = 2;
/** A command's `type`, for metrics: the runner's is the use case's name; one without a type counts as `command`. */
const commandName = (command: unknown) => {
  const type = (command as { type?: unknown } | null)?.type;
  return typeof type === 'string' ? type : 'command';
};

/**
 * Decides on a stream and appends with the expected revision, retrying on a conflict (the handler half of DESIGN
 * decision 2). Only the use-case runner holds it (a lint boundary, docs/architecture.md "Boundaries"): every append
 * is a use case's. It is the `AggregateStore` instance itself (the platform module aliases the two), so loads and
 * appends share one cache.
 */
@Injectable()
export class StreamWriter extends AggregateStore {
  async execute<S, C, E extends DomainEvent>(
    streamId: string,
    decider: Decider<S, C, E>,
    command: C,
    context: CommandContext,
    /** The stream as the caller has just loaded it: the first attempt decides on it instead of reading it again. */
    loaded?: { state: S; revision: ExpectedRevision },
  ): Promise<Executed<S, E>> {
    for (let attempt = 0; ; attempt++) {
      // The caller's load, unless this process appended to the stream since (a step of the same request did).
      const fresh = attempt === 0 && loaded && !this.isNewerThan(streamId, loaded.revision);
      const { state, revision } = fresh ? loaded : await this.load(streamId, decider);
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
          this.forget(streamId);
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
}
