import { Body, Controller, Delete, HttpCode, Post, Res, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  type GiftEditAnswer,
  GiftEditRequest,
  GiftEditWithProductRequest,
  type PartialProblemAnswer,
} from '@wl/contracts';
import type { FastifyReply } from 'fastify';
import type { CommandContext } from '../platform/domain/aggregate-store.js';
import { Problem } from '../platform/domain/problem.js';
import { CommandCtx } from '../platform/http/command-context.js';
import { CurrentUserId } from '../platform/http/request-session.js';
import { ZodPipe } from '../platform/http/zod-body.js';
import { ReadModels } from '../platform/projections/read-models.js';
import type { RunUseCase } from '../platform/use-case/run-use-case.js';
import { RunsUseCase } from '../platform/use-case/use-case-route.js';
import { giftForOwner, WishlistQueries } from '../wishlist/index.js';
import { ProductSearchEnabledGuard } from '../products/index.js';
import { deleteGift } from './delete-gift/delete-gift.js';
import { type GiftEdited, GiftCommands } from './gift.commands.js';
import { moveGift } from './move-gift/move-gift.js';
import { reorderGifts } from './reorder-gifts/reorder-gifts.js';

@Controller('api/MyGift')
export class MyGiftController {
  constructor(
    private readonly gifts: GiftCommands,
    private readonly commands: CommandBus,
    private readonly readModels: ReadModels,
    private readonly queries: WishlistQueries,
  ) {}

  /** 201 when the gift was created, 200 when it was updated. */
  @Post('EditWithoutProduct')
  async edit(
    @Body(new ZodPipe(GiftEditRequest)) request: GiftEditRequest,
    @CurrentUserId() userId: string,
    @CommandCtx() context: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<GiftEditAnswer> {
    return this.answer(await this.gifts.edit(request, userId, context), !request.publicGuid, reply);
  }

  /**
   * A gift from a catalogue product (productSource: its productId); 422 ProductNotFound when the catalogue has none.
   * Products are found only by the product search, so the call is there only with that switch on.
   */
  @Post('EditWithProduct')
  @UseGuards(ProductSearchEnabledGuard)
  async editWithProduct(
    @Body(new ZodPipe(GiftEditWithProductRequest)) request: GiftEditWithProductRequest,
    @CurrentUserId() userId: string,
    @CommandCtx() context: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<GiftEditAnswer> {
    return this.answer(await this.gifts.editWithProduct(request, userId, context), !request.publicGuid, reply);
  }

  private async answer(result: GiftEdited, isCreate: boolean, reply: FastifyReply): Promise<GiftEditAnswer> {
    await this.readModels.settle(result.position);
    // A gift ended meanwhile (its category deleted at the same time) is not answered as saved.
    const [gift, list] = await Promise.all([this.queries.gift(result.giftId), this.queries.byId(result.wishlistId)]);
    if (!gift || !list) throw new Problem('GiftNotFound');
    const answer = { editedGift: giftForOwner(gift, list.showCrossedOff), isCreate };
    // Partial success: the gift is saved, its picture was not.
    if (result.imageFailed)
      return reply
        .status(422)
        .send({ problem: 'SaveImageFailed', ...answer } satisfies PartialProblemAnswer & GiftEditAnswer);
    reply.status(isCreate ? 201 : 200);
    return answer;
  }

  @Post('Reorder')
  @HttpCode(204)
  async reorder(@RunsUseCase(reorderGifts) command: RunUseCase<typeof reorderGifts>) {
    await this.commands.execute(command);
  }

  @Post('MoveToWishlist')
  @HttpCode(204)
  async move(@RunsUseCase(moveGift) command: RunUseCase<typeof moveGift>) {
    await this.commands.execute(command);
  }

  @Delete(':id')
  @HttpCode(204)
  async delete(@RunsUseCase(deleteGift, 'params') command: RunUseCase<typeof deleteGift>) {
    await this.commands.execute(command);
  }
}
