import { EventEmitter } from 'node:events';
import pg from 'pg';

/** How the fan-out's sessions show in `pg_stat_activity` (docs/operations.md, "Live fan-out"). */
export const FANOUT_APPLICATION_NAME = 'wishlist-live-fanout';

/**
 * The one LISTEN connection of a process's live fan-out, as the pool client `@socket.io/postgres-adapter` asks for.
 *
 * The adapter (0.5.0) checks a client out of the pool it is given and LISTENs on it; when that client ends, it checks
 * out another without releasing the dead one, so each database outage kept a pool slot until publishing found none
 * (live messages stopped after the second outage). A LISTEN that fails right after connecting also set off two
 * reconnection loops, each holding a listening connection. So the adapter is given this object instead: it never ends
 * and never fails a LISTEN while the process runs, so the adapter connects once; underneath, one connection at a time
 * is opened, its LISTENs repeated, and opened again 1 to 3 s after it drops, until `release()`.
 */
export class FanoutListenConnection extends EventEmitter {
  /** The LISTEN statements the adapter sent, repeated on every new connection. */
  private readonly statements = new Set<string>();
  private client: pg.Client | null = null;
  private connecting = false;
  private retry: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(private readonly connectionString: string) {
    super();
    this.open();
  }

  /** The adapter's `LISTEN "<channel>"`: kept and sent on the connection (if any) now and after every reconnection. */
  async query(statement: string): Promise<void> {
    if (!/^LISTEN "[^"]+"$/.test(statement)) throw new Error('The fan-out connection only LISTENs');
    this.statements.add(statement);
    await this.client?.query(statement).catch(() => undefined);
  }

  /** The adapter's close: ends the connection and stops opening new ones. */
  release(): void {
    this.closed = true;
    clearTimeout(this.retry);
    const client = this.client;
    this.client = null;
    void client?.end().catch(() => undefined);
  }

  private open(): void {
    if (this.closed || this.client || this.connecting || this.retry) return;
    this.connecting = true;
    const client = new pg.Client({
      connectionString: this.connectionString,
      application_name: FANOUT_APPLICATION_NAME,
      connectionTimeoutMillis: 10_000,
    });
    let gone = false;
    const lost = () => {
      if (gone) return;
      gone = true;
      this.connecting = false;
      void client.end().catch(() => undefined);
      if (this.client === client) this.client = null;
      this.reopenLater();
    };
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', (message) => this.emit('notification', message));
    client
      .connect()
      .then(async () => {
        if (gone) return;
        this.connecting = false;
        if (this.closed) return void client.end().catch(() => undefined);
        // Set first, so a LISTEN the adapter sends meanwhile goes to this connection too (LISTEN twice is harmless).
        this.client = client;
        for (const statement of this.statements) await client.query(statement);
      })
      .catch(lost);
  }

  private reopenLater(): void {
    if (this.closed || this.retry) return;
    this.retry = setTimeout(
      () => {
        this.retry = undefined;
        this.open();
      },
      1000 + Math.random() * 2000,
    );
  }
}
