import { Body, Controller, Get, Header, HttpCode, Ip, Post, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  type CheckEmailAnswer,
  CheckEmailRequest,
  type CheckUsernameAnswer,
  CheckUsernameRequest,
  Username,
  CreateAccountRequest,
  LoginRequest,
  CheckSessionRequest,
  type CheckSessionAnswer,
  CreateForExtraOwnerInviteRequest,
  type CreateAccountAnswer,
} from '@wl/contracts';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { CommandContext } from '../platform/domain/aggregate-store.js';
import { Problem } from '../platform/domain/problem.js';
import { CommandCtx } from '../platform/http/command-context.js';
import { AllowWithoutCsrfToken } from '../platform/http/csrf.guard.js';
import { CurrentSession } from '../platform/http/request-session.js';
import { type Session, Sessions } from '../platform/http/sessions.js';
import { SessionCookies } from '../platform/http/session-cookies.js';
import { RateLimits } from '../platform/security/rate-limits.js';
import { ZodPipe } from '../platform/http/zod-body.js';
import { ReadModels } from '../platform/projections/read-models.js';
import { Passwords } from '../platform/security/passwords.js';
import { AccountQueries, currentUserOf } from './account.queries.js';
import { type AccountCreated, CreateAccount } from './create-account.command.js';
import { createLightweightUser } from './create-lightweight-user/create-lightweight-user.js';
import { countNewUser } from './new-users.js';
import type { RunUseCase } from '../platform/use-case/run-use-case.js';
import { RunsUseCase } from '../platform/use-case/use-case-route.js';
import { type AccountUpgraded, UpgradeToAccount } from './upgrade-to-account.command.js';
import { VerificationMails } from './verification-mails.js';
import { type AccountForInviteCreated, CreateAccountForInvite } from './create-for-invite.command.js';

const JSON_TYPE = 'application/json; charset=utf-8';

@Controller('api')
export class AccountController {
  constructor(
    private readonly commands: CommandBus,
    private readonly accounts: AccountQueries,
    private readonly sessionCookies: SessionCookies,
    private readonly passwords: Passwords,
    private readonly readModels: ReadModels,
    private readonly rateLimits: RateLimits,
    private readonly verificationMails: VerificationMails,
    private readonly sessions: Sessions,
  ) {}

  @Get('Account/UserData')
  async userData(@CurrentSession() session: Session | null, @Res({ passthrough: true }) reply: FastifyReply) {
    const account = session?.userId ? await this.accounts.byId(session.userId) : null;
    if (!account) return reply.status(204).send();
    return currentUserOf(account);
  }

  /**
   * A new account with its first list; called by a logged-in lightweight user, the same user becomes an account
   * (`upgrade`). A full account gets `AlreadyLoggedIn`. When the list cannot be made now, the account stands, the
   * caller is logged in and the answer is 422 `WishlistFailed` (the first-list reactor makes the list later).
   */
  @Post('Account/Create')
  async create(
    @Body(new ZodPipe(CreateAccountRequest)) request: z.output<typeof CreateAccountRequest>,
    @CurrentSession() session: Session | null,
    @Ip() ip: string,
    @CommandCtx() context: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    // Refused before it is counted, so a logged-in account spends none of its address's new-user allowance.
    if (session?.userId && (await this.accounts.byId(session.userId))?.isAccount) throw new Problem('AlreadyLoggedIn');
    await countNewUser(this.rateLimits, ip);
    if (session?.userId) return this.upgrade(session, session.userId, request, context, reply, ip);
    const created = await this.commands.execute<CreateAccount, AccountCreated>(new CreateAccount(request, context));
    await this.sessionCookies.start(reply, session, created.user.privateGuid);
    // A mail that could not be sent is not a failed registration: the outbox retries, the send page offers a new link.
    await this.verificationMails.request(created.user.privateGuid, context, ip);
    await this.readModels.settle(created.position, 'answer');
    if (!created.wishlistCreated) throw new Problem('WishlistFailed');
    reply.status(201);
    return { user: created.user, wishlistPrivateGuid: created.wishlistPrivateGuid };
  }

  /**
   * A new account that accepts a co-owner invite (docs/permissions.md, "Co-owners"): no list of its own; the answer's
   * `wishlistPrivateGuid` is the list it now co-owns. Anyone logged in gets `AlreadyLoggedIn` (they accept with
   * `AcceptExtraOwnerInvite`). When the invite was taken back in the moment between the check and the registration, the
   * account stands, the caller is logged in and the answer is 422 `InvalidInvite`.
   */
  @Post('Account/CreateForExtraOwnerInvite')
  async createForInvite(
    @Body(new ZodPipe(CreateForExtraOwnerInviteRequest)) request: z.output<typeof CreateForExtraOwnerInviteRequest>,
    @CurrentSession() session: Session | null,
    @Ip() ip: string,
    @CommandCtx() context: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CreateAccountAnswer> {
    if (session?.userId) throw new Problem('AlreadyLoggedIn');
    await countNewUser(this.rateLimits, ip);
    const created = await this.commands.execute<CreateAccountForInvite, AccountForInviteCreated>(
      new CreateAccountForInvite(request, context),
    );
    await this.sessionCookies.start(reply, session, created.user.privateGuid);
    await this.verificationMails.request(created.user.privateGuid, context, ip);
    await this.readModels.settle(created.position, 'answer');
    if (!created.accepted) throw new Problem('InvalidInvite');
    reply.status(201);
    return { user: created.user, wishlistPrivateGuid: created.wishlistId };
  }

  /**
   * A lightweight user chose a username and a password: a password of their own ends every other session (as a new
   * password does in the profile), and this browser gets a new one with its answered questions.
   */
  private async upgrade(
    session: Session,
    userId: string,
    request: z.output<typeof CreateAccountRequest>,
    context: CommandContext,
    reply: FastifyReply,
    ip: string,
  ) {
    const upgraded = await this.commands.execute<UpgradeToAccount, AccountUpgraded>(
      new UpgradeToAccount(userId, request, context),
    );
    await this.sessions.endAllOf(userId, { except: session });
    await this.sessionCookies.start(reply, session, userId);
    await this.verificationMails.request(userId, context, ip).catch((error: unknown) => {
      if (!(error instanceof Problem && error.problem === 'AlreadyVerified')) throw error;
    });
    await this.readModels.settle(upgraded.position, 'answer');
    if (!upgraded.wishlistCreated) throw new Problem('WishlistFailed');
    const account = await this.accounts.byId(userId);
    if (!account) throw new Problem('Other');
    reply.status(201);
    return { user: currentUserOf(account), wishlistPrivateGuid: upgraded.wishlistPrivateGuid };
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
