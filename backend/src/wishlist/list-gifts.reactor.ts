import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EventType } from '@wl/contracts';
import type { ProjectionEvent } from '@wl/projections';
import { AggregateStore } from '../platform/domain/aggregate-store.js';
import { type Reactor, reactionContext } from '../platform/reactors/reactor.js';
import { ReactorRunner } from '../platform/reactors/reactor-runner.js';
import { UseCases } from '../platform/use-case/use-cases.js';
import { decideOnList } from './decide-on-list.step.js';
import { ListGifts } from './list-gifts.workflow.js';
import { giftDecider, giftStream } from '../gift/gift.decider.js';
import type { WishlistEvent } from './wishlist.decider.js';

const LIST_EVENTS = ['GiftAdded', 'GiftPlaced', 'GiftEnded', 'GiftMovedAway', 'CategoryMoveStarted'] as const;

/**
 * Finishes what a list decided about its gifts, whatever happened to the command that decided it: creates, moves and
 * ends gift streams, moves categories into their new list (ListGifts.follow).
 *
 * It also backfills logs written before lists knew their gifts: for each GiftCreated, a gift still present is adopted by
 * the list and category it is in now (so later moves and category changes of old code are already counted); a gift the
 * list knows, or knew, is left alone, which makes this a no-op for gifts created since.
 */
@Injectable()
export class ListGiftsReactor implements Reactor, OnModuleInit {
  readonly name = 'list-gifts';
  readonly handles: ReadonlySet<EventType> = new Set<EventType>([...LIST_EVENTS, 'GiftCreated']);

  constructor(
    private readonly runner: ReactorRunner,
    private readonly listGifts: ListGifts,
    private readonly aggregates: AggregateStore,
    private readonly useCases: UseCases,
  ) {}

  onModuleInit(): void {
    this.runner.register(this);
  }

  async react(event: ProjectionEvent): Promise<void> {
    switch (event.type) {
      case 'GiftCreated':
        return this.adopt(event, event.data.giftId);
      case 'GiftAdded':
      case 'GiftPlaced':
      case 'GiftEnded':
      case 'GiftMovedAway':
      case 'CategoryMoveStarted': {
        const recorded = {
          eventId: event.eventId,
          event: { type: event.type, data: event.data } as WishlistEvent,
          cause: event.metadata,
        };
        await this.listGifts.follow(recorded);
        return;
      }
    }
  }

  private async adopt(event: ProjectionEvent, giftId: string): Promise<void> {
    const { state } = await this.aggregates.load(giftStream(giftId), giftDecider);
    if (state.status !== 'present') return;
    const { wishlistId, categoryId } = state.fields!;
    await this.useCases.run(
      decideOnList,
      { wishlistId, command: { type: 'AdoptGift', wishlistId, giftId, categoryId } },
      reactionContext(event, 'adopt'),
    );
  }
}
