import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { type CrossedOffAnswer, type CrossOffAnswer, CrossOffRequest, type UndoCrossOffAnswer, UndoCrossOffRequest, type VisitorGift } from '@wl/contracts';
import type { GiftEvent, GiftState } from '../gift/gift.decider.js';
import type { CommandContext, Executed } from '../platform/domain/aggregate-store.js';
import { Problem } from '../platform/domain/problem.js';
import { CommandCtx } from '../platform/http/command-context.js';
import { CurrentSession, CurrentUserId } from '../platform/http/request-session.js';
import type { Session } from '../platform/http/sessions.js';
import { ZodPipe } from '../platform/http/zod-body.js';
import { ReadModels } from '../platform/projections/read-models.js';
import { viewerOf } from '../wishlist/access-rules.js';
import { giftForVisitor } from '../wishlist/views.js';
import { WishlistQueries } from '../wishlist/wishlist.queries.js';
import { CrossedOffQueries } from './crossed-off.queries.js';
import { CrossOffGift, UndoCrossOff } from './crossoff.commands.js';

type GiftExecuted = Executed<GiftState, GiftEvent>;

@Controller('api/Gift')
export class GiftController {
  constructor(
    private readonly commands: CommandBus,
    private readonly readModels: ReadModels,
    private readonly wishlists: WishlistQueries,
    private readonly crossedOff: CrossedOffQueries,
  ) {}

  @Post('CrossOff')
  @HttpCode(200)
  async crossOff(
    @Body(new ZodPipe(CrossOffRequest)) request: CrossOffRequest,
    @CurrentUserId() userId: string,
    @CurrentSession() session: Session,
    @CommandCtx() context: CommandContext,
  ): Promise<CrossOffAnswer> {
    const viewer = { ...viewerOf(session), userId };
    const result = await this.commands.execute<CrossOffGift, GiftExecuted>(new CrossOffGift(request.publicGiftGuid, viewer, context));
    return { gift: await this.giftAfter(result, userId), crossOffGuid: result.state.crossOff!.crossOffId };
  }

  @Post('UndoCrossOff')
  @HttpCode(200)
  async undo(
    @Body(new ZodPipe(UndoCrossOffRequest)) request: UndoCrossOffRequest,
    @CurrentSession() session: Session | null,
    @CommandCtx() context: CommandContext,
  ): Promise<UndoCrossOffAnswer> {
    const userId = session?.userId ?? null;
    const result = await this.commands.execute<UndoCrossOff, GiftExecuted>(new UndoCrossOff(request.publicGuid, request.privateCrossOffGuid, userId, context));
    return { gift: await this.giftAfter(result, userId) };
  }

  @Get('CrossedOff')
  async list(@CurrentUserId() userId: string): Promise<CrossedOffAnswer> {
    return { crossedOffWishlists: await this.crossedOff.of(userId) };
  }

  /** The gift as this visitor sees it once the read models have the change (read-your-writes). */
  private async giftAfter(result: GiftExecuted, viewerId: string | null): Promise<VisitorGift> {
    await this.readModels.caughtUp(result.position);
    const gift = await this.wishlists.gift(result.state.fields!.giftId);
    if (!gift) throw new Problem('GiftDeleted');
    const category = await this.wishlists.category(gift.categoryId);
    return giftForVisitor(gift, viewerId, category?.giftOrder.indexOf(gift.giftId) ?? 0);
  }
}
