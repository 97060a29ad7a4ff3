import { Controller, Delete, HttpCode, Post, Res, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { GiftEditAnswer, PartialProblemAnswer } from '@wl/contracts';
import type { FastifyReply } from 'fastify';
import type { RunUseCase } from '../platform/use-case/run-use-case.js';
import { RunsUseCase } from '../platform/use-case/use-case-route.js';
import { ProductSearchEnabledGuard } from '../products/index.js';
import { deleteGift } from './delete-gift/delete-gift.js';
import { editGift } from './edit-gift/edit-gift.js';
import { editGiftWithProduct } from './edit-gift-with-product/edit-gift-with-product.js';
import type { GiftEdited } from './gift-edit.js';
import { moveGift } from './move-gift/move-gift.js';
import { reorderGifts } from './reorder-gifts/reorder-gifts.js';

@Controller('api/MyGift')
export class MyGiftController {
  constructor(private readonly commands: CommandBus) {}

  /** 201 when the gift was created, 200 when it was updated. */
  @Post('EditWithoutProduct')
  async edit(
    @RunsUseCase(editGift) command: RunUseCase<typeof editGift>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<GiftEditAnswer> {
    return this.answer(await this.commands.execute(command), reply);
  }

  /**
   * A gift from a catalogue product (productSource: its productId); 422 ProductNotFound when the catalogue has none.
   * Products are found only by the product search, so the call is there only with that switch on.
   */
  @Post('EditWithProduct')
  @UseGuards(ProductSearchEnabledGuard)
  async editWithProduct(
    @RunsUseCase(editGiftWithProduct) command: RunUseCase<typeof editGiftWithProduct>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<GiftEditAnswer> {
    return this.answer(await this.commands.execute(command), reply);
  }

  private async answer({ imageFailed, ...answer }: GiftEdited, reply: FastifyReply): Promise<GiftEditAnswer> {
    // Partial success: the gift is saved, its picture was not.
    if (imageFailed)
      return reply
        .status(422)
        .send({ problem: 'SaveImageFailed', ...answer } satisfies PartialProblemAnswer & GiftEditAnswer);
    reply.status(answer.isCreate ? 201 : 200);
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
