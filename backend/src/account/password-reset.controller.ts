import { Controller, Get, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { ResetCodeAnswer } from '@wl/contracts';
import { currentReset, type DocumentStore } from '@wl/projections';
import { Clock } from '../platform/domain/clock.js';
import { Problem } from '../platform/domain/problem.js';
import { DOCUMENT_STORE } from '../platform/tokens.js';
import { AccountQueries } from './account.queries.js';
import { hashMailedCode } from './mailed-code.js';
import { resetPassword } from './reset-password/reset-password.js';
import { requestPasswordReset } from './request-password-reset/request-password-reset.js';
import { resetCodeProblem } from './user.decider.js';
import type { RunUseCase } from '../platform/use-case/run-use-case.js';
import { RunsUseCase } from '../platform/use-case/use-case-route.js';

/** Forgotten password: a mailed single-use code that expires, then a new password and a new session. */
@Controller('api/Account')
export class PasswordResetController {
  constructor(
    private readonly commands: CommandBus,
    private readonly accounts: AccountQueries,
    private readonly clock: Clock,
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
  ) {}

  @Post('RequestResetPassword')
  @HttpCode(204)
  request(@RunsUseCase(requestPasswordReset) command: RunUseCase<typeof requestPasswordReset>) {
    return this.commands.execute(command);
  }

  @Get('CheckResetPasswordCode/:code')
  async check(@Param('code') code: string): Promise<ResetCodeAnswer> {
    const reset = code.length <= 100 ? await currentReset(this.store, hashMailedCode(code)) : null;
    const problem = resetCodeProblem(reset ?? undefined, this.clock.now().toISOString());
    const account = reset && (await this.accounts.byId(reset.userId));
    if (problem || !account) throw new Problem(problem ?? 'IsUnknown');
    return { email: account.email ?? '', firstName: account.firstName ?? '', lastName: account.lastName ?? '' };
  }

  /** A new password by the mailed code, and a new session (`reset-password/`). */
  @Post('ResetPassword')
  @HttpCode(204)
  reset(@RunsUseCase(resetPassword) command: RunUseCase<typeof resetPassword>) {
    return this.commands.execute(command);
  }
}
