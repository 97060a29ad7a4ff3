import Database from 'better-sqlite3';
import { join } from 'node:path';
import type { DocumentStore } from '@wl/projections';
import { ReadModels } from '../../backend/src/platform/projections/read-models.js';
import { ReactorRunner } from '../../backend/src/platform/reactors/reactor-runner.js';
import { DOCUMENT_STORE } from '../../backend/src/platform/tokens.js';
import { ApiClient, ownerWithGift, register, type Registered } from '../support/api-client.js';
import { appsOfEachTest, type TestApp } from '../support/test-app.js';

/** Issue 27, item 9: a crossed-off gift the owner deletes stays in the giver's overview, and she is mailed once. */
const { start } = appsOfEachTest();

interface Mail {
  to: string;
  subject: string;
  text: string;
}
const removedMailsTo = async (app: TestApp, address: string) =>
  (await new ApiClient(app.url).get<Mail[]>('/api/Dev/Outbox')).body.filter(
    (m) => m.to === address && m.subject.includes('staat niet meer op'),
  );

interface Overview {
  crossedOffWishlists: {
    wishlistUrl: string | null;
    fullName: string | null;
    gifts: {
      publicGuid: string;
      description: string;
      uri: string | null;
      imageUrl: string | null;
      removedFromList: boolean;
    }[];
  }[];
}
const overviewOf = async (giver: Registered) =>
  (await giver.client.get<Overview>('/api/Gift/CrossedOff')).body.crossedOffWishlists;

async function waitFor(check: () => Promise<boolean>) {
  const deadline = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not reached');
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** Waits until the reactors that follow gift deletions have handled everything in the log. */
async function deletionsHandled(app: TestApp) {
  const db = new Database(join(app.config.dataDir, 'events.db'), { readonly: true });
  const { position } = db.prepare('SELECT MAX(position) AS position FROM events').get() as { position: number };
  db.close();
  expect(await app.app.get(ReactorRunner).caughtUp(String(position), ['GiftDeleted'], 10_000)).toBe(true);
}

async function addGift(owner: Registered, categoryPrivateGuid: string, gift: { description: string; url?: string }) {
  const created = await owner.client.post<{ editedGift: { publicGuid: string } }>('/api/MyGift/EditWithoutProduct', {
    categoryPrivateGuid,
    enableCrossOff: true,
    ...gift,
  });
  expect(created.status).toBe(201);
  return created.body.editedGift.publicGuid;
}

async function crossOff(giver: Registered, giftId: string) {
  const answer = await giver.client.post<{ crossOffGuid: string }>('/api/Gift/CrossOff', { publicGiftGuid: giftId });
  expect(answer.status).toBe(200);
  return answer.body.crossOffGuid;
}

describe('a crossed-off gift the owner deletes', () => {
  it("stays in the giver's overview as it was, taken off the list, and she is mailed once even when the reactor dies right after queueing", async () => {
    const first = await start({ failpoints: { 'cross-off-removed-mail.queued': 'halt' } });
    const owner = await register(first.url, { firstName: 'Lotte', lastName: 'Peeters' });
    const categoryId = (
      await owner.client.get<{ categories: { privateGuid: string }[] }>(`/api/MyList/Get/${owner.wishlistId}`)
    ).body.categories[0]!.privateGuid;
    const giftId = await addGift(owner, categoryId, { description: 'Een fiets', url: 'https://winkel.example/fiets' });
    const giver = await register(first.url);
    await crossOff(giver, giftId);
    // The owner edits it after the cross-off: the giver keeps what it was when it was deleted.
    expect(
      (
        await owner.client.post('/api/MyGift/EditWithoutProduct', {
          publicGuid: giftId,
          categoryPrivateGuid: categoryId,
          description: 'Een rode fiets',
          enableCrossOff: true,
          url: 'https://winkel.example/rode-fiets',
        })
      ).status,
    ).toBe(200);
    expect((await owner.client.delete(`/api/MyGift/${giftId}`)).status).toBe(204);

    expect(await overviewOf(giver)).toEqual([
      {
        wishlistUrl: `/${owner.account.username}`,
        fullName: 'Lotte Peeters',
        gifts: [
          expect.objectContaining({
            publicGuid: giftId,
            description: 'Een rode fiets',
            uri: 'https://winkel.example/rode-fiets',
            imageUrl: null,
            removedFromList: true,
          }),
        ],
      },
    ]);
    await waitFor(async () => (await removedMailsTo(first, giver.account.email)).length === 1);

    await first.close({ keepData: true });
    const second = await start({ dataDir: first.config.dataDir });
    await deletionsHandled(second);
    const mails = await removedMailsTo(second, giver.account.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Lotte Peeters heeft „Een rode fiets” van het verlanglijstje gehaald');
    expect(mails[0]!.text).toContain(`${first.config.publicUrl}/crossedoff`);
    expect(await removedMailsTo(second, owner.account.email)).toEqual([]);
  });

  it('of a deleted list stays under a list that names nobody; a gift not crossed off, or undone, is neither kept nor mailed', async () => {
    const app = await start();
    const { owner, giftId, categoryId } = await ownerWithGift(app.url, { description: 'Een boek' });
    const free = await addGift(owner, categoryId, { description: 'Een vrij kadootje' });
    const undone = await addGift(owner, categoryId, { description: 'Een ongedaan kadootje' });
    const giver = await register(app.url);
    const other = await register(app.url);
    await crossOff(giver, giftId);
    const guid = await crossOff(other, undone);
    expect(
      (await other.client.post('/api/Gift/UndoCrossOff', { publicGuid: undone, privateCrossOffGuid: guid })).status,
    ).toBe(200);

    expect((await owner.client.delete(`/api/MyList/${owner.wishlistId}`)).status).toBe(204);
    await waitFor(async () => (await overviewOf(giver)).length === 1);
    expect(await overviewOf(giver)).toEqual([
      {
        wishlistUrl: null,
        fullName: null,
        gifts: [
          expect.objectContaining({
            publicGuid: giftId,
            description: 'Een boek',
            uri: 'https://example.com/boek',
            removedFromList: true,
          }),
        ],
      },
    ]);
    await deletionsHandled(app);
    const mails = await removedMailsTo(app, giver.account.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(
      '„Een boek”, dat jij afstreepte, is van de lijst gehaald: het verlanglijstje bestaat niet meer.',
    );
    expect(await removedMailsTo(app, other.account.email)).toEqual([]);
    expect(await overviewOf(other)).toEqual([]);
    expect(JSON.stringify(await overviewOf(giver))).not.toContain(free);
  });

  it('answers the owner exactly as for a gift nobody crossed off, and tells the owner nothing', async () => {
    const app = await start();
    const { owner, giftId: crossed, categoryId } = await ownerWithGift(app.url);
    const free = await addGift(owner, categoryId, { description: 'Een boek', url: 'https://example.com/boek' });
    const giver = await register(app.url);
    await crossOff(giver, crossed);
    const ownerSees = async () => {
      const view = (
        await owner.client.get<{ categories: { gifts: unknown[] }[] }>(`/api/MyList/Get/${owner.wishlistId}`)
      ).body;
      const lists = (await owner.client.get<{ lastUpdate: string }[]>('/api/MyList/GetAll')).body;
      return { gifts: view.categories.flatMap((c) => c.gifts), lists };
    };
    const shape = (answer: { status: number; body: unknown; headers: Headers }) => ({
      status: answer.status,
      body: answer.body,
      headers: [...answer.headers.keys()].filter((name) => name !== 'date').sort(),
    });

    const before = await ownerSees();
    const deletedCrossed = await owner.client.delete(`/api/MyGift/${crossed}`);
    const afterCrossed = await ownerSees();
    const deletedFree = await owner.client.delete(`/api/MyGift/${free}`);
    expect(shape(deletedCrossed)).toEqual(shape(deletedFree));
    expect(deletedCrossed.status).toBe(204);
    // Each deletion takes one gift away and nothing else: the same change to what the owner sees.
    expect(afterCrossed.gifts).toEqual(
      before.gifts.filter((g) => (g as { publicGuid: string }).publicGuid !== crossed),
    );
    expect((await ownerSees()).gifts).toEqual([]);
    expect((await owner.client.get(`/api/Gift/CrossedOff`)).body).toEqual({ crossedOffWishlists: [] });
    await deletionsHandled(app);
    expect(
      (await new ApiClient(app.url).get<Mail[]>('/api/Dev/Outbox')).body.filter(
        (m) => m.to === owner.account.email && m.subject.includes('afgestre'),
      ),
    ).toEqual([]);
    expect(await removedMailsTo(app, giver.account.email)).toHaveLength(1);
  });

  it('is hidden by its giver alone ("verbergen"), once, and a rebuild of the read model gives the same overview', async () => {
    const app = await start();
    const { owner, giftId, categoryId } = await ownerWithGift(app.url);
    const kept = await addGift(owner, categoryId, { description: 'Een sjaal' });
    const stays = await addGift(owner, categoryId, { description: 'Een puzzel' });
    const giver = await register(app.url);
    const [guid, keptGuid, staysGuid] = [
      await crossOff(giver, giftId),
      await crossOff(giver, kept),
      await crossOff(giver, stays),
    ];
    for (const gift of [giftId, kept]) expect((await owner.client.delete(`/api/MyGift/${gift}`)).status).toBe(204);
    const hide = (who: Registered, publicGuid: string, privateCrossOffGuid: string) =>
      who.client.post('/api/Gift/HideRemovedCrossOff', { publicGuid, privateCrossOffGuid });

    // Nobody else hides it, not even with her guid; a gift still on its list is not hidden either: one answer for all.
    expect(await hide(owner, giftId, guid)).toMatchObject({ status: 422, body: 'GiftNotFound' });
    expect(await hide(await register(app.url), giftId, guid)).toMatchObject({ status: 422, body: 'GiftNotFound' });
    expect(await hide(giver, stays, staysGuid)).toMatchObject({ status: 422, body: 'GiftNotFound' });
    expect(await hide(giver, giftId, keptGuid)).toMatchObject({ status: 422, body: 'GiftNotFound' });
    expect(
      (
        await new ApiClient(app.url).post('/api/Gift/HideRemovedCrossOff', {
          publicGuid: giftId,
          privateCrossOffGuid: guid,
        })
      ).status,
    ).toBe(401);

    expect((await hide(giver, giftId, guid)).status).toBe(204);
    expect((await hide(giver, giftId, guid)).status).toBe(204);
    const shown = (await overviewOf(giver)).flatMap((list) => list.gifts.map((g) => [g.publicGuid, g.removedFromList]));
    expect(shown).toEqual([
      [stays, false],
      [kept, true],
    ]);

    const store = app.app.get<DocumentStore>(DOCUMENT_STORE);
    const readModel = async () =>
      Promise.all(['crossed_off', 'crossed_off_gift_details'].map((c) => store.find(c, {}, 10_000)));
    const live = await readModel();
    await app.app.get(ReadModels).runner.rebuild(['crossed_off']);
    expect(await readModel()).toEqual(live);
  });
});
