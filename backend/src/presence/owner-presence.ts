import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { LiveMessage } from '@wl/contracts';
import { ACCOUNTS, type AccountDocument, type DocumentStore } from '@wl/projections';
import { randomUUID } from 'node:crypto';
import type { Server } from 'socket.io';
import type { AppConfig } from '../platform/config/config.js';
import { APP_CONFIG, DOCUMENT_STORE } from '../platform/tokens.js';
import { rooms } from '../platform/live/rooms.js';
import {
  connectionEntry,
  connectionId,
  OWNER_PRESENCE,
  type OwnerPresenceDocument,
  ownerPresenceId,
  PRESENCE_CONNECTIONS,
  PRESENCE_PROCESSES,
  type PresenceConnectionDocument,
  type PresenceProcessDocument,
  socketOfEntry,
} from './presence-documents.js';

const OWNER_ROOM = rooms.owners('');

/**
 * Who of the owners of a list is online: an owner is while at least one of their sockets is in the list's owner group,
 * in any process. Each socket in an owner group is a document of this process's holder; the holder's heartbeat is
 * renewed every third of PRESENCE_LEASE_MS, and every process sweeps the connections of holders whose heartbeat ran
 * out (a process that died). Each change of an owner between online and offline is told once to the list's owner group.
 */
@Injectable()
export class OwnerPresence implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('OwnerPresence');
  private holder: string;
  /** Our heartbeat's `until` as stored: its renewal is compare-and-set on it. */
  private until = 0;
  /** This process's sockets in owner groups, by connection id. */
  private readonly local = new Map<string, PresenceConnectionDocument>();
  /** Changes of one owner's document from this process, one at a time. */
  private readonly queues = new Map<string, Promise<void>>();
  private server: Server | null = null;
  private timer: NodeJS.Timeout | undefined;
  private tick: Promise<void> = Promise.resolve();
  /** A sweep of dead holders, apart from the heartbeat so that a long one never delays our own renewal. */
  private sweeping: Promise<void> | null = null;
  private stopped = false;

  constructor(
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.holder = newHolder(config.leaseHolder);
  }

  async onModuleInit() {
    await Promise.all([
      this.store.ensureIndex(PRESENCE_CONNECTIONS, 'holder'),
      this.store.ensureIndex(OWNER_PRESENCE, 'wishlistId'),
    ]);
    await this.register();
    this.timer = setInterval(() => {
      this.tick = this.tick
        .then(() => this.heartbeat())
        .catch((error: unknown) => this.logger.error('Presence heartbeat failed', error as Error));
    }, this.config.presenceLeaseMs / 3);
  }

  /** A clean stop: this process's owners go offline at once instead of after the sweep. */
  async onModuleDestroy() {
    this.stopped = true;
    clearInterval(this.timer);
    await this.tick;
    await this.sweeping;
    await Promise.all(this.queues.values());
    await this.sweep(this.holder).catch((error: unknown) =>
      this.logger.error('Presence cleanup failed', error as Error),
    );
  }

  /** Follows the owner groups of this process's socket.io server: any way a socket leaves one (leave, disconnect, a remote `socketsLeave`). */
  attach(server: Server): void {
    this.server = server;
    server.of('/').adapter.on('leave-room', (room: string, socketId: string) => {
      if (room.startsWith(OWNER_ROOM)) void this.left(socketId, room.slice(OWNER_ROOM.length));
    });
  }

  /** The user ids of the list's owners who are online now. */
  async onlineOwners(wishlistId: string): Promise<Set<string>> {
    const owners = await this.store.find<OwnerPresenceDocument>(OWNER_PRESENCE, { wishlistId, online: true });
    return new Set(owners.map((o) => o.userId));
  }

  /** The socket joined the list's owner group as `userId`. */
  async joined(socketId: string, wishlistId: string, userId: string): Promise<void> {
    if (this.stopped) return;
    const id = connectionId(this.holder, socketId, wishlistId);
    if (this.local.has(id)) return;
    const connection: PresenceConnectionDocument = { holder: this.holder, socketId, wishlistId, userId };
    this.local.set(id, connection);
    // The join itself stands; a store that fails here leaves the owner shown offline until their next join.
    await this.connect(id, connection, socketId).catch((error: unknown) =>
      this.logger.error('Presence join failed', error as Error),
    );
  }

  /**
   * The socket left the owner group of one list, or of every list without `wishlistId`. Called by itself when a socket
   * leaves an owner group of this process's server; call it for a socket taken out some other way.
   */
  async left(socketId: string, wishlistId?: string): Promise<void> {
    const gone = [...this.local].filter(
      ([, c]) => c.socketId === socketId && (wishlistId === undefined || c.wishlistId === wishlistId),
    );
    await Promise.all(
      gone
        .map(async ([id, connection]) => {
          this.local.delete(id);
          if (this.stopped) return;
          await this.inTurn(connection, async () => {
            await this.changeOwner(connection, (entries) => entries.filter((e) => socketOfEntry(e) !== socketId));
            await this.store.commit([{ kind: 'delete', collection: PRESENCE_CONNECTIONS, id }]);
          });
        })
        .map((done) => done.catch((error: unknown) => this.logger.error('Presence leave failed', error as Error))),
    );
  }

  /** The connection's document first: were this process to die right after, the sweep finds the connection. */
  private connect(id: string, connection: PresenceConnectionDocument, except?: string): Promise<void> {
    const entry = connectionEntry(connection.holder, connection.socketId);
    return this.inTurn(connection, async () => {
      await this.store.commit([{ kind: 'put', collection: PRESENCE_CONNECTIONS, id, doc: connection }]);
      await this.changeOwner(
        connection,
        (entries) => (entries.includes(entry) ? entries : [...entries, entry]),
        except,
      );
    });
  }

  private inTurn(owner: { wishlistId: string; userId: string }, work: () => Promise<void>): Promise<void> {
    const key = ownerPresenceId(owner.wishlistId, owner.userId);
    const done = (this.queues.get(key) ?? Promise.resolve()).then(work);
    const settled = done.catch(() => undefined);
    this.queues.set(key, settled);
    void settled.then(() => {
      if (this.queues.get(key) === settled) this.queues.delete(key);
    });
    return done;
  }

  /** Compare-and-set on the owner's document; tells the owner group when they went online or offline by it. */
  private async changeOwner(
    { wishlistId, userId }: { wishlistId: string; userId: string },
    change: (entries: string[]) => string[],
    except?: string,
  ): Promise<void> {
    const id = ownerPresenceId(wishlistId, userId);
    for (;;) {
      const current = await this.store.get<OwnerPresenceDocument>(OWNER_PRESENCE, id);
      const before = current?.connections ?? [];
      const connections = change(before);
      if (connections.length === before.length && connections.every((e) => before.includes(e))) return;
      const doc: OwnerPresenceDocument = {
        wishlistId,
        userId,
        connections,
        online: connections.length > 0,
        version: (current?.version ?? 0) + 1,
      };
      if (!(await this.store.putIf(OWNER_PRESENCE, id, current ? { version: current.version } : null, doc))) continue;
      if (doc.online !== before.length > 0)
        await this.announce(wishlistId, userId, doc.online ? 'Online' : 'Offline', except);
      return;
    }
  }

  private async announce(
    wishlistId: string,
    userId: string,
    change: 'Online' | 'Offline',
    except?: string,
  ): Promise<void> {
    const account = await this.store.get<AccountDocument>(ACCOUNTS, userId);
    if (!account || !this.server) return;
    const message: LiveMessage<'OwnersChanged'> = {
      wishlistPrivateGuid: wishlistId,
      change,
      publicUserGuid: account.publicGuid,
      contextId: null,
    };
    // The socket that just joined knows it is there; every other socket of the group, in every process, is told.
    const to = this.server.to(rooms.owners(wishlistId));
    (except ? to.except(except) : to).emit('OwnersChanged', message);
  }

  private async register(): Promise<void> {
    const until = Date.now() + this.config.presenceLeaseMs;
    await this.store.putIf(PRESENCE_PROCESSES, this.holder, null, {
      holder: this.holder,
      until,
      sweptUntil: null,
    } satisfies PresenceProcessDocument);
    this.until = until;
  }

  private async heartbeat(): Promise<void> {
    if (this.stopped) return;
    const until = Date.now() + this.config.presenceLeaseMs;
    const renewed = await this.store.putIf(PRESENCE_PROCESSES, this.holder, { until: this.until, sweptUntil: null }, {
      holder: this.holder,
      until,
      sweptUntil: null,
    } satisfies PresenceProcessDocument);
    if (renewed) this.until = until;
    else await this.reregister();
    this.sweeping ??= this.sweepDead()
      .catch((error: unknown) => this.logger.error('Presence sweep failed', error as Error))
      .finally(() => {
        this.sweeping = null;
      });
  }

  /**
   * This process stalled past its heartbeat and another one swept its connections (or is sweeping them): it goes on
   * under a new holder, so that sweep cannot take the connections it holds again.
   */
  private async reregister(): Promise<void> {
    this.logger.warn(`Presence heartbeat of ${this.holder} ran out: registering its connections again`);
    this.holder = newHolder(this.config.leaseHolder);
    await this.register();
    const connections = [...this.local.values()].map((old) => ({ ...old, holder: this.holder }));
    this.local.clear();
    await Promise.all(
      connections.map((connection) => {
        const id = connectionId(this.holder, connection.socketId, connection.wishlistId);
        this.local.set(id, connection);
        return this.connect(id, connection);
      }),
    );
  }

  /** Claims each holder whose heartbeat ran out (one sweeper at a time) and removes its connections. */
  private async sweepDead(): Promise<void> {
    const now = Date.now();
    const processes = await this.store.find<PresenceProcessDocument>(PRESENCE_PROCESSES, {});
    for (const dead of processes.filter(
      (p) => p.holder !== this.holder && p.until <= now && (p.sweptUntil ?? 0) <= now,
    )) {
      if (this.stopped) return;
      const claim = { ...dead, sweptUntil: now + this.config.presenceLeaseMs };
      if (
        await this.store.putIf(
          PRESENCE_PROCESSES,
          dead.holder,
          { until: dead.until, sweptUntil: dead.sweptUntil },
          claim,
        )
      )
        await this.sweep(dead.holder);
    }
  }

  private async sweep(holder: string): Promise<void> {
    const connections = await this.store.find<PresenceConnectionDocument>(PRESENCE_CONNECTIONS, { holder }, 100_000);
    for (const connection of connections) {
      const entry = connectionEntry(holder, connection.socketId);
      await this.inTurn(connection, async () => {
        await this.changeOwner(connection, (entries) => entries.filter((e) => e !== entry));
        await this.store.commit([
          {
            kind: 'delete',
            collection: PRESENCE_CONNECTIONS,
            id: connectionId(holder, connection.socketId, connection.wishlistId),
          },
        ]);
      });
    }
    await this.store.commit([{ kind: 'delete', collection: PRESENCE_PROCESSES, id: holder }]);
  }
}

/** Unique per start, so a restarted process (same LEASE_HOLDER) never takes the connections of its previous life for its own. */
const newHolder = (leaseHolder: string) => `${leaseHolder}:${randomUUID().slice(0, 8)}`;
