import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { giftDecider, type GiftEvent, type GiftState, giftStream } from '../gift/gift.decider.js';
import { AggregateStore, type CommandContext, type Executed } from '../platform/domain/aggregate-store.js';
import { Problem } from '../platform/domain/problem.js';
import { accessStateOf, type Viewer } from '../wishlist/index.js';
import { wishlistDecider, wishlistStream } from '../wishlist/wishlist.decider.js';

/**
 * The gift stream is the consistency boundary: of many people crossing off the same gift at once, exactly one
 * append wins; the others retry, see the cross-off and get CrossedOffByOtherUser.
 */
@Injectable()
export class CrossOffGiftHandler {
  constructor(private readonly aggregates: AggregateStore) {}

  async execute(
    giftId: string,
    viewer: Viewer & { userId: string },
    context: CommandContext,
  ): Promise<Executed<GiftState, GiftEvent>> {
    const { command } = await this.decision(giftId, viewer);
    return this.aggregates.execute(giftStream(giftId), giftDecider, command, context);
  }

  /**
   * The cross-off's own decision on the loaded streams, without appending: throws the problem a cross-off by this
   * viewer would get now (`POST /api/Wishlist/StartFlow`, before an anonymous visitor gives an e-mail address).
   */
  async check(giftId: string, viewer: Viewer): Promise<void> {
    const { gift, command } = await this.decision(giftId, { ...viewer, userId: viewer.userId ?? '' });
    giftDecider.decide(command, gift);
  }

  private async decision(giftId: string, viewer: Viewer & { userId: string }) {
    const { state } = await this.aggregates.load(giftStream(giftId), giftDecider);
    if (!state.fields) throw new Problem('GiftDeleted');
    const wishlistId = state.fields.wishlistId;
    const { state: wishlist } = await this.aggregates.load(wishlistStream(wishlistId), wishlistDecider);
    const mayView = accessStateOf(wishlist, wishlistId, viewer) === 'Access';
    return {
      gift: state,
      command: { type: 'CrossOff' as const, userId: viewer.userId, crossOffId: randomUUID(), wishlist, mayView },
    };
  }
}

/**
 * Holding the private cross-off guid is what allows an undo (it reaches only the one who crossed off); support undoes
 * a giver's cross-off through the console without it. The event records which of them undid it.
 */
@Injectable()
export class UndoCrossOffHandler {
  constructor(private readonly aggregates: AggregateStore) {}

  async execute(
    giftId: string,
    crossOffId: string,
    userId: string | null,
    context: CommandContext,
  ): Promise<Executed<GiftState, GiftEvent>> {
    const { wishlist } = await this.load(giftId);
    return this.aggregates.execute(
      giftStream(giftId),
      giftDecider,
      { type: 'UndoCrossOff', crossOffId, userId, wishlist },
      context,
    );
  }

  async forSupport(giftId: string, byUserId: string, context: CommandContext): Promise<Executed<GiftState, GiftEvent>> {
    const { wishlist } = await this.load(giftId);
    return this.aggregates.execute(
      giftStream(giftId),
      giftDecider,
      { type: 'UndoCrossOffForSupport', byUserId, wishlist },
      context,
    );
  }

  /** The problem support's undo would get now, or null; appends nothing (support records an action before doing it). */
  async refusalForSupport(giftId: string, byUserId: string): Promise<Problem | null> {
    const { gift, wishlist } = await this.load(giftId);
    try {
      giftDecider.decide({ type: 'UndoCrossOffForSupport', byUserId, wishlist }, gift);
      return null;
    } catch (error) {
      if (error instanceof Problem) return error;
      throw error;
    }
  }

  /** The gift's state and its list's, which an undo is decided on. */
  private async load(giftId: string) {
    const { state: gift } = await this.aggregates.load(giftStream(giftId), giftDecider);
    const wishlistId = gift.fields?.wishlistId;
    const wishlist = wishlistId
      ? (await this.aggregates.load(wishlistStream(wishlistId), wishlistDecider)).state
      : wishlistDecider.initialState;
    return { gift, wishlist };
  }
}

/** The giver hides a gift the owner deleted while she had it crossed off from her crossed-off page; decided on the gift's stream. */
@Injectable()
export class HideRemovedCrossOffHandler {
  constructor(private readonly aggregates: AggregateStore) {}

  execute(
    giftId: string,
    crossOffId: string,
    userId: string,
    context: CommandContext,
  ): Promise<Executed<GiftState, GiftEvent>> {
    return this.aggregates.execute(
      giftStream(giftId),
      giftDecider,
      { type: 'HideRemovedCrossOff', crossOffId, userId },
      context,
    );
  }
}
