import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EventType } from '@wl/contracts';
import type { ProjectionEvent } from '@wl/projections';
import { Failpoints } from '../platform/reactors/failpoints.js';
import type { Reactor } from '../platform/reactors/reactor.js';
import { ReactorRunner } from '../platform/reactors/reactor-runner.js';
import { UseCases } from '../platform/use-case/use-cases.js';
import { createFirstWishlist, firstWishlistContext, firstWishlistOf } from './first-wishlist/create-first-wishlist.js';

/**
 * Finishes account registrations and upgrades: makes the first list a `UserRegistered` or `UserUpgradedToAccount` names
 * if the request did not get to it.
 */
@Injectable()
export class FirstWishlistReactor implements Reactor, OnModuleInit {
  readonly name = 'first-wishlist';
  readonly handles = new Set<EventType>(['UserRegistered', 'UserUpgradedToAccount']);

  constructor(
    private readonly runner: ReactorRunner,
    private readonly useCases: UseCases,
    private readonly failpoints: Failpoints,
  ) {}

  onModuleInit() {
    this.runner.register(this);
  }

  async react(event: ProjectionEvent): Promise<void> {
    if (event.type !== 'UserRegistered' && event.type !== 'UserUpgradedToAccount') return;
    const named = firstWishlistOf(event.eventId, event.data);
    if (!named) return;
    this.failpoints.check('first-wishlist.reactor');
    await this.useCases.run(createFirstWishlist, named, firstWishlistContext(event.eventId, event.metadata));
  }
}
