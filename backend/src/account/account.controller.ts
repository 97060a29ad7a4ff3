import { Body, Controller, Get, Header, HttpCode, Inject, Post, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  type CheckEmailAnswer, CheckEmailRequest, type CheckUsernameAnswer, CheckUsernameRequest, Username, CreateAccountRequest, CSRF_INVALID_HEADER, LoginRequest,
} from '@wl/contracts';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { CommandContext } from '../platform/domain/aggregate-store.js';
import { Problem } from '../platform/domain/problem.js';
import { CommandCtx } from '../platform/http/command-context.js';
import { CurrentSession, setSessionCookie } from '../platform/http/request-session.js';
import { type Session, Sessions } from '../platform/http/sessions.js';
import { ZodPipe } from '../platform/http/zod-body.js';
import { ReadModels } from '../platform/projections/read-models.js';
import { Passwords } from '../platform/security/passwords.js';
import { APP_CONFIG } from '../platform/tokens.js';
import type { AppConfig } from '../platform/config/config.js';
import { AccountQueries, currentUserOf } from './account.queries.js';
import { type AccountCreated, CreateAccount } from './create-account.command.js';

const JSON_TYPE = 'application/json; charset=utf-8';

@Controller('api')
export class AccountController {
  constructor(
    private readonly commands: CommandBus,
    private readonly accounts: AccountQueries,
    private readonly sessions: Sessions,
    private readonly passwords: Passwords,
    private readonly readModels: ReadModels,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('Account/UserData')
  async userData(@CurrentSession() session: Session | null, @Res({ passthrough: true }) reply: FastifyReply) {
    const account = session?.userId ? await this.accounts.byId(session.userId) : null;
    if (!account) return reply.status(204).send();
    return currentUserOf(account);
  }

  @Post('Account/Create')
  async create(
    @Body(new ZodPipe(CreateAccountRequest)) request: z.output<typeof CreateAccountRequest>,
    @CurrentSession() session: Session | null,
    @CommandCtx() context: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    if (session?.userId) throw new Problem('AlreadyLoggedIn');
    const created = await this.commands.execute<CreateAccount, AccountCreated>(new CreateAccount(request, context));
    await this.startSession(reply, session, created.user.privateGuid);
    await this.readModels.caughtUp(created.position);
    reply.status(201);
    return { user: created.user, wishlistPrivateGuid: created.wishlistPrivateGuid };
  }

  @Post('Account/Login')
  @HttpCode(200)
  @Header('Content-Type', JSON_TYPE)
  async login(
    @Body(new ZodPipe(LoginRequest)) request: LoginRequest,
    @CurrentSession() session: Session | null,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const account = await this.accounts.byLoginIdentifier(request.emailOrUsername);
    const valid = account?.passwordHash ? await this.passwords.verify(request.password, account.passwordHash) : false;
    if (valid) await this.startSession(reply, session, account!.userId);
    return JSON.stringify(valid);
  }

  @Post('Account/Logout')
  @HttpCode(204)
  async logout(@CurrentSession() session: Session | null, @Res({ passthrough: true }) reply: FastifyReply) {
    await this.startSession(reply, session, null);
  }

  @Post('Account/CheckEmail')
  @HttpCode(200)
  @Header('Content-Type', JSON_TYPE)
  async checkEmail(@Body(new ZodPipe(CheckEmailRequest)) { email }: z.output<typeof CheckEmailRequest>, @CurrentSession() session: Session | null) {
    const holder = await this.accounts.claimHolder('email', email);
    const answer: CheckEmailAnswer = holder === null ? 'Available' : holder === session?.userId ? 'IsCurrentUser' : 'Unavailable';
    return JSON.stringify(answer);
  }

  @Post('MyList/CheckUsername')
  @HttpCode(200)
  @Header('Content-Type', JSON_TYPE)
  async checkUsername(@Body(new ZodPipe(CheckUsernameRequest)) { username }: z.output<typeof CheckUsernameRequest>) {
    const answer: CheckUsernameAnswer = !Username.safeParse(username).success
      ? 'Invalid'
      : (await this.accounts.claimHolder('username', username)) === null ? 'Available' : 'Unavailable';
    return JSON.stringify(answer);
  }

  /** A new session at every login and logout; the client must fetch the new anti-forgery token. */
  private async startSession(reply: FastifyReply, old: Session | null, userId: string | null) {
    const session = await this.sessions.replace(old, userId);
    setSessionCookie(reply, session, this.config.secureCookies);
    reply.header(CSRF_INVALID_HEADER, '1');
  }
}
