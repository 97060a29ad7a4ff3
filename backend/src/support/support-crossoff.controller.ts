import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { SupportUndoCrossOffRequest } from '@wl/contracts';
import { UndoCrossOffHandler } from '../crossoff/index.js';
import type { CommandContext } from '../platform/domain/aggregate-store.js';
import { CommandCtx } from '../platform/http/command-context.js';
import { CurrentUserId } from '../platform/http/request-session.js';
import { ZodPipe } from '../platform/http/zod-body.js';
import { SupportAudit } from './support-audit.js';
import { SupportGuard } from './support-role.js';

/** Support's actions on a cross-off (docs/support.md): recorded before they are done. */
@Controller('api/Support')
@UseGuards(SupportGuard)
export class SupportCrossOffController {
  constructor(
    private readonly audit: SupportAudit,
    private readonly undos: UndoCrossOffHandler,
  ) {}

  /**
   * The record names the giver alone, and only when the undo can be done: forwarded to the list's owner (or to anyone
   * support named by mistake) it would tell them the gift was crossed off. A refusal is recorded with its problem as
   * detail and no one. The giver is mailed by the cross-off-undone-mail reactor.
   */
  @Post('UndoCrossOff')
  @HttpCode(204)
  async undo(
    @Body(new ZodPipe(SupportUndoCrossOffRequest)) { giftId, byUserId }: SupportUndoCrossOffRequest,
    @CurrentUserId() userId: string,
    @CommandCtx() context: CommandContext,
  ) {
    const refusal = await this.undos.refusalForSupport(giftId, byUserId);
    await this.audit.record(
      userId,
      'UndoCrossOff',
      { kind: 'gift', id: giftId },
      refusal?.problem ?? null,
      refusal ? [] : [byUserId],
      context,
    );
    if (refusal) throw refusal;
    await this.undos.forSupport(giftId, byUserId, context);
  }
}
