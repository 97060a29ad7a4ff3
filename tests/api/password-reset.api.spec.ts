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

interface Mail {
  to: string;
  subject: string;
  text: string;
}

async function resetCodeMailedTo(email: string): Promise<string> {
  const outbox = await new ApiClient(t.url).get<Mail[]>('/api/Dev/Outbox');
  // The address also got the verification mail of its registration.
  const mail = outbox.body.find((m) => m.to === email && m.text.includes('/account/resetpassword/'));
  expect(mail?.subject).toMatch(/wachtwoord/);
  return /\/account\/resetpassword\/([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
}

describe('password reset', () => {
  it('mails a single-use code, checks it, sets the new password and logs the user in', async () => {
    const { account } = await register(t.url);
    const visitor = new ApiClient(t.url);
    expect((await visitor.post('/api/Account/RequestResetPassword', { login: account.username })).status).toBe(204);
    const code = await resetCodeMailedTo(account.email);

    expect(await visitor.get(`/api/Account/CheckResetPasswordCode/${code}`)).toMatchObject({
      status: 200,
      body: { email: account.email, firstName: account.firstName, lastName: account.lastName },
    });
    expect(
      (await visitor.post('/api/Account/ResetPassword', { resetCode: code, password: 'nieuw-wachtwoord' })).status,
    ).toBe(204);
    expect((await visitor.get('/api/Account/UserData')).body).toMatchObject({ email: account.email });

    const other = new ApiClient(t.url);
    expect(
      (await other.post('/api/Account/Login', { emailOrUsername: account.email, password: account.password })).body,
    ).toBe(false);
    expect(
      (await other.post('/api/Account/Login', { emailOrUsername: account.email, password: 'nieuw-wachtwoord' })).body,
    ).toBe(true);

    expect(await visitor.get(`/api/Account/CheckResetPasswordCode/${code}`)).toMatchObject({
      status: 422,
      body: 'IsUnknown',
    });
    expect(
      await visitor.post('/api/Account/ResetPassword', { resetCode: code, password: 'nog-een-ander' }),
    ).toMatchObject({ status: 422, body: 'IsUnknown' });
  });

  it('says IsExpired after two hours and IsUnknown for a made-up code', async () => {
    const { account } = await register(t.url);
    const visitor = new ApiClient(t.url);
    await visitor.post('/api/Account/RequestResetPassword', { login: account.email });
    const code = await resetCodeMailedTo(account.email);
    clock.advance(2 * 3_600_000 + 1000);
    expect(await visitor.get(`/api/Account/CheckResetPasswordCode/${code}`)).toMatchObject({
      status: 422,
      body: 'IsExpired',
    });
    expect(
      await visitor.post('/api/Account/ResetPassword', { resetCode: code, password: 'nieuw-wachtwoord' }),
    ).toMatchObject({ status: 422, body: 'IsExpired' });
    expect(await visitor.get('/api/Account/CheckResetPasswordCode/verzonnen')).toMatchObject({
      status: 422,
      body: 'IsUnknown',
    });
  });

  it('says NoUserFound for an unknown login and refuses bad input with 400', async () => {
    const visitor = new ApiClient(t.url);
    expect(await visitor.post('/api/Account/RequestResetPassword', { login: 'niemand@example.com' })).toMatchObject({
      status: 422,
      body: 'NoUserFound',
    });
    expect((await visitor.post('/api/Account/RequestResetPassword', { login: '' })).status).toBe(400);
    expect((await visitor.post('/api/Account/ResetPassword', { resetCode: 'x', password: '' })).status).toBe(400);
  });

  it('limits reset requests per account: the sixth within an hour is 429', async () => {
    const { account } = await register(t.url);
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (await new ApiClient(t.url).post('/api/Account/RequestResetPassword', { login: account.email })).status,
      );
    expect(statuses).toEqual([204, 204, 204, 204, 204, 429]);
  });
});
