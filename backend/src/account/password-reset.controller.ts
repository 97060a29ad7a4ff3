import { Body, Controller, Get, HttpCode, Inject, Param, Post, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { type ResetCodeAnswer, ResetPasswordRequest } from '@wl/contracts';
import { currentReset, type DocumentStore } from '@wl/projections';
import type { FastifyReply } from 'fastify';
import type { CommandContext } from '../platform/domain/aggregate-store.js';
import { Clock } from '../platform/domain/clock.js';
import { Problem } from '../platform/domain/problem.js';
import { CommandCtx } from '../platform/http/command-context.js';
import { CurrentSession } from '../platform/http/request-session.js';
import { SessionCookies } from '../platform/http/session-cookies.js';
import { type Session, Sessions } from '../platform/http/sessions.js';
import { ZodPipe } from '../platform/http/zod-body.js';
import { ReadModels } from '../platform/projections/read-models.js';
import { DOCUMENT_STORE } from '../platform/tokens.js';
import { AccountQueries } from './account.queries.js';
import { hashMailedCode } from './mailed-code.js';
import { ResetPassword } from './password-reset.commands.js';
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
    private readonly readModels: ReadModels,
    private readonly sessionCookies: SessionCookies,
    private readonly sessions: Sessions,
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

  @Post('ResetPassword')
  @HttpCode(204)
  async reset(
    @Body(new ZodPipe(ResetPasswordRequest)) request: ResetPasswordRequest,
    @CurrentSession() session: Session | null,
    @CommandCtx() context: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { userId, position } = await this.commands.execute<ResetPassword, { userId: string; position: string | null }>(
      new ResetPassword(request.resetCode, request.password, context),
    );
    // Whoever was logged in with the old password is logged out everywhere.
    await this.sessions.endAllOf(userId);
    await this.sessionCookies.start(reply, session, userId);
    await this.readModels.settle(position);
  }
}
