import { Body, Controller, Get, HttpCode, Param, Post, Res } from '@nestjs/common';
import {
  type CrossedOffAnswer,
  type CrossedOffGiftAnswer,
  type CrossedOffGiftProblem,
  type CrossOffAnswer,
  CrossOffRequest,
  Guid,
  HideRemovedCrossOffRequest,
  type UndoCrossOffAnswer,
  UndoCrossOffRequest,
  type VisitorGift,
} from '@wl/contracts';
import type { FastifyReply } from 'fastify';
import { giftDecider, type GiftEvent, type GiftState, giftStream } from '../gift/gift.decider.js';
import { AggregateStore, type CommandContext, type Executed } from '../platform/domain/aggregate-store.js';
import { Problem } from '../platform/domain/problem.js';
import { CommandCtx } from '../platform/http/command-context.js';
import { CurrentSession, CurrentUserId } from '../platform/http/request-session.js';
import type { Session } from '../platform/http/sessions.js';
import { ZodPipe } from '../platform/http/zod-body.js';
import { ReadModels } from '../platform/projections/read-models.js';
import { WritePositions } from '../platform/projections/write-positions.js';
import { giftDocument } from '@wl/projections';
import { viewerOf, giftForVisitor, ownerFullName, WishlistQueries } from '../wishlist/index.js';
import { CrossedOffQueries } from './crossed-off.queries.js';
import { CrossOffGiftHandler, HideRemovedCrossOffHandler, UndoCrossOffHandler } from './crossoff.commands.js';

type GiftExecuted = Executed<GiftState, GiftEvent>;

@Controller('api/Gift')
export class GiftController {
  constructor(
    private readonly crossOffs: CrossOffGiftHandler,
    private readonly undos: UndoCrossOffHandler,
    private readonly hides: HideRemovedCrossOffHandler,
    private readonly readModels: ReadModels,
    private readonly wishlists: WishlistQueries,
    private readonly crossedOff: CrossedOffQueries,
    private readonly aggregates: AggregateStore,
    private readonly writePositions: WritePositions,
  ) {}

  @Post('CrossOff')
  @HttpCode(200)
  async crossOff(
    @Body(new ZodPipe(CrossOffRequest)) request: CrossOffRequest,
    @CurrentUserId() userId: string,
    @CurrentSession() session: Session,
    @CommandCtx() context: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CrossOffAnswer> {
    const viewer = { ...viewerOf(session), userId };
    const result = await this.crossOffs.execute(request.publicGiftGuid, viewer, context);
    // Answered from the gift's stream, not after the read models: the caller's next reads wait for this write instead.
    await this.writePositions.remember(session, result, reply);
    // The cross-off-mail reactor mails the undo link; the answer does not wait for it (the page shows the link too).
    return { gift: await this.giftDecided(result, userId), crossOffGuid: result.state.crossOff!.crossOffId };
  }

  @Post('UndoCrossOff')
  @HttpCode(200)
  async undo(
    @Body(new ZodPipe(UndoCrossOffRequest)) request: UndoCrossOffRequest,
    @CurrentSession() session: Session | null,
    @CommandCtx() context: CommandContext,
  ): Promise<UndoCrossOffAnswer> {
    const userId = session?.userId ?? null;
    const result = await this.undos.execute(request.publicGuid, request.privateCrossOffGuid, userId, context);
    return { gift: await this.giftAfter(result, userId) };
  }

  /** "Verbergen" on the crossed-off page: only for a gift taken off its list, by its giver (docs/permissions.md). */
  @Post('HideRemovedCrossOff')
  @HttpCode(204)
  async hideRemoved(
    @Body(new ZodPipe(HideRemovedCrossOffRequest)) request: HideRemovedCrossOffRequest,
    @CurrentUserId() userId: string,
    @CommandCtx() context: CommandContext,
  ): Promise<void> {
    await this.readModels.settle(
      await this.hides.execute(request.publicGuid, request.privateCrossOffGuid, userId, context),
    );
  }

  /** The single crossed-off gift page, reached from the confirmation mail: the guid pair is the capability. */
  @Get('GetByCrossOffGuid/:giftId/:crossOffId')
  async byCrossOffGuid(
    @Param('giftId') giftId: string,
    @Param('crossOffId') crossOffId: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CrossedOffGiftAnswer | { username: string | null; problem: CrossedOffGiftProblem }> {
    const refuse = (problem: CrossedOffGiftProblem, username: string | null = null) => {
      reply.status(422);
      return { username, problem };
    };
    if (!Guid.safeParse(giftId).success || !Guid.safeParse(crossOffId).success) return refuse('InvalidGuid');
    const { state } = await this.aggregates.load(giftStream(giftId), giftDecider);
    // A pair that was never issued learns nothing: not whether the gift exists, nor the list it is on.
    if (!state.pastCrossOffIds.includes(crossOffId)) return refuse('Other');
    const list = state.fields && (await this.wishlists.byId(state.fields.wishlistId));
    const username = list?.username ?? null;
    if (state.status !== 'present' || !list) return refuse('GiftNotFound', username);
    if (state.crossOff?.crossOffId !== crossOffId) return refuse('CrossOffAlreadyUndone', username);
    const gift = await this.wishlists.gift(giftId);
    if (!gift) return refuse('GiftNotFound', username);
    return {
      username: list.username!,
      fullName: ownerFullName(list),
      gift: giftForVisitor(gift, state.crossOff.byUserId, 0),
    };
  }

  @Get('CrossedOff')
  async list(@CurrentUserId() userId: string): Promise<CrossedOffAnswer> {
    return { crossedOffWishlists: await this.crossedOff.of(userId) };
  }

  /**
   * The gift as this visitor sees it, from the decided state; only its place in the category (which a cross-off does
   * not change) and its offers come from the read model.
   */
  private async giftDecided({ state }: GiftExecuted, viewerId: string): Promise<VisitorGift> {
    const fields = state.fields!;
    // The offers are no part of the decision: they come, like the place, from the read model (switch applied).
    const [category, shown] = await Promise.all([
      this.wishlists.category(fields.categoryId),
      this.wishlists.gift(fields.giftId),
    ]);
    const gift = { ...giftDocument(fields, state.crossOff), groupedProduct: shown?.groupedProduct ?? null };
    return giftForVisitor(gift, viewerId, category?.giftOrder.indexOf(fields.giftId) ?? 0);
  }

  /** The gift as this visitor sees it once the read models have the change (read-your-writes). */
  private async giftAfter(result: GiftExecuted, viewerId: string | null): Promise<VisitorGift> {
    await this.readModels.settle(result);
    const gift = await this.wishlists.gift(result.state.fields!.giftId);
    if (!gift) throw new Problem('GiftDeleted');
    const category = await this.wishlists.category(gift.categoryId);
    return giftForVisitor(gift, viewerId, category?.giftOrder.indexOf(gift.giftId) ?? 0);
  }
}
