import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { createHash, createHmac, type KeyObject, randomBytes } from 'node:crypto';
import type { DocumentStore } from '@wl/projections';
import { DOCUMENT_STORE } from '../tokens.js';
import { Clock } from '../domain/clock.js';
import { JobScheduler } from '../jobs/job-scheduler.js';
import { platformSecret } from '../security/platform-secret.js';

/** Operational collection (not a read model): a rebuild never drops it. */
const SESSIONS = 'sessions';
const DAY_MS = 86_400_000;

/** How long sessions live on the server (docs/permissions.md, "Sessions"). */
export const sessionLimits = {
  /** Unused this long, a session ends. */
  idleMs: 30 * DAY_MS,
  /** However much it is used, a session ends this long after login. */
  absoluteMs: 90 * DAY_MS,
  /** `lastSeenAt` is written at most this often per session, so reads do not turn into writes. */
  touchEveryMs: 3_600_000,
  /** How often expired session documents are removed (a scheduled job: one process does it). */
  purgeEveryMs: 3_600_000,
};

export interface SessionDocument {
  /** The document's own id (hash of the cookie), so the sessions of one user can be found and ended. */
  key: string;
  userId: string | null;
  /** Access grants earned by answering lists' questions (`accessGrant` in wishlist/access-rules.ts). */
  accessGrants: string[];
  createdAt: string;
  lastSeenAt: string;
  /** When the session ends unless used before: the idle limit from lastSeenAt, capped by the absolute limit. */
  expiresAt: string;
  /** The account was deleted from another session: this one answers UserDeleted once, then ends. */
  userDeleted?: boolean;
}

export interface Session {
  /** The cookie value; only its hash is stored. */
  id: string;
  csrfToken: string;
  userId: string | null;
  accessGrants: string[];
  /** An anonymous session that answered no question has no document: a cookie-less visitor costs no storage. */
  stored: boolean;
  userDeleted: boolean;
}

const newSecret = () => randomBytes(32).toString('base64url');
const COOKIE_FORMAT = /^[A-Za-z0-9_-]{43}$/;
/** The stored id of a session: never the cookie itself, so a read of the store cannot be replayed as a cookie. */
export const sessionKey = (id: string) => createHash('sha256').update(id).digest('base64url');

/**
 * Sessions live in the shared store, so any backend process can serve any request (DESIGN decision 13). The anti-forgery
 * token is derived from the cookie with a server secret, so an anonymous session needs no document until it has state.
 */
@Injectable()
export class Sessions implements OnApplicationBootstrap {
  private readonly endedListeners: ((keys: string[]) => void)[] = [];
  private tokenKey: Promise<KeyObject> | null = null;

  constructor(
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
    private readonly clock: Clock,
    private readonly jobs: JobScheduler,
  ) {}

  async onApplicationBootstrap() {
    await Promise.all([this.store.ensureIndex(SESSIONS, 'userId'), this.store.ensureIndex(SESSIONS, 'expiresAt')]);
    this.jobs.register({ name: 'session-expiry', everyMs: sessionLimits.purgeEveryMs, run: () => this.purgeExpired() });
  }

  /** Called with the keys of ended sessions, so live sockets bound to them can be dropped. */
  onEnded(listener: (keys: string[]) => void): void {
    this.endedListeners.push(listener);
  }

  /** The session of a cookie; an expired one is removed and the cookie then counts as a new anonymous session. */
  async find(id: string | undefined): Promise<Session | null> {
    if (!id || !COOKIE_FORMAT.test(id)) return null;
    const doc = await this.store.get<SessionDocument>(SESSIONS, sessionKey(id));
    const now = this.clock.now();
    // Documents from before server-side expiry (no expiresAt) end too: their users log in once more.
    if (doc && !(doc.expiresAt > now.toISOString())) await this.remove([sessionKey(id)]);
    else if (doc) return this.sessionOf(id, await this.touched(doc, now));
    return this.anonymous(id);
  }

  /** A new anonymous session: a cookie value only, nothing stored. */
  startAnonymous(): Promise<Session> {
    return this.anonymous(newSecret());
  }

  /** A new logged-in session (new id, new token), so a planted session id is worthless. */
  async create(userId: string, accessGrants: string[] = []): Promise<Session> {
    const id = newSecret();
    await this.save(this.newDocument(id, userId, accessGrants));
    return this.find(id) as Promise<Session>;
  }

  /** The session answered a list's question: it may see the list until the list's access changes. */
  async rememberGrant(session: Session, grant: string): Promise<void> {
    if (session.accessGrants.includes(grant)) return;
    const doc =
      (session.stored && (await this.store.get<SessionDocument>(SESSIONS, sessionKey(session.id)))) ||
      this.newDocument(session.id, session.userId, []);
    await this.save({ ...doc, accessGrants: [...doc.accessGrants, grant] });
  }

  async end(session: Session): Promise<void> {
    if (session.stored) await this.remove([sessionKey(session.id)]);
  }

  /**
   * Logging in or out starts a new session (new id, new token). Answered access questions go along when the same person
   * goes on: from an anonymous session into a login, or from a user's session into that same user's new one. Logging
   * out, or another user logging in on the same browser, leaves them behind (docs/permissions.md, "Access grants").
   */
  async replace(old: Session | null, userId: string | null): Promise<Session> {
    if (old) await this.end(old);
    if (!userId) return this.startAnonymous();
    const samePerson = old !== null && (old.userId === null || old.userId === userId);
    return this.create(userId, samePerson ? old.accessGrants : []);
  }

  /**
   * Ends every session of a user but `except` (credentials changed), or marks them so each says UserDeleted once (the
   * account was deleted). Live sockets bound to them are dropped through `onEnded`.
   */
  async endAllOf(userId: string, options: { except?: Session | null; becauseDeleted?: boolean } = {}): Promise<void> {
    const keep = options.except ? sessionKey(options.except.id) : null;
    const docs = (await this.store.find<SessionDocument>(SESSIONS, { userId }, 100_000)).filter(
      (doc) => doc.key !== keep,
    );
    const keys = docs.map((doc) => doc.key);
    if (options.becauseDeleted) {
      await this.store.commit(
        docs.map((doc) => ({
          kind: 'put' as const,
          collection: SESSIONS,
          id: doc.key,
          doc: { ...doc, userDeleted: true },
        })),
      );
      this.endedListeners.forEach((listener) => listener(keys));
    } else {
      await this.remove(keys);
    }
  }

  /** Removes expired session documents, soonest expiry first, through the expiresAt index. */
  async purgeExpired(): Promise<number> {
    const now = this.clock.now().toISOString();
    let removed = 0;
    for (;;) {
      const batch = await this.store.findByPrefix<SessionDocument>(SESSIONS, 'expiresAt', '', 500);
      const expired = batch.filter((doc) => doc.expiresAt <= now).map((doc) => doc.key);
      await this.remove(expired);
      removed += expired.length;
      if (expired.length < batch.length || batch.length === 0) return removed;
    }
  }

  private async anonymous(id: string): Promise<Session> {
    const key = await (this.tokenKey ??= platformSecret(this.store, 'session-csrf'));
    const csrfToken = createHmac('sha256', key).update(id).digest('base64url');
    return { id, csrfToken, userId: null, accessGrants: [], stored: false, userDeleted: false };
  }

  private async sessionOf(id: string, doc: SessionDocument): Promise<Session> {
    return {
      ...(await this.anonymous(id)),
      userId: doc.userId,
      accessGrants: doc.accessGrants,
      stored: true,
      userDeleted: doc.userDeleted === true,
    };
  }

  private newDocument(id: string, userId: string | null, accessGrants: string[]): SessionDocument {
    const now = this.clock.now();
    return {
      key: sessionKey(id),
      userId,
      accessGrants,
      createdAt: now.toISOString(),
      lastSeenAt: now.toISOString(),
      expiresAt: expiryOf(now, now),
    };
  }

  private async touched(doc: SessionDocument, now: Date): Promise<SessionDocument> {
    if (now.getTime() - Date.parse(doc.lastSeenAt) < sessionLimits.touchEveryMs) return doc;
    const touched = { ...doc, lastSeenAt: now.toISOString(), expiresAt: expiryOf(new Date(doc.createdAt), now) };
    await this.save(touched);
    return touched;
  }

  private save(doc: SessionDocument): Promise<void> {
    return this.store.commit([{ kind: 'put', collection: SESSIONS, id: doc.key, doc }]);
  }

  private async remove(keys: string[]): Promise<void> {
    if (keys.length === 0) return;
    await this.store.commit(keys.map((id) => ({ kind: 'delete' as const, collection: SESSIONS, id })));
    this.endedListeners.forEach((listener) => listener(keys));
  }
}

const expiryOf = (createdAt: Date, lastSeenAt: Date) =>
  new Date(
    Math.min(lastSeenAt.getTime() + sessionLimits.idleMs, createdAt.getTime() + sessionLimits.absoluteMs),
  ).toISOString();
