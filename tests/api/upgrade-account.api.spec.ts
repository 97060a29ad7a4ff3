import { ApiClient, newAccount, ownerWithGift, register } from '../support/api-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

interface Created {
  user: { privateGuid: string; isAccount: boolean; email: string; firstName: string };
  wishlistPrivateGuid: string;
}

/** A visitor who crossed a gift off by e-mail: a logged-in lightweight user. */
async function lightweightGiver(baseUrl = t.url) {
  const { giftId } = await ownerWithGift(baseUrl);
  const client = new ApiClient(baseUrl);
  const email = newAccount().email;
  const made = await client.post<{ privateGuid: string }>('/api/Afstreper/Create', { email });
  expect((await client.post('/api/Gift/CrossOff', { publicGiftGuid: giftId })).status).toBe(200);
  return { client, email, userId: made.body.privateGuid, giftId };
}

const crossedOffGifts = async (client: ApiClient) =>
  (
    await client.get<{ crossedOffWishlists: { gifts: { publicGuid: string }[] }[] }>('/api/Gift/CrossedOff')
  ).body.crossedOffWishlists.flatMap((l) => l.gifts.map((g) => g.publicGuid));

describe('a lightweight user upgrades to an account through POST /api/Account/Create', () => {
  it('makes the same user an account with a username, a password and a first list; the cross-offs stay theirs', async () => {
    const { client, email, userId, giftId } = await lightweightGiver();
    const account = newAccount({ email: email.toUpperCase() });
    const created = await client.post<Created>('/api/Account/Create', account);
    expect(created).toMatchObject({
      status: 201,
      body: { user: { privateGuid: userId, isAccount: true, email, firstName: account.firstName } },
    });

    expect((await client.get('/api/Account/UserData')).body).toMatchObject({
      privateGuid: userId,
      isAccount: true,
      lastName: account.lastName,
    });
    expect((await client.get<{ privateGuid: string; username: string }[]>('/api/MyList/GetAll')).body).toEqual([
      expect.objectContaining({ privateGuid: created.body.wishlistPrivateGuid, username: account.username }),
    ]);
    expect((await client.get(`/api/MyList/Get/${created.body.wishlistPrivateGuid}`)).status).toBe(200);
    expect(await crossedOffGifts(client)).toEqual([giftId]);
    expect((await client.post('/api/MyList/CheckUsername', { username: account.username })).body).toBe('Unavailable');

    const elsewhere = new ApiClient(t.url);
    expect(
      (await elsewhere.post('/api/Account/Login', { emailOrUsername: account.username, password: account.password }))
        .body,
    ).toBe(true);
    expect(await crossedOffGifts(elsewhere)).toEqual([giftId]);
    // Upgraded once: the call is the full account's now.
    expect(await client.post('/api/Account/Create', newAccount({ email }))).toMatchObject({
      status: 422,
      body: 'AlreadyLoggedIn',
    });
  });

  it('refuses another e-mail address and a taken username, leaving the user as it was', async () => {
    const { client, email } = await lightweightGiver();
    const taken = await register(t.url);
    const other = newAccount();
    expect(await client.post('/api/Account/Create', other)).toMatchObject({ status: 422, body: 'Other' });
    expect((await client.post('/api/MyList/CheckUsername', { username: other.username })).body).toBe('Available');
    expect((await client.post('/api/Account/CheckEmail', { email: other.email })).body).toBe('Available');

    expect(
      await client.post('/api/Account/Create', newAccount({ email, username: taken.account.username })),
    ).toMatchObject({ status: 422, body: 'UsernameUnavailable' });
    expect((await client.get('/api/Account/UserData')).body).toMatchObject({ isAccount: false });
    expect((await client.get('/api/MyList/GetAll')).body).toEqual([]);
    expect(
      (await new ApiClient(t.url).post('/api/Account/Login', { emailOrUsername: email, password: other.password }))
        .body,
    ).toBe(false);

    expect((await client.post('/api/Account/Create', newAccount({ email }))).status).toBe(201);
  });

  it('still answers AlreadyLoggedIn to a full account', async () => {
    const { client } = await register(t.url);
    expect(await client.post('/api/Account/Create', newAccount())).toMatchObject({
      status: 422,
      body: 'AlreadyLoggedIn',
    });
  });
});

describe('WishlistFailed', () => {
  it('answers 422 WishlistFailed when the first list cannot be made now; the account stands and the list follows', async () => {
    const failing = await startTestApp({ failpoints: { 'first-wishlist.request': 2 } });
    try {
      const lightweight = new ApiClient(failing.url);
      const lightweightEmail = newAccount().email;
      await lightweight.post('/api/Afstreper/Create', { email: lightweightEmail });
      const cases: [ApiClient, string | undefined][] = [
        [new ApiClient(failing.url), undefined],
        [lightweight, lightweightEmail],
      ];
      for (const [client, email] of cases) {
        const account = newAccount(email ? { email } : {});
        expect(await client.post('/api/Account/Create', account)).toMatchObject({
          status: 422,
          body: 'WishlistFailed',
        });
        expect((await client.get('/api/Account/UserData')).body).toMatchObject({
          email: account.email,
          isAccount: true,
        });
        for (let i = 0; i < 100 && (await client.get<unknown[]>('/api/MyList/GetAll')).body.length === 0; i++)
          await new Promise((r) => setTimeout(r, 50));
        expect((await client.get('/api/MyList/GetAll')).body).toEqual([
          expect.objectContaining({ username: account.username }),
        ]);
      }
    } finally {
      await failing.close();
    }
  });
});
