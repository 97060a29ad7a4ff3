import { existsSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { configFromEnv } from '../../backend/src/platform/config/config.js';
import { ApiClient, ownerWithGift, register } from '../support/api-client.js';
import { describePostgres } from '../support/postgres.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

type Gift = { publicGuid: string; isCrossedOff: boolean; privateCrossOffGuid: string | null };
type VisitorList = { categories: { gifts: Gift[] }[] };
const giftIn = (list: VisitorList, giftId: string) =>
  list.categories.flatMap((c) => c.gifts).find((g) => g.publicGuid === giftId);

describePostgres('DATABASE_URL: read models, keys, sessions, leases and rate limits in PostgreSQL', (database) => {
  // Two processes on one database, each with a data folder of its own: what they share, they share through PostgreSQL.
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    const settings = {
      databaseUrl: configFromEnv({ DATABASE_URL: database().url }).databaseUrl,
      rateLimitPoints: {
        newUsersPerIp: 10_000,
        newUsersSiteWide: 10_000,
        lotingsPerIp: 10_000,
        loginPerAccountAndIp: 2,
      },
    };
    [first, second] = await Promise.all([startTestApp(settings), startTestApp(settings)]);
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
  });

  const tables = async () => {
    const client = new pg.Client({ connectionString: database().url });
    await client.connect();
    try {
      const count = async (sql: string) =>
        (await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`)).rows[0]!.n;
      return {
        crossedOff: await count("documents WHERE collection = 'crossed_off'"),
        checkpoints: await count('checkpoints'),
        leases: await count('leases'),
        keys: await count('subject_keys WHERE key IS NOT NULL'),
        rateCounters: await count('rate_limits'),
      };
    } finally {
      await client.end();
    }
  };

  it('crosses off on one process and shows it to visitors on the other; logins, keys and limits are shared', async () => {
    const { owner, giftId } = await ownerWithGift(first.url);
    const giver = await register(first.url);
    const crossOff = await giver.client.post<{ crossOffGuid: string }>('/api/Gift/CrossOff', {
      publicGiftGuid: giftId,
    });
    expect(crossOff.status).toBe(200);
    const mine = await giver.client.get<VisitorList>(`/api/Wishlist/Get/${owner.account.username}`);
    expect(giftIn(mine.body, giftId)).toMatchObject({
      isCrossedOff: true,
      privateCrossOffGuid: crossOff.body.crossOffGuid,
    });

    // The other process reads the same read models: the visitor sees the cross-off, without its private guid.
    const visitor = await new ApiClient(second.url).get<VisitorList>(`/api/Wishlist/Get/${owner.account.username}`);
    expect(giftIn(visitor.body, giftId)).toMatchObject({ isCrossedOff: true, privateCrossOffGuid: null });

    // Logging in there needs the e-mail index secret and the owner's key, both made by the first process.
    const login = (app: TestApp, password: string) =>
      new ApiClient(app.url).post('/api/Account/Login', { emailOrUsername: owner.account.email, password });
    expect(await login(second, owner.account.password)).toMatchObject({ status: 200, body: true });
    // Two wrong passwords on one process use up the pair's allowance on the other.
    expect((await login(first, 'fout-een')).body).toBe(false);
    expect((await login(first, 'fout-twee')).body).toBe(false);
    expect((await login(second, owner.account.password)).status).toBe(429);

    const stored = await tables();
    expect(stored.crossedOff).toBe(1);
    expect(Math.min(stored.checkpoints, stored.leases, stored.keys, stored.rateCounters)).toBeGreaterThan(0);
    for (const app of [first, second]) {
      for (const file of ['events.db', 'readmodels.db', 'keys.db', 'ratelimits.db'])
        expect(existsSync(join(app.config.dataDir, file))).toBe(false);
    }
  });
});
