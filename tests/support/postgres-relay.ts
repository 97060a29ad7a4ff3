import { createServer, type Server, type Socket, connect } from 'node:net';

/**
 * A TCP relay in front of a PostgreSQL server, so a test can take the server off the network and bring it back: cut,
 * every connection drops and new ones are refused, as when the server stops; restored, it listens again on the
 * same port. `url(database)` is the database's URL through the relay.
 */
export class PostgresRelay {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  port = 0;

  constructor(private readonly target: URL) {}

  url(): string {
    const viaRelay = new URL(this.target);
    viaRelay.host = `127.0.0.1:${this.port}`;
    return viaRelay.toString();
  }

  async open(): Promise<void> {
    if (this.server) return;
    const server = createServer((inbound) => {
      const outbound = connect(Number(this.target.port || 5432), this.target.hostname);
      for (const socket of [inbound, outbound]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      inbound.pipe(outbound).pipe(inbound);
    });
    await new Promise<void>((resolve, reject) => server.once('error', reject).listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as { port: number }).port;
    this.server = server;
  }

  async cut(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const socket of this.sockets) socket.destroy();
    await new Promise((resolve) => server?.close(resolve));
  }
}
