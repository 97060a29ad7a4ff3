import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { ApiClient, register } from '../support/api-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** With SMTP_URL set, mail leaves through nodemailer over SMTP: here to a real SMTP server on loopback. */
describe('mail over SMTP', () => {
  const received: { to: string[]; message: string }[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let message = '';
      stream.on('data', (chunk: Buffer) => {
        message += chunk.toString('utf8');
      });
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), message });
        callback();
      });
    },
  });
  let t: TestApp;

  beforeAll(async () => {
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    t = await startTestApp({ smtpUrl: `smtp://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('sends the password-reset mail to the SMTP server, and keeps nothing in the outbox', async () => {
    const { account } = await register(t.url);
    received.length = 0; // the verification mail of the registration
    expect(
      (await new ApiClient(t.url).post('/api/Account/RequestResetPassword', { login: account.email })).status,
    ).toBe(204);
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toEqual([account.email]);
    expect(received[0]!.message).toMatch(/\/account\/resetpassword\/[A-Za-z0-9_-]+/);
    expect((await new ApiClient(t.url).get<unknown[]>('/api/Dev/Outbox')).body).toEqual([]);
  });
});
