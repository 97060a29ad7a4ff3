import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { EventType } from '@wl/contracts';
import type { ProjectionEvent } from '@wl/projections';
import { AggregateStore } from '../platform/domain/aggregate-store.js';
import { claimDecider, claimStream } from '../platform/domain/claim.decider.js';
import { derivedId } from '../platform/domain/derived-id.js';
import type { EventStore } from '../platform/event-store/event-store.port.js';
import { Failpoints } from '../platform/reactors/failpoints.js';
import { type Reactor, reactionContext } from '../platform/reactors/reactor.js';
import { ReactorRunner } from '../platform/reactors/reactor-runner.js';
import { EVENT_STORE } from '../platform/tokens.js';
import { wishlistDecider, wishlistStream } from '../wishlist/wishlist.decider.js';
import { ClaimChecks } from './claim-checks.js';
import { userStream } from './user.decider.js';

/**
 * Gives claimed e-mail addresses and usernames free when nobody holds them any more: every new claim gets a check
 * after a grace period (claim-checks.ts), an address changed in a profile releases the old one, a deleted user their
 * address and a deleted list its username. The HTTP calls release at once too; this finishes what a crash left.
 */
@Injectable()
export class ClaimsReactor implements Reactor, OnModuleInit {
  readonly name = 'claims';
  readonly handles = new Set<EventType>(['ValueClaimed', 'ProfileChanged', 'UserDeleted', 'WishlistDeleted']);

  constructor(
    private readonly runner: ReactorRunner,
    private readonly checks: ClaimChecks,
    private readonly aggregates: AggregateStore,
    private readonly failpoints: Failpoints,
    @Inject(EVENT_STORE) private readonly events: EventStore,
  ) {}

  onModuleInit() {
    this.runner.register(this);
  }

  async react(event: ProjectionEvent): Promise<void> {
    switch (event.type) {
      case 'ValueClaimed':
        return this.checks.schedule(derivedId(event.eventId, 'check'), event.streamId, event.data.ownerId, event.metadata.correlationId);
      case 'ProfileChanged':
      case 'UserDeleted': {
        const previous = await this.emailIndexBefore(event.data.userId, event.eventId);
        const current = event.type === 'ProfileChanged' ? event.data.emailIndex : null;
        if (previous && previous !== current) await this.release(event, claimStream('email', previous), event.data.userId);
        return;
      }
      case 'WishlistDeleted': {
        const { state } = await this.aggregates.load(wishlistStream(event.data.wishlistId), wishlistDecider);
        if (state.usernameIndex) await this.release(event, claimStream('username', state.usernameIndex), event.data.wishlistId);
        return;
      }
    }
  }

  private async release(event: ProjectionEvent, stream: string, ownerId: string) {
    await this.aggregates.execute(stream, claimDecider, { type: 'Release', ownerId }, reactionContext(event, `release:${stream}`));
    this.failpoints.check('claims.released');
  }

  /** The user's address index just before the given event of their stream. */
  private async emailIndexBefore(userId: string, eventId: string): Promise<string | null> {
    let index: string | null = null;
    for (const recorded of await this.events.readStream(userStream(userId))) {
      if (recorded.eventId === eventId) break;
      const data = recorded.data as { emailIndex?: string };
      if (recorded.type === 'UserRegistered' || recorded.type === 'ProfileChanged') index = data.emailIndex ?? index;
    }
    return index;
  }
}
