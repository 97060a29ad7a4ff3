import { SIGN_IN_LINK_MINUTES } from '@wl/contracts';
import { ApiClient, register } from '../support/api-client.js';
import { startTestApp, type TestApp, TestClock } from '../support/test-app.js';

const clock = new TestClock();
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, clock);
});
afterAll(async () => {
  await t.close();
});

let counter = 0;
const freshAddress = () => `gever-${Date.now().toString(36)}-${counter++}@example.com`;

/** A giver who crossed off with only her address, then went away (her session is gone). */
async function lightweightGiver(app = t): Promise<{ email: string; userId: string }> {
  const email = freshAddress();
  const created = await new ApiClient(app.url).post<{ privateGuid: string }>('/api/Afstreper/Create', { email });
  expect(created.status).toBe(200);
  return { email, userId: created.body.privateGuid };
}

interface Mail {
  to: string;
  subject: string;
  text: string;
}
const outbox = async (app: TestApp) => (await new ApiClient(app.url).get<Mail[]>('/api/Dev/Outbox')).body;
const LINK = /\/account\/signin\/([0-9a-f-]+)\/([A-Za-z0-9_-]+)/;

/** The sign-in links mailed to an address, newest first. */
async function linksMailedTo(email: string, app = t): Promise<{ userId: string; code: string }[]> {
  return (await outbox(app))
    .filter((m) => m.to === email)
    .flatMap((m) => {
      const found = LINK.exec(m.text);
      return found ? [{ userId: found[1]!, code: found[2]! }] : [];
    });
}

/** Waits until `count` sign-in links went to the address (the mail is sent after the answer). */
async function waitForLinks(email: string, count = 1, app = t) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const links = await linksMailedTo(email, app);
    if (links.length >= count) return links;
    if (Date.now() > deadline) throw new Error(`no sign-in link mailed to ${email}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

const requestLink = (email: string, client = new ApiClient(t.url)) =>
  client.post('/api/Account/RequestSignInLink', { email });

describe('sign-in by mailed link', () => {
  it('answers a known and an unknown address alike, and mails only the known one', async () => {
    const giver = await lightweightGiver();
    const unknown = freshAddress();
    const forUnknown = await requestLink(unknown);
    const forKnown = await requestLink(giver.email);
    for (const answer of [forUnknown, forKnown]) expect(answer).toMatchObject({ status: 204, body: null });
    const headerNames = (answer: typeof forKnown) =>
      [...answer.headers.keys()].filter((name) => name !== 'date').sort();
    expect(headerNames(forKnown)).toEqual(headerNames(forUnknown));

    await waitForLinks(giver.email);
    expect((await outbox(t)).find((m) => m.to === giver.email && LINK.test(m.text))).toMatchObject({
      subject: expect.stringMatching(/aanmeldlink/),
      text: expect.stringContaining(`werkt ${SIGN_IN_LINK_MINUTES} minuten`),
    });
    expect((await outbox(t)).filter((m) => m.to === unknown)).toEqual([]);
  });

  it('signs the giver in once with the mailed link; the link then and every older one are void', async () => {
    const giver = await lightweightGiver();
    await requestLink(giver.email);
    await waitForLinks(giver.email, 1);
    await requestLink(giver.email);
    const [newest, older] = await waitForLinks(giver.email, 2);
    expect(newest!.userId).toBe(giver.userId);

    const browser = new ApiClient(t.url);
    expect(await browser.post('/api/Account/SignInWithLink', newest)).toMatchObject({
      status: 200,
      body: { isAccount: false },
    });
    expect((await browser.get('/api/Account/UserData')).body).toMatchObject({
      privateGuid: giver.userId,
      email: giver.email,
      isAccount: false,
    });

    const another = new ApiClient(t.url);
    expect(await another.post('/api/Account/SignInWithLink', newest)).toMatchObject({ status: 422, body: 'IsUnknown' });
    expect(await another.post('/api/Account/SignInWithLink', older)).toMatchObject({ status: 422, body: 'IsUnknown' });
    expect((await another.get('/api/Account/UserData')).status).toBe(204);
  });

  it('signs an account in too, and refuses a made-up code or a code of another user', async () => {
    const { account, userId } = await register(t.url);
    await requestLink(account.email);
    const [link] = await waitForLinks(account.email);
    const { userId: otherId } = await lightweightGiver();
    const visitor = new ApiClient(t.url);
    expect(await visitor.post('/api/Account/SignInWithLink', { userId: otherId, code: link!.code })).toMatchObject({
      status: 422,
      body: 'IsUnknown',
    });
    expect(await visitor.post('/api/Account/SignInWithLink', { userId, code: 'verzonnen' })).toMatchObject({
      status: 422,
      body: 'IsUnknown',
    });
    expect((await visitor.post('/api/Account/SignInWithLink', { userId: 'geen-id', code: link!.code })).status).toBe(
      400,
    );
    expect(await visitor.post('/api/Account/SignInWithLink', link)).toMatchObject({
      status: 200,
      body: { isAccount: true },
    });
    expect((await visitor.get('/api/Account/UserData')).body).toMatchObject({ privateGuid: userId });
  });

  it(`says IsExpired once ${SIGN_IN_LINK_MINUTES} minutes have passed`, async () => {
    const giver = await lightweightGiver();
    await requestLink(giver.email);
    const [link] = await waitForLinks(giver.email);
    clock.advance(SIGN_IN_LINK_MINUTES * 60_000 + 1000);
    expect(await new ApiClient(t.url).post('/api/Account/SignInWithLink', link)).toMatchObject({
      status: 422,
      body: 'IsExpired',
    });
  });

  it('never silently replaces the session of someone else who is signed in in that browser', async () => {
    const giver = await lightweightGiver();
    const other = await register(t.url);
    await requestLink(giver.email);
    const [link] = await waitForLinks(giver.email);

    expect(await other.client.post('/api/Account/SignInWithLink', link)).toMatchObject({
      status: 422,
      body: 'OtherUserSignedIn',
    });
    expect((await other.client.get('/api/Account/UserData')).body).toMatchObject({ privateGuid: other.userId });
    expect(await other.client.post('/api/Account/SignInWithLink', { ...link, replaceOtherUser: true })).toMatchObject({
      status: 200,
      body: { isAccount: false },
    });
    expect((await other.client.get('/api/Account/UserData')).body).toMatchObject({ privateGuid: giver.userId });
  });

  it('limits links per address to five an hour, known or not, with the same 429', async () => {
    const giver = await lightweightGiver();
    const unknown = freshAddress();
    const statuses = async (email: string) => {
      const answers = [];
      for (let i = 0; i < 6; i++) answers.push((await requestLink(email)).status);
      return answers;
    };
    expect(await statuses(giver.email)).toEqual([204, 204, 204, 204, 204, 429]);
    expect(await statuses(unknown)).toEqual([204, 204, 204, 204, 204, 429]);
    expect((await requestLink(freshAddress())).status).toBe(204);
    expect((await new ApiClient(t.url).post('/api/Account/RequestSignInLink', { email: 'geen adres' })).status).toBe(
      400,
    );
  });
});

describe('sign-in link requests per IP address, and an answer that never waits for the look-up', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({
      rateLimitPoints: { newUsersPerIp: 10_000, newUsersSiteWide: 10_000, signInLinksPerIp: 3 },
      failpoints: { 'sign-in-link.request': 'halt' },
    });
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers 204 for a known address even when finding its user fails, and counts every address from one IP', async () => {
    const giver = await lightweightGiver(app);
    const client = new ApiClient(app.url);
    const statuses = [];
    for (const email of [giver.email, freshAddress(), freshAddress(), freshAddress()])
      statuses.push((await requestLink(email, client)).status);
    expect(statuses).toEqual([204, 204, 204, 429]);
    expect(await linksMailedTo(giver.email, app)).toEqual([]);
  });
});
