import Database from 'better-sqlite3';
import { join } from 'node:path';
import { ApiClient, codesMailedTo, ownerWithGift, register, verifyEmail } from '../support/api-client.js';
import { quiescent } from '../support/quiescent.js';
import { appsOfEachTest, type TestApp, TestClock } from '../support/test-app.js';

/**
 * Each workflow is stopped by a failpoint right after its first effect, as if the process died there; a new app on the
 * same data folder, without the failpoint, finishes it exactly once: no mail twice, no event twice.
 */
const { start, restart } = appsOfEachTest();

function countEvents(app: TestApp, type: string, streamPrefix = ''): number {
  const db = new Database(join(app.config.dataDir, 'events.db'), { readonly: true });
  const { n } = db
    .prepare('SELECT count(*) AS n FROM events WHERE type = ? AND stream_id LIKE ?')
    .get(type, `${streamPrefix}%`) as { n: number };
  db.close();
  return n;
}

async function mailsTo(app: TestApp, address: string, contains = '') {
  const outbox = (await new ApiClient(app.url).get<{ to: string; text: string }[]>('/api/Dev/Outbox')).body;
  return outbox.filter((m) => m.to === address && m.text.includes(contains));
}

/** Polls until the check holds (reactors of the restarted app catch up on their own). */
async function eventually(check: () => Promise<boolean>, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not reached');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('workflows finish exactly once after a crash', () => {
  it('cross-off confirmation mail', async () => {
    const first = await start({ failpoints: { 'cross-off-mail.queued': 'halt' } });
    const { giftId } = await ownerWithGift(first.url);
    const giver = await register(first.url);
    expect((await giver.client.post('/api/Gift/CrossOff', { publicGiftGuid: giftId })).status).toBe(200);
    // The answer does not wait for the mail: let the reactor reach its halt (after queueing) first.
    await eventually(async () => (await mailsTo(first, giver.account.email, '/crossedoff/')).length === 1);
    const second = await restart(first);
    await quiescent(second);
    expect(await mailsTo(second, giver.account.email, '/crossedoff/')).toHaveLength(1);
    expect(countEvents(second, 'GiftCrossedOff')).toBe(1);
  });

  it('password-reset mail, with a code that works', async () => {
    const first = await start({ failpoints: { 'account-mails.reset-queued': 'halt' } });
    const { account } = await register(first.url);
    expect(
      (await new ApiClient(first.url).post('/api/Account/RequestResetPassword', { login: account.email })).status,
    ).toBe(204);
    const second = await restart(first);
    await quiescent(second);
    const codes = await codesMailedTo(second.url, account.email, 'resetpassword');
    expect(codes).toHaveLength(1);
    expect((await new ApiClient(second.url).get(`/api/Account/CheckResetPasswordCode/${codes[0]}`)).status).toBe(200);
    expect(countEvents(second, 'PasswordResetRequested')).toBe(1);
  });

  it('e-mail verification mail of a new account, with a code that works', async () => {
    const first = await start({ failpoints: { 'account-mails.verify-queued': 'halt' } });
    const registered = await register(first.url);
    const second = await restart(first);
    await quiescent(second);
    const codes = await codesMailedTo(second.url, registered.account.email, 'verify');
    expect(codes).toHaveLength(1);
    expect((await new ApiClient(second.url).post('/api/Account/VerifyEmail', { code: codes[0] })).status).toBe(204);
    expect(countEvents(second, 'EmailVerificationRequested')).toBe(1);
  });

  it('send-list mails: the recipients after the crash still get theirs, the first not twice', async () => {
    const clock = new TestClock();
    const first = await start({ failpoints: { 'send-list-mail.first-queued': 'halt' } }, clock);
    const owner = await register(first.url);
    await verifyEmail(first.url, owner);
    clock.advance(86_400_000 + 1000);
    const sent = await owner.client.post('/api/MyList/Send', {
      privateGuid: owner.wishlistId,
      recipients: 'oma@example.com; opa@example.com',
      subject: 'Mijn lijstje',
      messageStart: 'Dag allemaal,',
      messageEnd: 'Tot snel!',
    });
    expect(sent).toMatchObject({ status: 200, body: { sent: 2 } });
    const second = await restart(first, {}, clock);
    await eventually(async () => (await mailsTo(second, 'opa@example.com')).length > 0);
    expect(await mailsTo(second, 'oma@example.com')).toHaveLength(1);
    expect(await mailsTo(second, 'opa@example.com')).toHaveLength(1);
    expect(countEvents(second, 'WishlistSent')).toBe(1);
  });

  it('erasure after a deletion: lists deleted, address and username free, once', async () => {
    const first = await start({ failpoints: { 'erasure.key-forgotten': 'halt' } });
    const owner = await register(first.url);
    expect((await owner.client.post('/api/Account/Delete', { password: owner.account.password })).status).toBe(200);
    const second = await restart(first);
    const anyone = new ApiClient(second.url);
    await eventually(
      async () =>
        (await anyone.post('/api/MyList/CheckUsername', { username: owner.account.username })).body === 'Available',
    );
    expect((await anyone.get(`/api/Wishlist/Get/${owner.account.username}`)).status).toBe(404);
    expect((await anyone.post('/api/Account/CheckEmail', { email: owner.account.email })).body).toBe('Available');
    expect(countEvents(second, 'UserDeleted')).toBe(1);
    expect(countEvents(second, 'WishlistDeleted')).toBe(1);
    expect(countEvents(second, 'ValueReleased')).toBe(2);
  });

  it('account creation: the first list the registration names is made once after a crash right after UserRegistered', async () => {
    // The request dies after the registration and the first-list reactor is down, long enough for the claim check
    // (300 ms grace) to give the username free: the list that should hold it does not exist yet.
    const first = await start({
      failpoints: { 'create-account.registered': 1, 'first-wishlist.reactor': 'halt' },
      claimGraceMs: 300,
    });
    const username = `eerstelijst${Date.now()}`;
    const failed = await new ApiClient(first.url).post('/api/Account/Create', {
      email: `${username}@example.com`,
      password: 'Geheim-wachtwoord-1',
      firstName: 'Ans',
      lastName: 'Halfweg',
      username,
      receiveMailing: false,
    });
    expect(failed.status).toBe(500);
    expect(countEvents(first, 'UserRegistered')).toBe(1);
    expect(countEvents(first, 'WishlistCreated')).toBe(0);
    await eventually(
      async () => (await new ApiClient(first.url).post('/api/MyList/CheckUsername', { username })).body === 'Available',
    );

    const second = await restart(first);
    const anyone = new ApiClient(second.url);
    await eventually(async () => (await anyone.get(`/api/Wishlist/Get/${username}`)).status === 200);
    expect((await anyone.post('/api/MyList/CheckUsername', { username })).body).toBe('Unavailable');
    expect(countEvents(second, 'WishlistCreated')).toBe(1);
    expect(countEvents(second, 'CategoryCreated')).toBe(1);
    expect(countEvents(second, 'ValueClaimed', 'claim-username-')).toBe(2);
    expect(countEvents(second, 'ValueReleased', 'claim-username-')).toBe(1);
    // The reactor's checkpoint is past the registration now; a third start appends nothing more.
    const third = await restart(second);
    await quiescent(third);
    expect(countEvents(third, 'WishlistCreated')).toBe(1);
    expect(countEvents(third, 'ValueClaimed', 'claim-username-')).toBe(2);
  });

  it('an e-mail claim whose account was never made is released after the grace period', async () => {
    const first = await start({ failpoints: { 'create-account.email-claimed': 1 }, claimGraceMs: 300 });
    const account = { email: `verweesd-${Date.now()}@example.com` };
    const failed = await new ApiClient(first.url).post('/api/Account/Create', {
      email: account.email,
      password: 'Geheim-wachtwoord-1',
      firstName: 'Ans',
      lastName: 'Verlaten',
      username: `verweesd${Date.now()}`,
      receiveMailing: false,
    });
    expect(failed.status).toBe(500);
    expect((await new ApiClient(first.url).post('/api/Account/CheckEmail', { email: account.email })).body).toBe(
      'Unavailable',
    );
    const second = await restart(first, { claimGraceMs: 300 });
    const anyone = new ApiClient(second.url);
    await eventually(
      async () => (await anyone.post('/api/Account/CheckEmail', { email: account.email })).body === 'Available',
    );
    expect((await register(second.url, { email: account.email })).account.email).toBe(account.email);
    expect(countEvents(second, 'ValueReleased', 'claim-email-')).toBe(1);
  });
});
