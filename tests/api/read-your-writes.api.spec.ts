import { randomUUID } from 'node:crypto';
import { userDecider, userStream } from '../../backend/src/account/user.decider.js';
import { AggregateStore } from '../../backend/src/platform/domain/aggregate-store.js';
import { ApiClient, register } from '../support/api-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * A server whose read models never catch up: no process runs the projections on its data folder. Commands are still
 * decided on streams; what they answer must say that the read models lag, never pass stale reads off as current.
 */
let lagging: TestApp;
beforeAll(async () => { lagging = await startTestApp({ runProjections: false, readYourWritesWaitMs: 200 }); });
afterAll(async () => { await lagging.close(); });

/** A second process on the same data folder (the stores are shared), projecting unless told otherwise. */
const sameData = (overrides: Partial<TestApp['config']> = {}) => startTestApp({ dataDir: lagging.config.dataDir, ...overrides });

const settings = (userPrivateGuid: string, overviewEmailFrequency: number) => ({ userPrivateGuid, overviewEmailFrequency, enableCrossOffNotifications: false });

describe('read-your-writes when the read models lag', () => {
  it('answers account creation from the decided state, and keeps the brand-new user logged in', async () => {
    const { client, userId } = await register(lagging.url);
    for (const frequency of [1, 0] as const) {
      expect(await client.post('/api/Account/UpdateEmailSettings', settings(userId, frequency))).toMatchObject({ status: 503, body: { problem: 'ReadModelsBehind' } });
    }
  });

  it('answers a command 503 ReadModelsBehind with Retry-After when the read models do not show it in time; the write is done', async () => {
    const { client, userId } = await register(lagging.url);
    const answer = await client.post('/api/Account/UpdateEmailSettings', settings(userId, 3));
    expect(answer).toMatchObject({ status: 503, body: { problem: 'ReadModelsBehind' } });
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);

    const projecting = await sameData();
    try {
      const read = async () => (await new ApiClient(projecting.url).get<{ overviewEmailFrequency: number }>(`/api/Account/GetEmailSettings/${userId}`)).body;
      await expect(waitFor(read, (body) => body?.overviewEmailFrequency === 3)).resolves.toMatchObject({ overviewEmailFrequency: 3 });
    } finally {
      await projecting.app.close();
    }
  });
});

describe('the session guard', () => {
  it('answers 400 UserDeleted once to a session whose user another process deleted, without its sessions being ended', async () => {
    const { client, userId } = await register(lagging.url);
    expect((await client.post('/api/Account/UpdateEmailSettings', settings(userId, 1))).status).toBe(503);

    const other = await sameData({ runProjections: false });
    try {
      const context = { commandId: randomUUID(), correlationId: randomUUID(), userId, contextId: null };
      await other.app.get(AggregateStore).execute(userStream(userId), userDecider, { type: 'DeleteUser' }, context);
    } finally {
      await other.app.close();
    }

    expect(await client.get('/api/MyList/GetAll')).toMatchObject({ status: 400, body: { problem: 'UserDeleted' } });
    expect((await client.get('/api/Account/UserData')).status).toBe(204);
  });

});

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
