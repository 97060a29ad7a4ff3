import { createParamDecorator, type ExecutionContext, UnauthorizedException } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Session } from './sessions.js';
import { refusal } from './refusal.js';

export const SESSION_COOKIE = 'wl_session';

export interface SessionRequest extends FastifyRequest {
  session: Session | null;
}

export const requestOf = (context: ExecutionContext) => context.switchToHttp().getRequest<SessionRequest>();

/** The caller's session, or null. */
export const CurrentSession = createParamDecorator(
  (_: unknown, context: ExecutionContext) => requestOf(context).session,
);

/** The logged-in user's id; 401 when nobody is logged in. */
export const CurrentUserId = createParamDecorator((_: unknown, context: ExecutionContext) => {
  const userId = requestOf(context).session?.userId;
  if (!userId) throw new UnauthorizedException(refusal('NotLoggedIn', 'Login required'));
  return userId;
});

/** The logged-in user's id, or null for an anonymous visitor. */
export const OptionalUserId = createParamDecorator(
  (_: unknown, context: ExecutionContext) => requestOf(context).session?.userId ?? null,
);

export function setSessionCookie(reply: FastifyReply, session: Session, secure: boolean) {
  reply.setCookie(SESSION_COOKIE, session.id, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: 60 * 60 * 24 * 30,
  });
}
