import { CSRF_HEADER } from '@wl/contracts';
import {
  type Answer,
  ApiClient,
  register,
  type Registered,
  verificationCodesMailedTo,
  verifyEmail,
} from '../support/api-client.js';
import { startTestApp, type TestApp, TestClock } from '../support/test-app.js';
import { readUntil } from '../support/eventually.js';

const DAY = 86_400_000;
const message = { subject: 'Mijn eigen onderwerp', messageStart: 'Dag allemaal,', messageEnd: 'Tot snel!' };

interface Mail {
  to: string;
  subject: string;
  text: string;
}
const outbox = async (url: string) => (await new ApiClient(url).get<Mail[]>('/api/Dev/Outbox')).body;

/** MyList/Send from a given client address (the app trusts one proxy hop). */
async function sendFrom(owner: Registered, address: string, recipients: string): Promise<Answer<{ problem?: string }>> {
  const headers = {
    'content-type': 'application/json',
    'x-forwarded-for': address,
    [CSRF_HEADER]: await owner.client.csrfToken(),
  };
  return owner.client.raw(
    'POST',
    '/api/MyList/Send',
    JSON.stringify({ privateGuid: owner.wishlistId, recipients, ...message }),
    headers,
  );
}

const guests = (count: number, prefix: string) =>
  Array.from({ length: count }, (_, i) => `${prefix}${i}@example.com`).join(',');

describe('who may send a list by mail', () => {
  const clock = new TestClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ trustProxy: 1 }, clock);
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses a fresh account (EmailNotVerified), then a verified one younger than a day (AccountTooNew), then sends', async () => {
    const owner = await register(t.url);
    const send = () =>
      owner.client.post('/api/MyList/Send', {
        privateGuid: owner.wishlistId,
        recipients: 'oma@example.com',
        ...message,
      });
    expect((await owner.client.get('/api/Account/UserData')).body).toMatchObject({ emailVerified: false });
    expect(await send()).toMatchObject({ status: 422, body: 'EmailNotVerified' });

    await verifyEmail(t.url, owner);
    expect((await owner.client.get('/api/Account/UserData')).body).toMatchObject({ emailVerified: true });
    clock.advance(23 * 3_600_000);
    expect(await send()).toMatchObject({ status: 422, body: 'AccountTooNew' });

    clock.advance(2 * 3_600_000);
    expect(await send()).toMatchObject({ status: 200, body: { sent: 1 } });
  });

  it("mails under the site's subject naming the sender, with the user's subject text in the body", async () => {
    const owner = await register(t.url, { firstName: 'Jan', lastName: 'Peeters' });
    await verifyEmail(t.url, owner);
    clock.advance(DAY + 1000);
    expect(
      (
        await owner.client.post('/api/MyList/Send', {
          privateGuid: owner.wishlistId,
          recipients: `nonkel-${owner.userId}@example.com`,
          ...message,
        })
      ).status,
    ).toBe(200);
    const mail = (await outbox(t.url)).find((m) => m.to === `nonkel-${owner.userId}@example.com`)!;
    expect(mail.subject).toBe('Jan Peeters stuurt je een verlanglijstje');
    expect(mail.text).toContain('Mijn eigen onderwerp');
    expect(mail.text).toContain(`/${owner.account.username}`);
  });

  it('uses a verification link once; a new address must be confirmed again and old links do not confirm it', async () => {
    const owner = await register(t.url);
    const [code] = await verificationCodesMailedTo(t.url, owner.account.email);
    const stranger = new ApiClient(t.url);
    expect((await stranger.post('/api/Account/VerifyEmail', { code })).status).toBe(204);
    expect(await stranger.post('/api/Account/VerifyEmail', { code })).toMatchObject({ status: 422, body: 'IsUnknown' });
    expect(await stranger.post('/api/Account/VerifyEmail', { code: 'verzonnen-code' })).toMatchObject({
      status: 422,
      body: 'IsUnknown',
    });
    expect(await owner.client.post('/api/Account/RequestEmailVerification')).toMatchObject({
      status: 422,
      body: 'AlreadyVerified',
    });

    // A second link for the first address, then the address changes: that link no longer confirms anything.
    const other = await register(t.url);
    expect((await other.client.post('/api/Account/RequestEmailVerification')).status).toBe(204);
    const oldCodes = await verificationCodesMailedTo(t.url, other.account.email);
    expect(oldCodes).toHaveLength(2);
    const newAddress = `nieuw-${other.userId}@example.com`;
    const edited = await other.client.post('/api/Account/Edit', {
      userPrivateGuid: other.userId,
      firstName: other.account.firstName,
      lastName: other.account.lastName,
      email: newAddress,
      overviewEmailFrequency: 0,
      enableCrossOffNotifications: true,
      currentPassword: other.account.password,
    });
    expect(edited.status).toBe(200);
    expect(await other.client.post('/api/Account/VerifyEmail', { code: oldCodes[0] })).toMatchObject({
      status: 422,
      body: 'IsUnknown',
    });

    // The new address gets its own link (mailed once the change is in the read model).
    const newCodes = await readUntil(
      () => verificationCodesMailedTo(t.url, newAddress),
      (codes) => codes.length > 0,
    );
    expect(newCodes).toHaveLength(1);
    expect((await other.client.get('/api/Account/UserData')).body).toMatchObject({
      email: newAddress,
      emailVerified: false,
    });
    expect((await other.client.post('/api/Account/VerifyEmail', { code: newCodes[0] })).status).toBe(204);
    expect((await other.client.get('/api/Account/UserData')).body).toMatchObject({ emailVerified: true });
  });

  it('says IsExpired for a link older than 72 hours, and mails a new one on request', async () => {
    const owner = await register(t.url);
    const [old] = await verificationCodesMailedTo(t.url, owner.account.email);
    clock.advance(73 * 3_600_000);
    expect(await owner.client.post('/api/Account/VerifyEmail', { code: old })).toMatchObject({
      status: 422,
      body: 'IsExpired',
    });
    expect((await owner.client.post('/api/Account/RequestEmailVerification')).status).toBe(204);
    const [fresh] = await verificationCodesMailedTo(t.url, owner.account.email);
    expect(fresh).not.toBe(old);
    expect((await owner.client.post('/api/Account/VerifyEmail', { code: fresh })).status).toBe(204);
    expect((await new ApiClient(t.url).post('/api/Account/RequestEmailVerification')).status).toBe(401);
  });

  it('caps recipients at 200 a day per IP address, over several accounts', async () => {
    const owners = [await register(t.url), await register(t.url), await register(t.url)];
    for (const owner of owners) await verifyEmail(t.url, owner);
    clock.advance(DAY + 1000);
    const address = '198.51.100.30';
    for (const [i, owner] of owners.slice(0, 2).entries()) {
      expect((await sendFrom(owner, address, guests(50, `ip-a${i}-`))).status).toBe(200);
      expect((await sendFrom(owner, address, guests(50, `ip-b${i}-`))).status).toBe(200);
    }
    const refused = await sendFrom(owners[2]!, address, 'nog-een@example.com');
    expect(refused).toMatchObject({ status: 429, body: { problem: 'TooManyRequests' } });
    expect(refused.headers.get('retry-after')).not.toBeNull();
    // The refusal took nothing from the third owner's own allowance: from elsewhere they still send their 100.
    expect((await sendFrom(owners[2]!, '198.51.100.31', guests(50, 'elders-a-'))).status).toBe(200);
    expect((await sendFrom(owners[2]!, '198.51.100.31', guests(50, 'elders-b-'))).status).toBe(200);
  });
});

describe('the site-wide cap on mailed lists', () => {
  const clock = new TestClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ trustProxy: 1, rateLimitPoints: { sentListMailsSiteWide: 3 } }, clock);
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses every sender once the site sent its daily number of mails', async () => {
    const [first, second] = [await register(t.url), await register(t.url)];
    await verifyEmail(t.url, first);
    await verifyEmail(t.url, second);
    clock.advance(DAY + 1000);
    expect((await sendFrom(first, '192.0.2.1', guests(3, 'site-'))).status).toBe(200);
    expect(await sendFrom(second, '192.0.2.2', 'een-meer@example.com')).toMatchObject({
      status: 429,
      body: { problem: 'TooManyRequests' },
    });
  });
});
