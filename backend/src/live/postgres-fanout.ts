import type { INestApplicationContext, OnModuleDestroy } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/postgres-adapter';
import type { LiveMessage, LiveMessageName } from '@wl/contracts';
import type pg from 'pg';
import { Server, type ServerOptions } from 'socket.io';
import { openPostgresPool } from '../platform/postgres/pool.js';
import { FANOUT_APPLICATION_NAME, FanoutListenConnection } from './fanout-listen-connection.js';
import { LivePublisher } from './live-publisher.js';

/**
 * Fan-out between processes through PostgreSQL's LISTEN/NOTIFY (issue 25; docs/operations.md, "Live fan-out"): every
 * backend's socket.io server and the projector's publisher use @socket.io/postgres-adapter on the `DATABASE_URL`
 * database. The adapter LISTENs on one connection of its own (`FanoutListenConnection`, which replaces the adapter's
 * reconnection) and sends with `pg_notify` through a small pool; a message above NOTIFY's 8,000 bytes goes through the
 * `socket_io_attachments` table (migration 5).
 */
class Fanout {
  private readonly listeners: FanoutListenConnection[] = [];

  private constructor(
    private readonly url: string,
    private readonly pool: pg.Pool,
  ) {}

  static async open(url: string): Promise<Fanout> {
    // Sends, attachments and the adapter's cleanup of old attachments: one connection would do, two keep a slow one from
    // holding up the others.
    return new Fanout(url, await openPostgresPool(url, 2, `-c application_name=${FANOUT_APPLICATION_NAME}`));
  }

  /**
   * The adapter of one socket.io server. It asks the "pool" it is given for a client once, to LISTEN on (its own
   * connection), and sends its queries to the pool.
   */
  adapter(): ReturnType<typeof createAdapter> {
    const listener = new FanoutListenConnection(this.url);
    this.listeners.push(listener);
    const pool = {
      connect: async () => listener,
      query: (text: string, values?: unknown[]) => this.pool.query(text, values),
    };
    return createAdapter(pool as unknown as pg.Pool);
  }

  async close(): Promise<void> {
    this.listeners.forEach((listener) => listener.release());
    await this.pool.end();
  }
}

export class PostgresIoAdapter extends IoAdapter {
  private constructor(
    app: INestApplicationContext,
    private readonly fanout: Fanout,
  ) {
    super(app);
  }

  static async connect(app: INestApplicationContext, url: string): Promise<PostgresIoAdapter> {
    return new PostgresIoAdapter(app, await Fanout.open(url));
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const server = super.createIOServer(port, options) as Server;
    server.adapter(this.fanout.adapter());
    return server;
  }

  override async dispose(): Promise<void> {
    await this.fanout.close();
  }
}

/**
 * The projector process's publisher: a socket.io server bound to no port whose adapter sends what it is given to the
 * backends' servers. Not @socket.io/postgres-emitter: its 0.1.1 leaves the namespace out of its messages, and the
 * adapter (0.5) drops such messages.
 */
export class PostgresFanoutPublisher extends LivePublisher implements OnModuleDestroy {
  private constructor(
    private readonly server: Server,
    private readonly fanout: Fanout,
  ) {
    super();
  }

  static async connect(url: string): Promise<PostgresFanoutPublisher> {
    const fanout = await Fanout.open(url);
    const server = new Server();
    server.adapter(fanout.adapter());
    return new PostgresFanoutPublisher(server, fanout);
  }

  override publish<N extends LiveMessageName>(room: string, name: N, message: LiveMessage<N>): void {
    this.server.to(room).emit(name, message);
  }

  override leave(room: string, memberOf = room): void {
    this.server.in(memberOf).socketsLeave(room);
  }

  async onModuleDestroy(): Promise<void> {
    // Not `server.close()`: it closes an engine this unbound server does not have.
    await this.server.of('/').adapter.close();
    await this.fanout.close();
  }
}
