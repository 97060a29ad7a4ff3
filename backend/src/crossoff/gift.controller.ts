import { Controller, Get, HttpCode, Param, Post, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  type CrossedOffAnswer,
  type CrossedOffGiftAnswer,
  type CrossedOffGiftProblem,
  type CrossOffAnswer,
  Guid,
} from '@wl/contracts';
import type { FastifyReply } from 'fastify';
import { giftDecider, giftStream } from '../gift/gift.decider.js';
import { AggregateStore } from '../platform/domain/aggregate-store.js';
import { CurrentSession, CurrentUserId } from '../platform/http/request-session.js';
import type { Session } from '../platform/http/sessions.js';
import { WritePositions } from '../platform/projections/write-positions.js';
import type { RunUseCase } from '../platform/use-case/run-use-case.js';
import { RunsUseCase } from '../platform/use-case/use-case-route.js';
import { giftForVisitor, ownerFullName, WishlistQueries } from '../wishlist/index.js';
import { crossOffGift } from './cross-off-gift/cross-off-gift.js';
import { CrossedOffQueries } from './crossed-off.queries.js';
import { hideRemovedCrossOff } from './hide-removed-cross-off/hide-removed-cross-off.js';
import { undoCrossOff } from './undo-cross-off/undo-cross-off.js';

@Controller('api/Gift')
export class GiftController {
  constructor(
    private readonly commands: CommandBus,
    private readonly wishlists: WishlistQueries,
    private readonly crossedOff: CrossedOffQueries,
    private readonly aggregates: AggregateStore,
    private readonly writePositions: WritePositions,
  ) {}

  @Post('CrossOff')
  @HttpCode(200)
  async crossOff(
    @RunsUseCase(crossOffGift) command: RunUseCase<typeof crossOffGift>,
    @CurrentSession() session: Session,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CrossOffAnswer> {
    const { answer, written } = await this.commands.execute(command);
    // Answered from the gift's stream, not after the read models: the caller's next reads wait for this write instead.
    await this.writePositions.remember(session, written, reply);
    return answer;
  }

  @Post('UndoCrossOff')
  @HttpCode(200)
  undo(@RunsUseCase(undoCrossOff) command: RunUseCase<typeof undoCrossOff>) {
    return this.commands.execute(command);
  }

  @Post('HideRemovedCrossOff')
  @HttpCode(204)
  async hideRemoved(@RunsUseCase(hideRemovedCrossOff) command: RunUseCase<typeof hideRemovedCrossOff>) {
    await this.commands.execute(command);
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
}
