import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { giftDecider, giftStream } from '../gift/gift.decider.js';
import {
  AggregateStore,
  appendedEventId,
  type CommandContext,
  type Executed,
} from '../platform/domain/aggregate-store.js';
import { Failpoints } from '../platform/reactors/failpoints.js';
import { stepContext } from '../platform/reactors/reactor.js';
import type { PayloadOf } from '../platform/use-case/use-case.js';
import { UseCases } from '../platform/use-case/use-cases.js';
import { decideOnList } from './decide-on-list.step.js';
import { giftFollowsList } from './gift-follows-list.step.js';
import { type WishlistCommand, type WishlistEvent, type WishlistState, wishlistStream } from './wishlist.decider.js';

/** A list event as stored: its id is what the steps after it derive their ids from. */
export interface RecordedListEvent {
  eventId: string;
  event: WishlistEvent;
  cause: { correlationId: string; userId: string | null };
}

export interface ListDecision {
  executed: Executed<WishlistState, WishlistEvent>;
  recorded: RecordedListEvent[];
}

/**
 * The list's stream decides which gifts and categories it holds; the gift streams (and, for a move, the other list)
 * follow in steps (`decideOnList`, `giftFollowsList`, run by the use-case runner). Each step's event ids derive from
 * the list event it follows, so a step that runs twice (in the command that decided, in the list-gifts reactor, again
 * after a crash) appends once. Failpoints `category-move` and `gift-cascade` stop a step right after the list event,
 * as a crash would.
 */
@Injectable()
export class ListGifts {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly useCases: UseCases,
    private readonly failpoints: Failpoints,
  ) {}

  /** Decides on the list's stream and returns the appended events with their ids. */
  async decide(wishlistId: string, command: WishlistCommand, context: CommandContext): Promise<ListDecision> {
    const stream = wishlistStream(wishlistId);
    const idempotencyKey = randomUUID();
    const executed = await this.useCases.run(decideOnList, { wishlistId, command }, { ...context, idempotencyKey });
    const cause = { correlationId: context.correlationId, userId: context.userId };
    const recorded = executed.events.map((event, i) => ({
      eventId: appendedEventId(idempotencyKey, stream, i),
      event,
      cause,
    }));
    return { executed, recorded };
  }

  /**
   * Runs every step after the recorded events now, including the steps those steps record (a move's placements), so
   * the caller answers with the finished result. Returns the position of the last append, or of the decision.
   */
  async complete({ executed, recorded }: ListDecision): Promise<string | null> {
    let position = executed.position;
    const queue = [...recorded];
    for (let next = queue.shift(); next; next = queue.shift()) {
      const step = await this.follow(next);
      position = step.position ?? position;
      queue.push(...step.recorded);
    }
    return position;
  }

  /** The step after one list event (the reactor runs it for every such event in the log). */
  async follow(recorded: RecordedListEvent): Promise<{ position: string | null; recorded: RecordedListEvent[] }> {
    const { event } = recorded;
    const none = { position: null, recorded: [] };
    switch (event.type) {
      case 'GiftAdded':
        return {
          position: await this.gift(
            event.data.giftId,
            { type: 'FollowAdded', gift: event.data.gift },
            recorded,
            'create',
          ),
          recorded: [],
        };
      case 'GiftPlaced': {
        const { giftId, wishlistId, categoryId, fromWishlistId } = event.data;
        return {
          position: await this.gift(
            giftId,
            { type: 'FollowPlacement', wishlistId, categoryId, fromWishlistId },
            recorded,
            'place',
          ),
          recorded: [],
        };
      }
      case 'GiftEnded':
        this.failpoints.check('gift-cascade');
        return {
          position: await this.gift(
            event.data.giftId,
            { type: 'EndByList', wishlistId: event.data.wishlistId },
            recorded,
            'end',
          ),
          recorded: [],
        };
      case 'CategoryMoveStarted': {
        this.failpoints.check('category-move');
        const { wishlistId, categoryId, toWishlistId } = event.data;
        return this.onList(
          toWishlistId,
          { type: 'TakeCategory', wishlistId: toWishlistId, categoryId, fromWishlistId: wishlistId },
          recorded,
          'take',
        );
      }
      case 'GiftMovedAway': {
        this.failpoints.check('category-move');
        const { wishlistId, giftId, toWishlistId, toCategoryId } = event.data;
        // A gift deleted on its own stream (by code before lists knew their gifts) is not carried along.
        if ((await this.aggregates.load(giftStream(giftId), giftDecider)).state.status !== 'present') return none;
        const taken = await this.onList(
          toWishlistId,
          { type: 'TakeGift', wishlistId: toWishlistId, giftId, categoryId: toCategoryId, fromWishlistId: wishlistId },
          recorded,
          'take',
        );
        if (taken.exists) return taken;
        // The other list was deleted meanwhile: the gift, already gone from this one, ends.
        return { position: await this.gift(giftId, { type: 'EndByList', wishlistId }, recorded, 'end'), recorded: [] };
      }
      default:
        return none;
    }
  }

  private async gift(
    giftId: string,
    command: PayloadOf<typeof giftFollowsList>['command'],
    after: RecordedListEvent,
    step: string,
  ): Promise<string | null> {
    const context = stepContext(after.eventId, step, after.cause);
    const { position } = await this.useCases.run(giftFollowsList, { giftId, command }, context);
    // Appending nothing, the step found its events already there: the reactor ran it first (same event ids), and the
    // caller's read your writes waits for the gift's stream as the step saw it.
    return position ?? (await this.aggregates.lastPosition(giftStream(giftId)));
  }

  private async onList(wishlistId: string, command: WishlistCommand, after: RecordedListEvent, step: string) {
    const context = stepContext(after.eventId, step, after.cause);
    const stream = wishlistStream(wishlistId);
    const executed = await this.useCases.run(decideOnList, { wishlistId, command }, context);
    const recorded = executed.events.map((event, i) => ({
      eventId: appendedEventId(context.idempotencyKey!, stream, i),
      event,
      cause: after.cause,
    }));
    return { position: executed.position, recorded, exists: executed.state.exists };
  }
}
