import type { CreateLotingAnswer } from '@wl/contracts';
import { t as text, tMail } from '@wl/contracts';
import { load } from 'cheerio';
import { ApiClient, ownerWithGift, register, type Registered } from '../support/api-client.js';
import { organizerParticipant, participant } from '../support/loting-draws.js';
import { type CapturedMail, describeSmtp, type SmtpCapture, startSmtpCapture } from '../support/smtp-capture.js';
import { startTestApp, type TestApp, TestClock } from '../support/test-app.js';

/**
 * Every mail has a plain-text and an HTML part (docs/mailings.md, "The HTML part"), checked as a mail program gets
 * them: sent over SMTP to a real server started here, parsed by Python's e-mail package.
 */
const clock = new TestClock();
let smtp: SmtpCapture;
let t: TestApp;

const partOf = (mail: CapturedMail, type: string) => {
  const parts = mail.parts.filter((p) => p.type === type);
  expect(parts).toHaveLength(1);
  return parts[0]!.content;
};
/** The site's links in the plain text, as a reader (or a mail program) finds them there. */
const siteLinksInText = (plain: string) =>
  new Set(
    plain
      .split(/[\s()„”]+/)
      .filter((word) => word.startsWith(`${t.url}/`))
      .map((word) => word.replace(/[.,;:!?]+$/, '')),
  );
const normalized = (s: string) => s.replace(/\s+/g, ' ').trim();

/**
 * What every mail must be: multipart/alternative with one text and one HTML part in UTF-8; the HTML a Dutch document
 * that loads nothing, holds every line of the text, and links exactly to the site's links in the text (as links, the
 * buttons too); nothing of what users wrote is a link or markup.
 */
function bothParts(mail: CapturedMail) {
  expect(mail.contentType).toBe('multipart/alternative');
  expect(mail.parts.map((p) => [p.type, p.charset])).toEqual([
    ['text/plain', 'utf-8'],
    ['text/html', 'utf-8'],
  ]);
  const plain = partOf(mail, 'text/plain');
  const html = partOf(mail, 'text/html');
  const $ = load(html);
  expect($('html').attr('lang')).toBe('nl');
  expect($('meta[name=viewport]')).toHaveLength(1);
  expect($('title').text()).toBe(mail.headers.subject);
  expect($('img, script, link, iframe, object, form, [src], [srcset], [background]')).toHaveLength(0);
  const visible = normalized($('body').text());
  for (const line of plain.split('\n').filter((l) => l.trim() && l.trim() !== '--'))
    expect(visible).toContain(normalized(line));
  const hrefs = $('a')
    .map((_, a) => a.attribs.href)
    .get();
  expect(new Set(hrefs)).toEqual(siteLinksInText(plain));
  for (const href of hrefs) expect(href.startsWith(`${t.url}/`)).toBe(true);
  return { plain, html, $, hrefs };
}

/** The settings footer's link in both parts, and the one-click unsubscribe headers with the same key. */
function settingsOf(mail: CapturedMail, user: string, parts: { plain: string; hrefs: string[] }) {
  const page = `${t.url}/account/mailings/${user}?k=`;
  const inText = [...siteLinksInText(parts.plain)].filter((l) => l.startsWith(page));
  expect(inText).toHaveLength(1);
  expect(parts.hrefs).toContain(inText[0]);
  const key = inText[0]!.slice(page.length);
  expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(mail.headers['list-unsubscribe']).toBe(`<${t.url}/api/Account/Unsubscribe/${user}?k=${key}>`);
  expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
}

/** From the site's address, to the recipient, with the subject sent as RFC 2047 words when it is not plain ASCII. */
function addressed(mail: CapturedMail, to: string, subject: string) {
  expect(mail.from).toEqual([{ name: 'Verlanglijstje', address: 'noreply@verlanglijstje.be' }]);
  expect(mail.to.map((a) => a.address)).toEqual([to]);
  expect(mail.headers.subject).toBe(subject);
  if (/[^\x20-\x7e]/.test(subject)) expect(mail.rawHeaders.subject).toMatch(/^=\?utf-8\?[bq]\?/i);
}

describeSmtp('the HTML part of every mail, over SMTP', () => {
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await startTestApp({ smtpUrl: smtp.smtpUrl }, clock);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('a cross-off mail: the undo link as a button, the owner’s gift text escaped and not linked', async () => {
    const description = 'Boek <b>van</b> https://evil.example/boek & www.evil.example';
    const { owner, giftId } = await ownerWithGift(t.url, { description });
    const giver = await register(t.url, { firstName: 'Zoë' });
    const crossed = await giver.client.post<{ crossOffGuid: string }>('/api/Gift/CrossOff', { publicGiftGuid: giftId });
    expect(crossed.status).toBe(200);
    const mail = await smtp.mailTo(
      giver.account.email,
      (m) => m.headers.subject?.startsWith('Je hebt een kadootje afgestreept') ?? false,
    );
    addressed(
      mail,
      giver.account.email,
      tMail('mail.crossed_off.subject', { owner: `${owner.account.firstName} ${owner.account.lastName}` }),
    );
    expect(mail.to[0]!.name).toBe('Zoë');
    const parts = bothParts(mail);
    settingsOf(mail, giver.userId, parts);
    const undo = `${t.url}/crossedoff/${giftId}/${crossed.body.crossOffGuid}`;
    expect(
      parts.$('a').filter((_, a) => a.attribs.href === undo && parts.$(a).text() === tMail('mail.html.button')),
    ).toHaveLength(1);
    expect(parts.html).toContain('„Boek &lt;b&gt;van&lt;/b&gt; https://evil.example/boek &amp; www.evil.example”');
    expect(parts.$('b')).toHaveLength(0);
  });

  it('a lot mail: the question and the title stay defanged text, the lot link is the only link besides the footer', async () => {
    const organizer = await register(t.url, { firstName: 'Olaf' });
    const bert = participant('Bert', `bert-${crypto.randomUUID().slice(0, 8)}@example.com`);
    const carla = participant('Carla', `carla-${crypto.randomUUID().slice(0, 8)}@example.com`);
    // Bert may not draw Carla, so he draws the organizer, who gets his question.
    bert.exclude = [carla.localGuid];
    const created = await organizer.client.post<CreateLotingAnswer>('/api/Loting/Create', {
      title: 'Kerst op https://evil.example/win',
      participants: [await organizerParticipant(organizer.client, 'Olaf'), bert, carla],
    });
    expect(created.status).toBe(201);
    const bertsLot = await smtp.mailTo(bert.email);
    const lotGuid = /\/lootjestrekken\/lootje\/([0-9a-f-]{36})/.exec(partOf(bertsLot, 'text/plain'))![1]!;
    const question = 'Maat? Zie https://evil.example/login <script>alert(1)</script> of jan@evil.example';
    expect(
      (await new ApiClient(t.url).post('/api/Lot/SendQuestion', { lotPrivateGuid: lotGuid, question })).status,
    ).toBe(200);

    const mail = await smtp.mailTo(
      organizer.account.email,
      (m) => m.headers.subject?.startsWith('Een anonieme vraag') ?? false,
    );
    addressed(
      mail,
      organizer.account.email,
      'Een anonieme vraag over je kadootje: „Kerst op https[:]//evil[.]example/win”',
    );
    const parts = bothParts(mail);
    settingsOf(mail, organizer.userId, parts);
    expect(parts.hrefs.filter((href) => href.includes('/lootjestrekken/lootje/'))).not.toHaveLength(0);
    expect(parts.html).toContain(
      'Maat? Zie https[:]//evil[.]example/login &lt;script&gt;alert(1)&lt;/script&gt; of jan@evil[.]example',
    );
    expect(parts.html).not.toMatch(/evil\.example/);
    expect(mail.headers['reply-to']).toBeUndefined();
  });

  it('a reset mail: the reset link as a button, the settings footer with its key', async () => {
    const user = await register(t.url, { firstName: 'Renée' });
    expect(
      (await new ApiClient(t.url).post('/api/Account/RequestResetPassword', { login: user.account.email })).status,
    ).toBe(204);
    const mail = await smtp.mailTo(user.account.email, (m) =>
      /\/account\/resetpassword\//.test(partOf(m, 'text/plain')),
    );
    addressed(mail, user.account.email, tMail('mail.reset_password.subject'));
    const parts = bothParts(mail);
    settingsOf(mail, user.userId, parts);
    const reset = [...siteLinksInText(parts.plain)].find((l) => l.includes('/account/resetpassword/'))!;
    expect(
      parts.$('a').filter((_, a) => a.attribs.href === reset && parts.$(a).text() === tMail('mail.html.button')),
    ).toHaveLength(1);
    expect(parts.plain).toContain(`Dag Renée,`);
  });

  it('a sent list: the list link is a link, the sender’s message is escaped text; no footer or unsubscribe for an address without account', async () => {
    const sender = await verifiedSender();
    const oma = `oma-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const message = {
      subject: 'Mijn lijstje <3',
      messageStart: 'Dag Oma, kijk ook op https://evil.example/kado <i>nu</i>',
      messageEnd: 'Tot zondag & dikke kus',
    };
    expect(
      (
        await sender.client.post('/api/MyList/Send', {
          privateGuid: sender.wishlistId,
          recipients: `Oma Één <${oma}>`,
          ...message,
        })
      ).status,
    ).toBe(200);
    const mail = await smtp.mailTo(oma);
    addressed(mail, oma, text('mail.send.subject', { name: `${sender.account.firstName} ${sender.account.lastName}` }));
    expect(mail.to[0]!.name).toBe('Oma Één');
    expect(mail.headers['reply-to']).toBe(sender.account.email);
    const parts = bothParts(mail);
    expect(parts.hrefs).toEqual([`${t.url}/${sender.account.username}`]);
    expect(parts.html).toContain('Dag Oma, kijk ook op https://evil.example/kado &lt;i&gt;nu&lt;/i&gt;');
    expect(parts.html).toContain('Mijn lijstje &lt;3');
    expect(parts.$('i')).toHaveLength(0);
    expect(mail.headers['list-unsubscribe']).toBeUndefined();
    expect(mail.headers['list-unsubscribe-post']).toBeUndefined();
    expect(parts.plain).not.toContain('/account/mailings/');
  });
});

/** An owner who may send their list: address confirmed with the link mailed at registration, account over a day old. */
async function verifiedSender(): Promise<Registered> {
  const sender = await register(t.url);
  const verification = await smtp.mailTo(sender.account.email, (m) =>
    /\/account\/verify\//.test(partOf(m, 'text/plain')),
  );
  const code = /\/account\/verify\/([A-Za-z0-9_-]+)/.exec(partOf(verification, 'text/plain'))![1];
  expect((await sender.client.post('/api/Account/VerifyEmail', { code })).status).toBe(204);
  clock.advance(86_400_000 + 1000);
  return sender;
}
