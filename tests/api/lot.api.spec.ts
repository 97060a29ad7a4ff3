import type { LotView } from '@wl/contracts';
import { EVENT_STORE } from '../../backend/src/platform/tokens.js';
import type { EventStore } from '../../backend/src/platform/event-store/event-store.port.js';
import { ApiClient, type Registered, register } from '../support/api-client.js';
import { createLoting, organizerParticipant, participant } from '../support/loting-draws.js';
import { type LotHolder, lotHoldersOf } from '../support/lot-holders.js';
import { startTestApp, TestClock, type TestApp } from '../support/test-app.js';
import { readUntil } from '../support/eventually.js';

const clock = new TestClock();
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, clock);
});
afterAll(async () => {
  await t.close();
});

const HOUR_MS = 60 * 60 * 1000;
const anonymous = () => new ApiClient(t.url);
const getLot = (guid: string, client = anonymous()) => client.get<LotView>(`/api/Lot/${guid}`);

interface Draw {
  organizer: Registered;
  publicGuid: string;
  manageGuid: string;
  holders: LotHolder[];
  /** The address each participant's lot goes to, by name. */
  addresses: Map<string, string>;
}

async function newDraw(others = ['Bert', 'Carla']): Promise<Draw> {
  const organizer = await register(t.url);
  const created = await createLoting(organizer.client, others);
  expect(created.status).toBe(201);
  const addresses = new Map(
    created.participants.map((p, i) => [i === 0 ? 'Organisator' : p.name, i === 0 ? organizer.account.email : p.email]),
  );
  return {
    organizer,
    publicGuid: created.body.publicGuid,
    manageGuid: created.body.manageGuid,
    holders: await lotHoldersOf(t, created.body.publicGuid),
    addresses,
  };
}
const holder = (draw: Draw, name: string) => draw.holders.find((h) => h.name === name)!;
/** The participant who drew `name`. */
const giverOf = (draw: Draw, name: string) => draw.holders.find((h) => h.drew === name)!;

type Kind = 'nudge' | 'question';
const subjects: Record<Kind, RegExp> = { nudge: /wil weten wat je wenst/, question: /anonieme vraag/ };
/** The nudges or questions mailed to an address, newest first. */
async function outboxTo(
  address: string,
  kind: Kind,
): Promise<{ to: string; subject: string; text: string; from: string }[]> {
  const mails = await anonymous().get<{ to: string; subject: string; text: string; from: string }[]>('/api/Dev/Outbox');
  return mails.body.filter((m) => m.to === address && subjects[kind].test(m.subject));
}
async function mailsArrive(address: string, kind: Kind, count: number) {
  const mails = await readUntil(
    () => outboxTo(address, kind),
    (found) => found.length >= count,
  );
  if (mails.length >= count) return mails;
  throw new Error(`No mail to ${address}`);
}

describe('GET /api/Lot/{guid}', () => {
  it('shows each holder their lot and whom they drew', async () => {
    const draw = await newDraw();
    for (const lot of draw.holders) {
      const answer = await getLot(lot.lotGuid);
      expect(answer.status).toBe(200);
      const drew = draw.holders.find((h) => h.name === lot.drew)!;
      expect(answer.body).toEqual({
        publicGuid: lot.publicGuid,
        email: draw.addresses.get(lot.name),
        name: lot.name,
        selectedWishlistPrivateGuid: null,
        hasSelectedWishlist: false,
        lotingTitle: 'Kerstfeest',
        description: 'Cadeautjes tot 20 euro',
        budget: null,
        date: null,
        drawnParticipant: { publicGuid: drew.publicGuid, name: drew.name, wishlistLink: null },
        isViewed: false,
        hasAccount: lot.name === 'Organisator',
        nudgeDisabledUntil: null,
        questionsToMe: [],
        myQuestions: [],
      });
    }
  });

  it('answers NotFound for an unknown lot, 400 for a malformed guid, Deleted once the draw is deleted', async () => {
    expect(await getLot(crypto.randomUUID())).toMatchObject({ status: 422, body: 'NotFound' });
    expect((await getLot('geen-guid')).status).toBe(400);
    const draw = await newDraw();
    expect((await draw.organizer.client.delete(`/api/Loting/${draw.manageGuid}`)).status).toBe(200);
    expect(await getLot(holder(draw, 'Bert').lotGuid)).toMatchObject({ status: 422, body: 'Deleted' });
  });

  it('knows a lot whose address has an account', async () => {
    const carla = await register(t.url);
    const organizer = await register(t.url);
    const created = await organizer.client.post<{ publicGuid: string }>('/api/Loting/Create', {
      title: 'Sinterklaas',
      description: '',
      participants: [
        await organizerParticipant(organizer.client),
        participant('Bert', `bert-${crypto.randomUUID()}@example.com`),
        participant('Carla', carla.account.email),
      ],
    });
    const lot = (await lotHoldersOf(t, created.body.publicGuid)).find((h) => h.name === 'Carla')!;
    expect((await getLot(lot.lotGuid)).body).toMatchObject({ hasAccount: true, email: carla.account.email });
  });
});

describe('POST /api/Lot/RegisterFirstView', () => {
  it('registers the first view once; repeats append nothing', async () => {
    const draw = await newDraw();
    const bert = holder(draw, 'Bert');
    const client = anonymous();
    expect((await client.post('/api/Lot/RegisterFirstView', { privateGuid: bert.lotGuid })).status).toBe(204);
    expect((await client.post('/api/Lot/RegisterFirstView', { privateGuid: bert.lotGuid })).status).toBe(204);
    expect((await getLot(bert.lotGuid)).body.isViewed).toBe(true);
    expect((await getLot(holder(draw, 'Carla').lotGuid)).body.isViewed).toBe(false);
    const events = await t.app.get<string, EventStore>(EVENT_STORE).readAll(null, 100_000);
    expect(
      events.filter(
        (e) => e.type === 'LotViewed' && (e.data as { participantId: string }).participantId === bert.participantId,
      ),
    ).toHaveLength(1);
  });

  it('answers NotFound for an unknown lot and Deleted for a deleted draw', async () => {
    expect(await anonymous().post('/api/Lot/RegisterFirstView', { privateGuid: crypto.randomUUID() })).toMatchObject({
      status: 422,
      body: 'NotFound',
    });
    const draw = await newDraw();
    expect((await draw.organizer.client.delete(`/api/Loting/${draw.manageGuid}`)).status).toBe(200);
    expect(
      await anonymous().post('/api/Lot/RegisterFirstView', { privateGuid: holder(draw, 'Bert').lotGuid }),
    ).toMatchObject({ status: 422, body: 'Deleted' });
  });
});

const makePrivate = (owner: Registered) =>
  owner.client.post('/api/MyList/UpdateSettings', {
    privateGuid: owner.wishlistId,
    username: owner.account.username,
    firstName: owner.account.firstName,
    lastName: owner.account.lastName,
    accessType: 'CLOSED',
    accessQuestion: null,
    accessAnswer: null,
    includeInSearchResult: false,
    showCrossedOff: false,
  });

describe('POST /api/Lot/SelectWishlist', () => {
  const select = (client: ApiClient, participantPrivateGuid: string, wishlistPrivateGuid?: string | null) =>
    client.post<{ selectedWishlistPrivateGuid: string | null }>('/api/Lot/SelectWishlist', {
      participantPrivateGuid,
      wishlistPrivateGuid,
    });

  it('couples the caller\u2019s own list, shows its link to whoever drew them, and decouples it when selected again', async () => {
    const draw = await newDraw();
    const me = holder(draw, 'Organisator');
    const { organizer } = draw;
    expect(await select(organizer.client, me.lotGuid, organizer.wishlistId)).toMatchObject({
      status: 200,
      body: { selectedWishlistPrivateGuid: organizer.wishlistId },
    });
    expect((await getLot(me.lotGuid, organizer.client)).body).toMatchObject({
      selectedWishlistPrivateGuid: organizer.wishlistId,
      hasSelectedWishlist: true,
    });
    // The lot link alone does not tell which list it is.
    expect((await getLot(me.lotGuid)).body).toMatchObject({
      selectedWishlistPrivateGuid: null,
      hasSelectedWishlist: true,
    });
    const giver = giverOf(draw, 'Organisator');
    expect((await getLot(giver.lotGuid)).body.drawnParticipant.wishlistLink).toBe(`/${organizer.account.username}`);
    expect((await organizer.client.post(`/api/MyList/UsedInRecentLot/${organizer.wishlistId}`)).body).toEqual({
      usedInRecentLot: true,
    });

    expect(await select(organizer.client, me.lotGuid, organizer.wishlistId)).toMatchObject({
      status: 200,
      body: { selectedWishlistPrivateGuid: null },
    });
    expect((await getLot(giver.lotGuid)).body.drawnParticipant.wishlistLink).toBeNull();
    expect((await organizer.client.post(`/api/MyList/UsedInRecentLot/${organizer.wishlistId}`)).body).toEqual({
      usedInRecentLot: false,
    });
  });

  it('refuses anonymous callers, lists of others, private lists and unknown lots', async () => {
    const draw = await newDraw();
    const me = holder(draw, 'Organisator');
    const { organizer } = draw;
    expect(await select(anonymous(), me.lotGuid, organizer.wishlistId)).toMatchObject({
      status: 401,
      body: { problem: 'NotLoggedIn' },
    });
    const stranger = await register(t.url);
    expect(await select(stranger.client, me.lotGuid, organizer.wishlistId)).toMatchObject({
      status: 422,
      body: 'WishlistNotFound',
    });
    expect(await select(organizer.client, me.lotGuid, crypto.randomUUID())).toMatchObject({
      status: 422,
      body: 'WishlistNotFound',
    });
    expect(await select(organizer.client, crypto.randomUUID(), organizer.wishlistId)).toMatchObject({
      status: 422,
      body: 'LotDoesNotExist',
    });
    expect((await makePrivate(stranger)).status).toBe(200);
    expect(await select(stranger.client, me.lotGuid, stranger.wishlistId)).toMatchObject({
      status: 422,
      body: 'WishlistNotFound',
    });
    expect((await getLot(me.lotGuid)).body.hasSelectedWishlist).toBe(false);
  });

  it('lets a list made private after coupling be decoupled, and hides it from the giver meanwhile', async () => {
    const draw = await newDraw();
    const me = holder(draw, 'Organisator');
    const { organizer } = draw;
    await select(organizer.client, me.lotGuid, organizer.wishlistId);
    expect((await makePrivate(organizer)).status).toBe(200);
    expect((await getLot(giverOf(draw, 'Organisator').lotGuid)).body.drawnParticipant.wishlistLink).toBeNull();
    expect(await select(organizer.client, me.lotGuid, organizer.wishlistId)).toMatchObject({
      status: 200,
      body: { selectedWishlistPrivateGuid: null },
    });
  });

  it('answers LotingDeleted for a deleted draw', async () => {
    const draw = await newDraw();
    expect((await draw.organizer.client.delete(`/api/Loting/${draw.manageGuid}`)).status).toBe(200);
    expect(
      await select(draw.organizer.client, holder(draw, 'Organisator').lotGuid, draw.organizer.wishlistId),
    ).toMatchObject({ status: 422, body: 'LotingDeleted' });
  });
});

describe('POST /api/Lot/SendNudge', () => {
  const nudge = (guid: string) =>
    anonymous().post<{ nudgeDisabledUntil: string }>('/api/Lot/SendNudge', { participantPrivateGuid: guid });

  it('mails whom the giver drew, at their lot address with their own lot link, and cools down', async () => {
    const draw = await newDraw(['Bert', 'Carla', 'Dirk']);
    const giver = holder(draw, 'Bert');
    const receiver = holder(draw, giver.drew);
    const address = draw.addresses.get(receiver.name)!;
    const answer = await nudge(giver.lotGuid);
    expect(answer.status).toBe(200);
    expect(Date.parse(answer.body.nudgeDisabledUntil) - clock.now().getTime()).toBe(24 * HOUR_MS);
    expect((await getLot(giver.lotGuid)).body.nudgeDisabledUntil).toBe(answer.body.nudgeDisabledUntil);
    const [mail] = await mailsArrive(address, 'nudge', 1);
    expect(mail!.text).toContain(`/lootjestrekken/lootje/${receiver.lotGuid}`);
    expect(mail!.text).toContain('Kerstfeest');
    expect(`${mail!.subject}\n${mail!.text}`).not.toMatch(/Bert/);
    expect(mail!.text).not.toContain(giver.lotGuid);

    expect(await nudge(giver.lotGuid)).toMatchObject({ status: 422, body: 'LastNudgeTooRecent' });
    clock.advance(24 * HOUR_MS + 1000);
    expect((await nudge(giver.lotGuid)).status).toBe(200);
    await mailsArrive(address, 'nudge', 2);
  });

  it('refuses once whom the giver drew has a list, and for unknown lots and deleted draws', async () => {
    const draw = await newDraw();
    const giver = giverOf(draw, 'Organisator');
    await draw.organizer.client.post('/api/Lot/SelectWishlist', {
      participantPrivateGuid: holder(draw, 'Organisator').lotGuid,
      wishlistPrivateGuid: draw.organizer.wishlistId,
    });
    expect(await nudge(giver.lotGuid)).toMatchObject({ status: 422, body: 'WishlistAlreadySelected' });
    expect(await nudge(crypto.randomUUID())).toMatchObject({ status: 422, body: 'LotDoesNotExist' });
    expect((await draw.organizer.client.delete(`/api/Loting/${draw.manageGuid}`)).status).toBe(200);
    expect(await nudge(giver.lotGuid)).toMatchObject({ status: 422, body: 'LotDoesNotExist' });
  });

  it('lets the giver nudge once the coupled list was made private, with a mail that asks to show it or couple another', async () => {
    const draw = await newDraw();
    const giver = giverOf(draw, 'Organisator');
    await draw.organizer.client.post('/api/Lot/SelectWishlist', {
      participantPrivateGuid: holder(draw, 'Organisator').lotGuid,
      wishlistPrivateGuid: draw.organizer.wishlistId,
    });
    expect(await nudge(giver.lotGuid)).toMatchObject({ status: 422, body: 'WishlistAlreadySelected' });
    expect((await makePrivate(draw.organizer)).status).toBe(200);
    expect((await getLot(giver.lotGuid)).body.drawnParticipant.wishlistLink).toBeNull();
    expect((await nudge(giver.lotGuid)).status).toBe(200);
    const [mail] = await mailsArrive(draw.organizer.account.email, 'nudge', 1);
    expect(mail!.text).toContain('is privé of verwijderd');
    expect(mail!.text).toContain(`/lootjestrekken/lootje/${holder(draw, 'Organisator').lotGuid}`);
  });
});

describe('POST /api/Lot/SendQuestion', () => {
  const ask = (guid: string, question: string) =>
    anonymous().post('/api/Lot/SendQuestion', { lotPrivateGuid: guid, question });

  it('mails the question to whom the asker drew, never naming the asker, a few per day', async () => {
    const draw = await newDraw(['Bert', 'Carla', 'Dirk']);
    const asker = holder(draw, 'Carla');
    const address = draw.addresses.get(asker.drew)!;
    expect((await ask(asker.lotGuid, 'Lees je liever thrillers of romans?')).status).toBe(200);
    const [mail] = await mailsArrive(address, 'question', 1);
    expect(mail!.text).toContain('Lees je liever thrillers of romans?');
    expect(mail!.text).toContain(`/lootjestrekken/lootje/${holder(draw, asker.drew).lotGuid}`);
    const whole = JSON.stringify(mail);
    expect(whole).not.toMatch(/Carla/i);
    expect(whole).not.toContain(draw.addresses.get('Carla')!);
    expect(mail!.from).toBe(t.config.mailFrom);

    for (let i = 1; i < 5; i++) expect((await ask(asker.lotGuid, `Vraag ${i}`)).status).toBe(200);
    expect(await ask(asker.lotGuid, 'Nog eentje')).toMatchObject({ status: 429, body: { problem: 'TooManyRequests' } });
    // Another lot of the same draw has its own allowance.
    expect((await ask(holder(draw, 'Bert').lotGuid, 'Welke maat?')).status).toBe(200);
  });

  it('refuses an empty question, an unknown lot and a deleted draw', async () => {
    const draw = await newDraw();
    expect((await ask(holder(draw, 'Bert').lotGuid, '')).status).toBe(400);
    expect(await ask(crypto.randomUUID(), 'Hallo?')).toMatchObject({ status: 422, body: 'LotDoesNotExist' });
    expect((await draw.organizer.client.delete(`/api/Loting/${draw.manageGuid}`)).status).toBe(200);
    expect(await ask(holder(draw, 'Bert').lotGuid, 'Hallo?')).toMatchObject({ status: 422, body: 'LotDoesNotExist' });
  });
});

describe('POST /api/MyList/UsedInRecentLot/{id}', () => {
  it('forgets a coupling once its draw is older than the recent window or deleted; owners only', async () => {
    const draw = await newDraw();
    const { organizer } = draw;
    await organizer.client.post('/api/Lot/SelectWishlist', {
      participantPrivateGuid: holder(draw, 'Organisator').lotGuid,
      wishlistPrivateGuid: organizer.wishlistId,
    });
    const used = () =>
      organizer.client.post<{ usedInRecentLot: boolean }>(`/api/MyList/UsedInRecentLot/${organizer.wishlistId}`);
    expect((await used()).body).toEqual({ usedInRecentLot: true });
    expect(
      (await (await register(t.url)).client.post(`/api/MyList/UsedInRecentLot/${organizer.wishlistId}`)).status,
    ).toBe(404);
    // In steps, so the session stays in use (it ends after 30 idle days).
    clock.advance((59 * 24 * HOUR_MS) / 2);
    expect((await used()).body).toEqual({ usedInRecentLot: true });
    clock.advance((59 * 24 * HOUR_MS) / 2);
    expect((await used()).body).toEqual({ usedInRecentLot: true });
    clock.advance(2 * 24 * HOUR_MS);
    expect((await used()).body).toEqual({ usedInRecentLot: false });

    const recent = await newDraw();
    await recent.organizer.client.post('/api/Lot/SelectWishlist', {
      participantPrivateGuid: holder(recent, 'Organisator').lotGuid,
      wishlistPrivateGuid: recent.organizer.wishlistId,
    });
    expect((await recent.organizer.client.delete(`/api/Loting/${recent.manageGuid}`)).status).toBe(200);
    expect(
      (await recent.organizer.client.post(`/api/MyList/UsedInRecentLot/${recent.organizer.wishlistId}`)).body,
    ).toEqual({ usedInRecentLot: false });
  });
});

describe('with lot drawing switched off', () => {
  it('has no lot calls, UsedInRecentLot included', async () => {
    const off = await startTestApp({ site: { ...t.config.site, drawLotsEnabled: false } });
    try {
      expect((await new ApiClient(off.url).get(`/api/Lot/${crypto.randomUUID()}`)).status).toBe(404);
      expect(
        (
          await new ApiClient(off.url).post('/api/Lot/SendQuestion', {
            lotPrivateGuid: crypto.randomUUID(),
            question: 'Hallo?',
          })
        ).status,
      ).toBe(404);
      const owner = await register(off.url);
      expect(await owner.client.post(`/api/MyList/UsedInRecentLot/${owner.wishlistId}`)).toMatchObject({
        status: 404,
        body: { problem: 'NotFound' },
      });
    } finally {
      await off.close();
    }
  });
});
