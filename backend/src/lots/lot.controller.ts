import { Controller, Get, HttpCode, Param, Post, Res, UseGuards } from '@nestjs/common';
import { Guid, type LotRedoneAnswer, type LotView } from '@wl/contracts';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { OptionalUserId } from '../platform/http/request-session.js';
import { ZodPipe } from '../platform/http/zod-body.js';
import type { RunUseCase } from '../platform/use-case/run-use-case.js';
import { RunsUseCase } from '../platform/use-case/use-case-route.js';
import { LotsEnabledGuard } from './lots-enabled.guard.js';
import { LotRedone, LotViews } from './lot-view.js';
import { selectWishlist } from './select-wishlist/select-wishlist.js';
import { registerFirstView } from './register-first-view/register-first-view.js';
import { askQuestion } from './ask-question/ask-question.js';
import { sendNudge } from './send-nudge/send-nudge.js';
import { answerQuestion } from './answer-question/answer-question.js';

/** The lot side (spec 02 §2.5, §7): addressed by the lot's private guid, which its holder got by mail. */
@Controller('api/Lot')
@UseGuards(LotsEnabledGuard)
export class LotController {
  constructor(
    private readonly views: LotViews,
    private readonly bus: CommandBus,
  ) {}

  @Post('RegisterFirstView')
  @HttpCode(204)
  async registerFirstView(@RunsUseCase(registerFirstView) command: RunUseCase<typeof registerFirstView>) {
    await this.bus.execute(command);
  }

  @Post('SelectWishlist')
  @HttpCode(200)
  selectWishlist(@RunsUseCase(selectWishlist) command: RunUseCase<typeof selectWishlist>) {
    return this.bus.execute(command);
  }

  @Post('SendNudge')
  @HttpCode(200)
  sendNudge(@RunsUseCase(sendNudge) command: RunUseCase<typeof sendNudge>) {
    return this.bus.execute(command);
  }

  @Post('SendQuestion')
  @HttpCode(200)
  async sendQuestion(@RunsUseCase(askQuestion) command: RunUseCase<typeof askQuestion>) {
    await this.bus.execute(command);
  }

  @Post('AnswerQuestion')
  @HttpCode(204)
  async answerQuestion(@RunsUseCase(answerQuestion) command: RunUseCase<typeof answerQuestion>) {
    await this.bus.execute(command);
  }

  @Get(':guid')
  async view(
    @Param('guid', new ZodPipe(Guid)) guid: string,
    @OptionalUserId() userId: string | null,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<LotView | LotRedoneAnswer> {
    try {
      return await this.views.view(guid, userId);
    } catch (error) {
      if (error instanceof LotRedone)
        return reply.status(422).send({ problem: 'Deleted', redone: true } satisfies LotRedoneAnswer);
      throw error;
    }
  }
}
