import { EventEmitter } from 'node:events';
import pg from 'pg';

/** The channel every append notifies when it commits. */
export const APPENDED_CHANNEL = 'wl_events_appended';

/**
 * Wakes the subscribers of one store when events were appended: by this process at once, by other processes through
 * LISTEN on one connection of its own. The poll stays as the fallback: every `pollMs` while that connection is down,
 * ten times less often while it is up (a notification is lost only with the connection).
 */
export class AppendWakeups {
  private count = 0;
  private readonly woken = new EventEmitter().setMaxListeners(0);
  private listener: pg.Client | null = null;
  private connecting = false;
  private nextTry = 0;
  private retry: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly connectionString: string,
    private readonly pollMs: number,
  ) {}

  /** Wake-ups so far: take it before reading the log, and wait with it, so a wake-up in between is not missed. */
  get seen(): number {
    return this.count;
  }

  wake(): void {
    this.count += 1;
    this.woken.emit('wake');
  }

  /** Resolves at the first wake-up after `seen` (at once if there was one), at the poll, or when the signal aborts. */
  wait(seen: number, signal: AbortSignal): Promise<void> {
    this.listen();
    if (this.count !== seen || signal.aborted) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.woken.off('wake', done);
        signal.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, this.listener ? this.pollMs * 10 : this.pollMs);
      this.woken.once('wake', done);
      signal.addEventListener('abort', done);
    });
  }

  /** Opens the LISTEN connection when there is none: at most once a second, and later if asked for sooner. */
  private listen(): void {
    if (this.listener || this.connecting || this.closed || this.retry) return;
    const wait = this.nextTry - Date.now();
    if (wait > 0) {
      this.retry = setTimeout(() => {
        this.retry = undefined;
        this.listen();
      }, wait);
      return;
    }
    this.connecting = true;
    this.nextTry = Date.now() + 1000;
    const client = new pg.Client({ connectionString: this.connectionString });
    let gone = false;
    const lost = () => {
      if (gone) return;
      gone = true;
      void client.end().catch(() => undefined);
      if (this.listener !== client) return;
      this.listener = null;
      // Subscribers waiting for a notification read again and, waiting after, open a new connection.
      this.wake();
    };
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', () => this.wake());
    client
      .connect()
      .then(() => client.query(`LISTEN ${APPENDED_CHANNEL}`))
      .then(
        () => {
          this.connecting = false;
          if (this.closed) return lost();
          this.listener = client;
          // Whatever was appended while nobody listened.
          this.wake();
        },
        () => {
          this.connecting = false;
          lost();
        },
      );
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    const listener = this.listener;
    this.listener = null;
    listener?.removeAllListeners('end');
    await listener?.end().catch(() => undefined);
  }
}
