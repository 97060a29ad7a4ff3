import { Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { CommandContext } from '../platform/domain/aggregate-store.js';
import { Problem } from '../platform/domain/problem.js';
import { CommandCtx } from '../platform/http/command-context.js';
import { CurrentUserId } from '../platform/http/request-session.js';
import { RateLimits } from '../platform/security/rate-limits.js';
import { AccountQueries } from './account.queries.js';
import { VerificationMails } from './email-verification.commands.js';
import { verifyEmail } from './verify-email/verify-email.js';
import type { RunUseCase } from '../platform/use-case/run-use-case.js';
import { RunsUseCase } from '../platform/use-case/use-case-route.js';

/** Confirming the e-mail address by a mailed single-use link (not in the spec: docs/architecture.md). */
@Controller('api/Account')
export class EmailVerificationController {
  constructor(
    private readonly commands: CommandBus,
    private readonly accounts: AccountQueries,
    private readonly verificationMails: VerificationMails,
    private readonly rateLimits: RateLimits,
  ) {}

  /** The code is the capability (`verify-email/`). */
  @Post('VerifyEmail')
  @HttpCode(204)
  verify(@RunsUseCase(verifyEmail) command: RunUseCase<typeof verifyEmail>) {
    return this.commands.execute(command);
  }

  /** A new link to the logged-in user's current address (mailed by the account-mails reactor); 422 AlreadyVerified. */
  @Post('RequestEmailVerification')
  @HttpCode(204)
  async request(@CurrentUserId() userId: string, @CommandCtx() context: CommandContext) {
    const account = await this.accounts.byId(userId);
    if (!account?.email) throw new Problem('Other');
    if (account.emailVerified) throw new Problem('AlreadyVerified');
    await this.rateLimits.consume('verificationMailsPerUser', userId);
    await this.verificationMails.request(userId, context);
  }
}
