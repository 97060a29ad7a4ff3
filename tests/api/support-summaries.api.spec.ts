import { type CreateLotingAnswer, type SupportEvent, type SupportTimeline, summaryText } from '@wl/contracts';
import { randomUUID } from 'node:crypto';
import { inviteTo, ownerWithGift, register, type Registered, verifyEmail } from '../support/api-client.js';
import { organizerParticipant, participant } from '../support/loting-draws.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const supportEmail = `steun-${randomUUID()}@example.com`;
let t: TestApp;
let support: Registered;
beforeAll(async () => {
  t = await startTestApp({ supportUsers: [supportEmail] });
  support = await register(t.url, { email: supportEmail, firstName: 'Sara', lastName: 'Steun' });
  await verifyEmail(t.url, support);
});
afterAll(async () => {
  await t.close();
});

const timeline = async (kind: string, id: string, extra = '') => {
  const answer = await support.client.get<SupportTimeline>(
    `/api/Support/Timeline?kind=${kind}&id=${id}&limit=500${extra}`,
  );
  expect(answer.status).toBe(200);
  return answer.body;
};
const until = async (check: () => Promise<boolean>) => {
  for (const started = Date.now(); !(await check()); await new Promise((r) => setTimeout(r, 25))) {
    if (Date.now() - started > 10_000) throw new Error('timed out');
  }
};
/** A person's timeline once the `person_streams` index (a read model, a moment behind the log) holds the stream. */
const timelineWith = async (userId: string, streamId: string) => {
  await until(async () => (await timeline('user', userId)).streams.includes(streamId));
  return timeline('user', userId);
};
const lines = (events: SupportEvent[], type: string) =>
  events.filter((e) => e.type === type).map((e) => summaryText(e.summary));
const nameOf = (person: Registered) => `${person.account.firstName} ${person.account.lastName}`;

/** Jan's list with a bike; Els crosses it off, then Jan deletes it. */
async function deletedAfterCrossOff() {
  const { owner: jan, giftId } = await ownerWithGift(t.url, { description: 'Fiets' });
  const els = await register(t.url, { firstName: 'Els' });
  expect((await els.client.post('/api/Gift/CrossOff', { publicGiftGuid: giftId })).status).toBe(200);
  expect((await jan.client.delete(`/api/MyGift/${giftId}`)).status).toBe(204);
  return { jan, els, giftId };
}

describe("summaries of a timeline's events", () => {
  it('says in Dutch who did what to which list, gift or draw, by name, each name a link to its subject', async () => {
    const { jan, els, giftId } = await deletedAfterCrossOff();
    const { events } = await timeline('wishlist', jan.wishlistId);
    expect(lines(events, 'WishlistCreated')).toEqual([`${nameOf(jan)} maakte de lijst van ${nameOf(jan)} aan`]);
    expect(lines(events, 'GiftAdded')).toEqual([
      `${nameOf(jan)} zette 'Fiets' in 'Mijn wensen' op de lijst van ${nameOf(jan)}`,
    ]);
    expect(lines(events, 'GiftCrossedOff')).toEqual([
      `${nameOf(els)} streepte 'Fiets' af op de lijst van ${nameOf(jan)}`,
    ]);
    expect(lines(events, 'GiftDeleted')).toEqual([
      `${nameOf(jan)} verwijderde 'Fiets' van de lijst van ${nameOf(jan)}`,
    ]);
    const crossOff = events.find((e) => e.type === 'GiftCrossedOff')!;
    expect(crossOff.summary.filter((part) => typeof part !== 'string')).toEqual([
      { kind: 'user', id: els.userId, label: nameOf(els) },
      { kind: 'gift', id: giftId, label: 'Fiets' },
      { kind: 'wishlist', id: jan.wishlistId, label: nameOf(jan) },
    ]);
    // Support's own reads say who of support read what.
    expect(lines((await timeline('wishlist', jan.wishlistId)).events, 'SupportAccessRecorded')[0]).toBe(
      `Sara Steun (support) bekeek de geschiedenis: ${nameOf(jan)}`,
    );
  });

  it("names a co-owner invitee without the invite's link, and a draw without its pairs, lots or manage guid", async () => {
    const { owner } = await ownerWithGift(t.url);
    const invite = await inviteTo(owner, 'Mie Mede');
    const listEvents = (await timeline('wishlist', owner.wishlistId)).events;
    expect(lines(listEvents, 'ExtraOwnerInvited')).toEqual([
      `${nameOf(owner)} nodigde Mie Mede uit als mede-eigenaar van de lijst van ${nameOf(owner)}`,
    ]);
    expect(JSON.stringify(listEvents)).not.toContain(invite.guid);

    const created = await owner.client.post<CreateLotingAnswer>('/api/Loting/Create', {
      title: 'Kerstfeest',
      description: '',
      participants: [
        await organizerParticipant(owner.client),
        participant('Bert', `bert-${randomUUID()}@example.com`),
        participant('Carla', `carla-${randomUUID()}@example.com`),
      ],
    });
    expect(created.status).toBe(201);
    const drawEvents = (await timeline('user', owner.userId)).events.filter((e) => e.streamId.startsWith('loting-'));
    expect(drawEvents.map((e) => summaryText(e.summary))).toEqual([
      `${nameOf(owner)} maakte de loting Kerstfeest aan met 3 deelnemers`,
      'De lootjes van Kerstfeest werden getrokken',
    ]);
    const answer = JSON.stringify(drawEvents);
    expect(answer).not.toContain(created.body.manageGuid);
    expect(answer).not.toContain(created.body.organizerLot);
  });
});

describe("a person's timeline holds what others did to her things", () => {
  it("shows the owner's deletion of a gift she crossed off, and records that the read showed the owner's name", async () => {
    const { jan, els, giftId } = await deletedAfterCrossOff();
    const other = await register(t.url);
    const { events } = await timelineWith(els.userId, `gift-${giftId}`);
    expect(events.filter((e) => e.streamId === `gift-${giftId}`).map((e) => [e.type, summaryText(e.summary)])).toEqual([
      ['GiftCrossedOff', `${nameOf(els)} streepte 'Fiets' af op de lijst van ${nameOf(jan)}`],
      ['GiftDeleted', `${nameOf(jan)} verwijderde 'Fiets' van de lijst van ${nameOf(jan)}`],
    ]);
    expect(JSON.stringify(events)).not.toContain(other.userId);
    // Jan's name was shown: the read reaches Jan's own timeline.
    const forwarded = async () =>
      (await timeline('user', jan.userId, '&types=SupportAccessForwarded')).events.filter(
        (e) => (e.data as { subjectId: string }).subjectId === els.userId,
      );
    await until(async () => (await forwarded()).length > 0);
  });

  it("keeps another giver's later cross-off of the same gift out", async () => {
    const { owner, giftId } = await ownerWithGift(t.url);
    const els = await register(t.url);
    const piet = await register(t.url);
    const crossed = await els.client.post<{ crossOffGuid: string }>('/api/Gift/CrossOff', { publicGiftGuid: giftId });
    expect(
      (
        await els.client.post('/api/Gift/UndoCrossOff', {
          publicGuid: giftId,
          privateCrossOffGuid: crossed.body.crossOffGuid,
        })
      ).status,
    ).toBe(200);
    expect((await piet.client.post('/api/Gift/CrossOff', { publicGiftGuid: giftId })).status).toBe(200);
    expect((await owner.client.delete(`/api/MyGift/${giftId}`)).status).toBe(204);
    const { events } = await timelineWith(els.userId, `gift-${giftId}`);
    expect(events.filter((e) => e.streamId === `gift-${giftId}`).map((e) => e.type)).toEqual([
      'GiftCrossedOff',
      'CrossOffUndone',
      'GiftDeleted',
    ]);
    expect(JSON.stringify(events)).not.toContain(piet.userId);
  });

  it('shows the redo of a draw she took part in with her account, though the draw is gone', async () => {
    const organizer = await register(t.url, { firstName: 'Olga' });
    const fien = await register(t.url, { firstName: 'Fien' });
    const list = await organizer.client.get<{ publicGuid: string }>(`/api/Wishlist/Get/${fien.account.username}`);
    expect((await organizer.client.post('/api/Friend/Add', { wishlistPublicGuid: list.body.publicGuid })).status).toBe(
      200,
    );
    const participants = async () => [
      await organizerParticipant(organizer.client),
      participant('Fien', '', { publicUserGuid: (await organizerParticipant(fien.client)).publicUserGuid }),
      participant('Bert', `bert-${randomUUID()}@example.com`),
      participant('Carla', `carla-${randomUUID()}@example.com`),
    ];
    const first = await organizer.client.post<CreateLotingAnswer>('/api/Loting/Create', {
      title: 'Sinterklaas',
      description: '',
      participants: await participants(),
    });
    expect(first.status).toBe(201);
    const redo = await organizer.client.post<CreateLotingAnswer>('/api/Loting/Create', {
      title: 'Sinterklaas',
      description: '',
      participants: (await participants()).filter((p) => p.name !== 'Fien'),
      redoOf: first.body.manageGuid,
    });
    expect(redo.status).toBe(201);

    await until(async () =>
      (await timeline('user', fien.userId)).streams.some((stream) => stream.startsWith('loting-')),
    );
    const { events } = await timeline('user', fien.userId);
    // A deleted draw's keys are forgotten, so its own title is gone; the draw that replaced it has one.
    expect(lines(events, 'LotingCreated')).toEqual([
      `${nameOf(organizer)} maakte de loting (gewist) aan met 4 deelnemers`,
    ]);
    expect(lines(events, 'LotingDeleted')).toEqual([
      'De loting (gewist) werd opnieuw getrokken en vervangen door Sinterklaas',
    ]);
  });
});
