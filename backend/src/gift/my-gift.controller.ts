import { Body, Controller, Delete, HttpCode, Param, Post, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { type GiftEditAnswer, GiftEditRequest, Guid } from '@wl/contracts';
import type { FastifyReply } from 'fastify';
import type { CommandContext, Executed } from '../platform/domain/aggregate-store.js';
import { Problem } from '../platform/domain/problem.js';
import { CommandCtx } from '../platform/http/command-context.js';
import { CurrentUserId } from '../platform/http/request-session.js';
import { ZodPipe } from '../platform/http/zod-body.js';
import { ReadModels } from '../platform/projections/read-models.js';
import { giftForOwner } from '../wishlist/views.js';
import { WishlistQueries } from '../wishlist/wishlist.queries.js';
import { DeleteGift, EditGift } from './gift.commands.js';
import type { GiftEvent, GiftState } from './gift.decider.js';

@Controller('api/MyGift')
export class MyGiftController {
  constructor(private readonly commands: CommandBus, private readonly readModels: ReadModels, private readonly queries: WishlistQueries) {}

  /** 201 when the gift was created, 200 when it was updated. */
  @Post('EditWithoutProduct')
  async edit(
    @Body(new ZodPipe(GiftEditRequest)) request: GiftEditRequest,
    @CurrentUserId() userId: string,
    @CommandCtx() context: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<GiftEditAnswer> {
    const result = await this.commands.execute<EditGift, Executed<GiftState, GiftEvent> & { giftId: string }>(new EditGift(request, userId, context));
    await this.readModels.caughtUp(result.position);
    const [gift, list] = await Promise.all([this.queries.gift(result.giftId), this.queries.byId(result.state.fields!.wishlistId)]);
    if (!gift || !list) throw new Problem('GiftNotFound');
    const isCreate = !request.publicGuid;
    reply.status(isCreate ? 201 : 200);
    return { editedGift: giftForOwner(gift, list.showCrossedOff), isCreate };
  }

  @Delete(':id')
  @HttpCode(204)
  async delete(@Param('id', new ZodPipe(Guid)) giftId: string, @CurrentUserId() userId: string, @CommandCtx() context: CommandContext) {
    const result = await this.commands.execute<DeleteGift, Executed<GiftState, GiftEvent>>(new DeleteGift(giftId, userId, context));
    await this.readModels.caughtUp(result.position);
  }
}
