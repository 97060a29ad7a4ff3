import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { giftDecider, type GiftEvent, type GiftState, giftStream } from '../gift/gift.decider.js';
import { AggregateStore, type CommandContext, type Executed } from '../platform/domain/aggregate-store.js';
import { Problem } from '../platform/domain/problem.js';
import { accessStateOf, type Viewer } from '../wishlist/access-rules.js';
import { wishlistDecider, wishlistStream } from '../wishlist/wishlist.decider.js';

export class CrossOffGift {
  constructor(readonly giftId: string, readonly viewer: Viewer & { userId: string }, readonly context: CommandContext) {}
}

export class UndoCrossOff {
  constructor(readonly giftId: string, readonly crossOffId: string, readonly userId: string | null, readonly context: CommandContext) {}
}

/**
 * The gift stream is the consistency boundary: of many people crossing off the same gift at once, exactly one
 * append wins; the others retry, see the cross-off and get CrossedOffByOtherUser.
 */
@CommandHandler(CrossOffGift)
export class CrossOffGiftHandler implements ICommandHandler<CrossOffGift, Executed<GiftState, GiftEvent>> {
  constructor(private readonly aggregates: AggregateStore) {}

  async execute({ giftId, viewer, context }: CrossOffGift) {
    const { state } = await this.aggregates.load(giftStream(giftId), giftDecider);
    if (!state.fields) throw new Problem('GiftDeleted');
    const wishlistId = state.fields.wishlistId;
    const { state: wishlist } = await this.aggregates.load(wishlistStream(wishlistId), wishlistDecider);
    const mayView = accessStateOf(wishlist, wishlistId, viewer) === 'Access';
    return this.aggregates.execute(giftStream(giftId), giftDecider, {
      type: 'CrossOff', userId: viewer.userId, crossOffId: randomUUID(), wishlist, mayView,
    }, context);
  }
}

/** Holding the private cross-off guid is what allows an undo (it reaches only the one who crossed off). */
@CommandHandler(UndoCrossOff)
export class UndoCrossOffHandler implements ICommandHandler<UndoCrossOff, Executed<GiftState, GiftEvent>> {
  constructor(private readonly aggregates: AggregateStore) {}

  async execute({ giftId, crossOffId, userId, context }: UndoCrossOff) {
    const { state } = await this.aggregates.load(giftStream(giftId), giftDecider);
    const wishlistId = state.fields?.wishlistId;
    const wishlist = wishlistId ? (await this.aggregates.load(wishlistStream(wishlistId), wishlistDecider)).state : wishlistDecider.initialState;
    return this.aggregates.execute(giftStream(giftId), giftDecider, { type: 'UndoCrossOff', crossOffId, userId, wishlist }, context);
  }
}
