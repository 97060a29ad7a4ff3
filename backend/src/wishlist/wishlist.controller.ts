import {
  Body,
  Controller,
  Get,
  Headers,
  HttpCode,
  Ip,
  NotFoundException,
  Param,
  Post,
  Res,
  UnauthorizedException,
} from '@nestjs/common';
import { type AccessStateAnswer, VerifyAnswerRequest, type VerifyAnswerAnswer } from '@wl/contracts';
import type { WishlistDocument } from '@wl/projections';
import { CurrentSession } from '../platform/http/request-session.js';
import { type Session, Sessions } from '../platform/http/sessions.js';
import { ZodPipe } from '../platform/http/zod-body.js';
import { RateLimits } from '../platform/security/rate-limits.js';
import { accessGrant, accessStateOf, viewerOf } from './access-rules.js';
import { ownerFullName } from './views.js';
import { VisitorAnswers } from './visitor-answers.js';
import { WishlistQueries } from './wishlist.queries.js';
import { refusal } from '../platform/http/refusal.js';
import type { FastifyReply } from 'fastify';
import { PublicAnswer } from '../platform/http/cache-policy.js';

const normalise = (answer: string) => answer.trim().toLocaleLowerCase('nl-BE');

/** The visitor's side of a list, by username. */
@Controller('api/Wishlist')
export class WishlistController {
  constructor(
    private readonly queries: WishlistQueries,
    private readonly sessions: Sessions,
    private readonly rateLimits: RateLimits,
    private readonly answers: VisitorAnswers,
  ) {}

  @Get('GetAccessState/:username')
  async accessState(
    @Param('username') username: string,
    @CurrentSession() session: Session | null,
  ): Promise<AccessStateAnswer> {
    const list = await this.find(username);
    const accessState = accessStateOf(list, list.wishlistId, viewerOf(session));
    return {
      accessState,
      fullName: ownerFullName(list),
      question: accessState === 'Question' ? list.accessQuestion : null,
    };
  }

  /**
   * Only for visitors with access: an owner reads the owner view, which keeps crossed-off gifts hidden. The answer
   * (a `VisitorWishlist`) carries a strong ETag of its bytes; a caller that sends it back gets 304 while nothing it
   * would see changed. `private`: a shared cache never keeps one viewer's page for another.
   */
  @Get('Get/:username')
  @PublicAnswer()
  async get(
    @Param('username') username: string,
    @CurrentSession() session: Session | null,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const page = await this.answers.read(username, viewerOf(session));
    if (page === 'WishlistNotFound') throw new NotFoundException(refusal('WishlistNotFound', 'Not found'));
    if (page === 'NoAccess') throw new UnauthorizedException(refusal('NoAccess', 'No access to this list'));
    const { body, etag } = page;
    reply.header('etag', etag).header('cache-control', 'private, no-cache').header('vary', 'cookie');
    if (ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
      await reply.status(304).send();
      return;
    }
    await reply.type('application/json; charset=utf-8').send(body);
  }

  /**
   * Answers an open list's question; a right answer is remembered in the session. Answers are compared trimmed and
   * case-insensitively. A list that asks no question answers 401 (no access).
   */
  @Post('VerifyAnswer')
  @HttpCode(200)
  async verifyAnswer(
    @Body(new ZodPipe(VerifyAnswerRequest)) request: VerifyAnswerRequest,
    @CurrentSession() session: Session,
    @Ip() ip: string,
  ): Promise<VerifyAnswerAnswer> {
    const list = await this.find(request.username);
    if (list.accessType !== 'OPEN' || !list.accessAnswer)
      throw new UnauthorizedException(refusal('NoAccess', 'No access to this list'));
    // Counted before the answer is compared, so parallel guesses cannot all pass; a right answer gives its point back.
    const key = `${list.wishlistId} ${ip}`;
    await this.rateLimits.consume('answerPerIpAndList', key);
    const valid = normalise(request.answer) === normalise(list.accessAnswer);
    if (valid) {
      await this.rateLimits.refund('answerPerIpAndList', key);
      await this.sessions.rememberGrant(session, accessGrant(list.wishlistId, list.accessEpoch));
    }
    return { valid };
  }

  private async find(username: string): Promise<WishlistDocument> {
    const list = username.length <= 50 ? await this.queries.byUsername(username) : null;
    if (!list) throw new NotFoundException(refusal('WishlistNotFound', 'Not found'));
    return list;
  }
}
