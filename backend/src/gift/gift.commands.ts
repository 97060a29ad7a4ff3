import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { GiftEditRequest } from '@wl/contracts';
import { randomUUID } from 'node:crypto';
import { AggregateStore, type CommandContext, type Executed } from '../platform/domain/aggregate-store.js';
import { Problem } from '../platform/domain/problem.js';
import { isOwner, wishlistDecider, wishlistStream } from '../wishlist/wishlist.decider.js';
import { Images, InvalidImage } from '../platform/images/images.js';
import { WishlistQueries } from '../wishlist/wishlist.queries.js';
import { giftDecider, type GiftEvent, type GiftState, giftStream } from './gift.decider.js';

export class EditGift {
  constructor(readonly request: GiftEditRequest, readonly actorId: string, readonly context: CommandContext) {}
}

export class DeleteGift {
  constructor(readonly giftId: string, readonly actorId: string, readonly context: CommandContext) {}
}

type GiftResult = Executed<GiftState, GiftEvent> & { giftId: string; imageFailed: boolean };

/** Creates a gift (no publicGuid) or updates one; the category decides which list a new gift joins. */
@CommandHandler(EditGift)
export class EditGiftHandler implements ICommandHandler<EditGift, GiftResult> {
  constructor(private readonly aggregates: AggregateStore, private readonly queries: WishlistQueries, private readonly images: Images) {}

  async execute({ request, actorId, context }: EditGift): Promise<GiftResult> {
    const giftId = request.publicGuid ?? randomUUID();
    const existing = request.publicGuid ? (await this.aggregates.load(giftStream(giftId), giftDecider)).state.fields : null;
    const wishlistId = request.publicGuid ? existing?.wishlistId : (await this.queries.category(request.categoryPrivateGuid))?.wishlistId;
    if (!wishlistId) throw new Problem(request.publicGuid ? 'GiftNotFound' : 'InvalidUpdate');
    const { state: wishlist } = await this.aggregates.load(wishlistStream(wishlistId), wishlistDecider);
    if (!isOwner(wishlist, actorId)) throw new Problem('GiftNotFound');
    const { imageId, imageFailed } = await this.pictureOf(request, existing?.imageId ?? null, wishlist.primaryOwnerId!);
    const gift = {
      giftId, wishlistId, categoryId: request.categoryPrivateGuid, description: request.description,
      url: request.url || null, crossOffEnabled: request.enableCrossOff, imageId,
    };
    const type = request.publicGuid ? 'UpdateGift' : 'CreateGift';
    const executed = await this.aggregates.execute(giftStream(giftId), giftDecider, { type, actorId, wishlist, gift }, context).catch(async (error: unknown) => {
      // A picture uploaded with a refused edit would be stored but never shown.
      if (imageId && imageId !== existing?.imageId) await this.images.discard(imageId);
      throw error;
    });
    return { giftId, imageFailed, ...executed };
  }

  /** A new PNG replaces the picture, hasCustomImage false removes it; a PNG that fails still saves the gift. */
  private async pictureOf(request: GiftEditRequest, current: string | null, ownerId: string) {
    if (request.newImageBase64) {
      try {
        return { imageId: await this.images.savePng(ownerId, Buffer.from(request.newImageBase64, 'base64')), imageFailed: false };
      } catch (error) {
        if (!(error instanceof InvalidImage)) throw error;
        return { imageId: current, imageFailed: true };
      }
    }
    return { imageId: request.hasCustomImage === false ? null : current, imageFailed: false };
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
