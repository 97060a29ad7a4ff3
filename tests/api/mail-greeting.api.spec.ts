import { tMail } from '@wl/contracts';
import { ApiClient, ownerWithGift, register } from '../support/api-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

/** The cross-off confirmation mailed to an address, once the reactor queued it. */
async function crossOffMailTo(address: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const outbox = (await new ApiClient(t.url).get<{ to: string; text: string }[]>('/api/Dev/Outbox')).body;
    const mail = outbox.find((m) => m.to.includes(address) && m.text.includes('/crossedoff/'));
    if (mail) return mail.text;
    if (Date.now() > deadline) throw new Error(`no cross-off mail to ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the greeting of the cross-off mail', () => {
  it('greets someone without a first name neutrally, never with their e-mail address', async () => {
    const { giftId } = await ownerWithGift(t.url);
    const visitor = new ApiClient(t.url);
    const address = 'jeanne.janssens@example.com';
    expect((await visitor.post('/api/Afstreper/Create', { email: address })).status).toBe(200);
    expect((await visitor.post('/api/Gift/CrossOff', { publicGiftGuid: giftId })).status).toBe(200);

    const mail = await crossOffMailTo(address);
    expect(mail.startsWith(`${tMail('mail.greeting.neutral')}\n`)).toBe(true);
    expect(mail).not.toContain(`Dag ${address}`);
  });

  it('greets an account by its first name', async () => {
    const { giftId } = await ownerWithGift(t.url);
    const giver = await register(t.url, { firstName: 'Jeanne' });
    expect((await giver.client.post('/api/Gift/CrossOff', { publicGiftGuid: giftId })).status).toBe(200);
    expect(
      (await crossOffMailTo(giver.account.email)).startsWith(`${tMail('mail.greeting.named', { name: 'Jeanne' })}\n`),
    ).toBe(true);
  });
});
