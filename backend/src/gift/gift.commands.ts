import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { GiftEditRequest } from '@wl/contracts';
import { randomUUID } from 'node:crypto';
import { AggregateStore, type CommandContext, type Executed } from '../platform/domain/aggregate-store.js';
import { Problem } from '../platform/domain/problem.js';
import { wishlistDecider, wishlistStream } from '../wishlist/wishlist.decider.js';
import { WishlistQueries } from '../wishlist/wishlist.queries.js';
import { giftDecider, type GiftEvent, type GiftState, giftStream } from './gift.decider.js';

export class EditGift {
  constructor(readonly request: GiftEditRequest, readonly actorId: string, readonly context: CommandContext) {}
}

export class DeleteGift {
  constructor(readonly giftId: string, readonly actorId: string, readonly context: CommandContext) {}
}

type GiftResult = Executed<GiftState, GiftEvent> & { giftId: string };

/** Creates a gift (no publicGuid) or updates one; the category decides which list a new gift joins. */
@CommandHandler(EditGift)
export class EditGiftHandler implements ICommandHandler<EditGift, GiftResult> {
  constructor(private readonly aggregates: AggregateStore, private readonly queries: WishlistQueries) {}

  async execute({ request, actorId, context }: EditGift): Promise<GiftResult> {
    const giftId = request.publicGuid ?? randomUUID();
    const wishlistId = request.publicGuid
      ? (await this.aggregates.load(giftStream(giftId), giftDecider)).state.fields?.wishlistId
      : (await this.queries.category(request.categoryPrivateGuid))?.wishlistId;
    if (!wishlistId) throw new Problem(request.publicGuid ? 'GiftNotFound' : 'InvalidUpdate');
    const { state: wishlist } = await this.aggregates.load(wishlistStream(wishlistId), wishlistDecider);
    const gift = {
      giftId, wishlistId, categoryId: request.categoryPrivateGuid, description: request.description,
      url: request.url || null, crossOffEnabled: request.enableCrossOff,
    };
    const type = request.publicGuid ? 'UpdateGift' : 'CreateGift';
    return { giftId, ...(await this.aggregates.execute(giftStream(giftId), giftDecider, { type, actorId, wishlist, gift }, context)) };
  }
}

@CommandHandler(DeleteGift)
export class DeleteGiftHandler implements ICommandHandler<DeleteGift, Executed<GiftState, GiftEvent>> {
  constructor(private readonly aggregates: AggregateStore) {}

  async execute({ giftId, actorId, context }: DeleteGift) {
    const { state } = await this.aggregates.load(giftStream(giftId), giftDecider);
    if (!state.fields) throw new Problem('GiftNotFound');
    const { state: wishlist } = await this.aggregates.load(wishlistStream(state.fields.wishlistId), wishlistDecider);
    return this.aggregates.execute(giftStream(giftId), giftDecider, { type: 'DeleteGift', actorId, wishlist }, context);
  }
}

export class MoveGift {
  constructor(readonly giftId: string, readonly targetWishlistId: string, readonly actorId: string, readonly context: CommandContext) {}
}

/** To another list of the same owner, into its first category: SourceNotOwned / DestinationNotOwned otherwise. */
@CommandHandler(MoveGift)
export class MoveGiftHandler implements ICommandHandler<MoveGift, Executed<GiftState, GiftEvent>> {
  constructor(private readonly aggregates: AggregateStore) {}

  async execute({ giftId, targetWishlistId, actorId, context }: MoveGift) {
    const { state } = await this.aggregates.load(giftStream(giftId), giftDecider);
    if (!state.fields) throw new Problem('GiftNotFound');
    const [{ state: source }, { state: target }] = await Promise.all([
      this.aggregates.load(wishlistStream(state.fields.wishlistId), wishlistDecider),
      this.aggregates.load(wishlistStream(targetWishlistId), wishlistDecider),
    ]);
    return this.aggregates.execute(giftStream(giftId), giftDecider, { type: 'MoveGift', actorId, source, target, targetWishlistId }, context);
  }
}
