import { BadRequestException, type CanActivate, type ExecutionContext, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { CSRF_HEADER, CSRF_INVALID_HEADER } from '@wl/contracts';
import type { FastifyReply } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import { requestOf, SESSION_COOKIE } from './request-session.js';
import { AccountExistence } from './account-existence.js';
import { Sessions } from './sessions.js';
import { refusal } from './refusal.js';

const WITHOUT_TOKEN = 'allowWithoutCsrfToken';
/**
 * For the call that hands out a fresh token after the old one was refused (CheckSession): like the token GET, its
 * answer cannot be read cross-origin, and it changes nothing.
 */
export const AllowWithoutCsrfToken = () => SetMetadata(WITHOUT_TOKEN, true);

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'TRACE']);

/** timingSafeEqual throws on buffers of different byte length, which a token of the same characters can have (`é`). */
function sameToken(sent: string, expected: string): boolean {
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Loads the session of every call, answers 400 UserDeleted to a session whose account is gone, and refuses a non-GET
 * call without the session's anti-forgery token.
 */
@Injectable()
export class SessionCsrfGuard implements CanActivate {
  constructor(
    private readonly sessions: Sessions,
    private readonly accounts: AccountExistence,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    // Live messages carry no forgeable side effects; the gateway checks each join itself.
    if (context.getType() !== 'http') return true;
    const request = requestOf(context);
    request.session = await this.sessions.find(request.cookies[SESSION_COOKIE]);
    const { session } = request;
    if (session && (session.userDeleted || (session.userId && !(await this.accounts.exists(session.userId))))) {
      await this.sessions.end(session);
      context.switchToHttp().getResponse<FastifyReply>().clearCookie(SESSION_COOKIE, { path: '/' });
      throw new BadRequestException(refusal('UserDeleted', 'The account of this session no longer exists.'));
    }
    if (SAFE_METHODS.has(request.method) || this.reflector.get<boolean>(WITHOUT_TOKEN, context.getHandler()))
      return true;
    const token = request.headers[CSRF_HEADER];
    if (request.session && typeof token === 'string' && sameToken(token, request.session.csrfToken)) return true;
    context.switchToHttp().getResponse<FastifyReply>().header(CSRF_INVALID_HEADER, '1');
    throw new BadRequestException(refusal('InvalidCsrfToken', 'Missing or invalid anti-forgery token.'));
  }
}
