import { ApiClient, register, verifyEmail } from '../support/api-client.js';
import { startTestApp, type TestApp, TestClock } from '../support/test-app.js';
import { configFromEnv } from '../../backend/src/platform/config/config.js';

const clock = new TestClock();
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, clock);
});
afterAll(async () => {
  await t.close();
});

/** An owner who may send: address confirmed, account older than a day (send-abuse.api.spec.ts tests why). */
async function sender(url: string) {
  const owner = await register(url);
  await verifyEmail(url, owner);
  clock.advance(86_400_000 + 1000);
  return owner;
}

const message = { subject: 'Mijn lijstje', messageStart: 'Dag allemaal,', messageEnd: 'Tot snel!' };

describe('POST /api/MyList/Send', () => {
  it('mails the list link and the message to each recipient', async () => {
    const owner = await sender(t.url);
    const answer = await owner.client.post('/api/MyList/Send', {
      privateGuid: owner.wishlistId,
      recipients: 'Oma <oma@example.com>; nonkel.jos@example.com',
      ...message,
    });
    expect(answer).toMatchObject({ status: 200, body: { sent: 2 } });
    const outbox = (await new ApiClient(t.url).get<{ to: string; subject: string; text: string }[]>('/api/Dev/Outbox'))
      .body;
    const mails = outbox.filter((m) => m.to === 'oma@example.com' || m.to === 'nonkel.jos@example.com');
    expect(mails.map((m) => m.to).sort()).toEqual(['nonkel.jos@example.com', 'oma@example.com']);
    expect(mails[0]!.text).toContain(`/${owner.account.username}`);
    expect(mails[0]!.text).toContain('Dag allemaal,');
  });

  it('says NoValidRecipient, NoMessage, WishlistNotFound and IsAfstreper', async () => {
    const owner = await sender(t.url);
    const base = { privateGuid: owner.wishlistId, recipients: 'a@example.com', ...message };
    expect(
      await owner.client.post('/api/MyList/Send', { ...base, recipients: 'a@example.com, geen adres' }),
    ).toMatchObject({ status: 422, body: 'NoValidRecipient' });
    expect(await owner.client.post('/api/MyList/Send', { ...base, messageStart: 'Hoi', messageEnd: '' })).toMatchObject(
      { status: 422, body: 'NoMessage' },
    );
    expect(
      await owner.client.post('/api/MyList/Send', { ...base, messageStart: 'Hoi', messageEnd: 'Dag' }),
    ).toMatchObject({ status: 422, body: 'NoMessage' });
    // The minimum of 10 characters counts both parts together: neither part reaches it alone.
    expect(
      await owner.client.post('/api/MyList/Send', { ...base, messageStart: 'Dag Oma,', messageEnd: 'Kusjes' }),
    ).toMatchObject({ status: 200 });
    const other = await sender(t.url);
    expect(await other.client.post('/api/MyList/Send', base)).toMatchObject({ status: 422, body: 'WishlistNotFound' });
    const light = new ApiClient(t.url);
    await light.post('/api/Afstreper/Create', { email: `licht-${owner.account.username}@example.com` });
    expect(await light.post('/api/MyList/Send', base)).toMatchObject({ status: 422, body: 'IsAfstreper' });
    expect((await new ApiClient(t.url).post('/api/MyList/Send', base)).status).toBe(401);
    expect((await owner.client.post('/api/MyList/Send', { ...base, subject: '' })).status).toBe(400);
  });

  it('allows 100 recipients a day per user, then 429', async () => {
    const owner = await sender(t.url);
    const fifty = Array.from({ length: 50 }, (_, i) => `gast${i}@example.com`).join(',');
    const base = { privateGuid: owner.wishlistId, ...message };
    expect((await owner.client.post('/api/MyList/Send', { ...base, recipients: fifty })).status).toBe(200);
    expect((await owner.client.post('/api/MyList/Send', { ...base, recipients: fifty })).status).toBe(200);
    expect((await owner.client.post('/api/MyList/Send', { ...base, recipients: 'nog-een@example.com' })).status).toBe(
      429,
    );
  });
});

describe('with unsolicited e-mail switched off', () => {
  it('refuses to send (422 Other) and says so in the site configuration', async () => {
    const off = await startTestApp({ site: { ...configFromEnv({}).site, unsolicitedEmailAllowed: false } });
    try {
      expect((await new ApiClient(off.url).get('/api/Utility/SiteConfig')).body).toMatchObject({
        unsolicitedEmailAllowed: false,
      });
      const owner = await register(off.url);
      expect(
        await owner.client.post('/api/MyList/Send', {
          privateGuid: owner.wishlistId,
          recipients: 'a@example.com',
          ...message,
        }),
      ).toMatchObject({ status: 422, body: 'Other' });
    } finally {
      await off.close();
    }
  });
});
