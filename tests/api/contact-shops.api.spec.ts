import Database from 'better-sqlite3';
import { CSRF_HEADER, limits } from '@wl/contracts';
import { join } from 'node:path';
import { type Answer, ApiClient, register } from '../support/api-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { readUntil } from '../support/eventually.js';

interface Mail {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}
const outbox = async (url: string) => (await new ApiClient(url).get<Mail[]>('/api/Dev/Outbox')).body;
const SUPPORT = 'hallo@verlanglijstje.be';

let ips = 0;
/** A fresh client address per call site, so the per-IP cap of one test does not spill into the next. */
const nextIp = () => `10.1.${Math.floor(++ips / 250)}.${ips % 250}`;

async function sendFrom(
  client: ApiClient,
  ip: string,
  body: object,
): Promise<Answer<{ problem?: string; fields?: { path: string; message: string }[] }>> {
  const headers = {
    'content-type': 'application/json',
    'x-forwarded-for': ip,
    [CSRF_HEADER]: await client.csrfToken(),
  };
  return client.raw('POST', '/api/Contact/SendMessage', JSON.stringify(body), headers);
}

const storedText = (t: TestApp) => {
  const events = new Database(join(t.config.dataDir, 'events.db'), { readonly: true });
  try {
    return events
      .prepare('SELECT stream_id, type, data FROM events')
      .all()
      .map((row) => JSON.stringify(row))
      .join('\n');
  } finally {
    events.close();
  }
};

describe('contact form (POST /api/Contact/SendMessage)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ trustProxy: 1 });
  });
  afterAll(async () => {
    await t.close();
  });

  it('mails the message to support once, reply-to the sender, with no copy to the sender and no plain text in the log', async () => {
    const sender = `vraag-${Date.now()}@example.com`;
    const answer = await sendFrom(new ApiClient(t.url), nextIp(), {
      email: sender,
      subject: 'Vraag over mijn lijst',
      message: 'Hoe kan ik een tweede beheerder toevoegen aan mijn lijst?',
    });
    expect(answer).toMatchObject({ status: 200, body: { sent: true } });

    const mails = await outbox(t.url);
    const toSupport = mails.filter((m) => m.text.includes('een tweede beheerder toevoegen'));
    expect(toSupport).toHaveLength(1);
    expect(toSupport[0]).toMatchObject({
      to: SUPPORT,
      replyTo: sender,
      subject: 'Contactformulier: Vraag over mijn lijst',
    });
    expect(toSupport[0]!.text).toContain('niet ingelogd');
    expect(mails.some((m) => m.to === sender)).toBe(false);

    const log = storedText(t);
    expect(log).toContain('ContactMessageSent');
    expect(log).not.toContain('tweede beheerder');
    expect(log).not.toContain(sender);
    // The message's own key is forgotten once the mail is queued: the sealed copy in the log never opens again.
    const keys = new Database(join(t.config.dataDir, 'keys.db'), { readonly: true });
    try {
      const messageKeys = keys.prepare("SELECT key FROM subject_keys WHERE subject_id LIKE 'contact-%'").all() as {
        key: Buffer | null;
      }[];
      expect(messageKeys).toHaveLength(1);
      expect(messageKeys[0]!.key).toBeNull();
    } finally {
      keys.close();
    }
  });

  it("uses the account's own address for a logged-in sender, whatever the body says", async () => {
    const user = await register(t.url);
    const answer = await sendFrom(user.client, nextIp(), {
      email: 'iemand-anders@example.com',
      subject: 'Mijn account',
      message: 'Ik wil graag mijn e-mailadres wijzigen, hoe doe ik dat?',
    });
    expect(answer.status).toBe(200);
    const mail = (await outbox(t.url)).find((m) => m.text.includes('mijn e-mailadres wijzigen'))!;
    expect(mail).toMatchObject({ to: SUPPORT, replyTo: user.account.email });
    expect(mail.text).toContain('ingelogd met een account');
    expect(mail.text).not.toContain('iemand-anders@example.com');
  });

  it.each([
    [
      'no subject',
      { email: 'a@example.com', subject: '', message: 'Een bericht dat lang genoeg is.' },
      'subject',
      'validation.contact.subject.required',
    ],
    [
      'a too short subject',
      { email: 'a@example.com', subject: 'ab', message: 'Een bericht dat lang genoeg is.' },
      'subject',
      'validation.contact.subject.too_short',
    ],
    [
      'a too long subject',
      {
        email: 'a@example.com',
        subject: 'x'.repeat(limits.contactSubject + 1),
        message: 'Een bericht dat lang genoeg is.',
      },
      'subject',
      'validation.contact.subject.too_long',
    ],
    [
      'no message',
      { email: 'a@example.com', subject: 'Onderwerp', message: '' },
      'message',
      'validation.contact.message.required',
    ],
    [
      'a too short message',
      { email: 'a@example.com', subject: 'Onderwerp', message: 'kort' },
      'message',
      'validation.contact.message.too_short',
    ],
    [
      'a too long message',
      { email: 'a@example.com', subject: 'Onderwerp', message: 'x'.repeat(limits.contactMessage + 1) },
      'message',
      'validation.contact.message.too_long',
    ],
    [
      'an anonymous sender without address',
      { subject: 'Onderwerp', message: 'Een bericht dat lang genoeg is.' },
      'email',
      'validation.email.required',
    ],
    [
      'an anonymous sender with a wrong address',
      { email: 'geen-adres', subject: 'Onderwerp', message: 'Een bericht dat lang genoeg is.' },
      'email',
      'validation.email.invalid',
    ],
  ])('refuses %s with 400 and the catalogue key, and mails nothing', async (_name, body, path, message) => {
    const before = (await outbox(t.url)).length;
    const answer = await sendFrom(new ApiClient(t.url), nextIp(), body);
    expect(answer).toMatchObject({ status: 400, body: { problem: 'InvalidInput' } });
    expect(answer.body.fields).toContainEqual({ path, message });
    expect((await outbox(t.url)).length).toBe(before);
  });

  it('caps messages per IP address and per sender address (429 with Retry-After)', async () => {
    const ip = nextIp();
    const body = (i: number) => ({
      email: `ip-${i}-${Date.now()}@example.com`,
      subject: 'Onderwerp',
      message: `Bericht nummer ${i} van hetzelfde adres.`,
    });
    for (let i = 0; i < 5; i++) expect((await sendFrom(new ApiClient(t.url), ip, body(i))).status).toBe(200);
    const refused = await sendFrom(new ApiClient(t.url), ip, body(5));
    expect(refused).toMatchObject({ status: 429, body: { problem: 'TooManyRequests' } });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);

    const sender = `zelfde-${Date.now()}@example.com`;
    for (let i = 0; i < 5; i++)
      expect((await sendFrom(new ApiClient(t.url), nextIp(), { ...body(i), email: sender })).status).toBe(200);
    expect(await sendFrom(new ApiClient(t.url), nextIp(), { ...body(9), email: sender.toUpperCase() })).toMatchObject({
      status: 429,
    });
  });

  it('counts an account writing from its own address as that account: typing its address elsewhere uses up nothing of it (issue 24)', async () => {
    const owner = await register(t.url);
    const typed = {
      email: owner.account.email,
      subject: 'Namens iemand anders',
      message: 'Dit bericht is niet van de eigenaar van het adres.',
    };
    for (let i = 0; i < 5; i++) expect((await sendFrom(new ApiClient(t.url), nextIp(), typed)).status).toBe(200);
    expect(await sendFrom(new ApiClient(t.url), nextIp(), typed)).toMatchObject({ status: 429 });
    const own = { subject: 'Vraag', message: 'Mijn eigen vraag, vanuit mijn account.' };
    for (let i = 0; i < 5; i++) expect((await sendFrom(owner.client, nextIp(), own)).status).toBe(200);
    expect(await sendFrom(owner.client, nextIp(), own)).toMatchObject({ status: 429 });
  });
});

describe('shop directory (GET /api/Shop/)', () => {
  const shopEvents = (t: TestApp) => {
    const events = new Database(join(t.config.dataDir, 'events.db'), { readonly: true });
    try {
      return (
        events.prepare("SELECT count(*) AS n FROM events WHERE stream_id = 'shop-catalogue'").get() as { n: number }
      ).n;
    } finally {
      events.close();
    }
  };
  const directory = async (url: string) => {
    const answer = await readUntil(
      () =>
        new ApiClient(url).get<{
          categories: { id: string; name: string }[];
          shops: { id: string; categoryId: string; url: string }[];
        }>('/api/Shop/'),
      (a) => a.status !== 200 || a.body.shops.length > 0,
    );
    if (answer.status !== 200 || answer.body.shops.length > 0) return answer;
    throw new Error('the shop directory stayed empty');
  };

  it('is seeded once as events, also with two processes starting on one data folder and after a restart', async () => {
    const first = await startTestApp();
    const second = await startTestApp({ dataDir: first.config.dataDir });
    try {
      const answer = await directory(first.url);
      expect(answer.status).toBe(200);
      expect(answer.body.categories.map((c) => c.name)).toEqual([
        'Boeken',
        'Speelgoed',
        'Mode',
        'Wonen',
        'Elektronica',
      ]);
      expect(answer.body.shops).toHaveLength(25);
      for (const shop of answer.body.shops) {
        expect(answer.body.categories.map((c) => c.id)).toContain(shop.categoryId);
        expect(shop.url).toMatch(/^https:\/\/www\.[a-z-]+\.(be|nl|com)$/);
      }
      expect(shopEvents(first)).toBe(30);
      await second.close({ keepData: true });
      const restarted = await startTestApp({ dataDir: first.config.dataDir });
      expect((await directory(restarted.url)).body.shops).toHaveLength(25);
      await restarted.close({ keepData: true });
      expect(shopEvents(first)).toBe(30);
    } finally {
      await first.close();
    }
  });

  it('is not found with the shops switch off', async () => {
    const base = await startTestApp();
    const off = await startTestApp({ site: { ...base.config.site, shops: false } });
    await base.close();
    try {
      expect(await new ApiClient(off.url).get('/api/Shop/')).toMatchObject({
        status: 404,
        body: { problem: 'NotFound' },
      });
    } finally {
      await off.close();
    }
  });
});
