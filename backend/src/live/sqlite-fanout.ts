import { type INestApplicationContext, Logger, type OnModuleDestroy } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Namespace, Server, type ServerOptions } from 'socket.io';
// socket.io's own adapter base (a dependency of socket.io, which fixes its version), as the PostgreSQL adapter uses it.
import { ClusterAdapterWithHeartbeat, type ClusterMessage, type ClusterResponse } from 'socket.io-adapter';
import type { LiveMessage, LiveMessageName } from '@wl/contracts';
import { LivePublisher } from './live-publisher.js';

/** How often a process looks for messages of the others: the most a push between processes waits for it. */
const POLL_MS = 25;
/** A message is read by every process long before this; then it is deleted. */
const KEEP_MS = 30_000;

/**
 * Fan-out between processes on one SQLite data folder (docs/operations.md, "Several processes on one SQLite folder"):
 * each message of socket.io's cluster protocol is a row of `DATA_DIR/live.db`, and every process reads the rows after
 * the last one it saw every POLL_MS. Without it a change written through one process never reached a socket held by
 * another that does not run the projections. Messages are JSON (live messages carry no binary data).
 */
class SqliteBus {
  private readonly db: Database.Database;
  private last: number;
  private readonly timer: NodeJS.Timeout;
  private readonly adapters = new Map<string, SqliteAdapter>();
  private readonly logger = new Logger('LiveFanout');
  private readonly insertAll: (messages: string[]) => void;
  private readonly after;
  /** Messages published in this turn of the event loop: written together, in one transaction. */
  private outgoing: string[] = [];

  constructor(dataDir: string) {
    mkdirSync(dataDir, { recursive: true });
    this.db = new Database(join(dataDir, 'live.db'));
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = NORMAL');
    this.db.pragma('busy_timeout = 5000');
    this.db.exec(
      'CREATE TABLE IF NOT EXISTS live_messages (id INTEGER PRIMARY KEY AUTOINCREMENT, at INTEGER NOT NULL, message TEXT NOT NULL)',
    );
    this.last = (this.db.prepare('SELECT coalesce(max(id), 0) AS id FROM live_messages').get() as { id: number }).id;
    const insert = this.db.prepare('INSERT INTO live_messages (at, message) VALUES (?, ?)');
    this.insertAll = this.db.transaction((messages: string[]) => {
      const at = Date.now();
      for (const message of messages) insert.run(at, message);
    });
    this.after = this.db.prepare<[number], { id: number; message: string }>(
      'SELECT id, message FROM live_messages WHERE id > ? ORDER BY id',
    );
    let polls = 0;
    this.timer = setInterval(() => {
      // A failed read (the file busy past its timeout) is tried again at the next poll; it must not end the process.
      try {
        this.poll();
        if (++polls % (KEEP_MS / POLL_MS) === 0)
          this.db.prepare('DELETE FROM live_messages WHERE at < ?').run(Date.now() - KEEP_MS);
      } catch (error) {
        this.logger.warn(`Live fan-out: ${(error as Error).message}`);
      }
    }, POLL_MS);
    this.timer.unref();
  }

  /** socket.io's adapter factory: called with `new`, so a plain function, whose returned adapter stands for the instance. */
  adapterFactory(): (nsp: Namespace) => SqliteAdapter {
    const adapterOf = (nsp: Namespace) => {
      const adapter = new SqliteAdapter(nsp, this);
      this.adapters.set(nsp.name, adapter);
      return adapter;
    };
    return function adapterFor(nsp: Namespace) {
      return adapterOf(nsp);
    };
  }

  /**
   * Best effort, as on PostgreSQL and MongoDB: a message that cannot be written (the file busy past its timeout) is
   * lost for the other processes (their browsers load again on their next reconnect), and never fails the emitting
   * command nor ends the process (socket.io does not wait for every publish). The messages of one turn of the event
   * loop are written together, in one transaction.
   */
  publish(message: ClusterMessage | ClusterResponse): void {
    // socket.io closes its adapters (which say goodbye to the others) after the bus may have closed.
    if (!this.db.open) return;
    try {
      this.outgoing.push(JSON.stringify(message));
    } catch (error) {
      this.logger.warn(`Live fan-out: ${(error as Error).message}`);
      return;
    }
    if (this.outgoing.length === 1) setImmediate(() => this.write());
  }

  private write(): void {
    const messages = this.outgoing;
    this.outgoing = [];
    if (messages.length === 0 || !this.db.open) return;
    try {
      this.insertAll(messages);
    } catch (error) {
      this.logger.warn(`Live fan-out: ${(error as Error).message}`);
    }
  }

  private poll(): void {
    const rows = this.after.all(this.last);
    for (const { id, message } of rows) {
      this.last = id;
      const parsed = JSON.parse(message) as ClusterMessage;
      // The adapter drops its own messages (by uid) and dispatches requests and responses alike.
      this.adapters.get(parsed.nsp)?.onMessage(parsed);
    }
  }

  close(): void {
    clearInterval(this.timer);
    this.write();
    this.db.close();
  }
}

class SqliteAdapter extends ClusterAdapterWithHeartbeat {
  constructor(
    nsp: Namespace,
    private readonly bus: SqliteBus,
  ) {
    super(nsp, {});
  }

  protected override doPublish(message: ClusterMessage): Promise<string> {
    this.bus.publish(message);
    return Promise.resolve('');
  }

  protected override doPublishResponse(_requester: string, response: ClusterResponse): Promise<void> {
    this.bus.publish(response);
    return Promise.resolve();
  }
}

/** Every backend on a SQLite folder: its socket.io server shares groups with the other processes on the folder. */
export class SqliteIoAdapter extends IoAdapter {
  private readonly bus: SqliteBus;

  constructor(app: INestApplicationContext, dataDir: string) {
    super(app);
    this.bus = new SqliteBus(dataDir);
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const server = super.createIOServer(port, options) as Server;
    server.adapter(this.bus.adapterFactory() as never);
    return server;
  }

  override async dispose(): Promise<void> {
    this.bus.close();
  }
}

/** The projector's publisher on a SQLite folder: a socket.io server bound to no port, on the same bus. */
export class SqliteFanoutPublisher extends LivePublisher implements OnModuleDestroy {
  private readonly bus: SqliteBus;
  private readonly server = new Server();

  constructor(dataDir: string) {
    super();
    this.bus = new SqliteBus(dataDir);
    this.server.adapter(this.bus.adapterFactory() as never);
  }

  override publish<N extends LiveMessageName>(room: string, name: N, message: LiveMessage<N>): void {
    this.server.to(room).emit(name, message);
  }

  override leave(room: string, memberOf = room): void {
    this.server.in(memberOf).socketsLeave(room);
  }

  async onModuleDestroy(): Promise<void> {
    await this.server.of('/').adapter.close();
    this.bus.close();
  }
}
