import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EventType } from '@wl/contracts';
import type { ProjectionEvent } from '@wl/projections';
import { type ClaimHolder, ClaimReleases } from '../platform/domain/claim-releases.js';
import { derivedId } from '../platform/domain/derived-id.js';
import { Failpoints } from '../platform/reactors/failpoints.js';
import type { Reactor } from '../platform/reactors/reactor.js';
import { ReactorRunner } from '../platform/reactors/reactor-runner.js';
import { usernameHolder } from '../wishlist/index.js';
import { ClaimChecks } from './claim-checks.js';
import { emailHolder } from './user.decider.js';

/**
 * Gives claimed e-mail addresses and usernames free when nobody holds them any more: every new claim gets a check
 * after a grace period (claim-checks.ts); the address a profile edit replaced, the username a list's settings
 * replaced, a deleted user's address and a deleted list's username are released by the step after their event
 * (ClaimReleases). The HTTP calls run that step at once too; this finishes what a crash left.
 */
@Injectable()
export class ClaimsReactor implements Reactor, OnModuleInit {
  readonly name = 'claims';
  readonly handles = new Set<EventType>([
    'ValueClaimed',
    'ProfileChanged',
    'UserDeleted',
    'WishlistSettingsChanged',
    'WishlistDeleted',
  ]);

  constructor(
    private readonly runner: ReactorRunner,
    private readonly checks: ClaimChecks,
    private readonly releases: ClaimReleases,
    private readonly failpoints: Failpoints,
  ) {}

  onModuleInit() {
    this.runner.register(this);
  }

  async react(event: ProjectionEvent): Promise<void> {
    this.failpoints.check('claims.reacting');
    switch (event.type) {
      case 'ValueClaimed':
        return this.checks.schedule(
          derivedId(event.eventId, 'check'),
          event.streamId,
          event.data.ownerId,
          event.metadata.correlationId,
        );
      case 'ProfileChanged':
        return this.release(event, emailHolder(event.data.userId), event.data.emailIndex);
      case 'UserDeleted':
        return this.release(event, emailHolder(event.data.userId), null);
      case 'WishlistSettingsChanged':
        return this.release(event, usernameHolder(event.data.wishlistId), event.data.usernameIndex);
      case 'WishlistDeleted':
        return this.release(event, usernameHolder(event.data.wishlistId), null);
    }
  }

  private async release<S>(event: ProjectionEvent, holder: ClaimHolder<S>, current: string | null) {
    const released = await this.releases.releaseReplaced(holder, current, {
      eventId: event.eventId,
      position: event.position,
      cause: event.metadata,
    });
    if (released) this.failpoints.check('claims.released');
  }
}
