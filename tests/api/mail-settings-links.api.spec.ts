import { ApiClient, mailSettingsKeyMailedTo, register, type Registered } from '../support/api-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Issue 24: the user id is no capability, since support answers and logs show it. The mail-settings page and one-click
 * unsubscribe open with the key a mail's links carry, or with the user's own session (docs/permissions.md, "Mail
 * settings links"). Every key here is read from a mail the server really sent.
 */
interface OutboxMail {
  to: string;
  text: string;
  headers: Record<string, string>;
}

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const notFound = { status: 404, body: { problem: 'NotFound' } };
const oneClick = (client: ApiClient, path: string) =>
  client.raw('POST', path, 'List-Unsubscribe=One-Click', { 'content-type': 'application/x-www-form-urlencoded' });
const settingsPath = (userId: string, key?: string) =>
  `/api/Account/GetEmailSettings/${userId}${key === undefined ? '' : `?k=${key}`}`;
const change = (userPrivateGuid: string, overviewEmailFrequency: number, key?: string) => ({
  userPrivateGuid,
  overviewEmailFrequency,
  enableCrossOffNotifications: false,
  ...(key === undefined ? {} : { key }),
});
/** The same length, one character different: a key that is almost right. */
const almost = (key: string) => key.slice(0, -1) + (key.endsWith('A') ? 'B' : 'A');

async function mailTo(user: Registered): Promise<OutboxMail> {
  await mailSettingsKeyMailedTo(t.url, user);
  const outbox = await new ApiClient(t.url).get<OutboxMail[]>('/api/Dev/Outbox');
  return outbox.body.find((mail) => mail.to === user.account.email && mail.text.includes('/account/mailings/'))!;
}

async function savedFrequency(user: Registered): Promise<number> {
  const read = await user.client.get<{ overviewEmailFrequency: number }>(settingsPath(user.userId));
  return read.body.overviewEmailFrequency;
}

describe('mail settings links', () => {
  it('carry the recipient\u2019s key in the footer link and in List-Unsubscribe; every user has another key', async () => {
    const user = await register(t.url);
    const other = await register(t.url);
    const key = await mailSettingsKeyMailedTo(t.url, user);
    const mail = await mailTo(user);

    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail.text).toContain(`${t.url}/account/mailings/${user.userId}?k=${key}`);
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${t.url}/api/Account/Unsubscribe/${user.userId}?k=${key}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(await mailSettingsKeyMailedTo(t.url, other)).not.toBe(key);
  });
});

describe('GET /api/Account/GetEmailSettings/{id}', () => {
  it('answers the 404 of an unknown id to the id alone, a wrong key and another user\u2019s key; the mailed key opens it', async () => {
    const user = await register(t.url);
    const other = await register(t.url);
    const key = await mailSettingsKeyMailedTo(t.url, user);
    const anonymous = new ApiClient(t.url);

    const unknown = await anonymous.get(settingsPath(UNKNOWN_ID));
    expect(unknown).toMatchObject(notFound);
    for (const refused of [
      settingsPath(user.userId),
      settingsPath(user.userId, almost(key)),
      settingsPath(user.userId, key.slice(1)),
      settingsPath(user.userId, await mailSettingsKeyMailedTo(t.url, other)),
      settingsPath(UNKNOWN_ID, key),
    ]) {
      const answer = await anonymous.get(refused);
      expect({ path: refused, status: answer.status, body: answer.body }).toEqual({
        path: refused,
        status: 404,
        body: unknown.body,
      });
    }

    expect(await anonymous.get(settingsPath(user.userId, key))).toMatchObject({
      status: 200,
      body: {
        userPrivateGuid: user.userId,
        email: user.account.email,
        overviewEmailFrequency: 0,
        enableCrossOffNotifications: true,
      },
    });
  });

  it('opens the logged-in user\u2019s own settings without a key, never another user\u2019s', async () => {
    const user = await register(t.url);
    const other = await register(t.url);
    expect(await user.client.get(settingsPath(user.userId))).toMatchObject({
      status: 200,
      body: { email: user.account.email },
    });
    expect(await user.client.get(settingsPath(other.userId))).toMatchObject(notFound);
    // A key still opens the settings it was mailed for, whoever is logged in.
    expect(
      (await user.client.get(settingsPath(other.userId, await mailSettingsKeyMailedTo(t.url, other)))).status,
    ).toBe(200);
  });

  it('refuses a malformed key with 400, never a 500', async () => {
    const user = await register(t.url);
    expect(await new ApiClient(t.url).get(settingsPath(user.userId, 'x'.repeat(101)))).toMatchObject({
      status: 400,
      body: { problem: 'InvalidInput' },
    });
    expect((await new ApiClient(t.url).get(`${settingsPath(user.userId)}?k=a&k=b`)).status).toBe(400);
  });
});

describe('POST /api/Account/UpdateEmailSettings', () => {
  it('answers 404 and changes nothing for the id alone, a wrong key or an unknown id; saves with the mailed key', async () => {
    const user = await register(t.url);
    const key = await mailSettingsKeyMailedTo(t.url, user);
    const anonymous = new ApiClient(t.url);

    for (const refused of [
      change(user.userId, 6),
      change(user.userId, 6, almost(key)),
      change(UNKNOWN_ID, 6),
      change(UNKNOWN_ID, 6, key),
    ]) {
      expect(await anonymous.post('/api/Account/UpdateEmailSettings', refused)).toMatchObject(notFound);
    }
    expect(await savedFrequency(user)).toBe(0);

    const saved = await anonymous.post('/api/Account/UpdateEmailSettings', change(user.userId, 6, key));
    expect(saved).toMatchObject({
      status: 200,
      body: { userPrivateGuid: user.userId, email: user.account.email, overviewEmailFrequency: 6 },
    });
    expect(saved.body).not.toHaveProperty('key');
    expect(await savedFrequency(user)).toBe(6);
  });

  it('saves the logged-in user\u2019s own settings without a key, never another user\u2019s', async () => {
    const user = await register(t.url);
    const other = await register(t.url);
    expect(await user.client.post('/api/Account/UpdateEmailSettings', change(user.userId, 3))).toMatchObject({
      status: 200,
      body: { overviewEmailFrequency: 3 },
    });
    expect(await user.client.post('/api/Account/UpdateEmailSettings', change(other.userId, 3))).toMatchObject(notFound);
    expect(await savedFrequency(other)).toBe(0);
  });
});

describe('POST /api/Account/Unsubscribe/{id} (RFC 8058 one-click)', () => {
  it('turns mails off from the mail\u2019s List-Unsubscribe address; the id alone, a wrong key or a session without key is 404 and changes nothing', async () => {
    const user = await register(t.url);
    await user.client.post('/api/Account/UpdateEmailSettings', change(user.userId, 6));
    const key = await mailSettingsKeyMailedTo(t.url, user);
    const mailProgram = new ApiClient(t.url);

    // The session is not enough: the call takes no anti-forgery token, so a forged cross-site post would carry it.
    for (const [client, path] of [
      [mailProgram, `/api/Account/Unsubscribe/${user.userId}`],
      [mailProgram, `/api/Account/Unsubscribe/${user.userId}?k=${almost(key)}`],
      [user.client, `/api/Account/Unsubscribe/${user.userId}`],
      [mailProgram, `/api/Account/Unsubscribe/${UNKNOWN_ID}?k=${key}`],
    ] as const) {
      expect(await oneClick(client, path)).toMatchObject(notFound);
    }
    expect(await savedFrequency(user)).toBe(6);

    const listUnsubscribe = /^<(.*)>$/.exec((await mailTo(user)).headers['List-Unsubscribe']!)![1]!;
    expect((await oneClick(mailProgram, listUnsubscribe.slice(t.url.length))).status).toBe(204);
    expect(await savedFrequency(user)).toBe(0);
  });

  it('opened in a browser, sends to the settings page with the key it was given', async () => {
    const user = await register(t.url);
    const key = await mailSettingsKeyMailedTo(t.url, user);
    const opened = await fetch(`${t.url}/api/Account/Unsubscribe/${user.userId}?k=${key}`, { redirect: 'manual' });
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe(`${t.url}/account/mailings/${user.userId}?k=${key}`);
  });
});
