import { Body, Controller, HttpCode, Ip, Post, Res } from '@nestjs/common';
import { EmbellishUrlRequest, type LinkPreview, withWebScheme } from '@wl/contracts';
import type { FastifyReply } from 'fastify';
import { CurrentUserId } from '../../platform/http/request-session.js';
import { invalidInput, ZodPipe } from '../../platform/http/zod-body.js';
import { RateLimits } from '../../platform/security/rate-limits.js';
import { LinkPreviews } from './link-previews.js';
import { sanitizedUrl } from './sanitized-url.js';

/**
 * `POST /api/Gift/EmbellishUrlV2` (spec 01 §7): the preview of a shop link for an owner's gift editor. 200 with the
 * preview, 204 when there is none, for whatever reason (a dead host, a refused address, a page without title or
 * picture), so the answer cannot be used to map what the server can reach.
 */
@Controller('api/Gift')
export class LinkPreviewController {
  constructor(
    private readonly previews: LinkPreviews,
    private readonly rateLimits: RateLimits,
  ) {}

  @Post('EmbellishUrlV2')
  @HttpCode(200)
  async embellish(
    @Body(new ZodPipe(EmbellishUrlRequest)) { url }: EmbellishUrlRequest,
    @CurrentUserId() userId: string,
    @Ip() ip: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<LinkPreview | undefined> {
    const typed = withWebScheme(url);
    const link = sanitizedUrl(typed);
    if (!link) throw invalidInput([{ path: 'url', message: 'validation.gift.url.invalid' }]);
    await this.rateLimits.consumeEach([
      ['linkPreviewsPerUser', userId],
      ['linkPreviewsPerIp', ip],
    ]);
    const preview = await this.previews.of(link, typed);
    if (!preview) return void reply.status(204).send();
    return preview;
  }
}
