import { ApiClient, codesMailedTo, newAccount, register, type Registered } from '../support/api-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

type Refusal = { problem: string; fields: { path: string; message: string }[] };

/** The answer is a 400 `InvalidInput` on the password field, with the rule's catalogue key. */
function expectPasswordRefused(answer: { status: number; body: unknown }, message: string) {
  expect(answer.status).toBe(400);
  const body = answer.body as Refusal;
  expect(body.problem).toBe('InvalidInput');
  expect(body.fields).toContainEqual({ path: 'password', message });
}

const editOf = (me: Registered, change: Record<string, unknown>) => ({
  userPrivateGuid: me.userId,
  firstName: me.account.firstName,
  lastName: me.account.lastName,
  email: me.account.email,
  overviewEmailFrequency: 0,
  enableCrossOffNotifications: true,
  currentPassword: me.account.password,
  ...change,
});

async function resetCodeOf(me: Registered): Promise<string> {
  expect(
    (await new ApiClient(t.url).post('/api/Account/RequestResetPassword', { login: me.account.email })).status,
  ).toBe(204);
  return (await codesMailedTo(t.url, me.account.email, 'resetpassword'))[0]!;
}

describe('one password rule for sign-up, reset and profile edit', () => {
  describe('POST /api/Account/Create', () => {
    it.each([
      ['a password of 7 characters', { password: 'kort-ww' }, 'validation.password.too_short'],
      ['a common password, in any case', { password: 'Sunshine' }, 'validation.password.common'],
      [
        'the part of the e-mail before the @',
        { email: 'jeanne.janssens@example.com', password: 'Jeanne.Janssens' },
        'validation.password.personal_data',
      ],
      [
        'the username',
        { username: 'lotte-peeters-7', password: 'LOTTE-PEETERS-7' },
        'validation.password.personal_data',
      ],
    ])('refuses %s', async (_name, change, message) => {
      const answer = await new ApiClient(t.url).post('/api/Account/Create', newAccount(change));
      expectPasswordRefused(answer, message);
    });

    it('accepts a password of 8 characters that is no common one and not the person', async () => {
      expect(
        (await new ApiClient(t.url).post('/api/Account/Create', newAccount({ password: 'kort-ww!' }))).status,
      ).toBe(201);
    });
  });

  describe('POST /api/Account/ResetPassword', () => {
    it('refuses a short or common password, and the holder\u2019s first name or username, and keeps the code usable', async () => {
      const me = await register(t.url, { firstName: 'Annemarie' });
      const code = await resetCodeOf(me);
      const visitor = new ApiClient(t.url);
      expectPasswordRefused(
        await visitor.post('/api/Account/ResetPassword', { resetCode: code, password: 'abc' }),
        'validation.password.too_short',
      );
      expectPasswordRefused(
        await visitor.post('/api/Account/ResetPassword', { resetCode: code, password: 'password1' }),
        'validation.password.common',
      );
      expectPasswordRefused(
        await visitor.post('/api/Account/ResetPassword', { resetCode: code, password: 'annemarie' }),
        'validation.password.personal_data',
      );
      expectPasswordRefused(
        await visitor.post('/api/Account/ResetPassword', {
          resetCode: code,
          password: me.account.username.toUpperCase(),
        }),
        'validation.password.personal_data',
      );
      expect(
        (await visitor.post('/api/Account/ResetPassword', { resetCode: code, password: 'een-nieuw-wachtwoord' }))
          .status,
      ).toBe(204);
    });
  });

  describe('POST /api/Account/Edit', () => {
    it('refuses a short or common new password, and the username of the user\u2019s list', async () => {
      const me = await register(t.url);
      expectPasswordRefused(
        await me.client.post('/api/Account/Edit', editOf(me, { password: 'abc' })),
        'validation.password.too_short',
      );
      expectPasswordRefused(
        await me.client.post('/api/Account/Edit', editOf(me, { password: 'iloveyou' })),
        'validation.password.common',
      );
      expectPasswordRefused(
        await me.client.post('/api/Account/Edit', editOf(me, { password: me.account.username })),
        'validation.password.personal_data',
      );
      expect(
        (await me.client.post('/api/Account/Edit', editOf(me, { password: 'zelf-gekozen-wachtwoord' }))).status,
      ).toBe(200);
    });

    it('refuses a lightweight user\u2019s first password when it is their e-mail address\u2019s local part', async () => {
      const client = new ApiClient(t.url);
      const user = await client.post<{ privateGuid: string }>('/api/Afstreper/Create', {
        email: 'hannelore.claes@example.com',
      });
      const answer = await client.post('/api/Account/Edit', {
        userPrivateGuid: user.body.privateGuid,
        firstName: 'Hannelore',
        lastName: 'Claes',
        email: 'hannelore.claes@example.com',
        overviewEmailFrequency: 0,
        enableCrossOffNotifications: true,
        password: 'hannelore.claes',
      });
      expectPasswordRefused(answer, 'validation.password.personal_data');
    });
  });
});
