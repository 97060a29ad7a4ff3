import { randomUUID } from 'node:crypto';
import {
  ApiClient,
  ownerWithGift,
  register,
  type Registered,
  verificationCodesMailedTo,
  verifyEmail,
} from '../support/api-client.js';
import { registeredRoutes } from '../support/registered-routes.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Every call of the support console (contracts/src/support.ts), as Fastify registers it, with a call of it. A
 * support route the server registers and this table lacks fails the sweep, so a new call cannot skip it.
 */
const supportRoutes: Record<string, { path: string; body?: unknown }> = {
  'GET /api/Support/Access': { path: '/api/Support/Access' },
  'GET /api/Support/Find': { path: '/api/Support/Find?q=iemand@example.com' },
  'GET /api/Support/Timeline': { path: `/api/Support/Timeline?kind=user&id=${randomUUID()}` },
  'GET /api/Support/Correlation/:correlationId': { path: `/api/Support/Correlation/${randomUUID()}` },
  'GET /api/Support/State': { path: `/api/Support/State?kind=wishlist&id=${randomUUID()}&at=2026-01-01T00:00:00Z` },
  'GET /api/Support/StateDiff': {
    path: `/api/Support/StateDiff?kind=wishlist&id=${randomUUID()}&from=2026-01-01T00:00:00Z&to=2026-02-01T00:00:00Z`,
  },
  'POST /api/Support/Rebuild': { path: '/api/Support/Rebuild', body: { readModel: 'wishlists' } },
  'GET /api/Support/Rebuild/:jobId': { path: `/api/Support/Rebuild/${randomUUID()}` },
  'GET /api/Support/ReadModels': { path: '/api/Support/ReadModels' },
  'GET /api/Support/Parked': { path: '/api/Support/Parked' },
  'POST /api/Support/Parked/Retry': { path: '/api/Support/Parked/Retry', body: { id: 'forum:geen' } },
  'POST /api/Support/Parked/Skip': { path: '/api/Support/Parked/Skip', body: { id: 'forum:geen' } },
  'GET /api/Support/Shops': { path: '/api/Support/Shops' },
  'POST /api/Support/Shops/AddCategory': { path: '/api/Support/Shops/AddCategory', body: { name: 'Sport' } },
  'POST /api/Support/Shops/RenameCategory': {
    path: '/api/Support/Shops/RenameCategory',
    body: { categoryId: 'boeken', name: 'Strips' },
  },
  'POST /api/Support/Shops/RemoveCategory': {
    path: '/api/Support/Shops/RemoveCategory',
    body: { categoryId: 'boeken' },
  },
  'POST /api/Support/Shops/AddShop': {
    path: '/api/Support/Shops/AddShop',
    body: { categoryId: 'boeken', name: 'Nieuw', url: 'https://www.nieuw.be' },
  },
  'POST /api/Support/Shops/ChangeShop': {
    path: '/api/Support/Shops/ChangeShop',
    body: { shopId: 'bol', categoryId: 'boeken', name: 'bol', url: 'https://www.bol.com' },
  },
  'POST /api/Support/Shops/RemoveShop': { path: '/api/Support/Shops/RemoveShop', body: { shopId: 'bol' } },
  'POST /api/Support/Shops/SetLogo/:shopId': { path: '/api/Support/Shops/SetLogo/bol', body: {} },
  'POST /api/Support/Shops/RemoveLogo': { path: '/api/Support/Shops/RemoveLogo', body: { shopId: 'bol' } },
  'POST /api/Support/UndoCrossOff': {
    path: '/api/Support/UndoCrossOff',
    body: { giftId: randomUUID(), byUserId: randomUUID() },
  },
};
const call = (client: ApiClient, route: string) => {
  const { path, body } = supportRoutes[route]!;
  return route.startsWith('POST ') ? client.post(path, body) : client.get(path);
};

const supportEmail = `steun-${randomUUID()}@example.com`;
/** More listed addresses, each held by nobody until a test takes it. */
const listed = Array.from({ length: 4 }, (_, i) => `steun-${i}-${randomUUID()}@example.com`);
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ supportUsers: [supportEmail, ...listed] });
});
afterAll(async () => {
  await t.close();
});

/**
 * Account/Edit of the user's address, with the current password an address change asks for; `confirm` opens the
 * verification link the account-mails reactor mails to the new address a moment after the change.
 */
async function changeAddress({ client, account, userId }: Registered, email: string) {
  const mailedBefore = new Set(await verificationCodesMailedTo(t.url, email));
  const answer = await client.post('/api/Account/Edit', {
    userPrivateGuid: userId,
    firstName: account.firstName,
    lastName: account.lastName,
    email,
    overviewEmailFrequency: 0,
    enableCrossOffNotifications: true,
    currentPassword: account.password,
  });
  expect(answer.status).toBe(200);
  return {
    async confirm() {
      let code: string | undefined;
      for (const deadline = Date.now() + 5000; !code && Date.now() < deadline;) {
        code = (await verificationCodesMailedTo(t.url, email)).find((mailed) => !mailedBefore.has(mailed));
        if (!code) await new Promise((resolve) => setTimeout(resolve, 25));
      }
      expect(await client.post('/api/Account/VerifyEmail', { code })).toMatchObject({ status: 204 });
    },
  };
}

const access = async (client: ApiClient) => (await client.get('/api/Support/Access')).status;

describe('the support role', () => {
  it('covers every support route the server registers', () => {
    const registered = registeredRoutes(t).filter((route) => route.includes(' /api/Support/'));
    expect(registered).toContain('GET /api/Support/Access');
    expect(registered.filter((route) => !(route in supportRoutes))).toEqual([]);
  });

  it('refuses every support call with 403 NotSupport to anonymous, an account, a list owner and a lightweight user', async () => {
    // A call of the table this build does not serve yet answers 404; once served, it must answer 403 like the rest.
    const served = new Set(registeredRoutes(t));
    const anonymous = new ApiClient(t.url);
    const account = (await register(t.url)).client;
    const { owner } = await ownerWithGift(t.url);
    const lightweight = new ApiClient(t.url);
    expect(
      (await lightweight.post('/api/Afstreper/Create', { email: `licht-${randomUUID()}@example.com` })).status,
    ).toBe(200);

    for (const [name, client] of Object.entries({ anonymous, account, owner: owner.client, lightweight })) {
      for (const route of Object.keys(supportRoutes)) {
        const answer = await call(client, route);
        const refused = served.has(route)
          ? { status: 403, body: expect.objectContaining({ problem: 'NotSupport' }) }
          : { status: 404, body: expect.anything() };
        expect({ caller: name, route, status: answer.status, body: answer.body }).toEqual({
          caller: name,
          route,
          ...refused,
        });
      }
    }
  });

  it('lets a support user through, named by a confirmed e-mail address or by user id; others stay refused', async () => {
    const byEmail = await register(t.url, { email: supportEmail });
    await verifyEmail(t.url, byEmail);
    expect(await byEmail.client.get('/api/Support/Access')).toMatchObject({
      status: 200,
      body: { isSupport: true, userId: byEmail.userId },
    });

    const byId = await register(t.url);
    expect((await byId.client.get('/api/Support/Access')).status).toBe(403);
    // The setting is read on every call: granted from here on, as after a restart with SUPPORT_USERS changed.
    t.config.supportUsers.push(byId.userId);
    expect(await byId.client.get('/api/Support/Access')).toMatchObject({
      status: 200,
      body: { isSupport: true, userId: byId.userId },
    });

    for (const route of [
      'GET /api/Support/Find',
      'GET /api/Support/Parked',
      'GET /api/Support/Correlation/:correlationId',
    ]) {
      expect({ route, status: (await call(byId.client, route)).status }).toEqual({ route, status: 200 });
    }
    expect(await call(byId.client, 'POST /api/Support/Parked/Retry')).toMatchObject({
      status: 422,
      body: 'ParkedNotFound',
    });
  });

  it('refuses before reading the input: a bad query is 403 for others, 400 for support', async () => {
    const other = (await register(t.url)).client;
    expect((await other.get('/api/Support/Timeline?kind=nonsense')).status).toBe(403);
    const { client: support, userId } = await register(t.url);
    t.config.supportUsers.push(userId);
    expect(await support.get('/api/Support/Timeline?kind=nonsense')).toMatchObject({
      status: 400,
      body: { problem: 'InvalidInput' },
    });
    expect(await support.get(`/api/Support/Timeline?kind=user&id=${randomUUID()}&after=abc`)).toMatchObject({
      status: 400,
      body: { problem: 'InvalidInput' },
    });
    expect(await support.get(`/api/Support/Timeline?kind=user&id=${randomUUID()}`)).toMatchObject({
      status: 422,
      body: 'SubjectNotFound',
    });
  });
});

describe('the support role by address (issue 24)', () => {
  it('refuses an account registered with a listed address until it opens the mailed link', async () => {
    const registered = await register(t.url, { email: listed[0] });
    expect(await registered.client.get('/api/Support/Access')).toMatchObject({
      status: 403,
      body: { problem: 'NotSupport' },
    });
    expect((await registered.client.get('/api/Support/Find?q=iemand@example.com')).status).toBe(403);

    await verifyEmail(t.url, registered);
    expect(await registered.client.get('/api/Support/Access')).toMatchObject({
      status: 200,
      body: { isSupport: true, userId: registered.userId },
    });
  });

  it('refuses an account that changed its address to a listed one until the new address is confirmed', async () => {
    const user = await register(t.url);
    await verifyEmail(t.url, user);
    const changed = await changeAddress(user, listed[1]!);
    expect(await user.client.get('/api/Support/Access')).toMatchObject({
      status: 403,
      body: { problem: 'NotSupport' },
    });
    expect((await user.client.get('/api/Support/Parked')).status).toBe(403);

    await changed.confirm();
    expect(await access(user.client)).toBe(200);
  });

  it('takes the role from a confirmed support user at once when they change address, also to another listed one', async () => {
    const support = await register(t.url, { email: listed[2] });
    await verifyEmail(t.url, support);
    const otherConsole = new ApiClient(t.url);
    expect(
      (
        await otherConsole.post('/api/Account/Login', {
          emailOrUsername: listed[2],
          password: support.account.password,
        })
      ).body,
    ).toBe(true);
    expect([await access(support.client), await access(otherConsole)]).toEqual([200, 200]);

    // The session that had the console open, on its very next call: the new address is listed but not confirmed.
    await changeAddress(support, listed[3]!);
    expect(await support.client.get('/api/Support/Access')).toMatchObject({
      status: 403,
      body: { problem: 'NotSupport' },
    });
    expect((await support.client.get(`/api/Support/Timeline?kind=user&id=${support.userId}`)).status).toBe(403);
    // A console open elsewhere: the address change ended that session.
    expect(await access(otherConsole)).toBe(403);
    // Back to the address it had confirmed before: a changed address is unconfirmed, whichever it is.
    await changeAddress(support, listed[2]!);
    expect(await access(support.client)).toBe(403);

    // Its first link was used: a new one is asked for, as the profile offers.
    expect((await support.client.post('/api/Account/RequestEmailVerification')).status).toBe(204);
    await verifyEmail(t.url, support);
    expect(await access(support.client)).toBe(200);
  });

  it('keeps the user-id form, confirmed address or not, and whatever the address becomes', async () => {
    const byId = await register(t.url);
    t.config.supportUsers.push(byId.userId);
    expect(await access(byId.client)).toBe(200);
    await changeAddress(byId, `elders-${randomUUID()}@example.com`);
    expect(await access(byId.client)).toBe(200);
  });
});
