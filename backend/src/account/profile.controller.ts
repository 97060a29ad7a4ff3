import { Body, Controller, Get, HttpCode, Ip, Post, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { type CurrentUser, DeleteAccountRequest, type DeleteUserQuestion, EditProfileRequest, t } from '@wl/contracts';
import type { FastifyReply } from 'fastify';
import type { CommandContext, Executed } from '../platform/domain/aggregate-store.js';
import { ReactorRunner } from '../platform/reactors/reactor-runner.js';
import { Problem } from '../platform/domain/problem.js';
import { CommandCtx } from '../platform/http/command-context.js';
import { CurrentSession, CurrentUserId } from '../platform/http/request-session.js';
import { SessionCookies } from '../platform/http/session-cookies.js';
import { type Session, Sessions } from '../platform/http/sessions.js';
import { Passwords } from '../platform/security/passwords.js';
import { RateLimits } from '../platform/security/rate-limits.js';
import { ZodPipe } from '../platform/http/zod-body.js';
import { ReadModels } from '../platform/projections/read-models.js';
import { AccountQueries, currentUserOf } from './account.queries.js';
import { DeleteAccount } from './delete-account.command.js';
import { EditProfile } from './edit-profile.command.js';
import { refuseRepeatedPassword } from './new-password.js';
import type { UserEvent, UserState } from './user.decider.js';

/** The question asked before an account is deleted; the last answer lets the person write their own. */
const leavingQuestion = (): DeleteUserQuestion => ({
  id: 1,
  question: t('delete.question'),
  answers: (['no_longer_needed', 'other_site', 'too_many_mails', 'too_difficult', 'privacy', 'other'] as const)
    .map((key, index) => ({ id: index + 1, answer: t(`delete.answer.${key}`) })),
});

/** The logged-in user's own profile: edit it, or leave. */
@Controller('api/Account')
export class ProfileController {
  constructor(
    private readonly commands: CommandBus,
    private readonly accounts: AccountQueries,
    private readonly readModels: ReadModels,
    private readonly sessionCookies: SessionCookies,
    private readonly sessions: Sessions,
    private readonly passwords: Passwords,
    private readonly rateLimits: RateLimits,
    private readonly reactors: ReactorRunner,
  ) {}

  /**
   * Changing the password or the e-mail address (the two ways into an account) asks for the current password, and ends
   * every other session of the user.
   */
  @Post('Edit')
  @HttpCode(200)
  async edit(
    @Body(new ZodPipe(EditProfileRequest)) request: EditProfileRequest,
    @CurrentUserId() userId: string,
    @CurrentSession() session: Session,
    @Ip() ip: string,
    @CommandCtx() context: CommandContext,
  ): Promise<CurrentUser> {
    if (request.userPrivateGuid !== userId) throw new Problem('WrongUserGuid');
    const before = await this.accounts.byId(userId);
    if (!before) throw new Problem('Other');
    const credentialsChange = request.password !== undefined || request.email.trim().toLowerCase() !== before.email?.toLowerCase();
    if (credentialsChange && before.passwordHash) await this.checkCurrentPassword(request.currentPassword, before.passwordHash, userId, ip);
    if (request.password !== undefined) {
      const { usernames } = await this.accounts.passwordHolder(userId);
      refuseRepeatedPassword(request.password, { ...request, usernames });
    }
    const { position } = await this.commands.execute<EditProfile, { position: string | null }>(new EditProfile(userId, request, context));
    if (credentialsChange) await this.sessions.endAllOf(userId, { except: session });
    await this.readModels.settle(position);
    const account = await this.accounts.byId(userId);
    if (!account) throw new Problem('Other');
    return currentUserOf(account);
  }

  /**
   * Guessing the current password here is counted like a failed login (per address, and per account and address),
   * so a borrowed session cannot guess faster than the login page allows.
   */
  private async checkCurrentPassword(given: string | undefined, passwordHash: string, userId: string, ip: string) {
    const pair = `${userId} ${ip}`;
    await this.rateLimits.consume('loginPerIp', ip);
    await this.rateLimits.consume('loginPerAccountAndIp', pair);
    if (given === undefined || !(await this.passwords.verify(given, passwordHash))) throw new Problem('WrongPassword');
    await Promise.all([this.rateLimits.refund('loginPerIp', ip), this.rateLimits.refund('loginPerAccountAndIp', pair)]);
  }

  @Get('GetDeleteUserQuestion')
  deleteQuestion(@CurrentUserId() _userId: string): DeleteUserQuestion {
    return leavingQuestion();
  }

  /** An account with a password is deleted only with that password (a lightweight user has none to give). */
  @Post('Delete')
  @HttpCode(200)
  async delete(
    @Body(new ZodPipe(DeleteAccountRequest)) { password, ...feedback }: DeleteAccountRequest,
    @CurrentUserId() userId: string,
    @CurrentSession() session: Session,
    @Ip() ip: string,
    @CommandCtx() context: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const account = await this.accounts.byId(userId);
    if (account?.passwordHash) await this.checkCurrentPassword(password, account.passwordHash, userId, ip);
    const deleted = await this.commands.execute<DeleteAccount, Executed<UserState, UserEvent>>(new DeleteAccount(userId, feedback, context));
    await this.readModels.settle(deleted.position, 'answer');
    // The erasure and claims reactors finish the deletion; the answer waits for them (they finish after a crash too).
    await this.reactors.caughtUp(deleted.position, deleted.events.map((e) => e.type));
    await this.sessions.endAllOf(userId, { except: session, becauseDeleted: true });
    await this.sessionCookies.start(reply, session, null);
    return { success: true };
  }
}
