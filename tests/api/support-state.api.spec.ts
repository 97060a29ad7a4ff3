import type { LotingView, OwnerWishlist, SupportState, SupportStateDiff, VisitorWishlist } from '@wl/contracts';
import type { EventStore } from '../../backend/src/platform/event-store/event-store.port.js';
import { EVENT_STORE } from '../../backend/src/platform/tokens.js';
import { LotingRecords } from '../../backend/src/lots/loting-records.js';
import { supportAuditStream } from '../../backend/src/support/support-audit.js';
import { ApiClient, type Registered, register, verifyEmail } from '../support/api-client.js';
import { createLoting } from '../support/loting-draws.js';
import { lotHoldersOf } from '../support/lot-holders.js';
import { quiescent } from '../support/quiescent.js';
import { startTestApp, TestClock, type TestApp } from '../support/test-app.js';

const SUPPORT_EMAIL = 'support-state@example.com';
const clock = new TestClock();
let t: TestApp;
let support: Registered;
beforeAll(async () => {
  t = await startTestApp({ supportUsers: [SUPPORT_EMAIL] }, clock);
  support = await register(t.url, { email: SUPPORT_EMAIL });
  await verifyEmail(t.url, support);
});
afterAll(async () => {
  await t.close();
});

const events = () => t.app.get<string, EventStore>(EVENT_STORE);

/** Waits until reactors have appended what the last step set off, so an answer recorded now shows every event up to now. */
const quiet = () => quiescent(t);

interface Moment {
  at: string;
  ownerView: OwnerWishlist | null;
  visitorView: VisitorWishlist | null;
  organizerView: LotingView | null;
}

const state = (kind: string, id: string, at: string) =>
  support.client.get<SupportState>(`/api/Support/State?kind=${kind}&id=${id}&at=${encodeURIComponent(at)}`);

describe('GET /api/Support/State and StateDiff', () => {
  it('rebuilds, for every moment of a scripted history, exactly what the API answered then', async () => {
    const moments: Moment[] = [];
    const before = clock.now().toISOString();
    clock.advance(60_000);
    const owner = await register(t.url, { firstName: 'Olga', lastName: 'Eigenaar' });
    const giver = await register(t.url, { firstName: 'Gert' });
    let draw: { manageGuid: string; lotingId: string } | null = null;

    /** Records the answers as the API gives them now (owner, anonymous visitor, organizer), then moves the clock on. */
    async function record(): Promise<Moment> {
      await quiet();
      const ownerView = (await owner.client.get<OwnerWishlist>(`/api/MyList/Get/${owner.wishlistId}`)).body;
      const visitorView = (
        await new ApiClient(t.url).get<VisitorWishlist>(`/api/Wishlist/Get/${owner.account.username}`)
      ).body;
      const organizerView = draw ? (await owner.client.get<LotingView>(`/api/Loting/${draw.manageGuid}`)).body : null;
      const moment = { at: clock.now().toISOString(), ownerView, visitorView, organizerView };
      moments.push(moment);
      clock.advance(60_000);
      return moment;
    }

    const created = await record();
    const categoryPrivateGuid = created.ownerView!.categories[0]!.privateGuid;
    const addGift = async (description: string) =>
      (
        await owner.client.post<{ editedGift: { publicGuid: string } }>('/api/MyGift/EditWithoutProduct', {
          categoryPrivateGuid,
          description,
          enableCrossOff: true,
          url: 'https://example.com/cadeau',
        })
      ).body.editedGift.publicGuid;
    const book = await addGift('Een boek');
    const scarf = await addGift('Een sjaal');
    await record();
    expect((await giver.client.post('/api/Gift/CrossOff', { publicGiftGuid: book })).status).toBe(200);
    const crossedOff = await record();
    expect(
      (await owner.client.post('/api/MyList/UpdateTitle', { privateGuid: owner.wishlistId, title: 'Mijn verjaardag' }))
        .status,
    ).toBe(200);
    const renamed = await record();
    const listGuid = created.visitorView!.publicGuid;
    expect(
      (
        await giver.client.post('/api/Wishlist/CreateForumPost', {
          publicWishlistGuid: listGuid,
          message: 'Leuke lijst!',
        })
      ).status,
    ).toBe(201);
    await record();
    // A category made on another list, with a gift, moved in: its documents began on that list's stream.
    const other = (
      await owner.client.post<{ privateGuid: string }>('/api/MyList/Create', {
        username: `${owner.account.username}-b`,
        firstName: 'X',
        lastName: 'Y',
        accessType: 'PUBLIC',
      })
    ).body.privateGuid;
    const books = (
      await owner.client.post<{ privateGuid: string }>('/api/Category/Create', {
        name: 'Boeken',
        wishlistPrivateGuid: other,
      })
    ).body.privateGuid;
    expect(
      (
        await owner.client.post('/api/MyGift/EditWithoutProduct', {
          categoryPrivateGuid: books,
          description: 'Een roman',
          enableCrossOff: true,
        })
      ).status,
    ).toBe(201);
    await record();
    expect(
      (
        await owner.client.post('/api/Category/MoveToWishlist', {
          categoryPrivateGuid: books,
          wishlistPrivateGuid: owner.wishlistId,
        })
      ).status,
    ).toBe(200);
    const movedIn = await record();
    expect(movedIn.visitorView!.categories.map((c) => [c.name, c.gifts.map((g) => g.description)])).toEqual([
      ['Mijn wensen', ['Een boek', 'Een sjaal']],
      ['Boeken', ['Een roman']],
    ]);
    expect((await owner.client.delete(`/api/MyGift/${scarf}`)).status).toBe(204);
    await record();
    const loting = await createLoting(owner.client, ['Bert', 'Carla']);
    expect(loting.status).toBe(201);
    draw = {
      manageGuid: loting.body.manageGuid,
      lotingId: (await t.app.get(LotingRecords).idOfManageGuid(loting.body.manageGuid))!,
    };
    await record();
    const holders = await lotHoldersOf(t, loting.body.publicGuid);
    const bert = holders.find((h) => h.name === 'Bert')!;
    expect((await new ApiClient(t.url).post('/api/Lot/RegisterFirstView', { privateGuid: bert.lotGuid })).status).toBe(
      204,
    );
    await record();
    const organizerHolder = holders.find((h) => h.name !== 'Bert' && h.name !== 'Carla')!;
    expect(
      (
        await owner.client.post('/api/Lot/SelectWishlist', {
          participantPrivateGuid: organizerHolder.lotGuid,
          wishlistPrivateGuid: owner.wishlistId,
        })
      ).status,
    ).toBe(200);
    await record();

    // The history changed what it should: the moments differ from one another.
    expect(crossedOff.visitorView!.categories[0]!.gifts[0]!.isCrossedOff).toBe(true);
    expect(renamed.ownerView!.title).toBe('Mijn verjaardag');
    expect(moments.at(-1)!.organizerView!.participants.find((p) => p.name === 'Bert')!.isViewed).toBe(true);
    expect(moments.at(-1)!.organizerView!.participants.find((p) => p.isOrganizer)!.hasWishlist).toBe(true);

    const list = await state('wishlist', owner.wishlistId, before);
    expect(list).toMatchObject({
      status: 200,
      body: { kind: 'wishlist', id: owner.wishlistId, at: before, state: { ownerView: null, visitorView: null } },
    });
    for (const moment of moments) {
      const answer = await state('wishlist', owner.wishlistId, moment.at);
      expect(answer.status).toBe(200);
      expect(answer.body.state).toEqual({ ownerView: moment.ownerView, visitorView: moment.visitorView });
      if (!moment.organizerView) continue;
      const organizer = await state('loting', draw!.lotingId, moment.at);
      expect(organizer.status).toBe(200);
      // Sealed for support: the manage guid and the organizer's own lot guid are keys, and the lot reveals a pair.
      expect(organizer.body.state).toEqual({
        status: 'drawn',
        organizerView: { ...moment.organizerView, manageGuid: 'sealed', organizerLot: 'sealed' },
      });
      const text = JSON.stringify(organizer.body);
      for (const holder of holders) expect(text).not.toContain(holder.lotGuid);
    }
    expect((await state('loting', draw!.lotingId, renamed.at)).body.state).toEqual({
      status: 'none',
      organizerView: null,
    });

    // A gift's cross-off state: the giver only as a user id.
    expect((await state('gift', book, renamed.at)).body.state).toEqual({
      isCrossedOff: true,
      crossOff: {
        crossOffId: expect.any(String),
        byUserId: giver.userId,
        at: moments[2]!.at,
        wishlistId: owner.wishlistId,
      },
    });
    expect((await state('gift', book, moments[1]!.at)).body.state).toEqual({ isCrossedOff: false, crossOff: null });

    const diff = await support.client.get<SupportStateDiff>(
      `/api/Support/StateDiff?kind=wishlist&id=${owner.wishlistId}&from=${crossedOff.at}&to=${renamed.at}`,
    );
    expect(diff.status).toBe(200);
    expect(diff.body.from.state).toEqual({ ownerView: crossedOff.ownerView, visitorView: crossedOff.visitorView });
    expect(diff.body.changes).toEqual(
      expect.arrayContaining([
        { path: '$.ownerView.title', before: crossedOff.ownerView!.title, after: 'Mijn verjaardag' },
        { path: '$.visitorView.title', before: crossedOff.visitorView!.title, after: 'Mijn verjaardag' },
      ]),
    );
    expect(diff.body.changes.every((c) => c.path.endsWith('.title') || c.path.endsWith('.lastUpdated'))).toBe(true);
  });

  it('shows what is erased since as erased: a poster who deleted their account is gone from the forum of every moment', async () => {
    const owner = await register(t.url);
    const poster = await register(t.url, { firstName: 'Wis', lastName: 'Mij' });
    const { publicGuid } = (
      await new ApiClient(t.url).get<VisitorWishlist>(`/api/Wishlist/Get/${owner.account.username}`)
    ).body;
    expect(
      (
        await poster.client.post('/api/Wishlist/CreateForumPost', {
          publicWishlistGuid: publicGuid,
          message: 'Tot straks',
        })
      ).status,
    ).toBe(201);
    await quiet();
    const posted = (await new ApiClient(t.url).get<VisitorWishlist>(`/api/Wishlist/Get/${owner.account.username}`))
      .body;
    expect(posted.forum.map((p) => [p.fullName, p.message])).toEqual([['Wis Mij', 'Tot straks']]);
    const at = clock.now().toISOString();
    clock.advance(60_000);
    expect((await poster.client.post('/api/Account/Delete', { password: poster.account.password })).status).toBe(200);
    await quiet();

    const then = await state('wishlist', owner.wishlistId, at);
    expect(then.body.state).toEqual({
      ownerView: expect.objectContaining({ forum: [] }),
      visitorView: { ...posted, forum: [] },
    });
    expect(JSON.stringify(then.body)).not.toContain('Tot straks');
  });

  it('compares gifts by id: one deleted gift is one removal in each view, never a rename of the gifts after it', async () => {
    const owner = await register(t.url);
    const list = await owner.client.get<OwnerWishlist>(`/api/MyList/Get/${owner.wishlistId}`);
    const gifts: string[] = [];
    for (const description of ['Boek', 'Fiets', 'Sjaal']) {
      const created = await owner.client.post<{ editedGift: { publicGuid: string } }>(
        '/api/MyGift/EditWithoutProduct',
        {
          categoryPrivateGuid: list.body.categories[0]!.privateGuid,
          description,
          enableCrossOff: true,
        },
      );
      gifts.push(created.body.editedGift.publicGuid);
    }
    await quiet();
    const from = clock.now().toISOString();
    clock.advance(60_000);
    expect((await owner.client.delete(`/api/MyGift/${gifts[0]}`)).status).toBe(204);
    await quiet();
    const to = clock.now().toISOString();
    clock.advance(60_000);

    const diff = await support.client.get<SupportStateDiff>(
      `/api/Support/StateDiff?kind=wishlist&id=${owner.wishlistId}&from=${from}&to=${to}`,
    );
    expect(diff.status).toBe(200);
    const giftChanges = diff.body.changes.filter((c) => c.path.includes('.gifts'));
    expect(giftChanges.filter((c) => !c.path.endsWith('.order'))).toEqual(
      ['ownerView', 'visitorView'].map((view) => ({
        path: expect.stringMatching(
          new RegExp(`^\\$\\.${view}\\.categories\\[\\w+=[^\\]]+\\]\\.gifts\\[publicGuid=${gifts[0]}\\]$`),
        ),
        before: expect.objectContaining({ description: 'Boek' }),
      })),
    );
    expect(diff.body.changes.some((c) => c.path.endsWith('.description'))).toBe(false);
  });

  it('records each read in the subject\u2019s audit stream', async () => {
    const owner = await register(t.url);
    const at = clock.now().toISOString();
    expect((await state('wishlist', owner.wishlistId, at)).status).toBe(200);
    const earlier = new Date(Date.parse(at) - 60_000).toISOString();
    expect(
      (await support.client.get(`/api/Support/StateDiff?kind=wishlist&id=${owner.wishlistId}&from=${earlier}&to=${at}`))
        .status,
    ).toBe(200);
    const audit = await events().readStream(supportAuditStream({ kind: 'wishlist', id: owner.wishlistId }));
    // The list's state shows its owner's data: the record names them, so it reaches the owner too.
    const recorded = (detail: string) => [
      'SupportAccessRecorded',
      {
        supportUserId: support.userId,
        action: 'ViewState',
        subjectKind: 'wishlist',
        subjectId: owner.wishlistId,
        detail,
        personIds: [owner.userId],
      },
    ];
    expect(audit.map((e) => [e.type, e.data])).toEqual([recorded(at), recorded(`${earlier}..${at}`)]);
    expect(audit[0]!.metadata).toMatchObject({ userId: support.userId, at });
  });

  it('answers SubjectNotFound for an unknown subject, 400 for a bad time or kind, 403 to anyone but support', async () => {
    const owner = await register(t.url);
    const now = clock.now().toISOString();
    for (const kind of ['wishlist', 'gift', 'loting']) {
      expect(await state(kind, crypto.randomUUID(), now)).toMatchObject({ status: 422, body: 'SubjectNotFound' });
    }
    expect((await state('wishlist', owner.wishlistId, 'gisteren')).status).toBe(400);
    expect((await state('wishlist', owner.wishlistId, '2024-13-40T00:00:00Z')).status).toBe(400);
    expect((await state('user', owner.userId, now)).status).toBe(400);
    expect(
      (await support.client.get(`/api/Support/StateDiff?kind=wishlist&id=${owner.wishlistId}&from=${now}&to=morgen`))
        .status,
    ).toBe(400);
    expect(await owner.client.get(`/api/Support/State?kind=wishlist&id=${owner.wishlistId}&at=${now}`)).toMatchObject({
      status: 403,
      body: { problem: 'NotSupport' },
    });
    expect(
      (
        await new ApiClient(t.url).get(
          `/api/Support/StateDiff?kind=wishlist&id=${owner.wishlistId}&from=${now}&to=${now}`,
        )
      ).status,
    ).toBe(403);
  });
});
