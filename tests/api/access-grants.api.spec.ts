import { ApiClient, codesMailedTo, newAccount, ownerWithGift, register } from '../support/api-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

type Owner = Awaited<ReturnType<typeof ownerWithGift>>['owner'];
const QUESTION = { accessQuestion: 'Hoe heet mijn hond?', accessAnswer: 'Bobby' };

const settings = (o: Owner, change: Record<string, unknown>) => ({
  privateGuid: o.wishlistId,
  username: o.account.username,
  firstName: o.account.firstName,
  lastName: o.account.lastName,
  accessType: 'OPEN',
  includeInSearchResult: false,
  showCrossedOff: false,
  ...QUESTION,
  ...change,
});

/** An owner whose list asks a question, and a visitor (anonymous unless given) who answered it. */
async function answeredList(visitor = new ApiClient(t.url)) {
  const listed = await ownerWithGift(t.url);
  await listed.owner.client.post('/api/MyList/UpdateSettings', settings(listed.owner, {}));
  expect(
    (await visitor.post('/api/Wishlist/VerifyAnswer', { username: listed.owner.account.username, answer: 'bobby' }))
      .body,
  ).toEqual({ valid: true });
  return { ...listed, visitor, username: listed.owner.account.username };
}

const accessOf = async (client: ApiClient, username: string) =>
  (await client.get<{ accessState: string }>(`/api/Wishlist/GetAccessState/${username}`)).body.accessState;

describe('an answered access question follows the person through session changes', () => {
  it('crossing off by e-mail: the lightweight user made after the answer keeps access and crosses off', async () => {
    const { visitor, giftId, username } = await answeredList();
    expect((await visitor.post('/api/Afstreper/Create', { email: newAccount().email })).status).toBe(200);
    expect(await accessOf(visitor, username)).toBe('Access');
    expect((await visitor.post('/api/Gift/CrossOff', { publicGiftGuid: giftId })).status).toBe(200);
  });

  it('logging in after answering keeps access', async () => {
    const existing = await register(t.url);
    const { visitor, username } = await answeredList();
    expect(
      (
        await visitor.post('/api/Account/Login', {
          emailOrUsername: existing.account.email,
          password: existing.account.password,
        })
      ).body,
    ).toBe(true);
    expect(await accessOf(visitor, username)).toBe('Access');
    expect((await visitor.get(`/api/Wishlist/Get/${username}`)).status).toBe(200);
  });

  it('creating an account after answering keeps access', async () => {
    const { visitor, username } = await answeredList();
    expect((await visitor.post('/api/Account/Create', newAccount())).status).toBe(201);
    expect(await accessOf(visitor, username)).toBe('Access');
    expect((await visitor.get(`/api/Wishlist/Get/${username}`)).status).toBe(200);
  });

  it('resetting the password after answering keeps access', async () => {
    const existing = await register(t.url);
    const { visitor, username } = await answeredList();
    expect((await visitor.post('/api/Account/RequestResetPassword', { login: existing.account.email })).status).toBe(
      204,
    );
    const [code] = await codesMailedTo(t.url, existing.account.email, 'resetpassword');
    expect(
      (await visitor.post('/api/Account/ResetPassword', { resetCode: code, password: 'nieuw-wachtwoord-9' })).status,
    ).toBe(204);
    expect((await visitor.get<{ email: string }>('/api/Account/UserData')).body.email).toBe(existing.account.email);
    expect(await accessOf(visitor, username)).toBe('Access');
  });
});

describe('a grant belongs to the person who answered', () => {
  it('does not survive logging out: the next person on a shared device is asked again', async () => {
    const { visitor, username } = await answeredList();
    await visitor.post('/api/Account/Create', newAccount());
    expect((await visitor.post('/api/Account/Logout')).status).toBe(204);
    expect(await accessOf(visitor, username)).toBe('Question');
  });

  it("does not pass from one user's session to another user who logs in on the same browser", async () => {
    const first = await register(t.url);
    const second = await register(t.url);
    const { visitor, username } = await answeredList(first.client);
    expect(await accessOf(visitor, username)).toBe('Access');
    expect(
      (
        await visitor.post('/api/Account/Login', {
          emailOrUsername: second.account.email,
          password: second.account.password,
        })
      ).body,
    ).toBe(true);
    expect(await accessOf(visitor, username)).toBe('Question');
  });

  it("does not pass to the account whose reset link is opened in another user's session", async () => {
    const first = await register(t.url);
    const second = await register(t.url);
    const { visitor, username } = await answeredList(first.client);
    await new ApiClient(t.url).post('/api/Account/RequestResetPassword', { login: second.account.email });
    const [code] = await codesMailedTo(t.url, second.account.email, 'resetpassword');
    expect(
      (await visitor.post('/api/Account/ResetPassword', { resetCode: code, password: 'nieuw-wachtwoord-9' })).status,
    ).toBe(204);
    expect(await accessOf(visitor, username)).toBe('Question');
  });
});

describe('a carried grant still ends when the list changes', () => {
  const changes: [string, Record<string, unknown>][] = [
    ['a new question', { accessQuestion: 'Hoe heet mijn kat?' }],
    ['a new answer', { accessAnswer: 'Rex' }],
    ['closing the list', { accessType: 'CLOSED', accessQuestion: null, accessAnswer: null }],
  ];
  it.each(changes)('ends with %s', async (_, change) => {
    const { owner, visitor, giftId, username } = await answeredList();
    await visitor.post('/api/Afstreper/Create', { email: newAccount().email });
    expect(await accessOf(visitor, username)).toBe('Access');
    expect((await owner.client.post('/api/MyList/UpdateSettings', settings(owner, change))).status).toBe(200);
    expect(await accessOf(visitor, username)).not.toBe('Access');
    expect(await visitor.post('/api/Gift/CrossOff', { publicGiftGuid: giftId })).toMatchObject({
      status: 422,
      body: 'NoAccess',
    });
  });

  it('stays ended when a closed list opens again with the same question and answer', async () => {
    const { owner, visitor, username } = await answeredList();
    await visitor.post('/api/Account/Create', newAccount());
    await owner.client.post(
      '/api/MyList/UpdateSettings',
      settings(owner, { accessType: 'CLOSED', accessQuestion: null, accessAnswer: null }),
    );
    await owner.client.post('/api/MyList/UpdateSettings', settings(owner, {}));
    expect(await accessOf(visitor, username)).toBe('Question');
  });
});
