import type { INestApplicationContext, OnModuleDestroy } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/postgres-adapter';
import type { LiveMessage, LiveMessageName } from '@wl/contracts';
import type pg from 'pg';
import { Server, type ServerOptions } from 'socket.io';
import { openPostgresPool } from '../platform/postgres/pool.js';
import { LivePublisher } from './live-publisher.js';

/**
 * Fan-out between processes through PostgreSQL's LISTEN/NOTIFY (issue 25; docs/operations.md, "Live fan-out"): every
 * backend's socket.io server and the projector's publisher use @socket.io/postgres-adapter on the `DATABASE_URL`
 * database. The adapter keeps one connection LISTENing and sends with `pg_notify`; a message above NOTIFY's 8,000
 * bytes goes through the `socket_io_attachments` table (migration 5).
 */
/** The adapter holds its LISTEN connection checked out; the pool keeps its errors from ending the process, and the adapter connects again on 'end'. */
function fanoutPool(url: string): Promise<pg.Pool> {
  return openPostgresPool(url, 3);
}

export class PostgresIoAdapter extends IoAdapter {
  private constructor(app: INestApplicationContext, private readonly pool: pg.Pool) {
    super(app);
  }

  static async connect(app: INestApplicationContext, url: string): Promise<PostgresIoAdapter> {
    return new PostgresIoAdapter(app, await fanoutPool(url));
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const server = super.createIOServer(port, options) as Server;
    server.adapter(createAdapter(this.pool));
    return server;
  }

  /**
   * After an outage the adapter can hold on to a connection it no longer uses (it reconnects without giving the old one
   * back), and `end()` waits for every connection: the shutdown waits at most 2 s for them, so the process still ends.
   */
  override async dispose(): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([this.pool.end(), new Promise((resolve) => { timer = setTimeout(resolve, 2000); })]);
    clearTimeout(timer);
  }
}

/**
 * The projector process's publisher: a socket.io server bound to no port whose adapter sends what it is given to the
 * backends' servers. Not @socket.io/postgres-emitter: its 0.1.1 leaves the namespace out of its messages, and the
 * adapter (0.5) drops such messages.
 */
export class PostgresFanoutPublisher extends LivePublisher implements OnModuleDestroy {
  private constructor(private readonly server: Server, private readonly pool: pg.Pool) {
    super();
  }

  static async connect(url: string): Promise<PostgresFanoutPublisher> {
    const pool = await fanoutPool(url);
    const server = new Server();
    server.adapter(createAdapter(pool));
    return new PostgresFanoutPublisher(server, pool);
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
    await this.pool.end();
  }
}
