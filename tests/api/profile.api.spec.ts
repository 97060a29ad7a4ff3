import { ApiClient, register } from '../support/api-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const edit = (r: Awaited<ReturnType<typeof register>>, change: Record<string, unknown> = {}) => ({
  userPrivateGuid: r.userId,
  firstName: r.account.firstName,
  lastName: r.account.lastName,
  email: r.account.email,
  overviewEmailFrequency: 0,
  enableCrossOffNotifications: true,
  ...change,
});

describe('POST /api/Account/Edit', () => {
  it('changes names, e-mail address, password and mail settings', async () => {
    const me = await register(t.url);
    const answer = await me.client.post(
      '/api/Account/Edit',
      edit(me, {
        firstName: 'Nieuwe',
        lastName: 'Naam',
        email: 'nieuw-adres@example.com',
        password: 'ander-wachtwoord',
        overviewEmailFrequency: 3,
        enableCrossOffNotifications: false,
        currentPassword: me.account.password,
      }),
    );
    expect(answer).toMatchObject({
      status: 200,
      body: {
        firstName: 'Nieuwe',
        lastName: 'Naam',
        email: 'nieuw-adres@example.com',
        overviewEmailFrequency: 3,
        enableCrossOffNotifications: false,
      },
    });
    const anyone = new ApiClient(t.url);
    expect((await anyone.post('/api/Account/CheckEmail', { email: me.account.email })).body).toBe('Available');
    expect((await anyone.post('/api/Account/CheckEmail', { email: 'nieuw-adres@example.com' })).body).toBe(
      'Unavailable',
    );
    expect(
      (
        await anyone.post('/api/Account/Login', {
          emailOrUsername: 'nieuw-adres@example.com',
          password: 'ander-wachtwoord',
        })
      ).body,
    ).toBe(true);
  });

  it('says WrongUserGuid for another user\u2019s guid and EmailUnavailable for a taken address, changing nothing', async () => {
    const me = await register(t.url);
    const other = await register(t.url);
    expect(await me.client.post('/api/Account/Edit', edit(me, { userPrivateGuid: other.userId }))).toMatchObject({
      status: 422,
      body: 'WrongUserGuid',
    });
    expect(
      await me.client.post(
        '/api/Account/Edit',
        edit(me, { email: other.account.email, firstName: 'Gewijzigd', currentPassword: me.account.password }),
      ),
    ).toMatchObject({ status: 422, body: 'EmailUnavailable' });
    expect((await me.client.get('/api/Account/UserData')).body).toMatchObject({
      email: me.account.email,
      firstName: me.account.firstName,
    });
  });

  it('lets a lightweight user become a full account by setting a password', async () => {
    const client = new ApiClient(t.url);
    const user = await client.post<{ privateGuid: string }>('/api/Afstreper/Create', {
      email: 'wordt-account@example.com',
    });
    const answer = await client.post('/api/Account/Edit', {
      userPrivateGuid: user.body.privateGuid,
      firstName: 'Licht',
      lastName: 'Gewicht',
      email: 'wordt-account@example.com',
      password: 'eindelijk-een-wachtwoord',
      overviewEmailFrequency: 0,
      enableCrossOffNotifications: true,
    });
    expect(answer).toMatchObject({ status: 200, body: { isAccount: true, firstName: 'Licht' } });
    expect(
      (
        await new ApiClient(t.url).post('/api/Account/Login', {
          emailOrUsername: 'wordt-account@example.com',
          password: 'eindelijk-een-wachtwoord',
        })
      ).body,
    ).toBe(true);
  });

  it('needs a login and refuses bad input', async () => {
    const me = await register(t.url);
    expect((await new ApiClient(t.url).post('/api/Account/Edit', edit(me))).status).toBe(401);
    expect((await me.client.post('/api/Account/Edit', edit(me, { email: 'geen-adres' }))).status).toBe(400);
    expect((await me.client.post('/api/Account/Edit', edit(me, { overviewEmailFrequency: 2 }))).status).toBe(400);
    expect((await me.client.post('/api/Account/Edit', edit(me, { password: me.account.email }))).status).toBe(400);
  });
});

describe('GET /api/Account/GetDeleteUserQuestion', () => {
  it('gives the leaving question in Dutch with its answers, to logged-in users', async () => {
    const me = await register(t.url);
    const question = await me.client.get<{ question: string; answers: { id: number; answer: string }[] }>(
      '/api/Account/GetDeleteUserQuestion',
    );
    expect(question.status).toBe(200);
    expect(question.body.question).toMatch(/account/);
    expect(question.body.answers.at(-1)!.answer).toBe('Iets anders');
    expect((await new ApiClient(t.url).get('/api/Account/GetDeleteUserQuestion')).status).toBe(401);
  });
});
