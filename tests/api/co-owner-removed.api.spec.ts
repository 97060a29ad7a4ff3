import Database from 'better-sqlite3';
import { join } from 'node:path';
import { ReactorRunner } from '../../backend/src/platform/reactors/reactor-runner.js';
import { ApiClient, coOwnerOf, register } from '../support/api-client.js';
import { appsOfEachTest, type TestApp } from '../support/test-app.js';

/** Issue 27, item 10: a removed co-owner is told by mail (the on-screen notice: tests/browser/co-owners.e2e.spec.ts). */
const { start } = appsOfEachTest();

interface Mail {
  to: string;
  subject: string;
  text: string;
}
const removalMailsTo = async (app: TestApp, address: string) =>
  (await new ApiClient(app.url).get<Mail[]>('/api/Dev/Outbox')).body.filter(
    (m) => m.to === address && m.subject.includes('geen mede-eigenaar meer'),
  );

async function waitFor(check: () => Promise<boolean>) {
  const deadline = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not reached');
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** Waits until the reactors that handle removals have handled everything in the log. */
async function removalsHandled(app: TestApp) {
  const db = new Database(join(app.config.dataDir, 'events.db'), { readonly: true });
  const { position } = db.prepare('SELECT MAX(position) AS position FROM events').get() as { position: number };
  db.close();
  expect(await app.app.get(ReactorRunner).caughtUp(String(position), ['ExtraOwnerRemoved'], 10_000)).toBe(true);
}

const remove = (owner: Awaited<ReturnType<typeof register>>, publicUserGuid: string) =>
  owner.client.post('/api/WishlistOwner/RemoveExtraOwner', { privateWishlistGuid: owner.wishlistId, publicUserGuid });

describe('a removed co-owner gets a mail', () => {
  it('names whose list it was, goes to her only, and is sent once even when the reactor dies right after queueing it', async () => {
    const first = await start({ failpoints: { 'co-owner-removed-mail.queued': 'halt' } });
    const owner = await register(first.url, { firstName: 'Lotte', lastName: 'Peeters' });
    const coOwner = await coOwnerOf(first.url, owner);
    expect((await remove(owner, coOwner.publicGuid)).status).toBe(204);
    await waitFor(async () => (await removalMailsTo(first, coOwner.account.email)).length === 1);

    await first.close({ keepData: true });
    const second = await start({ dataDir: first.config.dataDir });
    await removalsHandled(second);
    const mails = await removalMailsTo(second, coOwner.account.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      subject: 'Je bent geen mede-eigenaar meer van het verlanglijstje van Lotte Peeters',
    });
    expect(mails[0]!.text).toContain(`Dag ${coOwner.account.firstName},`);
    expect(await removalMailsTo(second, owner.account.email)).toEqual([]);
  });

  it('is not sent to a co-owner who left by deleting her account', async () => {
    const app = await start();
    const owner = await register(app.url);
    const coOwner = await coOwnerOf(app.url, owner);
    const removedLater = await coOwnerOf(app.url, owner);
    expect((await coOwner.client.post('/api/Account/Delete', { password: coOwner.account.password })).status).toBe(200);
    // The erasure reactor removes her from the list (ExtraOwnerRemoved), shortly after the deletion.
    const ownerIds = async () =>
      (
        await owner.client.get<{ owners: { publicUserGuid: string }[] }>(
          `/api/WishlistOwner/${owner.wishlistId}/GetOwnersAndInvites`,
        )
      ).body.owners.map((o) => o.publicUserGuid);
    await waitFor(async () => !(await ownerIds()).includes(coOwner.publicGuid));
    expect((await remove(owner, removedLater.publicGuid)).status).toBe(204);
    await removalsHandled(app);
    expect(await removalMailsTo(app, coOwner.account.email)).toEqual([]);
    expect(await removalMailsTo(app, removedLater.account.email)).toHaveLength(1);
  });
});
