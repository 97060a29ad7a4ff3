import { Injectable } from '@nestjs/common';
import type { DomainEvent } from '@wl/contracts';
import { releaseClaim } from '../claims/release-claim.js';
import { stepContext } from '../reactors/reactor.js';
import { UseCases } from '../use-case/use-cases.js';
import { AggregateStore } from './aggregate-store.js';
import { claimDecider, claimStream } from './claim.decider.js';
import type { Decider } from './decider.js';

/**
 * The event after which a value is given free: the release's ids derive from it, the owner's stream is read up to it,
 * and the claim as it stood at its position is the one released.
 */
export interface ReleaseAfter {
  eventId: string;
  /** The event's log position, or that of a later event of the same append (no claim can come between). */
  position: string;
  cause: { correlationId: string; userId: string | null };
}

/** Where an owner's unique value stands: its stream, folded by its decider (a user's address, a list's username). */
export interface ClaimHolder<S> {
  kind: 'email' | 'username';
  ownerId: string;
  stream: string;
  decider: Decider<S, unknown, DomainEvent>;
  value: (state: S) => string | null;
}

/**
 * The step after an owner replaced (or dropped) a unique value: its claim of the value it held just before the event
 * is given free. The command that appended the event runs it at once and the claims reactor runs it for every such
 * event in the log, with the same event ids, so a crash between the two appends is finished on restart and the step
 * appends once. Both read the value before the event from the owner's stream, so two renames racing each other
 * release what each of them really replaced.
 *
 * Only the claim the owner held when the event was appended is released: if the owner has claimed the value again
 * since (renamed back to it), that newer claim is another generation and stays, however late the reactor runs.
 */
@Injectable()
export class ClaimReleases {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly useCases: UseCases,
  ) {}

  /** `current`: the value the event gives the owner (null: none, the owner is gone). The release's position, or null. */
  async releaseReplaced<S>(
    holder: ClaimHolder<S>,
    current: string | null,
    after: ReleaseAfter,
  ): Promise<string | null> {
    const previous = holder.value(
      await this.aggregates.loadBefore(holder.stream, holder.decider, { eventId: after.eventId }),
    );
    if (!previous || previous === current) return null;
    const stream = claimStream(holder.kind, previous);
    const held = await this.aggregates.loadBefore(stream, claimDecider, { position: after.position });
    if (held.ownerId !== holder.ownerId) return null;
    const context = stepContext(after.eventId, `release:${stream}`, after.cause);
    const release = { kind: holder.kind, index: previous, ownerId: holder.ownerId, generation: held.generation };
    return (await this.useCases.run(releaseClaim, release, context)).position;
  }
}
