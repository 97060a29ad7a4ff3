import { configFromEnv } from '../../../backend/src/platform/config/config.js';
import { ApiClient, register, type Registered } from '../../support/api-client.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

/**
 * Issue 8, items 4, 9 and 10: guessing is counted before it is checked, a guesser cannot lock others out, and the
 * address that is counted is the one our own proxy saw.
 */

let t: TestApp;
// One load balancer in front (TRUST_PROXY=true): X-Forwarded-For gives each test its own client address.
beforeAll(async () => {
  t = await startTestApp({ trustProxy: configFromEnv({ TRUST_PROXY: 'true' }).trustProxy });
});
afterAll(async () => {
  await t.close();
});

let lastOctet = 0;
const newAddress = () => `198.51.100.${++lastOctet}`;
const from = (address: string) => ({ 'x-forwarded-for': address });

async function post(client: ApiClient, path: string, body: unknown, headers: Record<string, string>) {
  return client.raw<{ problem?: string } | boolean>('POST', path, JSON.stringify(body), {
    'content-type': 'application/json',
    'x-csrf-token': await client.csrfToken(),
    ...headers,
  });
}

const login = (r: Registered, password: string, headers: Record<string, string>) =>
  post(new ApiClient(t.url), '/api/Account/Login', { emailOrUsername: r.account.username, password }, headers);

describe('login limits (issue 8, item 4)', () => {
  it('counts before checking: of 130 parallel wrong passwords from one address at most 20 are checked; every 429 says Retry-After', async () => {
    const victim = await register(t.url);
    const address = newAddress();
    const answers = await Promise.all(Array.from({ length: 130 }, (_, i) => login(victim, `fout-${i}`, from(address))));
    const checked = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status === 429);
    expect(checked.length).toBeLessThanOrEqual(20);
    expect(checked.length + refused.length).toBe(130);
    expect(refused.every((a) => Number(a.headers.get('retry-after')) > 0)).toBe(true);
  });

  it('a guesser does not lock the owner out: the right password from another address logs in', async () => {
    const victim = await register(t.url);
    const guesser = newAddress();
    for (let i = 0; i < 25; i++) await login(victim, `fout-${i}`, from(guesser));
    expect((await login(victim, victim.account.password, from(guesser))).status).toBe(429);
    expect(await login(victim, victim.account.password, from(newAddress()))).toMatchObject({ status: 200, body: true });
  });

  it('right passwords are not counted: logging in often never locks anyone out', async () => {
    const me = await register(t.url);
    const address = newAddress();
    for (let i = 0; i < 30; i++) expect((await login(me, me.account.password, from(address))).body).toBe(true);
  });
});

describe('client addresses behind a proxy (issue 8, item 9)', () => {
  it('counts the address our proxy saw, not what the client wrote further left in X-Forwarded-For', async () => {
    const victim = await register(t.url);
    const address = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++)
      statuses.push((await login(victim, `fout-${i}`, from(`203.0.113.${i}, ${address}`))).status);
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
  });

  it('takes a hop count or a list of proxy addresses from TRUST_PROXY', () => {
    expect(configFromEnv({}).trustProxy).toBe(false);
    expect(configFromEnv({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(configFromEnv({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(configFromEnv({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
  });
});

describe('access question limits (issue 8, item 10)', () => {
  const openList = async (answer: string) => {
    const owner = await register(t.url);
    const list = await owner.client.get<Record<string, unknown>>(`/api/MyList/Get/${owner.wishlistId}`);
    const { username, firstName, lastName, city, includeInSearchResult, showCrossedOff } = list.body;
    const settings = (change: Record<string, unknown>) => ({
      privateGuid: owner.wishlistId,
      username,
      firstName,
      lastName,
      city,
      includeInSearchResult,
      showCrossedOff,
      accessType: 'OPEN',
      accessQuestion: 'Hoe heet de hond?',
      accessAnswer: answer,
      ...change,
    });
    expect((await owner.client.post('/api/MyList/UpdateSettings', settings({}))).status).toBe(200);
    return { owner, username: username as string, settings };
  };
  const answer = (client: ApiClient, username: string, text: string, address: string) =>
    post(client, '/api/Wishlist/VerifyAnswer', { username, answer: text }, from(address));

  it('counts guesses per address and list before comparing; a guesser at one list does not lock the address out of another', async () => {
    const guessed = await openList('Bobby');
    const other = await openList('Rex');
    const address = newAddress();
    const guesses = await Promise.all(
      Array.from({ length: 60 }, (_, i) => answer(new ApiClient(t.url), guessed.username, `fout${i}`, address)),
    );
    expect(guesses.filter((g) => g.status === 200).length).toBeLessThanOrEqual(20);
    expect(guesses.filter((g) => g.status === 429).every((g) => Number(g.headers.get('retry-after')) > 0)).toBe(true);
    expect(await answer(new ApiClient(t.url), other.username, 'rex', address)).toMatchObject({
      status: 200,
      body: { valid: true },
    });
    expect(await answer(new ApiClient(t.url), guessed.username, 'bobby', newAddress())).toMatchObject({
      status: 200,
      body: { valid: true },
    });
  });

  it('a right answer grants access until the owner changes the question or answer or closes the list', async () => {
    const { owner, username, settings } = await openList('Bobby');
    const visitor = new ApiClient(t.url);
    const address = newAddress();
    const sees = async () => (await visitor.get(`/api/Wishlist/Get/${username}`)).status === 200;
    expect((await answer(visitor, username, ' bobby ', address)).body).toEqual({ valid: true });
    expect(await sees()).toBe(true);
    await owner.client.post('/api/MyList/UpdateSettings', settings({ accessType: 'OPEN', city: 'Gent' }));
    expect(await sees()).toBe(true);
    await owner.client.post('/api/MyList/UpdateSettings', settings({ accessAnswer: 'Max' }));
    expect(await sees()).toBe(false);
    expect((await answer(visitor, username, 'max', address)).body).toEqual({ valid: true });
    await owner.client.post(
      '/api/MyList/UpdateSettings',
      settings({ accessQuestion: 'Hoe heet de kat?', accessAnswer: 'Max' }),
    );
    expect(await sees()).toBe(false);
    expect((await answer(visitor, username, 'max', address)).body).toEqual({ valid: true });
    await owner.client.post('/api/MyList/UpdateSettings', settings({ accessType: 'CLOSED' }));
    expect(await sees()).toBe(false);
    await owner.client.post(
      '/api/MyList/UpdateSettings',
      settings({ accessQuestion: 'Hoe heet de kat?', accessAnswer: 'Max' }),
    );
    expect(await sees()).toBe(false);
  });
});
