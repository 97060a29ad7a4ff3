import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { StartFlowRequest } from '@wl/contracts';
import { CurrentSession } from '../platform/http/request-session.js';
import type { Session } from '../platform/http/sessions.js';
import { ZodPipe } from '../platform/http/zod-body.js';
import { viewerOf } from '../wishlist/index.js';
import { CrossOffGiftHandler } from './crossoff.commands.js';

/**
 * `POST /api/Wishlist/StartFlow` starts the e-mail cross-off (the spec's "e-mail cross-off start flow"): before an
 * anonymous visitor is asked for an address, and so before a lightweight user is made, it tells whether a cross-off
 * by this visitor would succeed now. 204, or the 422 problem the cross-off would get, in the cross-off's order
 * (docs/permissions.md, "StartFlow"). It writes nothing.
 */
@Controller('api/Wishlist')
export class StartFlowController {
  constructor(private readonly crossOffs: CrossOffGiftHandler) {}

  @Post('StartFlow')
  @HttpCode(204)
  async startFlow(
    @Body(new ZodPipe(StartFlowRequest)) request: StartFlowRequest,
    @CurrentSession() session: Session | null,
  ): Promise<void> {
    await this.crossOffs.check(request.publicGiftGuid, viewerOf(session));
  }
}
