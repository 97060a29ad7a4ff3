import { configFromEnv } from '../../backend/src/platform/config/config.js';
import { ApiClient, ownerWithGift, register } from '../support/api-client.js';
import { describePostgres } from '../support/postgres.js';
import { PostgresRelay } from '../support/postgres-relay.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const until = async (check: () => Promise<boolean>) => {
  for (const started = Date.now(); !(await check());) {
    if (Date.now() - started > 20_000) throw new Error('The condition did not hold in 20 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

describePostgres('DATABASE_URL: while PostgreSQL is unreachable', (database) => {
  let app: TestApp;
  let relay: PostgresRelay;
  beforeAll(async () => {
    relay = new PostgresRelay(new URL(database().url));
    await relay.open();
    app = await startTestApp({ databaseUrl: configFromEnv({ DATABASE_URL: relay.url() }).databaseUrl });
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
