import { Inject, Injectable } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import { ACCOUNTS, type DocumentStore } from '@wl/projections';
import { DOCUMENT_STORE } from '../tokens.js';
import { Clock } from '../domain/clock.js';

/** Operational collection (not a read model): a rebuild never drops it. */
const SESSIONS = 'sessions';

export interface SessionDocument {
  csrfToken: string;
  userId: string | null;
  /** Lists whose access question this session answered. */
  answeredWishlists: string[];
  createdAt: string;
}

export interface Session extends SessionDocument {
  /** The cookie value; only its hash is stored. */
  id: string;
}

const newSecret = () => randomBytes(32).toString('base64url');
const storedId = (id: string) => createHash('sha256').update(id).digest('base64url');

/** Sessions live in the shared store, so any backend process can serve any request (DESIGN decision 13). */
@Injectable()
export class Sessions {
  constructor(@Inject(DOCUMENT_STORE) private readonly store: DocumentStore, private readonly clock: Clock) {}

  async find(id: string | undefined): Promise<Session | null> {
    if (!id) return null;
    const doc = await this.store.get<SessionDocument>(SESSIONS, storedId(id));
    return doc ? { ...doc, id } : null;
  }

  async create(userId: string | null = null): Promise<Session> {
    const session: Session = { id: newSecret(), csrfToken: newSecret(), userId, answeredWishlists: [], createdAt: this.clock.now().toISOString() };
    const { id, ...doc } = session;
    await this.store.commit([{ kind: 'put', collection: SESSIONS, id: storedId(id), doc }]);
    return session;
  }

  async userExists(userId: string): Promise<boolean> {
    return (await this.store.get(ACCOUNTS, userId)) !== null;
  }

  /** The session answered this list's access question: it may see the list from now on. */
  async rememberAnswer(session: Session, wishlistId: string): Promise<void> {
    if (session.answeredWishlists.includes(wishlistId)) return;
    const { id, ...doc } = session;
    await this.store.commit([{ kind: 'put', collection: SESSIONS, id: storedId(id), doc: { ...doc, answeredWishlists: [...doc.answeredWishlists, wishlistId] } }]);
  }

  async end(session: Session): Promise<void> {
    await this.store.commit([{ kind: 'delete', collection: SESSIONS, id: storedId(session.id) }]);
  }

  /** Logging in or out starts a new session (new id, new token), so a planted session id is worthless. */
  async replace(old: Session | null, userId: string | null): Promise<Session> {
    if (old) await this.end(old);
    return this.create(userId);
  }
}
