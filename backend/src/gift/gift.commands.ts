import { Injectable } from '@nestjs/common';
import type { GiftEditRequest } from '@wl/contracts';
import { randomUUID } from 'node:crypto';
import { AggregateStore, type CommandContext } from '../platform/domain/aggregate-store.js';
import { Problem } from '../platform/domain/problem.js';
import { Images, InvalidImage } from '../platform/images/images.js';
import { LinkedPictures } from '../products/link-preview/linked-pictures.js';
import { ListGifts } from '../wishlist/list-gifts.workflow.js';
import { requireOwner, wishlistDecider, wishlistStream } from '../wishlist/wishlist.decider.js';
import { WishlistQueries } from '../wishlist/wishlist.queries.js';
import { giftDecider, giftStream } from './gift.decider.js';

export interface GiftEdited {
  giftId: string;
  wishlistId: string;
  imageFailed: boolean;
  position: string | null;
}

/**
 * The owner's gift commands. Joining a list, changing category, moving and deleting are decided on the list's stream
 * (where they conflict with deleting the category or the list); the gift's stream follows (ListGifts).
 */
@Injectable()
export class GiftCommands {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly listGifts: ListGifts,
    private readonly queries: WishlistQueries,
    private readonly images: Images,
    private readonly linkedPictures: LinkedPictures,
  ) {}

  /** Creates a gift (no publicGuid) in the list of its category, or updates one. */
  async edit(request: GiftEditRequest, actorId: string, context: CommandContext): Promise<GiftEdited> {
    return request.publicGuid ? this.update(request.publicGuid, request, actorId, context) : this.create(request, actorId, context);
  }

  private async create(request: GiftEditRequest, actorId: string, context: CommandContext): Promise<GiftEdited> {
    // The read model only says which list to load; the list's decider checks the caller and the category.
    const wishlistId = (await this.queries.category(request.categoryPrivateGuid))?.wishlistId;
    if (!wishlistId) throw new Problem('InvalidUpdate');
    const { state: wishlist } = await this.aggregates.load(wishlistStream(wishlistId), wishlistDecider);
    // The decider's own check, made early because the picture is stored before the decision.
    requireOwner(wishlist, actorId, 'GiftNotFound');
    const giftId = randomUUID();
    const { imageId, imageFailed } = await this.pictureOf(request, null, wishlist.primaryOwnerId!, actorId);
    const decision = await this.discardingOnRefusal(imageId, null, this.listGifts.decide(wishlistId, { type: 'AddGift', actorId, wishlistId, gift: this.fields(giftId, wishlistId, request, imageId) }, context));
    const position = await this.listGifts.complete(decision);
    await this.refuseIfEndedMeanwhile(wishlistId, giftId, context);
    return { giftId, wishlistId, imageFailed, position };
  }

  /**
   * The list may have ended the gift (its category deleted) between the decision and the gift's creation above: the
   * cascade then found no gift to end. Ending it here, once its stream exists, leaves no gift outside a category; a
   * deletion after this check finds the gift and ends it itself. The owner is not told "created" for a gift that is gone.
   */
  private async refuseIfEndedMeanwhile(wishlistId: string, giftId: string, context: CommandContext) {
    const { state } = await this.aggregates.load(wishlistStream(wishlistId), wishlistDecider);
    if (state.pastGifts[giftId] !== 'ended') return;
    await this.aggregates.execute(giftStream(giftId), giftDecider, { type: 'EndByList', wishlistId }, context);
    throw new Problem('InvalidUpdate');
  }

  private async update(giftId: string, request: GiftEditRequest, actorId: string, context: CommandContext): Promise<GiftEdited> {
    const existing = (await this.aggregates.load(giftStream(giftId), giftDecider)).state.fields;
    if (!existing) throw new Problem('GiftNotFound');
    const { wishlistId } = existing;
    if (request.categoryPrivateGuid !== existing.categoryId) {
      await this.listGifts.decide(wishlistId, { type: 'PlaceGift', actorId, wishlistId, giftId, categoryId: request.categoryPrivateGuid }, context);
    }
    const { state: wishlist } = await this.aggregates.load(wishlistStream(wishlistId), wishlistDecider);
    requireOwner(wishlist, actorId, 'GiftNotFound');
    const current = existing.imageId ?? null;
    const { imageId, imageFailed } = await this.pictureOf(request, current, wishlist.primaryOwnerId!, actorId);
    const gift = this.fields(giftId, wishlistId, request, imageId);
    const { position } = await this.discardingOnRefusal(imageId, current, this.aggregates.execute(giftStream(giftId), giftDecider, { type: 'UpdateGift', actorId, wishlist, gift }, context));
    return { giftId, wishlistId, imageFailed, position };
  }

  async delete(giftId: string, actorId: string, context: CommandContext): Promise<string | null> {
    const wishlistId = await this.listOf(giftId);
    return this.listGifts.complete(await this.listGifts.decide(wishlistId, { type: 'EndGift', actorId, wishlistId, giftId }, context));
  }

  /** To another list of the same owner, into its first category; to its own list it stays where it is. */
  async move(giftId: string, targetWishlistId: string, actorId: string, context: CommandContext): Promise<string | null> {
    const wishlistId = await this.listOf(giftId);
    if (wishlistId === targetWishlistId) return null;
    const { state: target } = await this.aggregates.load(wishlistStream(targetWishlistId), wishlistDecider);
    return this.listGifts.complete(await this.listGifts.decide(wishlistId, { type: 'MoveGiftOut', actorId, wishlistId, giftId, target, toWishlistId: targetWishlistId }, context));
  }

  /** Which list's stream decides about this gift: the one its stream says it is on. */
  private async listOf(giftId: string): Promise<string> {
    const { state } = await this.aggregates.load(giftStream(giftId), giftDecider);
    if (state.status !== 'present') throw new Problem('GiftNotFound');
    return state.fields!.wishlistId;
  }

  private fields(giftId: string, wishlistId: string, request: GiftEditRequest, imageId: string | null) {
    return {
      giftId, wishlistId, categoryId: request.categoryPrivateGuid, description: request.description,
      url: request.url || null, crossOffEnabled: request.enableCrossOff, imageId,
    };
  }

  /** A picture uploaded with a refused edit would be stored but never shown. */
  private async discardingOnRefusal<T>(imageId: string | null, current: string | null, decision: Promise<T>): Promise<T> {
    try {
      return await decision;
    } catch (error) {
      if (imageId && imageId !== current) await this.images.discard(imageId);
      throw error;
    }
  }

  /**
   * A new PNG, or the picture at `imageUrl` (a link preview's), replaces the picture; hasCustomImage false removes it;
   * a picture that fails still saves the gift.
   */
  private async pictureOf(request: GiftEditRequest, current: string | null, ownerId: string, actorId: string) {
    const { newImageBase64, imageUrl } = request;
    const saving = newImageBase64 ? () => this.images.savePng(ownerId, Buffer.from(newImageBase64, 'base64'))
      : imageUrl ? () => this.linkedPictures.save(ownerId, actorId, imageUrl)
      : null;
    if (saving) {
      try {
        return { imageId: await saving(), imageFailed: false };
      } catch (error) {
        if (!(error instanceof InvalidImage)) throw error;
        return { imageId: current, imageFailed: true };
      }
    }
    return { imageId: request.hasCustomImage === false ? null : current, imageFailed: false };
  }
}
