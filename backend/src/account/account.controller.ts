import { Body, Controller, Get, Header, HttpCode, Ip, Post, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  type CheckEmailAnswer,
  CheckEmailRequest,
  type CheckUsernameAnswer,
  CheckUsernameRequest,
  Username,
  LoginRequest,
  CheckSessionRequest,
  type CheckSessionAnswer,
} from '@wl/contracts';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { AllowWithoutCsrfToken } from '../platform/http/csrf.guard.js';
import { CurrentSession } from '../platform/http/request-session.js';
import type { Session } from '../platform/http/sessions.js';
import { SessionCookies } from '../platform/http/session-cookies.js';
import { RateLimits } from '../platform/security/rate-limits.js';
import { ZodPipe } from '../platform/http/zod-body.js';
import { Passwords } from '../platform/security/passwords.js';
import { AccountQueries, currentUserOf } from './account.queries.js';
import { createAccount } from './create-account/create-account.js';
import { createAccountForInvite } from './create-account-for-invite/create-account-for-invite.js';
import { createLightweightUser } from './create-lightweight-user/create-lightweight-user.js';
import { RunUseCase } from '../platform/use-case/run-use-case.js';
import { RunsUseCase } from '../platform/use-case/use-case-route.js';
import { upgradeToAccount } from './upgrade-to-account/upgrade-to-account.js';

const JSON_TYPE = 'application/json; charset=utf-8';

@Controller('api')
export class AccountController {
  constructor(
    private readonly commands: CommandBus,
    private readonly accounts: AccountQueries,
    private readonly sessionCookies: SessionCookies,
    private readonly passwords: Passwords,
    private readonly rateLimits: RateLimits,
  ) {}

  @Get('Account/UserData')
  async userData(@CurrentSession() session: Session | null, @Res({ passthrough: true }) reply: FastifyReply) {
    const account = session?.userId ? await this.accounts.byId(session.userId) : null;
    if (!account) return reply.status(204).send();
    return currentUserOf(account);
  }

  /**
   * A new account with its first list (`create-account/`); called by a logged-in user, the same user becomes an account
   * (`upgrade-to-account/`, which refuses a full account with `AlreadyLoggedIn`).
   */
  @Post('Account/Create')
  create(@RunsUseCase(createAccount) command: RunUseCase<typeof createAccount>) {
    if (!command.actor.userId) return this.commands.execute(command);
    const { payload, actor, context, browser } = command;
    return this.commands.execute(new RunUseCase(upgradeToAccount, payload, actor, context, browser));
  }

  /** A new account that accepts a co-owner invite (`create-account-for-invite/`). */
  @Post('Account/CreateForExtraOwnerInvite')
  createForInvite(@RunsUseCase(createAccountForInvite) command: RunUseCase<typeof createAccountForInvite>) {
    return this.commands.execute(command);
  }

  @Post('Account/Login')
  @HttpCode(200)
  @Header('Content-Type', JSON_TYPE)
  async login(
    @Body(new ZodPipe(LoginRequest)) request: LoginRequest,
    @CurrentSession() session: Session | null,
    @Ip() ip: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    // Counted before the password is checked, so parallel guesses cannot all pass; a correct password gives its points back.
    await this.rateLimits.consume('loginPerIp', ip);
    const account = await this.accounts.byLoginIdentifier(request.emailOrUsername);
    const pair = account && `${account.userId} ${ip}`;
    if (pair) await this.rateLimits.consume('loginPerAccountAndIp', pair);
    const valid = account?.passwordHash ? await this.passwords.verify(request.password, account.passwordHash) : false;
    if (valid) {
      await Promise.all([
        this.rateLimits.refund('loginPerIp', ip),
        this.rateLimits.refund('loginPerAccountAndIp', pair!),
      ]);
      await this.sessionCookies.start(reply, session, account!.userId);
    }
    return JSON.stringify(valid);
  }

  @Post('Account/Logout')
  @HttpCode(204)
  async logout(@CurrentSession() session: Session | null, @Res({ passthrough: true }) reply: FastifyReply) {
    await this.sessionCookies.start(reply, session, null);
  }

  @Post('Account/CheckEmail')
  @HttpCode(200)
  @Header('Content-Type', JSON_TYPE)
  async checkEmail(
    @Body(new ZodPipe(CheckEmailRequest)) { email }: z.output<typeof CheckEmailRequest>,
    @CurrentSession() session: Session | null,
  ) {
    const holder = await this.accounts.claimHolder('email', email);
    const answer: CheckEmailAnswer =
      holder === null ? 'Available' : holder === session?.userId ? 'IsCurrentUser' : 'Unavailable';
    return JSON.stringify(answer);
  }

  /** The anonymous cross-off by e-mail starts here (`create-lightweight-user/`). */
  @Post('Afstreper/Create')
  @HttpCode(200)
  createLightweight(@RunsUseCase(createLightweightUser) command: RunUseCase<typeof createLightweightUser>) {
    return this.commands.execute(command);
  }

  /** After the server refused a token: is this still the same user, and which token to use now. */
  @Post('Utility/CheckSession')
  @HttpCode(200)
  @AllowWithoutCsrfToken()
  async checkSession(
    @Body(new ZodPipe(CheckSessionRequest)) request: CheckSessionRequest,
    @CurrentSession() session: Session | null,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CheckSessionAnswer> {
    const current = session ?? (await this.sessionCookies.start(reply, null, null));
    const account = current.userId ? await this.accounts.byId(current.userId) : null;
    const isValid = !request.checkPublicUserGuid || (account?.publicGuid ?? null) === (request.publicUserGuid ?? null);
    return { isValid, newCSRFToken: current.csrfToken };
  }

  @Post('MyList/CheckUsername')
  @HttpCode(200)
  @Header('Content-Type', JSON_TYPE)
  async checkUsername(@Body(new ZodPipe(CheckUsernameRequest)) { username }: z.output<typeof CheckUsernameRequest>) {
    const answer: CheckUsernameAnswer = !Username.safeParse(username).success
      ? 'Invalid'
      : (await this.accounts.claimHolder('username', username)) === null
        ? 'Available'
        : 'Unavailable';
    return JSON.stringify(answer);
  }
}
