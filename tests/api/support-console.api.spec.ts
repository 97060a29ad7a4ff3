import {
  CSRF_HEADER,
  openStoredEvent,
  type SupportCorrelation,
  type SupportEvent,
  type SupportFindAnswer,
  type SupportParked,
  type SupportTimeline,
} from '@wl/contracts';
import type { ProjectionEvent } from '@wl/projections';
import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import type { EventStore } from '../../backend/src/platform/event-store/event-store.port.js';
import { EVENT_STORE } from '../../backend/src/platform/tokens.js';
import { SupportAccessReactor } from '../../backend/src/support/support-access.reactor.js';
import { type ApiClient, ownerWithGift, register, type Registered, verifyEmail } from '../support/api-client.js';
import { hostileString } from '../support/hostile-input.js';
import { createLoting } from '../support/loting-draws.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const supportEmail = `steun-${randomUUID()}@example.com`;
let t: TestApp;
let support: Registered;
beforeAll(async () => {
  t = await startTestApp({ supportUsers: [supportEmail], reactorRetry: { attempts: 2, backoffMs: 5 }, leaseMs: 900 });
  support = await register(t.url, { email: supportEmail });
  await verifyEmail(t.url, support);
});
afterAll(async () => {
  await t.close();
});

const until = async (check: () => Promise<boolean>) => {
  for (const started = Date.now(); !(await check()); await new Promise((r) => setTimeout(r, 25))) {
    if (Date.now() - started > 10_000) throw new Error('timed out');
  }
};
const find = async (q: string) =>
  (await support.client.get<SupportFindAnswer>(`/api/Support/Find?q=${encodeURIComponent(q)}`)).body.subjects;
const timeline = async (kind: string, id: string, extra = '') => {
  const answer = await support.client.get<SupportTimeline>(`/api/Support/Timeline?kind=${kind}&id=${id}${extra}`);
  expect(answer.status).toBe(200);
  return answer.body;
};
const ofType = (events: SupportEvent[], type: string) => events.filter((e) => e.type === type);

/** An owner's list with a gift, crossed off by a visitor who also posted on the list's forum. */
async function history() {
  const { owner, giftId, wishlistPublicGuid } = await ownerWithGift(t.url);
  const visitor = await register(t.url);
  const list = await owner.client.get<{ publicGuid: string }>(`/api/MyList/Get/${owner.wishlistId}`);
  expect((await visitor.client.post('/api/Gift/CrossOff', { publicGiftGuid: giftId })).status).toBe(200);
  expect(
    (
      await visitor.client.post('/api/Wishlist/CreateForumPost', {
        publicWishlistGuid: list.body.publicGuid,
        message: 'Veel plezier!',
      })
    ).status,
  ).toBe(201);
  return { owner, visitor, giftId, wishlistPublicGuid };
}

describe('GET /api/Support/Find', () => {
  it('finds a person by e-mail address, a list and its owner by username, and a list or gift by any of its guids', async () => {
    const { owner, giftId, wishlistPublicGuid } = await history();
    const ownerSubject = {
      kind: 'user',
      id: owner.userId,
      label: `Test ${owner.account.lastName}`,
      detail: owner.account.email,
    };
    expect(await find(owner.account.email.toUpperCase())).toEqual([ownerSubject]);
    expect(await find(owner.account.username)).toEqual([
      { kind: 'wishlist', id: owner.wishlistId, label: owner.account.username, detail: null },
      ownerSubject,
    ]);
    expect(await find(owner.wishlistId)).toEqual([expect.objectContaining({ kind: 'wishlist', id: owner.wishlistId })]);
    expect(await find(wishlistPublicGuid)).toEqual([
      expect.objectContaining({ kind: 'wishlist', id: owner.wishlistId }),
    ]);
    expect(await find(giftId)).toEqual([
      { kind: 'gift', id: giftId, label: 'Een boek', detail: owner.account.username },
    ]);
    expect(await find(owner.userId)).toEqual([ownerSubject]);
    expect(await find('niemand@example.com')).toEqual([]);
    expect(await find(randomUUID())).toEqual([]);

    // Labels are personal data: each subject shown is recorded in its audit stream, by how it was found, never the query.
    const audit = ofType((await timeline('user', owner.userId)).events, 'SupportAccessRecorded').map((e) => e.data);
    expect(audit).toEqual([
      ...['email', 'username', 'guid'].map((by) => ({
        supportUserId: support.userId,
        action: 'Find',
        subjectKind: 'user',
        subjectId: owner.userId,
        detail: `by ${by}`,
        personIds: [owner.userId],
      })),
      expect.objectContaining({ action: 'ViewTimeline' }),
    ]);
    expect(JSON.stringify(audit)).not.toContain(owner.account.email);
  });

  it('finds a draw by its public or manage guid and a participant by their lot guid', async () => {
    const organizer = await register(t.url);
    const created = await createLoting(organizer.client, ['Bert', 'Carla'], { title: 'Kerstfeest bij Ann' });
    expect(created.status).toBe(201);
    const [draw] = await find(created.body.publicGuid);
    expect(draw).toMatchObject({ kind: 'loting', label: 'Kerstfeest bij Ann', detail: 'Organisator' });
    expect(await find(created.body.manageGuid)).toEqual([draw]);
    expect(await find(created.body.organizerLot)).toEqual([
      expect.objectContaining({ kind: 'participant', label: 'Organisator', detail: 'Kerstfeest bij Ann' }),
    ]);
  });
});

describe('GET /api/Support/Timeline', () => {
  it("merges a person's streams in log order, with their own events on other people's streams only, personal data opened", async () => {
    const { owner, visitor, giftId } = await history();
    const { events, streams } = await timeline('user', visitor.userId);
    expect(streams).toEqual(
      expect.arrayContaining([
        `user-${visitor.userId}`,
        `wishlist-${visitor.wishlistId}`,
        `gift-${giftId}`,
        `forum-${owner.wishlistId}`,
        `support-user-${visitor.userId}`,
      ]),
    );
    expect(events.map((e) => Number(e.position))).toEqual(
      [...events.map((e) => Number(e.position))].sort((a, b) => a - b),
    );
    expect(ofType(events, 'UserRegistered')[0]).toMatchObject({
      streamId: `user-${visitor.userId}`,
      userId: null,
      schemaVersion: 3,
      data: { personal: { email: visitor.account.email, firstName: 'Test', passwordHash: 'sealed' } },
    });
    expect(ofType(events, 'GiftCrossedOff')).toEqual([
      expect.objectContaining({
        streamId: `gift-${giftId}`,
        userId: visitor.userId,
        data: expect.objectContaining({ byUserId: visitor.userId }),
      }),
    ]);
    expect(ofType(events, 'GiftCreated')).toEqual([]);
    expect(ofType(events, 'ForumPostCreated')).toEqual([
      expect.objectContaining({
        data: expect.objectContaining({
          personal: { fullName: `Test ${visitor.account.lastName}`, message: 'Veel plezier!' },
        }),
      }),
    ]);
    for (const event of events)
      expect(event).toMatchObject({
        correlationId: expect.any(String),
        at: expect.any(String),
        eventId: expect.any(String),
      });
  });

  it("records every read in the subject's own timeline, who read it, with which filters and whose data it showed", async () => {
    const { owner, visitor } = await history();
    await timeline('wishlist', owner.wishlistId);
    await timeline('wishlist', owner.wishlistId, '&types=GiftCrossedOff');
    const audit = ofType((await timeline('wishlist', owner.wishlistId)).events, 'SupportAccessRecorded');
    // The owner's list, with the visitor's cross-off and post on it.
    const read = (detail: string | null) => ({
      supportUserId: support.userId,
      action: 'ViewTimeline',
      subjectKind: 'wishlist',
      subjectId: owner.wishlistId,
      detail,
      personIds: expect.any(Array),
    });
    expect(audit.map((e) => e.data)).toEqual([read(null), read('types=GiftCrossedOff'), read(null)]);
    for (const { data } of audit)
      expect(new Set((data as { personIds: string[] }).personIds)).toEqual(new Set([owner.userId, visitor.userId]));
    expect(
      audit.every((e) => e.streamId === `support-wishlist-${owner.wishlistId}` && e.userId === support.userId),
    ).toBe(true);
  });

  it('shows a list with its gifts and forum; pages by position and filters by type and time', async () => {
    const { owner, giftId } = await history();
    const all = (await timeline('wishlist', owner.wishlistId, '&types=' + LIST_TYPES.join(','))).events;
    expect(all.map((e) => e.type)).toEqual([
      'WishlistCreated',
      'CategoryCreated',
      'GiftAdded',
      'GiftCreated',
      'GiftCrossedOff',
      'ForumPostCreated',
    ]);
    expect(all.find((e) => e.type === 'GiftCreated')?.streamId).toBe(`gift-${giftId}`);

    const pages: SupportEvent[][] = [];
    for (let after = ''; ;) {
      const page = await timeline('wishlist', owner.wishlistId, `&limit=4&types=${LIST_TYPES.join(',')}${after}`);
      pages.push(page.events);
      if (!page.next) break;
      after = `&after=${page.next}`;
    }
    expect(pages.map((p) => p.length)).toEqual([4, 2]);
    expect(pages.flat()).toEqual(all);

    const crossOffAt = all.find((e) => e.type === 'GiftCrossedOff')!.at;
    const fromCrossOff = (
      await timeline('wishlist', owner.wishlistId, `&types=${LIST_TYPES.join(',')}&from=${crossOffAt}`)
    ).events;
    expect(fromCrossOff.map((e) => e.type)).toEqual(['GiftCrossedOff', 'ForumPostCreated']);
    const untilBefore = (
      await timeline(
        'wishlist',
        owner.wishlistId,
        `&types=${LIST_TYPES.join(',')}&to=${new Date(Date.parse(all[0]!.at) - 1).toISOString()}`,
      )
    ).events;
    expect(untilBefore).toEqual([]);
  });

  it('shows "erased" for the personal data of a deleted person, whose history stays findable', async () => {
    const { visitor } = await history();
    expect((await visitor.client.post('/api/Account/Delete', { password: visitor.account.password })).status).toBe(200);
    // The erasure reactor forgets the key shortly after the deletion.
    const registered = async () =>
      ofType((await timeline('user', visitor.userId)).events, 'UserRegistered')[0]!.data as { personal: unknown };
    await until(async () => (await registered()).personal === 'erased');
    const { subject, events } = await timeline('user', visitor.userId);
    expect(subject).toEqual({ kind: 'user', id: visitor.userId, label: '', detail: null });
    expect(ofType(events, 'UserDeleted')).toHaveLength(1);
    expect(JSON.stringify(events)).not.toContain(visitor.account.email);
  });

  it("keeps a draw's pairs and lot guids sealed and opens its names", async () => {
    const organizer = await register(t.url);
    const created = await createLoting(organizer.client, ['Bert', 'Carla']);
    const [draw] = await find(created.body.publicGuid);
    const { events } = await timeline('loting', draw!.id);
    const [lotingCreated] = ofType(events, 'LotingCreated');
    expect(lotingCreated!.data).toMatchObject({
      personal: {
        title: 'Kerstfeest',
        manageGuid: 'sealed',
        participants: [{ name: 'Organisator', lotGuid: 'sealed' }, { name: 'Bert' }, { name: 'Carla' }],
      },
    });
    const [drawn] = ofType(events, 'LotsDrawn');
    expect((drawn!.data as { lots: { drawn: unknown }[] }).lots.map((lot) => lot.drawn)).toEqual([
      'sealed',
      'sealed',
      'sealed',
    ]);
    expect(JSON.stringify(events)).not.toContain(created.body.manageGuid);
    expect(JSON.stringify(events)).not.toContain(created.body.organizerLot);
  });
});

describe('support reads reach the people they showed', () => {
  const forwarded = async (userId: string) =>
    ofType((await timeline('user', userId, '&types=SupportAccessForwarded')).events, 'SupportAccessForwarded');

  it("puts a read of a list in the owner's timeline, and in no one else's whose data it did not show", async () => {
    const { owner, visitor } = await history();
    const stranger = await register(t.url);
    await timeline('wishlist', owner.wishlistId);
    await until(async () =>
      (await forwarded(owner.userId)).some((e) => (e.data as { subjectId: string }).subjectId === owner.wishlistId),
    );
    const [read] = (await forwarded(owner.userId)).filter(
      (e) => (e.data as { subjectId: string }).subjectId === owner.wishlistId,
    );
    expect(read).toMatchObject({
      streamId: `support-user-${owner.userId}`,
      data: {
        supportUserId: support.userId,
        action: 'ViewTimeline',
        subjectKind: 'wishlist',
        subjectId: owner.wishlistId,
        detail: null,
        accessedAt: expect.any(String),
      },
    });
    // The copy names no one else: not the visitor whose cross-off the read showed too.
    expect(JSON.stringify(read!.data)).not.toContain(visitor.userId);
    // The visitor's cross-off and post were shown: the visitor is told too; the stranger is not.
    await until(async () =>
      (await forwarded(visitor.userId)).some((e) => (e.data as { subjectId: string }).subjectId === owner.wishlistId),
    );
    expect(await forwarded(stranger.userId)).toEqual([]);

    // Delivered again (a replay after a crash), the read is copied to no one twice.
    const store = t.app.get<EventStore>(EVENT_STORE);
    const [record] = (await store.readStream(`support-wishlist-${owner.wishlistId}`)).slice(-1);
    const before = (await store.readStream(`support-user-${owner.userId}`)).length;
    await t.app.get(SupportAccessReactor).react({
      ...openStoredEvent(record!),
      eventId: record!.eventId,
      position: record!.position,
      streamId: record!.streamId,
    } as ProjectionEvent);
    expect((await store.readStream(`support-user-${owner.userId}`)).length).toBe(before);
  });

  it('puts a correlation view in the timeline of the person whose request it was', async () => {
    const { owner, categoryId } = await ownerWithGift(t.url);
    const stranger = await register(t.url);
    const correlationId = randomUUID();
    await postWithCorrelation(
      owner.client,
      '/api/MyGift/EditWithoutProduct',
      { categoryPrivateGuid: categoryId, description: 'Een sjaal', enableCrossOff: true },
      correlationId,
    );
    expect((await support.client.get(`/api/Support/Correlation/${correlationId}`)).status).toBe(200);
    await until(async () =>
      (await forwarded(owner.userId)).some((e) => (e.data as { detail: string }).detail === correlationId),
    );
    expect((await forwarded(owner.userId)).map((e) => e.data)).toContainEqual(
      expect.objectContaining({ action: 'ViewCorrelation', subjectKind: null, detail: correlationId }),
    );
    expect(await forwarded(stranger.userId)).toEqual([]);
  });
});

describe("a user's timeline from the log", () => {
  it("keeps a list the user deleted and a cross-off they undid, and still not the gifts of other people's lists", async () => {
    const { owner, giftId } = await ownerWithGift(t.url);
    const giver = await register(t.url);
    const crossed = await giver.client.post<{ crossOffGuid: string }>('/api/Gift/CrossOff', { publicGiftGuid: giftId });
    expect(
      (
        await giver.client.post('/api/Gift/UndoCrossOff', {
          publicGuid: giftId,
          privateCrossOffGuid: crossed.body.crossOffGuid,
        })
      ).status,
    ).toBe(200);
    expect((await giver.client.delete(`/api/MyList/${giver.wishlistId}`)).status).toBe(204);

    const { events, streams } = await timeline('user', giver.userId);
    expect(streams).toEqual(expect.arrayContaining([`wishlist-${giver.wishlistId}`, `gift-${giftId}`]));
    expect(ofType(events, 'WishlistDeleted')).toEqual([
      expect.objectContaining({ streamId: `wishlist-${giver.wishlistId}` }),
    ]);
    expect(ofType(events, 'GiftCrossedOff')).toEqual([
      expect.objectContaining({ streamId: `gift-${giftId}`, userId: giver.userId }),
    ]);
    expect(ofType(events, 'CrossOffUndone')).toEqual([
      expect.objectContaining({ streamId: `gift-${giftId}`, userId: giver.userId }),
    ]);
    // Of the owner's gift stream only the giver's own events.
    expect(events.filter((e) => e.streamId === `gift-${giftId}`).map((e) => e.type)).toEqual([
      'GiftCrossedOff',
      'CrossOffUndone',
    ]);
    // The owner is named only as the one the read showed (their list's name in a summary), in the record of the read.
    expect(JSON.stringify(events.filter((e) => e.type !== 'SupportAccessRecorded'))).not.toContain(owner.userId);
    expect(events.find((e) => e.type === 'SupportAccessRecorded')?.data).toMatchObject({
      personIds: expect.arrayContaining([owner.userId]),
    });
  });
});

describe('GET /api/Support/Correlation/{id}', () => {
  it('follows one request across streams and records the read in support-operations', async () => {
    const { owner, categoryId } = await ownerWithGift(t.url);
    const correlationId = randomUUID();
    const created = await postWithCorrelation(
      owner.client,
      '/api/MyGift/EditWithoutProduct',
      { categoryPrivateGuid: categoryId, description: 'Een sjaal', enableCrossOff: true },
      correlationId,
    );
    expect(created.status).toBe(201);
    const answer = await support.client.get<SupportCorrelation>(`/api/Support/Correlation/${correlationId}`);
    expect(answer.status).toBe(200);
    expect(answer.body.events.map((e) => [e.type, e.streamId.split('-')[0]])).toEqual([
      ['GiftAdded', 'wishlist'],
      ['GiftCreated', 'gift'],
    ]);
    expect(answer.body.events.every((e) => e.correlationId === correlationId)).toBe(true);

    const operations = await t.app.get<EventStore>(EVENT_STORE).readStream('support-operations');
    expect(operations.map((e) => e.data)).toContainEqual({
      supportUserId: support.userId,
      action: 'ViewCorrelation',
      subjectKind: null,
      subjectId: null,
      detail: correlationId,
      personIds: [owner.userId],
    });
  });
});

describe('parked events', () => {
  it('lists, retries and skips a parked event, each action recorded; an unknown id is ParkedNotFound', async () => {
    const poisonId = randomUUID();
    const metadata = {
      correlationId: randomUUID(),
      causationId: null,
      userId: null,
      at: new Date().toISOString(),
      schemaVersion: 1,
    };
    await t.app
      .get<EventStore>(EVENT_STORE)
      .append(
        `forum-${randomUUID()}`,
        [{ eventId: poisonId, type: 'ForumPostCreated', data: {}, metadata }],
        'no_stream',
      );
    const id = `forum:${poisonId}`;
    const parked = async () =>
      (await support.client.get<SupportParked>('/api/Support/Parked')).body.parked.find((p) => p.id === id);
    await until(async () => (await parked()) !== undefined);
    expect(await parked()).toMatchObject({
      lane: 'forum',
      eventId: poisonId,
      type: 'ForumPostCreated',
      retryRequested: false,
      error: expect.any(String),
    });

    const attempts = (await parked())!.attempts;
    expect((await support.client.post('/api/Support/Parked/Retry', { id })).status).toBe(204);
    // Still broken: tried again, and parked again.
    await until(async () => ((await parked())?.attempts ?? 0) > attempts && !(await parked())!.retryRequested);
    expect((await support.client.post('/api/Support/Parked/Skip', { id })).status).toBe(204);
    expect(await parked()).toBeUndefined();
    expect(await support.client.post('/api/Support/Parked/Skip', { id })).toMatchObject({
      status: 422,
      body: 'ParkedNotFound',
    });
    expect(await support.client.post('/api/Support/Parked/Retry', { id })).toMatchObject({
      status: 422,
      body: 'ParkedNotFound',
    });

    const operations = (await t.app.get<EventStore>(EVENT_STORE).readStream('support-operations')).map((e) => e.data);
    expect(operations.filter((d) => (d as { detail: string }).detail === id)).toEqual([
      {
        supportUserId: support.userId,
        action: 'RetryParked',
        subjectKind: null,
        subjectId: null,
        detail: id,
        personIds: [],
      },
      {
        supportUserId: support.userId,
        action: 'SkipParked',
        subjectKind: null,
        subjectId: null,
        detail: id,
        personIds: [],
      },
    ]);
  });
});

describe('hostile input from a support session', () => {
  it('never answers 5xx to Find, Timeline or Correlation, whatever the query', async () => {
    const kinds = fc.constantFrom('user', 'wishlist', 'gift', 'loting', 'participant', 'x');
    await fc.assert(
      fc.asyncProperty(hostileString, kinds, hostileString, hostileString, async (text, kind, id, after) => {
        const q = (value: string) => encodeURIComponent(Buffer.from(value).toString()); // a lone surrogate has no URI form
        for (const path of [
          `/api/Support/Find?q=${q(text)}`,
          `/api/Support/Timeline?kind=${kind}&id=${q(id)}&after=${q(after)}&types=${q(text)}`,
          `/api/Support/Timeline?kind=${kind}&id=${q(id)}&from=${q(text)}`,
          `/api/Support/Correlation/${q(id)}`,
        ]) {
          const { status } = await support.client.get(path);
          expect({ path, serverError: status >= 500 }).toEqual({ path, serverError: false });
        }
      }),
      { numRuns: 40 },
    );
  });
});

/** The list's history without the audit of the reads themselves. */
const LIST_TYPES = [
  'WishlistCreated',
  'CategoryCreated',
  'GiftAdded',
  'GiftCreated',
  'GiftCrossedOff',
  'ForumPostCreated',
];

async function postWithCorrelation(client: ApiClient, path: string, body: unknown, correlationId: string) {
  return client.raw('POST', path, JSON.stringify(body), {
    'content-type': 'application/json',
    [CSRF_HEADER]: await client.csrfToken(),
    'x-correlation-id': correlationId,
  });
}
