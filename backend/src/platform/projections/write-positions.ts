import { Inject, Injectable } from '@nestjs/common';
import { READ_AFTER_HEADER, WRITE_POSITION_HEADER } from '@wl/contracts';
import type { DocumentStore } from '@wl/projections';
import type { FastifyReply } from 'fastify';
import { createHmac, type KeyObject, timingSafeEqual } from 'node:crypto';
import type { SessionRequest } from '../http/request-session.js';
import type { Session } from '../http/sessions.js';
import { platformSecret } from '../security/platform-secret.js';
import { DOCUMENT_STORE } from '../tokens.js';
import { ReadModels } from './read-models.js';

/** A write the caller has not yet seen in the read models: its log position and the event types it appended. */
interface Pending {
  position: string;
  types: string[];
}

/** Sessions whose last write is remembered in this process; the oldest is forgotten first (the header still works). */
const REMEMBERED_SESSIONS = 20_000;
const TOKEN_FORMAT = /^([0-9/]{1,60})\.([A-Za-z,]{1,400})\.([A-Za-z0-9_-]{22})$/;

/**
 * Read-your-writes for commands that answer from the decided state without waiting for the read models: the write's
 * position is remembered for the caller's session (in this process) and sent in a signed `x-write-position` header
 * (for any process), and the caller's next read waits only until the read models following those event types have
 * passed it. The signature keeps a forged token from making a read wait for a position that was never written.
 */
@Injectable()
export class WritePositions {
  private readonly bySession = new Map<string, Pending>();
  private key: Promise<KeyObject> | null = null;

  constructor(
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
    private readonly readModels: ReadModels,
  ) {}

  /** After such a command: the caller's next reads wait for what it appended. */
  async remember(
    session: Session | null,
    written: { position: string | null; events: readonly { type: string }[] },
    reply: FastifyReply,
  ): Promise<void> {
    if (written.position === null) return;
    const pending = { position: written.position, types: [...new Set(written.events.map((e) => e.type))] };
    if (session) {
      this.bySession.delete(session.id);
      this.bySession.set(session.id, pending);
      if (this.bySession.size > REMEMBERED_SESSIONS) this.bySession.delete(this.bySession.keys().next().value!);
    }
    reply.header(WRITE_POSITION_HEADER, await this.token(pending));
  }

  /** Before a read: waits until the read models show the caller's last write (503 ReadModelsBehind past the wait). */
  async awaitFor(request: SessionRequest): Promise<void> {
    const session = request.session;
    const remembered = session ? this.bySession.get(session.id) : undefined;
    const sent = await this.pendingIn(request.headers[READ_AFTER_HEADER]);
    for (const pending of [remembered, sent]) {
      if (pending)
        await this.readModels.settle({ position: pending.position, events: pending.types.map((type) => ({ type })) });
    }
    if (session && remembered && this.bySession.get(session.id) === remembered) this.bySession.delete(session.id);
  }

  private async token({ position, types }: Pending): Promise<string> {
    const payload = `${position}.${types.join(',')}`;
    return `${payload}.${await this.signature(payload)}`;
  }

  private async pendingIn(header: string | string[] | undefined): Promise<Pending | null> {
    const match = typeof header === 'string' ? TOKEN_FORMAT.exec(header) : null;
    if (!match) return null;
    const [, position, types, signature] = match;
    const expected = Buffer.from(await this.signature(`${position}.${types}`));
    const given = Buffer.from(signature!);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return { position: position!, types: types!.split(',') };
  }

  private async signature(payload: string): Promise<string> {
    this.key ??= platformSecret(this.store, 'write-position');
    return createHmac('sha256', await this.key)
      .update(payload)
      .digest('base64url')
      .slice(0, 22);
  }
}
