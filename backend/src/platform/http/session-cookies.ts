import { Inject, Injectable } from '@nestjs/common';
import { CSRF_INVALID_HEADER } from '@wl/contracts';
import type { FastifyReply } from 'fastify';
import type { AppConfig } from '../config/config.js';
import { APP_CONFIG } from '../tokens.js';
import { setSessionCookie } from './request-session.js';
import { type Session, Sessions } from './sessions.js';

/** Logging in or out: a new session, its cookie, and a hint that the client's cached anti-forgery token is stale. */
@Injectable()
export class SessionCookies {
  constructor(
    private readonly sessions: Sessions,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async start(reply: FastifyReply, old: Session | null, userId: string | null): Promise<Session> {
    const session = await this.sessions.replace(old, userId);
    setSessionCookie(reply, session, this.config.secureCookies);
    reply.header(CSRF_INVALID_HEADER, '1');
    return session;
  }
}
