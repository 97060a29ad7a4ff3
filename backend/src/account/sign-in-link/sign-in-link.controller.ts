import { Body, Controller, HttpCode, Ip, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { RequestSignInLinkRequest } from '@wl/contracts';
import type { CommandContext } from '../../platform/domain/aggregate-store.js';
import { CommandCtx } from '../../platform/http/command-context.js';
import { ZodPipe } from '../../platform/http/zod-body.js';
import { PersonalData } from '../../platform/personal-data/personal-data.js';
import { RateLimits } from '../../platform/security/rate-limits.js';
import type { RunUseCase } from '../../platform/use-case/run-use-case.js';
import { RunsUseCase } from '../../platform/use-case/use-case-route.js';
import { SignInLinkRequests } from './sign-in-link-requests.js';
import { signInWithLink } from './sign-in-with-link/sign-in-with-link.js';

/** Sign-in by a mailed single-use link (docs/sign-in-and-words.md, docs/permissions.md "Sign-in by mailed link"). */
@Controller('api/Account')
export class SignInLinkController {
  constructor(
    private readonly commands: CommandBus,
    private readonly requests: SignInLinkRequests,
    private readonly personal: PersonalData,
    private readonly rateLimits: RateLimits,
  ) {}

  /**
   * 204 for any well-formed address, known or not: the answer is given before the address is looked up, so its
   * status, body and timing cannot tell whether someone uses the site with it. Counted per IP address and per address.
   */
  @Post('RequestSignInLink')
  @HttpCode(204)
  async request(
    @Body(new ZodPipe(RequestSignInLinkRequest)) { email }: RequestSignInLinkRequest,
    @Ip() ip: string,
    @CommandCtx() context: CommandContext,
  ) {
    await this.rateLimits.consumeEach([
      ['signInLinksPerIp', ip],
      ['signInLinksPerAddress', await this.personal.index('email', email)],
    ]);
    this.requests.start(email, ip, context);
  }

  /** Signs in the user the link was mailed to (`sign-in-with-link/`). */
  @Post('SignInWithLink')
  @HttpCode(200)
  signIn(@RunsUseCase(signInWithLink) command: RunUseCase<typeof signInWithLink>) {
    return this.commands.execute(command);
  }
}
