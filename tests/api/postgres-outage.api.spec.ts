import { createServer, type Server, type Socket, connect } from 'node:net';
import { configFromEnv } from '../../backend/src/platform/config/config.js';
import { ApiClient, ownerWithGift, register } from '../support/api-client.js';
import { describePostgres } from '../support/postgres.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * The app reaches PostgreSQL through this relay, so the test can take the server off the network and bring it back:
 * cut, every connection drops and new ones are refused, as when the server stops; restored, it listens again on the
 * same port.
 */
class Relay {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  port = 0;

  constructor(private readonly target: URL) {}

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

const until = async (check: () => Promise<boolean>) => {
  for (const started = Date.now(); !(await check());) {
    if (Date.now() - started > 20_000) throw new Error('The condition did not hold in 20 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

describePostgres('DATABASE_URL: while PostgreSQL is unreachable', (database) => {
  let app: TestApp;
  let relay: Relay;
  beforeAll(async () => {
    const target = new URL(database().url);
    relay = new Relay(target);
    await relay.open();
    const viaRelay = new URL(target);
    viaRelay.host = `127.0.0.1:${relay.port}`;
    app = await startTestApp({ databaseUrl: configFromEnv({ DATABASE_URL: viaRelay.toString() }).databaseUrl });
  });
  afterAll(async () => {
    // Back on the network, so the app can close its connections.
    await relay?.open();
    await app?.close();
    await relay?.cut();
  });

  it('answers 503 with Retry-After (Health: degraded), and 200 again once the server is back, without a restart', async () => {
    const { owner, giftId } = await ownerWithGift(app.url);
    const giver = await register(app.url);
    const health = () => new ApiClient(app.url).get<{ status: string }>('/api/Utility/Health');
    await until(async () => (await health()).status === 200);

    await relay.cut();
    expect(await health()).toMatchObject({ status: 503, body: { status: 'degraded' } });
    const crossOff = await giver.client.post<{ problem: string }>('/api/Gift/CrossOff', { publicGiftGuid: giftId });
    expect(crossOff).toMatchObject({ status: 503, body: { problem: 'ServiceUnavailable' } });
    expect(crossOff.headers.get('retry-after')).toBe('5');
    const list = await giver.client.get<{ problem: string }>(`/api/Wishlist/Get/${owner.account.username}`);
    expect(list).toMatchObject({ status: 503, body: { problem: 'ServiceUnavailable' } });

    await relay.open();
    await until(async () => (await health()).status === 200);
    expect((await giver.client.post('/api/Gift/CrossOff', { publicGiftGuid: giftId })).status).toBe(200);
    expect((await giver.client.get(`/api/Wishlist/Get/${owner.account.username}`)).status).toBe(200);
  });
});
