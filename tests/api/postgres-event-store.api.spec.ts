import { existsSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { configFromEnv } from '../../backend/src/platform/config/config.js';
import { ownerWithGift, register } from '../support/api-client.js';
import { describePostgres } from '../support/postgres.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

describePostgres('DATABASE_URL: the event log in PostgreSQL', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ databaseUrl: configFromEnv({ DATABASE_URL: database().url }).databaseUrl });
  });
  afterAll(async () => {
    await t.close();
  });

  it('appends what the site does to PostgreSQL and answers from it: a list with a gift, crossed off by a giver', async () => {
    const { giftId } = await ownerWithGift(t.url);
    const giver = await register(t.url);
    expect((await giver.client.post('/api/Gift/CrossOff', { publicGiftGuid: giftId })).status).toBe(200);

    const client = new pg.Client({ connectionString: database().url });
    await client.connect();
    const { rows } = await client
      .query<{ type: string }>('SELECT type FROM events ORDER BY position')
      .finally(() => client.end());
    expect(rows.map((r) => r.type)).toEqual(
      expect.arrayContaining(['UserRegistered', 'GiftCreated', 'GiftCrossedOff']),
    );
    expect(existsSync(join(t.config.dataDir, 'events.db'))).toBe(false);
  });
});

it('refuses a DATABASE_URL that is not PostgreSQL, without repeating it (it may hold a password)', () => {
  expect(() => configFromEnv({ DATABASE_URL: 'mysql://shop:geheim@db/wl' })).toThrow(
    /^DATABASE_URL: expected a postgres:\/\/ or postgresql:\/\/ URL$/,
  );
  expect(configFromEnv({}).databaseUrl).toBeNull();
});
