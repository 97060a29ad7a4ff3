import { ApiClient, mailSettingsKeyMailedTo, register } from '../support/api-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/Afstreper/Create', () => {
  it('creates a lightweight user (isAccount false) and logs it in', async () => {
    const client = new ApiClient(t.url);
    const created = await client.post('/api/Afstreper/Create', { email: 'gever@example.com' });
    expect(created).toMatchObject({ status: 200, body: { email: 'gever@example.com', isAccount: false } });
    expect((await client.get('/api/Account/UserData')).body).toMatchObject({
      email: 'gever@example.com',
      isAccount: false,
    });
    expect((await client.get('/api/MyList/GetAll')).body).toEqual([]);
  });

  it('says EmailInUse for an address of an existing user, EmailUnusable for a bad one, Other when logged in', async () => {
    const { client, account } = await register(t.url);
    expect(
      await new ApiClient(t.url).post('/api/Afstreper/Create', { email: account.email.toUpperCase() }),
    ).toMatchObject({ status: 422, body: 'EmailInUse' });
    expect(await new ApiClient(t.url).post('/api/Afstreper/Create', { email: 'geen adres' })).toMatchObject({
      status: 422,
      body: 'EmailUnusable',
    });
    expect(await client.post('/api/Afstreper/Create', { email: 'nog-vrij@example.com' })).toMatchObject({
      status: 422,
      body: 'Other',
    });
    expect((await new ApiClient(t.url).post('/api/Afstreper/Create', {})).status).toBe(400);
  });

  it('never lets a lightweight user log in without a password', async () => {
    const client = new ApiClient(t.url);
    await client.post('/api/Afstreper/Create', { email: 'licht@example.com' });
    expect(
      (await new ApiClient(t.url).post('/api/Account/Login', { emailOrUsername: 'licht@example.com', password: '' }))
        .status,
    ).toBe(400);
    expect(
      (await new ApiClient(t.url).post('/api/Account/Login', { emailOrUsername: 'licht@example.com', password: 'x' }))
        .body,
    ).toBe(false);
  });
});

describe('e-mail settings by guid', () => {
  it('reads and updates the settings without login with the key of a mailed link; unknown guids are 404', async () => {
    const registered = await register(t.url);
    const { userId, account } = registered;
    const key = await mailSettingsKeyMailedTo(t.url, registered);
    const anonymous = new ApiClient(t.url);
    expect(await anonymous.get(`/api/Account/GetEmailSettings/${userId}?k=${key}`)).toMatchObject({
      status: 200,
      body: {
        userPrivateGuid: userId,
        email: account.email,
        overviewEmailFrequency: 0,
        enableCrossOffNotifications: true,
      },
    });
    expect(
      await anonymous.post('/api/Account/UpdateEmailSettings', {
        userPrivateGuid: userId,
        key,
        overviewEmailFrequency: 6,
        enableCrossOffNotifications: false,
      }),
    ).toMatchObject({
      status: 200,
      body: {
        userPrivateGuid: userId,
        email: account.email,
        overviewEmailFrequency: 6,
        enableCrossOffNotifications: false,
      },
    });
    expect((await anonymous.get(`/api/Account/GetEmailSettings/${userId}?k=${key}`)).body).toMatchObject({
      overviewEmailFrequency: 6,
      enableCrossOffNotifications: false,
    });
    expect(
      (await anonymous.get(`/api/Account/GetEmailSettings/00000000-0000-4000-8000-000000000000?k=${key}`)).status,
    ).toBe(404);
    expect((await anonymous.get('/api/Account/GetEmailSettings/geen-guid')).status).toBe(404);
    expect(
      await anonymous.post('/api/Account/UpdateEmailSettings', {
        userPrivateGuid: '00000000-0000-4000-8000-000000000000',
        key,
        overviewEmailFrequency: 1,
        enableCrossOffNotifications: true,
      }),
    ).toMatchObject({ status: 404, body: { problem: 'NotFound' } });
    expect(
      (
        await anonymous.post('/api/Account/UpdateEmailSettings', {
          userPrivateGuid: userId,
          key,
          overviewEmailFrequency: 2,
          enableCrossOffNotifications: true,
        })
      ).status,
    ).toBe(400);
  });
});

describe('POST /api/Utility/CheckSession', () => {
  it('works without a token, hands out the session token and tells whether the user is still the same', async () => {
    const { client } = await register(t.url);
    const me = await client.get<{ publicGuid: string }>('/api/Account/UserData');
    const same = await client.raw<{ isValid: boolean; newCSRFToken: string }>(
      'POST',
      '/api/Utility/CheckSession',
      JSON.stringify({ checkPublicUserGuid: true, publicUserGuid: me.body.publicGuid, failedRequestPath: '/api/x' }),
      { 'content-type': 'application/json' },
    );
    expect(same.body.isValid).toBe(true);
    expect(same.body.newCSRFToken).toBe(await client.csrfToken());
    const other = await client.raw<{ isValid: boolean }>(
      'POST',
      '/api/Utility/CheckSession',
      JSON.stringify({ checkPublicUserGuid: true, publicUserGuid: 'someone-else' }),
      { 'content-type': 'application/json' },
    );
    expect(other.body.isValid).toBe(false);
  });
});

describe('GET /api/Utility/WebVersion', () => {
  it('answers the server version and whether the client named in clientVersion runs it', async () => {
    const anyone = new ApiClient(t.url);
    const { version } = (await anyone.get<{ version: string }>('/api/Utility/WebVersion')).body;
    expect(await anyone.get('/api/Utility/WebVersion')).toMatchObject({
      status: 200,
      body: { version, clientIsCurrent: null },
    });
    expect(await anyone.get(`/api/Utility/WebVersion?clientVersion=${version}`)).toMatchObject({
      status: 200,
      body: { version, clientIsCurrent: true },
    });
    expect(await anyone.get('/api/Utility/WebVersion?clientVersion=0.0.1')).toMatchObject({
      status: 200,
      body: { version, clientIsCurrent: false },
    });
    expect(await anyone.get(`/api/Utility/WebVersion?clientVersion=${'9'.repeat(65)}`)).toMatchObject({
      status: 400,
      body: { problem: 'InvalidInput' },
    });
  });
});
