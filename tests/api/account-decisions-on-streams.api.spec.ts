import { ReadModels } from '../../backend/src/platform/projections/read-models.js';
import { ApiClient, newAccount } from '../support/api-client.js';
import { appsOfEachTest } from '../support/test-app.js';

const { start } = appsOfEachTest();

/**
 * The registrations decide on the user's stream (docs/architecture.md, "Account: registrations through the runner"):
 * an upgrade the read models do not show yet still counts.
 */
describe('account registrations decide on streams, not on lagging read models', () => {
  it('refuses a second upgrade with AlreadyLoggedIn before the new-user allowance is counted', async () => {
    // Two new users an address: the lightweight user and its upgrade spend them both.
    const t = await start({ readYourWritesWaitMs: 200, rateLimitPoints: { newUsersPerIp: 2 } });
    const client = new ApiClient(t.url);
    const account = newAccount();
    expect((await client.post('/api/Afstreper/Create', { email: account.email })).status).toBe(200);
    // From here on the read models still show a lightweight user.
    await t.app.get(ReadModels).runner.stop();
    expect((await client.post('/api/Account/Create', account)).status).toBe(201);
    for (let i = 0; i < 3; i++)
      expect(await client.post('/api/Account/Create', newAccount({ email: account.email }))).toMatchObject({
        status: 422,
        body: 'AlreadyLoggedIn',
      });
  });
});
