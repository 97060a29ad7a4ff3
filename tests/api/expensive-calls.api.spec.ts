import { CSRF_HEADER } from '@wl/contracts';
import { performance } from 'node:perf_hooks';
import { Passwords } from '../../backend/src/platform/security/passwords.js';
import { type Answer, ApiClient, newAccount, register } from '../support/api-client.js';
import { readUntil } from '../support/eventually.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** A call from its own client address, as through a load balancer (TRUST_PROXY=1) in front of a botnet. */
async function postFrom(
  url: string,
  address: string,
  path: string,
  body: unknown,
): Promise<Answer<{ problem?: string }>> {
  const client = new ApiClient(url);
  const headers = { 'x-forwarded-for': address, [CSRF_HEADER]: await client.csrfToken() };
  return client.raw('POST', path, JSON.stringify(body), { 'content-type': 'application/json', ...headers });
}

async function timedLogin(url: string, emailOrUsername: string, password: string) {
  const started = performance.now();
  const answer = await new ApiClient(url).post('/api/Account/Login', { emailOrUsername, password });
  return { answer, ms: Math.round(performance.now() - started) };
}

describe('anonymous account creation at the production scrypt cost', () => {
  let t: TestApp;
  // Production limits (no raised test allowance) and production cost; every attacker request has its own address.
  beforeAll(async () => {
    t = await startTestApp({ scryptCost: 2 ** 17, trustProxy: 1, rateLimitPoints: {} });
  });
  afterAll(async () => {
    await t.close();
  });

  it('keeps a normal login under 1 s while 50 anonymous creates run in parallel', async () => {
    const { account } = await register(t.url);
    await timedLogin(t.url, account.email, account.password); // warm up the read path
    const idle = await timedLogin(t.url, account.email, account.password);
    expect(idle.answer.body).toBe(true);

    const creates = Array.from({ length: 50 }, (_, i) =>
      postFrom(t.url, `198.51.100.${i + 1}`, '/api/Account/Create', newAccount()),
    );
    // The login comes once the creates are hashing (the hash queue is private: read through a cast).
    const newHashes = (t.app.get(Passwords) as unknown as { newHashes: { pending: number } }).newHashes;
    await readUntil(
      async () => newHashes.pending,
      (hashing) => hashing > 0,
    );
    const busy = await timedLogin(t.url, account.email, account.password);
    const answers = await Promise.all(creates);

    const statuses = answers.reduce<Record<number, number>>(
      (count, a) => ({ ...count, [a.status]: (count[a.status] ?? 0) + 1 }),
      {},
    );
    console.log(
      `login on an idle server: ${idle.ms} ms; during 50 parallel creates: ${busy.ms} ms; create answers by status: ${JSON.stringify(statuses)}`,
    );
    expect(busy.answer.body).toBe(true);
    // Under a second, or on a loaded machine a few idle logins: never behind the 50 hashes (that would be 50 of them).
    expect(busy.ms).toBeLessThan(Math.max(1000, 3 * idle.ms));
    // The hash queue takes what it can and refuses the rest at once with 503 ServerBusy and Retry-After, never a 500.
    expect(Object.keys(statuses).sort()).toEqual(expect.arrayContaining(['201']));
    for (const refused of answers.filter((a) => a.status !== 201)) {
      expect(refused.status).toBe(503);
      expect(refused.body).toMatchObject({ problem: 'ServerBusy' });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  }, 120_000);
});

describe('limits on new users', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ trustProxy: 1, rateLimitPoints: { newUsersSiteWide: 15 } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('allows 10 new users an hour per address (accounts and e-mail cross-off users together), then 429 with Retry-After', async () => {
    const address = '203.0.113.7';
    for (let i = 0; i < 9; i++)
      expect((await postFrom(t.url, address, '/api/Account/Create', newAccount())).status).toBe(201);
    expect((await postFrom(t.url, address, '/api/Afstreper/Create', { email: newAccount().email })).status).toBe(200);

    const refused = await postFrom(t.url, address, '/api/Account/Create', newAccount());
    expect(refused).toMatchObject({ status: 429, body: { problem: 'TooManyRequests' } });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect((await postFrom(t.url, address, '/api/Afstreper/Create', { email: newAccount().email })).status).toBe(429);

    // Another address still may, until the site-wide cap (15 here) is reached.
    for (let i = 0; i < 5; i++)
      expect((await postFrom(t.url, `203.0.113.${20 + i}`, '/api/Account/Create', newAccount())).status).toBe(201);
    const siteFull = await postFrom(t.url, '203.0.113.99', '/api/Account/Create', newAccount());
    expect(siteFull).toMatchObject({ status: 429, body: { problem: 'TooManyRequests' } });
    expect(siteFull.headers.get('retry-after')).not.toBeNull();
  });
});

describe('a logged-in account calling Account/Create', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ trustProxy: 1 });
  });
  afterAll(async () => {
    await t.close();
  });

  it('is refused with AlreadyLoggedIn before it is counted, so its address keeps its new-user allowance', async () => {
    const address = '203.0.113.8';
    const { client } = await register(t.url);
    const headers = {
      'content-type': 'application/json',
      'x-forwarded-for': address,
      [CSRF_HEADER]: await client.csrfToken(),
    };
    for (let i = 0; i < 12; i++) {
      expect(await client.raw('POST', '/api/Account/Create', JSON.stringify(newAccount()), headers)).toMatchObject({
        status: 422,
        body: 'AlreadyLoggedIn',
      });
    }
    expect((await postFrom(t.url, address, '/api/Account/Create', newAccount())).status).toBe(201);
  });
});
