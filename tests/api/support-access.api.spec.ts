import { randomUUID } from 'node:crypto';
import { ApiClient, ownerWithGift, register } from '../support/api-client.js';
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
  'GET /api/Support/StateDiff': { path: `/api/Support/StateDiff?kind=wishlist&id=${randomUUID()}&from=2026-01-01T00:00:00Z&to=2026-02-01T00:00:00Z` },
  'POST /api/Support/Rebuild': { path: '/api/Support/Rebuild', body: { readModel: 'wishlists' } },
  'GET /api/Support/Rebuild/:jobId': { path: `/api/Support/Rebuild/${randomUUID()}` },
  'GET /api/Support/ReadModels': { path: '/api/Support/ReadModels' },
  'GET /api/Support/Parked': { path: '/api/Support/Parked' },
  'POST /api/Support/Parked/Retry': { path: '/api/Support/Parked/Retry', body: { id: 'forum:geen' } },
  'POST /api/Support/Parked/Skip': { path: '/api/Support/Parked/Skip', body: { id: 'forum:geen' } },
  'GET /api/Support/Shops': { path: '/api/Support/Shops' },
  'POST /api/Support/Shops/AddCategory': { path: '/api/Support/Shops/AddCategory', body: { name: 'Sport' } },
  'POST /api/Support/Shops/RenameCategory': { path: '/api/Support/Shops/RenameCategory', body: { categoryId: 'boeken', name: 'Strips' } },
  'POST /api/Support/Shops/RemoveCategory': { path: '/api/Support/Shops/RemoveCategory', body: { categoryId: 'boeken' } },
  'POST /api/Support/Shops/AddShop': { path: '/api/Support/Shops/AddShop', body: { categoryId: 'boeken', name: 'Nieuw', url: 'https://www.nieuw.be' } },
  'POST /api/Support/Shops/ChangeShop': { path: '/api/Support/Shops/ChangeShop', body: { shopId: 'bol', categoryId: 'boeken', name: 'bol', url: 'https://www.bol.com' } },
  'POST /api/Support/Shops/RemoveShop': { path: '/api/Support/Shops/RemoveShop', body: { shopId: 'bol' } },
  'POST /api/Support/UndoCrossOff': { path: '/api/Support/UndoCrossOff', body: { giftId: randomUUID(), byUserId: randomUUID() } },
};
const call = (client: ApiClient, route: string) => {
  const { path, body } = supportRoutes[route]!;
  return route.startsWith('POST ') ? client.post(path, body) : client.get(path);
};

const supportEmail = `steun-${randomUUID()}@example.com`;
let t: TestApp;
beforeAll(async () => { t = await startTestApp({ supportUsers: [supportEmail] }); });
afterAll(async () => { await t.close(); });

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
    expect((await lightweight.post('/api/Afstreper/Create', { email: `licht-${randomUUID()}@example.com` })).status).toBe(200);

    for (const [name, client] of Object.entries({ anonymous, account, owner: owner.client, lightweight })) {
      for (const route of Object.keys(supportRoutes)) {
        const answer = await call(client, route);
        const refused = served.has(route) ? { status: 403, body: expect.objectContaining({ problem: 'NotSupport' }) } : { status: 404, body: expect.anything() };
        expect({ caller: name, route, status: answer.status, body: answer.body }).toEqual({ caller: name, route, ...refused });
      }
    }
  });

  it('lets a support user through, named by e-mail address or by user id; others stay refused', async () => {
    const byEmail = await register(t.url, { email: supportEmail });
    expect(await byEmail.client.get('/api/Support/Access')).toMatchObject({ status: 200, body: { isSupport: true, userId: byEmail.userId } });

    const byId = await register(t.url);
    expect((await byId.client.get('/api/Support/Access')).status).toBe(403);
    // The setting is read on every call: granted from here on, as after a restart with SUPPORT_USERS changed.
    t.config.supportUsers.push(byId.userId);
    expect(await byId.client.get('/api/Support/Access')).toMatchObject({ status: 200, body: { isSupport: true, userId: byId.userId } });

    for (const route of ['GET /api/Support/Find', 'GET /api/Support/Parked', 'GET /api/Support/Correlation/:correlationId']) {
      expect({ route, status: (await call(byId.client, route)).status }).toEqual({ route, status: 200 });
    }
    expect(await call(byId.client, 'POST /api/Support/Parked/Retry')).toMatchObject({ status: 422, body: 'ParkedNotFound' });
  });

  it('refuses before reading the input: a bad query is 403 for others, 400 for support', async () => {
    const other = (await register(t.url)).client;
    expect((await other.get('/api/Support/Timeline?kind=nonsense')).status).toBe(403);
    const { client: support, userId } = await register(t.url);
    t.config.supportUsers.push(userId);
    expect(await support.get('/api/Support/Timeline?kind=nonsense')).toMatchObject({ status: 400, body: { problem: 'InvalidInput' } });
    expect(await support.get(`/api/Support/Timeline?kind=user&id=${randomUUID()}&after=abc`)).toMatchObject({ status: 400, body: { problem: 'InvalidInput' } });
    expect(await support.get(`/api/Support/Timeline?kind=user&id=${randomUUID()}`)).toMatchObject({ status: 422, body: 'SubjectNotFound' });
  });
});
