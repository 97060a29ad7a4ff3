import pg from 'pg';
import { FANOUT_APPLICATION_NAME } from '../../backend/src/live/fanout-listen-connection.js';
import { configFromEnv } from '../../backend/src/platform/config/config.js';
import { ApiClient, register } from '../support/api-client.js';
import { connectLive, joinGroup, openSockets } from '../support/live-client.js';
import { describePostgres } from '../support/postgres.js';
import { PostgresRelay } from '../support/postgres-relay.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const OUTAGES = 3;

const until = async (what: string, check: () => Promise<boolean> | boolean, ms = 20_000) => {
  for (const started = Date.now(); !(await check());) {
    if (Date.now() - started > ms) throw new Error(`Not within ${ms / 1000} s: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describePostgres('DATABASE_URL: live fan-out across PostgreSQL outages', (database) => {
  // Backend A projects and so publishes every live message; the visitor's socket is on B, so each message reaches it
  // only through PostgreSQL. Both reach the database through the relay, which the test cuts and restores.
  let relay: PostgresRelay;
  let admin: pg.Client;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    relay = new PostgresRelay(new URL(database().url));
    await relay.open();
    const settings = { databaseUrl: configFromEnv({ DATABASE_URL: relay.url() }).databaseUrl };
    a = await startTestApp(settings);
    b = await startTestApp({ ...settings, runProjections: false });
    admin = new pg.Client({ connectionString: database().url });
    await admin.connect();
  });
  afterAll(async () => {
    openSockets.forEach((socket) => socket.close());
    await relay?.open();
    await Promise.all([a?.close(), b?.close()]);
    await admin?.end();
    await relay?.cut();
  });

  /** The sessions of the app's database that LISTEN for the live fan-out, and all sessions of the fan-out. */
  const sessions = async () =>
    (
      await admin.query<{ listening: number; fanout: number }>(
        `
    SELECT count(*) FILTER (WHERE query LIKE 'LISTEN "socket.io#%')::int AS listening,
      count(*) FILTER (WHERE application_name = $1)::int AS fanout
    FROM pg_stat_activity WHERE datname = current_database()`,
        [FANOUT_APPLICATION_NAME],
      )
    ).rows[0]!;
  const healthy = async (app: TestApp) => (await new ApiClient(app.url).get('/api/Utility/Health')).status === 200;

  it(
    `listens on one connection per process after each of ${OUTAGES} outages, and messages flow between the processes again`,
    async () => {
      const owner = await register(b.url);
      const list = await owner.client.get<{ categories: { privateGuid: string }[]; publicGuid: string }>(
        `/api/MyList/Get/${owner.wishlistId}`,
      );
      const visitor = await connectLive(b.url, new ApiClient(b.url));
      expect(
        await joinGroup(visitor.socket, 'JoinWishlistGroup', { wishlistPublicGuid: list.body.publicGuid }),
      ).toEqual({ ok: true });
      const giftReachesVisitorOnB = async (description: string) => {
        const created = await owner.client.post<{ editedGift: { publicGuid: string } }>(
          '/api/MyGift/EditWithoutProduct',
          {
            categoryPrivateGuid: list.body.categories[0]!.privateGuid,
            description,
            enableCrossOff: true,
          },
        );
        expect(created.status).toBe(201);
        const giftId = created.body.editedGift.publicGuid;
        await until(
          `the gift "${description}" reached the visitor on B`,
          () => visitor.received.some((message) => message.payload.giftPublicGuid === giftId),
          10_000,
        );
      };

      await until('both processes listen', async () => (await sessions()).listening === 2);
      await giftReachesVisitorOnB('voor de eerste storing');
      const fanoutSessions: number[] = [];
      for (let outage = 1; outage <= OUTAGES; outage++) {
        await relay.cut();
        await until('both processes noticed the outage', async () => !(await healthy(a)) && !(await healthy(b)));
        await relay.open();
        await until('both processes are healthy again', async () => (await healthy(a)) && (await healthy(b)));
        await until('each process listens again', async () => (await sessions()).listening === 2);
        await giftReachesVisitorOnB(`na storing ${outage}`);
        const now = await sessions();
        expect(now.listening).toBe(2);
        fanoutSessions.push(now.fanout);
      }
      // Per process its LISTEN connection and at most the two of its pool, after every outage.
      expect(Math.min(...fanoutSessions)).toBeGreaterThanOrEqual(2);
      expect(Math.max(...fanoutSessions)).toBeLessThanOrEqual(6);
    },
    30_000 + OUTAGES * 40_000,
  );
});
