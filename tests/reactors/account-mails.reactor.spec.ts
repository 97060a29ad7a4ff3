import { tMail } from '@wl/contracts';
import { AccountMailsReactor } from '../../backend/src/account/account-mails.reactor.js';
import { userStream } from '../../backend/src/account/user.decider.js';
import { ApiClient, register } from '../support/api-client.js';
import { reactorSpec } from '../support/reactor-spec.js';

const codeIn = (page: string, text: string) => new RegExp(`/account/${page}/([A-Za-z0-9_-]+)`).exec(text)?.[1];

describe('the account mails reactor', () => {
  const spec = reactorSpec(AccountMailsReactor);

  it('given a registration, then one verification mail whose link verifies the address', async () => {
    const user = await register(spec.app.url);
    const { events, mails } = await spec.reacts();
    expect({ events, mails }).toEqual({
      events: [],
      mails: [{ to: user.account.email, subject: tMail('mail.verify_email.subject'), text: expect.any(String) }],
    });
    expect(
      (await user.client.post('/api/Account/VerifyEmail', { code: codeIn('verify', mails[0]!.text) })).status,
    ).toBe(204);
  });

  it('given a password reset asked for, then one mail whose link holds a code that works', async () => {
    const user = await register(spec.app.url);
    await spec.reacts();
    expect(
      (await new ApiClient(spec.app.url).post('/api/Account/RequestResetPassword', { login: user.account.email }))
        .status,
    ).toBe(204);
    const { mails } = await spec.reacts();
    expect(mails).toEqual([
      { to: user.account.email, subject: tMail('mail.reset_password.subject'), text: expect.any(String) },
    ]);
    expect(
      (
        await new ApiClient(spec.app.url).get(
          `/api/Account/CheckResetPasswordCode/${codeIn('resetpassword', mails[0]!.text)}`,
        )
      ).status,
    ).toBe(200);
  });

  it('given a changed address nobody asked a link for, then one is asked for, and mailed to the new address', async () => {
    const user = await register(spec.app.url);
    await spec.reacts();
    const newEmail = `nieuw-${user.account.email}`;
    const edit = await user.client.post('/api/Account/Edit', {
      userPrivateGuid: user.userId,
      firstName: user.account.firstName,
      lastName: user.account.lastName,
      email: newEmail,
      currentPassword: user.account.password,
      overviewEmailFrequency: 0,
      enableCrossOffNotifications: true,
    });
    expect(edit.status).toBe(200);
    // The edit leaves the new address unconfirmed; the reactor asks for its link (a user-stream event) ...
    expect(await spec.reacts()).toEqual({
      events: [
        {
          streamId: userStream(user.userId),
          type: 'EmailVerificationRequested',
          data: expect.objectContaining({ userId: user.userId }),
        },
      ],
      mails: [],
    });
    // ... and mails it when that event comes by, to the new address; the link verifies it.
    const { mails } = await spec.reacts();
    expect(mails).toEqual([{ to: newEmail, subject: tMail('mail.verify_email.subject'), text: expect.any(String) }]);
    expect(
      (await user.client.post('/api/Account/VerifyEmail', { code: codeIn('verify', mails[0]!.text) })).status,
    ).toBe(204);
  });
});
