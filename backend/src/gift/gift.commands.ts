import { Inject, Injectable } from '@nestjs/common';
import type { EventOf, GiftEditRequest, GiftEditWithProductRequest, GiftProduct } from '@wl/contracts';
import { randomUUID } from 'node:crypto';
import { AggregateStore, type CommandContext } from '../platform/domain/aggregate-store.js';
import { Problem } from '../platform/domain/problem.js';
import { Images, InvalidImage } from '../platform/images/images.js';
import { LinkedPictures, PRODUCT_CATALOGUE, type ProductCatalogue } from '../products/index.js';
import { ListGifts, WishlistQueries } from '../wishlist/index.js';
import { requireOwner, wishlistDecider, wishlistStream } from '../wishlist/wishlist.decider.js';
import { giftDecider, giftStream } from './gift.decider.js';
import { giftContentOf } from './product-gift.js';

export interface GiftEdited {
  giftId: string;
  wishlistId: string;
  imageFailed: boolean;
  position: string | null;
}

type GiftFields = EventOf<'GiftCreated'>['data'];
/** The fields both edit forms share. */
type GiftEdit = Pick<GiftEditRequest, 'publicGuid' | 'categoryPrivateGuid' | 'description' | 'enableCrossOff'>;
/** What one form makes of the gift's link, picture and product, given the gift as it is (null on create). */
type GiftContent = { url: string | null; imageId: string | null; product: GiftProduct | null };
type ContentOf = (
  current: GiftFields | null,
  ownerId: string,
) => Promise<{ content: GiftContent; imageFailed: boolean }>;

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
    @Inject(PRODUCT_CATALOGUE) private readonly catalogue: ProductCatalogue,
    private readonly linkedPictures: LinkedPictures,
  ) {}

  /**
   * A free gift: created (no publicGuid) in the list of its category, or updated. A gift made from a product stays one
   * while its link stays the product's.
   */
  async edit(request: GiftEditRequest, actorId: string, context: CommandContext): Promise<GiftEdited> {
    return this.save(request, actorId, context, async (current, ownerId) => {
      const { imageId, imageFailed } = await this.pictureOf(request, current?.imageId ?? null, ownerId, actorId);
      const url = request.url || null;
      const product = current?.product && url === current.url ? current.product : null;
      return { content: { url, imageId, product }, imageFailed };
    });
  }

  /** A gift made from a catalogue product, created or updated: its link, EANs and picture are the product's. */
  async editWithProduct(
    request: GiftEditWithProductRequest,
    actorId: string,
    context: CommandContext,
  ): Promise<GiftEdited> {
    const found = await this.catalogue.byId(request.productSource);
    const fromProduct = found && giftContentOf(found);
    if (!fromProduct) throw new Problem('ProductNotFound');
    return this.save(request, actorId, context, async () => ({
      content: { ...fromProduct, imageId: null },
      imageFailed: false,
    }));
  }

  private save(edit: GiftEdit, actorId: string, context: CommandContext, contentOf: ContentOf): Promise<GiftEdited> {
    return edit.publicGuid
      ? this.update(edit.publicGuid, edit, actorId, context, contentOf)
      : this.create(edit, actorId, context, contentOf);
  }

  private async create(
    request: GiftEdit,
    actorId: string,
    context: CommandContext,
    contentOf: ContentOf,
  ): Promise<GiftEdited> {
    // The read model only says which list to load; the list's decider checks the caller and the category.
    const wishlistId = (await this.queries.category(request.categoryPrivateGuid))?.wishlistId;
    if (!wishlistId) throw new Problem('InvalidUpdate');
    const { state: wishlist } = await this.aggregates.load(wishlistStream(wishlistId), wishlistDecider);
    // The decider's own check, made early because the picture is stored before the decision.
    requireOwner(wishlist, actorId, 'GiftNotFound');
    const giftId = randomUUID();
    const { content, imageFailed } = await contentOf(null, wishlist.primaryOwnerId!);
    const gift = this.fields(giftId, wishlistId, request, content);
    const decision = await this.discardingOnRefusal(
      content.imageId,
      null,
      this.listGifts.decide(wishlistId, { type: 'AddGift', actorId, wishlistId, gift }, context),
    );
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

  private async update(
    giftId: string,
    request: GiftEdit,
    actorId: string,
    context: CommandContext,
    contentOf: ContentOf,
  ): Promise<GiftEdited> {
    const existing = (await this.aggregates.load(giftStream(giftId), giftDecider)).state.fields;
    if (!existing) throw new Problem('GiftNotFound');
    const { wishlistId } = existing;
    if (request.categoryPrivateGuid !== existing.categoryId) {
      await this.listGifts.decide(
        wishlistId,
        { type: 'PlaceGift', actorId, wishlistId, giftId, categoryId: request.categoryPrivateGuid },
        context,
      );
    }
    const { state: wishlist } = await this.aggregates.load(wishlistStream(wishlistId), wishlistDecider);
    requireOwner(wishlist, actorId, 'GiftNotFound');
    const { content, imageFailed } = await contentOf(existing, wishlist.primaryOwnerId!);
    const gift = this.fields(giftId, wishlistId, request, content);
    const { position } = await this.discardingOnRefusal(
      content.imageId,
      existing.imageId,
      this.aggregates.execute(
        giftStream(giftId),
        giftDecider,
        { type: 'UpdateGift', actorId, wishlist, gift },
        context,
      ),
    );
    return { giftId, wishlistId, imageFailed, position };
  }

  private fields(giftId: string, wishlistId: string, request: GiftEdit, content: GiftContent): GiftFields {
    return {
      giftId,
      wishlistId,
      categoryId: request.categoryPrivateGuid,
      description: request.description,
      crossOffEnabled: request.enableCrossOff,
      ...content,
    };
  }

  /** A picture uploaded with a refused edit would be stored but never shown. */
  private async discardingOnRefusal<T>(
    imageId: string | null,
    current: string | null,
    decision: Promise<T>,
  ): Promise<T> {
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
    const saving = newImageBase64
      ? () => this.images.save(ownerId, Buffer.from(newImageBase64, 'base64'), 'upload')
      : imageUrl
        ? () => this.linkedPictures.save(ownerId, actorId, imageUrl)
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
