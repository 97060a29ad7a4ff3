import { ApiClient, newAccount, register } from '../support/api-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('anti-forgery token', () => {
  it('refuses a non-GET call without the token, and one with a wrong token', async () => {
    const client = new ApiClient(t.url);
    await client.csrfToken();
    const missing = await client.raw(
      'POST',
      '/api/Account/Login',
      JSON.stringify({ emailOrUsername: 'a', password: 'b' }),
      { 'content-type': 'application/json' },
    );
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ problem: 'InvalidCsrfToken' });
    const wrong = await client.raw(
      'POST',
      '/api/Account/Login',
      JSON.stringify({ emailOrUsername: 'a', password: 'b' }),
      {
        'content-type': 'application/json',
        'x-csrf-token': 'not-the-token',
      },
    );
    expect(wrong.status).toBe(400);
  });

  it('refuses a token of another session', async () => {
    const a = new ApiClient(t.url);
    const b = new ApiClient(t.url);
    await b.csrfToken();
    const answer = await b.raw('POST', '/api/Account/Logout', undefined, { 'x-csrf-token': await a.csrfToken() });
    expect(answer.status).toBe(400);
  });
});

describe('POST /api/Account/Create', () => {
  it('creates the account and its first list, and logs the new user in', async () => {
    const client = new ApiClient(t.url);
    const account = newAccount();
    const created = await client.post<{ user: Record<string, unknown>; wishlistPrivateGuid: string }>(
      '/api/Account/Create',
      account,
    );
    expect(created.status).toBe(201);
    expect(created.body.user).toMatchObject({
      email: account.email,
      firstName: account.firstName,
      lastName: account.lastName,
      isAccount: true,
    });
    const me = await client.get('/api/Account/UserData');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: account.email });
    const lists = await client.get<{ username: string; privateGuid: string }[]>('/api/MyList/GetAll');
    expect(lists.body).toEqual([
      expect.objectContaining({ username: account.username, privateGuid: created.body.wishlistPrivateGuid }),
    ]);
  });

  it('says EmailUnavailable and UsernameUnavailable, case-insensitively, and frees the e-mail of a failed attempt', async () => {
    const first = await register(t.url);
    const sameEmail = await new ApiClient(t.url).post(
      '/api/Account/Create',
      newAccount({ email: first.account.email.toUpperCase() }),
    );
    expect(sameEmail).toMatchObject({ status: 422, body: 'EmailUnavailable' });
    const retry = newAccount({ username: first.account.username.toUpperCase() });
    const sameUsername = await new ApiClient(t.url).post('/api/Account/Create', retry);
    expect(sameUsername).toMatchObject({ status: 422, body: 'UsernameUnavailable' });
    const again = await new ApiClient(t.url).post('/api/Account/Create', { ...retry, username: `${retry.username}-2` });
    expect(again.status).toBe(201);
  });

  it('says AlreadyLoggedIn to a logged-in user', async () => {
    const { client } = await register(t.url);
    expect(await client.post('/api/Account/Create', newAccount())).toMatchObject({
      status: 422,
      body: 'AlreadyLoggedIn',
    });
  });

  it.each([
    ['a bad e-mail', { email: 'geen-adres' }, 'email'],
    ['a too long e-mail', { email: `${'a'.repeat(95)}@x.com` }, 'email'],
    ['a short username', { username: 'ab' }, 'username'],
    ['a username with a space', { username: 'ab cd' }, 'username'],
    ['a password equal to the first name', { firstName: 'Geheim', password: 'geheim' }, 'password'],
    ['a password equal to both names', { firstName: 'Jan', lastName: 'Smet', password: 'JanSmet' }, 'password'],
    ['a password equal to the e-mail', { email: 'x@example.com', password: 'x@example.com' }, 'password'],
    ['a missing first name', { firstName: '' }, 'firstName'],
    ['a too long password', { password: 'x'.repeat(501) }, 'password'],
  ])('refuses %s with 400 InvalidInput', async (_name, change, field) => {
    const answer = await new ApiClient(t.url).post<{ problem: string; fields: { path: string }[] }>(
      '/api/Account/Create',
      newAccount(change),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.problem).toBe('InvalidInput');
    expect(answer.body.fields.map((f) => f.path)).toContain(field);
  });

  it('refuses a username of digits only, or digits then no letter, as the fully supported form of spec 01 §5 says (issue 27)', async () => {
    const owner = await register(t.url);
    for (const username of ['2024', '12345678', '1-abc', '007_x']) {
      expect((await new ApiClient(t.url).post('/api/MyList/CheckUsername', { username })).body).toBe('Invalid');
      const created = await new ApiClient(t.url).post<{ problem: string; fields: { path: string; message: string }[] }>(
        '/api/Account/Create',
        newAccount({ username }),
      );
      expect(created).toMatchObject({
        status: 400,
        body: { problem: 'InvalidInput', fields: [{ path: 'username', message: 'validation.username.needs_letter' }] },
      });
      const list = await owner.client.post('/api/MyList/Create', {
        username,
        firstName: 'An',
        lastName: 'Smet',
        accessType: 'PUBLIC',
      });
      expect(list).toMatchObject({ status: 400, body: { problem: 'InvalidInput' } });
    }
    for (const username of ['2024jan', 'jan2024', '12ab-3']) {
      expect(
        (
          await new ApiClient(t.url).post('/api/MyList/CheckUsername', {
            username: `${username}${owner.account.username.slice(-6)}`,
          })
        ).body,
      ).toBe('Available');
    }
  });

  it('refuses a body that is not JSON with 400, not 500', async () => {
    const client = new ApiClient(t.url);
    const answer = await client.raw('POST', '/api/Account/Create', '{not json', {
      'content-type': 'application/json',
      'x-csrf-token': await client.csrfToken(),
    });
    expect(answer.status).toBe(400);
  });

  it('does not trim passwords', async () => {
    const { account } = await register(t.url, { password: ' spatie-spatie ' });
    const client = new ApiClient(t.url);
    expect(
      (await client.post('/api/Account/Login', { emailOrUsername: account.email, password: 'spatie-spatie' })).body,
    ).toBe(false);
    expect(
      (await client.post('/api/Account/Login', { emailOrUsername: account.email, password: ' spatie-spatie ' })).body,
    ).toBe(true);
  });
});

describe('login, logout and the current user', () => {
  it('logs in by e-mail or username, answers false for a wrong password, and 204 when logged out', async () => {
    const { account } = await register(t.url);
    const client = new ApiClient(t.url);
    expect((await client.get('/api/Account/UserData')).status).toBe(204);
    expect((await client.post('/api/Account/Login', { emailOrUsername: account.email, password: 'fout' })).body).toBe(
      false,
    );
    expect(
      (await client.post('/api/Account/Login', { emailOrUsername: 'niemand@example.com', password: 'fout' })).body,
    ).toBe(false);
    expect(
      (await client.post('/api/Account/Login', { emailOrUsername: account.username, password: account.password })).body,
    ).toBe(true);
    expect((await client.get('/api/Account/UserData')).body).toMatchObject({ email: account.email });
    expect((await client.post('/api/Account/Logout')).status).toBe(204);
    expect((await client.get('/api/Account/UserData')).status).toBe(204);
    expect(
      (
        await client.post('/api/Account/Login', {
          emailOrUsername: account.email.toUpperCase(),
          password: account.password,
        })
      ).body,
    ).toBe(true);
  });

  it('starts a new session at login, so the old session id is worthless', async () => {
    const { account } = await register(t.url);
    const client = new ApiClient(t.url);
    await client.csrfToken();
    const before = client.sessionCookie;
    await client.post('/api/Account/Login', { emailOrUsername: account.email, password: account.password });
    expect(client.sessionCookie).not.toBe(before);
    const planted = await fetch(`${t.url}/api/Account/UserData`, { headers: { cookie: before! } });
    expect(planted.status).toBe(204);
  });

  it('sets the session cookie httpOnly and SameSite=Lax', async () => {
    const response = await fetch(`${t.url}/api/Utility/CsrfToken`);
    expect(response.headers.get('set-cookie')).toMatch(/HttpOnly/i);
    expect(response.headers.get('set-cookie')).toMatch(/SameSite=Lax/i);
  });
});

describe('availability checks', () => {
  it('CheckEmail answers Available, IsCurrentUser and Unavailable', async () => {
    const { client, account } = await register(t.url);
    const other = new ApiClient(t.url);
    expect((await other.post('/api/Account/CheckEmail', { email: 'vrij@example.com' })).body).toBe('Available');
    expect((await other.post('/api/Account/CheckEmail', { email: account.email })).body).toBe('Unavailable');
    expect((await client.post('/api/Account/CheckEmail', { email: account.email })).body).toBe('IsCurrentUser');
  });

  it('CheckUsername answers Available, Unavailable and Invalid', async () => {
    const { account } = await register(t.url);
    const client = new ApiClient(t.url);
    expect((await client.post('/api/MyList/CheckUsername', { username: 'nog-vrij-123' })).body).toBe('Available');
    expect((await client.post('/api/MyList/CheckUsername', { username: account.username })).body).toBe('Unavailable');
    expect((await client.post('/api/MyList/CheckUsername', { username: '-x' })).body).toBe('Invalid');
    expect((await client.post('/api/MyList/CheckUsername', { username: 5 })).status).toBe(400);
  });
});
