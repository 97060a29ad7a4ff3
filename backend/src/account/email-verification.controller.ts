import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { VerifyEmailRequest } from '@wl/contracts';
import type { CommandContext } from '../platform/domain/aggregate-store.js';
import { Problem } from '../platform/domain/problem.js';
import { CommandCtx } from '../platform/http/command-context.js';
import { CurrentUserId } from '../platform/http/request-session.js';
import { ZodPipe } from '../platform/http/zod-body.js';
import { ReadModels } from '../platform/projections/read-models.js';
import { RateLimits } from '../platform/security/rate-limits.js';
import { AccountQueries } from './account.queries.js';
import { VerificationMails, VerifyEmail } from './email-verification.commands.js';

/** Confirming the e-mail address by a mailed single-use link (not in the spec: docs/architecture.md). */
@Controller('api/Account')
export class EmailVerificationController {
  constructor(
    private readonly commands: CommandBus,
    private readonly accounts: AccountQueries,
    private readonly verificationMails: VerificationMails,
    private readonly rateLimits: RateLimits,
    private readonly readModels: ReadModels,
  ) {}

  /** The code is the capability: whoever opens the link confirms, logged in or not. 422 IsUnknown or IsExpired. */
  @Post('VerifyEmail')
  @HttpCode(204)
  async verify(@Body(new ZodPipe(VerifyEmailRequest)) { code }: VerifyEmailRequest, @CommandCtx() context: CommandContext) {
    const { position } = await this.commands.execute<VerifyEmail, { position: string | null }>(new VerifyEmail(code, context));
    await this.readModels.settle(position);
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
