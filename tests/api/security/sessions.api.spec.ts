import { DOCUMENT_STORE } from '../../../backend/src/platform/tokens.js';
import { sessionLimits, Sessions } from '../../../backend/src/platform/http/sessions.js';
import { CSRF_HEADER } from '@wl/contracts';
import type { DocumentStore } from '@wl/projections';
import { ApiClient, codesMailedTo, register, type Registered } from '../../support/api-client.js';
import { connectLive, joinGroup, openSockets, until } from '../../support/live-client.js';
import { startTestApp, type TestApp, TestClock } from '../../support/test-app.js';

/** Issue 8, items 2 and 14: sessions end with the credentials they were opened with, expire, and cost nothing unused. */

const clock = new TestClock();
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, clock);
});
afterAll(async () => {
  openSockets.forEach((s) => s.close());
  await t.close();
});

const edit = (r: Registered, change: Record<string, unknown>) => ({
  userPrivateGuid: r.userId,
  firstName: r.account.firstName,
  lastName: r.account.lastName,
  email: r.account.email,
  overviewEmailFrequency: 0,
  enableCrossOffNotifications: true,
  ...change,
});
const loggedIn = async (client: ApiClient) => (await client.get('/api/Account/UserData')).status === 200;

async function secondSession(r: Registered, password = r.account.password): Promise<ApiClient> {
  const client = new ApiClient(t.url);
  expect((await client.post('/api/Account/Login', { emailOrUsername: r.account.username, password })).body).toBe(true);
  return client;
}

/** Asks for a reset code for the address and returns the one newly mailed. */
async function requestResetCode(email: string): Promise<string> {
  const before = await codesMailedTo(t.url, email, 'resetpassword');
  expect((await new ApiClient(t.url).post('/api/Account/RequestResetPassword', { login: email })).status).toBe(204);
  const code = (await codesMailedTo(t.url, email, 'resetpassword')).find((c) => !before.includes(c));
  if (!code) throw new Error(`No new reset code mailed to ${email}`);
  return code;
}

describe('sessions end with their credentials (issue 8, item 2)', () => {
  it('a password change asks for the current password and ends every other session and its live socket', async () => {
    const me = await register(t.url);
    const other = await secondSession(me);
    const live = await connectLive(t.url, other);
    expect(await joinGroup(live.socket, 'JoinOwnerGroup', { wishlistPrivateGuid: me.wishlistId })).toEqual({
      ok: true,
    });
    const disconnected = new Promise<void>((resolve) => live.socket.once('disconnect', () => resolve()));

    const change = edit(me, { password: 'een-nieuw-wachtwoord' });
    expect(await me.client.post('/api/Account/Edit', change)).toMatchObject({ status: 422, body: 'WrongPassword' });
    expect(await me.client.post('/api/Account/Edit', { ...change, currentPassword: 'fout' })).toMatchObject({
      status: 422,
      body: 'WrongPassword',
    });
    expect(await loggedIn(other)).toBe(true);
    expect(
      (await me.client.post('/api/Account/Edit', { ...change, currentPassword: me.account.password })).status,
    ).toBe(200);

    expect(await loggedIn(me.client)).toBe(true);
    expect(await loggedIn(other)).toBe(false);
    await disconnected;
  });

  it('an e-mail change asks for the current password and ends every other session', async () => {
    const me = await register(t.url);
    const other = await secondSession(me);
    const change = edit(me, { email: `nieuw-${me.account.email}` });
    expect(await me.client.post('/api/Account/Edit', change)).toMatchObject({ status: 422, body: 'WrongPassword' });
    expect(
      (await me.client.post('/api/Account/Edit', { ...change, currentPassword: me.account.password })).status,
    ).toBe(200);
    expect(await loggedIn(other)).toBe(false);
    // Names and mail settings change without the password, and end nothing.
    const third = await secondSession(me);
    expect((await me.client.post('/api/Account/Edit', { ...change, firstName: 'Anders' })).status).toBe(200);
    expect(await loggedIn(third)).toBe(true);
  });

  it('a password reset logs out whoever registered first with the victim\u2019s address', async () => {
    const attacker = await register(t.url);
    const victim = new ApiClient(t.url);
    const code = await requestResetCode(attacker.account.email);
    expect(
      (await victim.post('/api/Account/ResetPassword', { resetCode: code, password: 'van-het-slachtoffer' })).status,
    ).toBe(204);
    expect(await loggedIn(victim)).toBe(true);
    expect(await loggedIn(attacker.client)).toBe(false);
  });

  it('a new reset request ends the older codes, and a new password ends them all', async () => {
    const me = await register(t.url);
    const anyone = new ApiClient(t.url);
    const first = await requestResetCode(me.account.email);
    const second = await requestResetCode(me.account.email);
    expect(await anyone.get(`/api/Account/CheckResetPasswordCode/${first}`)).toMatchObject({
      status: 422,
      body: 'IsUnknown',
    });
    expect(
      await anyone.post('/api/Account/ResetPassword', { resetCode: first, password: 'met-de-oude-code' }),
    ).toMatchObject({ status: 422, body: 'IsUnknown' });
    expect((await anyone.get(`/api/Account/CheckResetPasswordCode/${second}`)).status).toBe(200);

    expect(
      (
        await me.client.post(
          '/api/Account/Edit',
          edit(me, { password: 'zelf-gewijzigd', currentPassword: me.account.password }),
        )
      ).status,
    ).toBe(200);
    expect(await anyone.get(`/api/Account/CheckResetPasswordCode/${second}`)).toMatchObject({
      status: 422,
      body: 'IsUnknown',
    });
    expect(
      await anyone.post('/api/Account/ResetPassword', { resetCode: second, password: 'met-de-tweede-code' }),
    ).toMatchObject({ status: 422, body: 'IsUnknown' });
  });

  it('a session ends on the server after 30 idle days, and 90 days after login however much it is used', async () => {
    const day = 86_400_000;
    expect(sessionLimits).toMatchObject({ idleMs: 30 * day, absoluteMs: 90 * day });
    const idle = await register(t.url);
    const busy = await secondSession(await register(t.url));
    clock.advance(29 * day);
    expect(await loggedIn(idle.client)).toBe(true);
    expect(await loggedIn(busy)).toBe(true);
    clock.advance(31 * day);
    expect(await loggedIn(idle.client)).toBe(false);
    expect(await loggedIn(busy)).toBe(false);
    const used = await secondSession(await register(t.url));
    for (let days = 0; days < 88; days += 22) {
      clock.advance(22 * day);
      expect(await loggedIn(used)).toBe(true);
    }
    clock.advance(3 * day);
    expect(await loggedIn(used)).toBe(false);
  });
});

describe('anonymous sessions cost no storage (issue 8, item 14)', () => {
  // Keys, not a count: the sessions the tests above let expire may be swept meanwhile.
  const sessionKeys = () =>
    t.app
      .get<DocumentStore>(DOCUMENT_STORE)
      .find<{ key: string }>('sessions', {}, 1_000_000)
      .then((docs) => docs.map((doc) => doc.key));

  it('stores nothing for cookie-less token requests, whose tokens still protect the calls they make', async () => {
    const before = new Set(await sessionKeys());
    const visitors = Array.from({ length: 200 }, () => new ApiClient(t.url));
    await Promise.all(visitors.map((v) => v.csrfToken()));
    expect((await sessionKeys()).filter((key) => !before.has(key))).toEqual([]);
    expect((await visitors[0]!.post('/api/Account/Login', { emailOrUsername: 'niemand', password: 'x' })).body).toBe(
      false,
    );
    expect(
      (
        await visitors[1]!.raw('POST', '/api/Account/Login', '{}', {
          'content-type': 'application/json',
          [CSRF_HEADER]: 'geraden',
        })
      ).status,
    ).toBe(400);
  });

  it('removes expired session documents that are never presented again', async () => {
    await register(t.url);
    expect((await sessionKeys()).length).toBeGreaterThan(0);
    clock.advance(sessionLimits.absoluteMs + 1);
    expect(await t.app.get(Sessions).purgeExpired()).toBeGreaterThan(0);
    expect(await sessionKeys()).toEqual([]);
  });
});

describe('live sockets follow their session (issue 8, items 2 and 11)', () => {
  it('after a logout the socket is dropped, and a socket with the old cookie joins no owner group', async () => {
    const me = await register(t.url);
    const oldCookie = me.client.sessionCookie!;
    const live = await connectLive(t.url, me.client);
    expect(await joinGroup(live.socket, 'JoinOwnerGroup', { wishlistPrivateGuid: me.wishlistId })).toEqual({
      ok: true,
    });
    const dropped = new Promise<void>((resolve) => live.socket.once('disconnect', () => resolve()));
    await me.client.post('/api/Account/Logout');
    await until(() => live.socket.disconnected);
    await dropped;
    const replayed = await connectLive(t.url, new ApiClient(t.url), { cookie: oldCookie });
    expect(await joinGroup(replayed.socket, 'JoinOwnerGroup', { wishlistPrivateGuid: me.wishlistId })).toEqual({
      ok: false,
    });
  });
});
