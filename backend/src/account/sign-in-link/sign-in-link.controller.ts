import { Body, Controller, HttpCode, Ip, Post, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { RequestSignInLinkRequest, type SignInWithLinkAnswer, SignInWithLinkRequest } from '@wl/contracts';
import type { FastifyReply } from 'fastify';
import type { CommandContext, Executed } from '../../platform/domain/aggregate-store.js';
import { Problem } from '../../platform/domain/problem.js';
import { CommandCtx } from '../../platform/http/command-context.js';
import { CurrentSession } from '../../platform/http/request-session.js';
import { SessionCookies } from '../../platform/http/session-cookies.js';
import type { Session } from '../../platform/http/sessions.js';
import { ZodPipe } from '../../platform/http/zod-body.js';
import { PersonalData } from '../../platform/personal-data/personal-data.js';
import { RateLimits } from '../../platform/security/rate-limits.js';
import type { UserEvent, UserState } from '../user.decider.js';
import { SignInWithLink } from './sign-in-link.commands.js';
import { SignInLinkRequests } from './sign-in-link-requests.js';

/** Sign-in by a mailed single-use link (docs/sign-in-and-words.md, docs/permissions.md "Sign-in by mailed link"). */
@Controller('api/Account')
export class SignInLinkController {
  constructor(
    private readonly commands: CommandBus,
    private readonly requests: SignInLinkRequests,
    private readonly personal: PersonalData,
    private readonly rateLimits: RateLimits,
    private readonly sessionCookies: SessionCookies,
  ) {}

  /**
   * 204 for any well-formed address, known or not: the answer is given before the address is looked up, so its
   * status, body and timing cannot tell whether someone uses the site with it. Counted per IP address and per address.
   */
  @Post('RequestSignInLink')
  @HttpCode(204)
  async request(@Body(new ZodPipe(RequestSignInLinkRequest)) { email }: RequestSignInLinkRequest, @Ip() ip: string, @CommandCtx() context: CommandContext) {
    await this.rateLimits.consumeEach([['signInLinksPerIp', ip], ['signInLinksPerAddress', await this.personal.index('email', email)]]);
    this.requests.start(email, context);
  }

  /**
   * Signs in the user the link was mailed to. A browser signed in as someone else gets 422 `OtherUserSignedIn` and
   * keeps its session (the link stays unused) until the person confirms with `replaceOtherUser`.
   */
  @Post('SignInWithLink')
  @HttpCode(200)
  async signIn(
    @Body(new ZodPipe(SignInWithLinkRequest)) { userId, code, replaceOtherUser }: SignInWithLinkRequest,
    @CurrentSession() session: Session | null,
    @CommandCtx() context: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SignInWithLinkAnswer> {
    if (session?.userId && session.userId !== userId && !replaceOtherUser) throw new Problem('OtherUserSignedIn');
    const { state } = await this.commands.execute<SignInWithLink, Executed<UserState, UserEvent>>(new SignInWithLink(userId, code, context));
    await this.sessionCookies.start(reply, session, userId);
    return { isAccount: state.isAccount };
  }
}
