import type { LotHistory, LotingOverview, LotingView } from '@wl/contracts';
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { StreamWriter } from '../../backend/src/platform/use-case/stream-writer.js';
import { PersonalData } from '../../backend/src/platform/personal-data/personal-data.js';
import { type LotingCommand, lotingDecider, lotingStream } from '../../backend/src/lots/loting.decider.js';
import { LotingRecords } from '../../backend/src/lots/loting-records.js';
import { ApiClient, register, type Registered, verifyEmail } from '../support/api-client.js';
import { createLoting, follow, organizerParticipant, participant } from '../support/loting-draws.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { readUntil } from '../support/eventually.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    rateLimitPoints: {
      newUsersPerIp: 10_000,
      newUsersSiteWide: 10_000,
      lotingsPerIp: 10_000,
      lotResendsPerLoting: 4,
      lotResendsPerUser: 6,
    },
  });
});
afterAll(async () => {
  await t.close();
});

interface Mail {
  to: string;
  subject: string;
  text: string;
}
const lotMails = async () =>
  (await new ApiClient(t.url).get<Mail[]>('/api/Dev/Outbox')).body.filter((m) => m.subject.includes('lootje'));
async function lotMailsTo(address: string, count = 1): Promise<Mail[]> {
  const mails = await readUntil(
    async () => (await lotMails()).filter((m) => m.to === address),
    (found) => found.length >= count,
  );
  if (mails.length < count) throw new Error(`fewer than ${count} lot mails to ${address}`);
  return mails;
}
const lotGuidIn = (mail: Mail) => /\/lootjestrekken\/lootje\/([0-9a-f-]{36})/.exec(mail.text)![1]!;

interface Draw {
  organizer: Registered;
  friend: Registered;
  bertAddress: string;
  publicGuid: string;
  manageGuid: string;
  organizerLot: string;
}

/** A draw by a full account among themselves, a friend (by account, friends both ways) and Bert (by address); the friend excludes Bert. */
async function draw(): Promise<Draw> {
  const organizer = await register(t.url, { firstName: 'Olga' });
  const friend = await register(t.url, { firstName: 'Fien', lastName: 'Vriend' });
  await follow(organizer, friend);
  await follow(friend, organizer);
  const bertAddress = `bert-${organizer.userId}@example.com`;
  const bert = participant('Bert', bertAddress);
  const participants = [
    await organizerParticipant(organizer.client, 'Olga'),
    participant('Fien', '', {
      publicUserGuid: (await organizerParticipant(friend.client)).publicUserGuid,
      exclude: [bert.localGuid],
    }),
    bert,
  ];
  const created = await organizer.client.post<{ publicGuid: string; manageGuid: string; organizerLot: string }>(
    '/api/Loting/Create',
    { title: 'Kerstfeest', description: 'Max 20 euro', participants },
  );
  expect(created.status).toBe(201);
  return { organizer, friend, bertAddress, ...created.body };
}

describe('the organizer view (GET /api/Loting/{manageGuid})', () => {
  it('shows the organizer every participant with status and exclusions, a friend without address, and nobody\u2019s lot but their own', async () => {
    const d = await draw();
    const view = await d.organizer.client.get<LotingView>(`/api/Loting/${d.manageGuid}`);
    expect(view.status).toBe(200);
    const [me, fien, bert] = view.body.participants;
    expect(view.body).toMatchObject({
      publicGuid: d.publicGuid,
      manageGuid: d.manageGuid,
      title: 'Kerstfeest',
      description: 'Max 20 euro',
      organizerLot: d.organizerLot,
    });
    expect(me).toMatchObject({
      name: 'Olga',
      email: '',
      isOrganizer: true,
      isViewed: false,
      hasWishlist: false,
      excluded: [],
    });
    expect(fien).toMatchObject({
      name: 'Fien',
      email: '',
      isOrganizer: false,
      publicUserGuid: expect.any(String),
      excluded: [bert!.publicGuid],
    });
    expect(bert).toMatchObject({ name: 'Bert', email: d.bertAddress, publicUserGuid: null });
    const text = JSON.stringify(view.body);
    expect(text).not.toContain(d.friend.account.email);
    for (const address of [d.friend.account.email, d.bertAddress])
      expect(text).not.toContain(lotGuidIn((await lotMailsTo(address))[0]!));
  });

  it('answers NotFound to anyone but the organizer and to unknown guids, 401 without login, 400 for a malformed guid', async () => {
    const d = await draw();
    expect(await d.friend.client.get(`/api/Loting/${d.manageGuid}`)).toMatchObject({ status: 422, body: 'NotFound' });
    expect(await d.organizer.client.get(`/api/Loting/${d.organizerLot}`)).toMatchObject({
      status: 422,
      body: 'NotFound',
    });
    expect(await d.organizer.client.get(`/api/Loting/${d.publicGuid}`)).toMatchObject({
      status: 422,
      body: 'NotFound',
    });
    expect((await new ApiClient(t.url).get(`/api/Loting/${d.manageGuid}`)).status).toBe(401);
    expect((await d.organizer.client.get('/api/Loting/geen-guid')).status).toBe(400);
  });
});

describe('Loting/Overview', () => {
  it('lists the user\u2019s draws newest first, the manage guid only for the organizer, each with the user\u2019s own lots', async () => {
    const d = await draw();
    const second = await d.organizer.client.post<{ publicGuid: string }>('/api/Loting/Create', {
      title: 'Sinterklaas',
      participants: [
        await organizerParticipant(d.organizer.client),
        participant('A', `a-${d.organizer.userId}@example.com`),
        participant('B', `b-${d.organizer.userId}@example.com`),
      ],
    });
    const mine = await d.organizer.client.get<LotingOverview>('/api/Loting/Overview');
    expect(mine.body.lotingen.map((l) => l.title)).toEqual(['Sinterklaas', 'Kerstfeest']);
    expect(mine.body.lotingen[1]).toEqual({
      publicGuid: d.publicGuid,
      title: 'Kerstfeest',
      participantCount: 3,
      createDate: expect.any(String),
      manageGuid: d.manageGuid,
      lots: [{ privateParticipantGuid: d.organizerLot, participantName: 'Olga' }],
    });
    expect(mine.body.lotingen[0]!.publicGuid).toBe(second.body.publicGuid);

    const friendLot = lotGuidIn((await lotMailsTo(d.friend.account.email))[0]!);
    expect((await d.friend.client.get<LotingOverview>('/api/Loting/Overview')).body.lotingen).toEqual([
      expect.objectContaining({
        publicGuid: d.publicGuid,
        manageGuid: null,
        lots: [{ privateParticipantGuid: friendLot, participantName: 'Fien' }],
      }),
    ]);
    expect((await new ApiClient(t.url).get('/api/Loting/Overview')).status).toBe(401);
  });

  it('finds a lot sent to an address once its new account has confirmed that address, not before', async () => {
    const d = await draw();
    const bert = await register(t.url, { email: d.bertAddress });
    expect((await bert.client.get<LotingOverview>('/api/Loting/Overview')).body.lotingen).toEqual([]);
    await verifyEmail(t.url, bert);
    const bertLot = lotGuidIn((await lotMailsTo(d.bertAddress))[0]!);
    expect((await bert.client.get<LotingOverview>('/api/Loting/Overview')).body.lotingen).toEqual([
      expect.objectContaining({
        publicGuid: d.publicGuid,
        manageGuid: null,
        lots: [{ privateParticipantGuid: bertLot, participantName: 'Bert' }],
      }),
    ]);
  });

  it('shows a draw at once to a new account that opened its lot logged in with the lot’s address: the mailed link proves it', async () => {
    const d = await draw();
    const bertLot = lotGuidIn((await lotMailsTo(d.bertAddress))[0]!);
    const bert = await register(t.url, { email: d.bertAddress });
    // Someone else with the lot link, logged in with another address, links nothing.
    const other = await register(t.url);
    expect((await other.client.post('/api/Lot/RegisterFirstView', { privateGuid: bertLot })).status).toBe(204);
    expect((await other.client.get<LotingOverview>('/api/Loting/Overview')).body.lotingen).toEqual([]);
    expect((await bert.client.post('/api/Lot/RegisterFirstView', { privateGuid: bertLot })).status).toBe(204);
    expect((await bert.client.get<LotingOverview>('/api/Loting/Overview')).body.lotingen).toEqual([
      expect.objectContaining({
        publicGuid: d.publicGuid,
        manageGuid: null,
        lots: [{ privateParticipantGuid: bertLot, participantName: 'Bert' }],
      }),
    ]);
    // Once the draw is deleted it is gone from that account's lots home too.
    expect((await d.organizer.client.delete(`/api/Loting/${d.manageGuid}`)).status).toBe(200);
    expect((await bert.client.get<LotingOverview>('/api/Loting/Overview')).body.lotingen).toEqual([]);
  });
});

describe('Loting/OpenWithOrganizer', () => {
  it('logs a lightweight organizer in by the link where nobody is logged in; a full account must log in itself; wrong guids are NotFound', async () => {
    const lightweight = new ApiClient(t.url);
    await lightweight.post('/api/Afstreper/Create', { email: `licht-${Date.now()}@example.com` });
    const participants = [
      await organizerParticipant(lightweight),
      participant('A', `a-${Date.now()}@example.com`),
      participant('B', `b-${Date.now()}@example.com`),
    ];
    const created = await lightweight.post<{ publicGuid: string; manageGuid: string }>('/api/Loting/Create', {
      title: 'Lichtgewicht',
      participants,
    });
    const link = { publicLotingGuid: created.body.publicGuid, privateUserGuid: created.body.manageGuid };

    expect(await lightweight.post('/api/Loting/OpenWithOrganizer', link)).toMatchObject({
      status: 200,
      body: { changedCurrentUser: false, loting: { title: 'Lichtgewicht' } },
    });
    const elsewhere = new ApiClient(t.url);
    expect(await elsewhere.post('/api/Loting/OpenWithOrganizer', link)).toMatchObject({
      status: 200,
      body: { changedCurrentUser: true, loting: { manageGuid: created.body.manageGuid } },
    });
    const me = await lightweight.get<{ privateGuid: string }>('/api/Account/UserData');
    expect((await elsewhere.get<{ privateGuid: string }>('/api/Account/UserData')).body.privateGuid).toBe(
      me.body.privateGuid,
    );
    expect((await elsewhere.get(`/api/Loting/${created.body.manageGuid}`)).status).toBe(200);

    // Login CSRF: the link never replaces the session of someone else who is logged in, full account or lightweight.
    const someoneElse = await register(t.url);
    expect(await someoneElse.client.post('/api/Loting/OpenWithOrganizer', link)).toMatchObject({
      status: 401,
      body: { problem: 'NotLoggedIn' },
    });
    expect((await someoneElse.client.get<{ privateGuid: string }>('/api/Account/UserData')).body.privateGuid).toBe(
      someoneElse.userId,
    );
    const otherLightweight = new ApiClient(t.url);
    await otherLightweight.post('/api/Afstreper/Create', { email: `ander-licht-${Date.now()}@example.com` });
    const before = (await otherLightweight.get<{ privateGuid: string }>('/api/Account/UserData')).body.privateGuid;
    expect((await otherLightweight.post('/api/Loting/OpenWithOrganizer', link)).status).toBe(401);
    expect((await otherLightweight.get<{ privateGuid: string }>('/api/Account/UserData')).body.privateGuid).toBe(
      before,
    );

    const d = await draw();
    const full = { publicLotingGuid: d.publicGuid, privateUserGuid: d.manageGuid };
    expect(await new ApiClient(t.url).post('/api/Loting/OpenWithOrganizer', full)).toMatchObject({
      status: 401,
      body: { problem: 'NotLoggedIn' },
    });
    expect((await d.friend.client.post('/api/Loting/OpenWithOrganizer', full)).status).toBe(401);
    expect(await d.organizer.client.post('/api/Loting/OpenWithOrganizer', full)).toMatchObject({
      status: 200,
      body: { changedCurrentUser: false },
    });
    expect(
      await d.organizer.client.post('/api/Loting/OpenWithOrganizer', {
        ...full,
        publicLotingGuid: created.body.publicGuid,
      }),
    ).toMatchObject({ status: 422, body: 'NotFound' });
    expect(
      await new ApiClient(t.url).post('/api/Loting/OpenWithOrganizer', { ...link, privateUserGuid: d.organizerLot }),
    ).toMatchObject({ status: 422, body: 'NotFound' });
  });
});

describe('Loting/ResendLot', () => {
  it('mails a lot again, to a corrected address for someone added by e-mail, to a friend\u2019s current account address', async () => {
    const d = await draw();
    const view = async () => (await d.organizer.client.get<LotingView>(`/api/Loting/${d.manageGuid}`)).body;
    const [, fien, bert] = (await view()).participants;
    const firstLot = lotGuidIn((await lotMailsTo(d.bertAddress))[0]!);

    const corrected = `bert.bakker-${d.organizer.userId}@example.com`;
    expect(
      (
        await d.organizer.client.post('/api/Loting/ResendLot', {
          manageGuid: d.manageGuid,
          participantPublicGuid: bert!.publicGuid,
          email: corrected,
        })
      ).status,
    ).toBe(204);
    const [resent] = await lotMailsTo(corrected);
    expect(resent!.subject).toBe('Je lootje voor „Kerstfeest” (opnieuw verstuurd)');
    expect(lotGuidIn(resent!)).toBe(firstLot);
    expect((await view()).participants[2]!.email).toBe(corrected);

    // The friend changed their address after the draw: the lot goes to the new one.
    const newAddress = `fien-nieuw-${d.friend.userId}@example.com`;
    expect(
      (
        await d.friend.client.post('/api/Account/Edit', {
          userPrivateGuid: d.friend.userId,
          firstName: 'Fien',
          lastName: 'Vriend',
          email: newAddress,
          overviewEmailFrequency: 0,
          enableCrossOffNotifications: true,
          currentPassword: d.friend.account.password,
        })
      ).status,
    ).toBe(200);
    expect(
      await d.organizer.client.post('/api/Loting/ResendLot', {
        manageGuid: d.manageGuid,
        participantPublicGuid: fien!.publicGuid,
        email: 'ander@example.com',
      }),
    ).toMatchObject({ status: 422, body: 'EmailNotEditable' });
    expect(
      (
        await d.organizer.client.post('/api/Loting/ResendLot', {
          manageGuid: d.manageGuid,
          participantPublicGuid: fien!.publicGuid,
        })
      ).status,
    ).toBe(204);
    expect(await lotMailsTo(newAddress)).toHaveLength(1);
    expect(await lotMailsTo(d.friend.account.email)).toHaveLength(1);
  });

  it('refuses others (NoAccess), unknown participants (NotFound), and more than the hourly resends of a draw (429)', async () => {
    const d = await draw();
    const [, , bert] = (await d.organizer.client.get<LotingView>(`/api/Loting/${d.manageGuid}`)).body.participants;
    const resend = (client: ApiClient, body: object = {}) =>
      client.post('/api/Loting/ResendLot', {
        manageGuid: d.manageGuid,
        participantPublicGuid: bert!.publicGuid,
        ...body,
      });
    expect(await resend(d.friend.client)).toMatchObject({ status: 422, body: 'NoAccess' });
    expect(await resend(d.friend.client, { manageGuid: d.publicGuid })).toMatchObject({
      status: 422,
      body: 'NoAccess',
    });
    expect((await resend(new ApiClient(t.url))).status).toBe(401);
    expect(await resend(d.organizer.client, { participantPublicGuid: d.publicGuid })).toMatchObject({
      status: 422,
      body: 'NotFound',
    });
    for (let i = 0; i < 4; i++) expect((await resend(d.organizer.client)).status).toBe(204);
    expect(await resend(d.organizer.client)).toMatchObject({ status: 429, body: { problem: 'TooManyRequests' } });
  });

  it('counts an organizer’s resends over all their draws a day, so new draws do not bring new allowances (429)', async () => {
    const organizer = await register(t.url);
    const resends = async (manageGuid: string, count: number) => {
      const [, bert] = (await organizer.client.get<LotingView>(`/api/Loting/${manageGuid}`)).body.participants;
      const answers = [];
      for (let i = 0; i < count; i++)
        answers.push(
          (
            await organizer.client.post('/api/Loting/ResendLot', {
              manageGuid,
              participantPublicGuid: bert!.publicGuid,
            })
          ).status,
        );
      return answers;
    };
    const first = (await createLoting(organizer.client)).body.manageGuid;
    const second = (await createLoting(organizer.client)).body.manageGuid;
    expect(await resends(first, 4)).toEqual([204, 204, 204, 204]);
    expect(await resends(second, 3)).toEqual([204, 204, 429]);
  });
});

describe('DELETE /api/Loting/{manageGuid}', () => {
  it('lets only the organizer delete, answers a repeat with 200, and the draw is gone everywhere', async () => {
    const d = await draw();
    expect(await d.friend.client.delete(`/api/Loting/${d.manageGuid}`)).toMatchObject({
      status: 422,
      body: 'NoAccess',
    });
    expect(await d.organizer.client.delete(`/api/Loting/${d.publicGuid}`)).toMatchObject({
      status: 422,
      body: 'NoAccess',
    });
    expect((await new ApiClient(t.url).delete(`/api/Loting/${d.manageGuid}`)).status).toBe(401);
    const [, , bert] = (await d.organizer.client.get<LotingView>(`/api/Loting/${d.manageGuid}`)).body.participants;

    expect((await d.organizer.client.delete(`/api/Loting/${d.manageGuid}`)).status).toBe(200);
    expect((await d.organizer.client.delete(`/api/Loting/${d.manageGuid}`)).status).toBe(200);
    expect(await d.organizer.client.get(`/api/Loting/${d.manageGuid}`)).toMatchObject({ status: 422, body: 'Deleted' });
    expect(
      await d.organizer.client.post('/api/Loting/OpenWithOrganizer', {
        publicLotingGuid: d.publicGuid,
        privateUserGuid: d.manageGuid,
      }),
    ).toMatchObject({ status: 422, body: 'Deleted' });
    expect(
      await d.organizer.client.post('/api/Loting/ResendLot', {
        manageGuid: d.manageGuid,
        participantPublicGuid: bert!.publicGuid,
      }),
    ).toMatchObject({ status: 422, body: 'Deleted' });
    expect((await d.organizer.client.get<LotingOverview>('/api/Loting/Overview')).body.lotingen).toEqual([]);
    expect((await d.friend.client.get<LotingOverview>('/api/Loting/Overview')).body.lotingen).toEqual([]);
  });
});

describe('GET /api/Loting/{manageGuid}/History', () => {
  /** What the lot side does (its calls are another module's): the commands on the draw's stream. */
  async function onLot(manageGuid: string, command: (ids: string[], lotingId: string) => Promise<LotingCommand>) {
    const records = t.app.get(LotingRecords);
    const lotingId = (await records.idOfManageGuid(manageGuid))!;
    const ids = (await records.read(lotingId)).state.participants.map((p) => p.participantId);
    const context = {
      commandId: crypto.randomUUID(),
      correlationId: crypto.randomUUID(),
      userId: null,
      contextId: null,
    };
    await t.app.get(StreamWriter).execute(lotingStream(lotingId), lotingDecider, await command(ids, lotingId), context);
  }

  it('tells the organizer the draw’s life in log order with each line’s real minute, nudges and questions naming nobody, never a question’s text', async () => {
    const d = await draw();
    const [, fien, bert] = (await d.organizer.client.get<LotingView>(`/api/Loting/${d.manageGuid}`)).body.participants;
    await d.organizer.client.post('/api/Loting/ResendLot', {
      manageGuid: d.manageGuid,
      participantPublicGuid: bert!.publicGuid,
      email: `nieuw-${d.organizer.userId}@example.com`,
    });
    await d.organizer.client.post('/api/Loting/ResendLot', {
      manageGuid: d.manageGuid,
      participantPublicGuid: fien!.publicGuid,
    });
    await onLot(d.manageGuid, async ([, , b]) => ({ type: 'RegisterFirstView', participantId: b!, holder: null }));
    await onLot(d.manageGuid, async ([, , b]) => ({
      type: 'SelectWishlist',
      participantId: b!,
      wishlistId: d.friend.wishlistId,
    }));
    await onLot(d.manageGuid, async ([, , b]) => ({ type: 'SelectWishlist', participantId: b!, wishlistId: null }));
    await onLot(d.manageGuid, async ([, f, b]) => ({
      type: 'SendNudge',
      participantId: f!,
      receiverId: b!,
      receiverListVisible: false,
      now: new Date().toISOString(),
    }));
    await onLot(d.manageGuid, async ([, f]) => ({
      type: 'AskQuestion',
      participantId: f!,
      questionId: crypto.randomUUID(),
      personal: await t.app.get(PersonalData).seal(f!, { question: 'Houdt ze van thee?' }),
    }));

    const history = await d.organizer.client.get<LotHistory>(`/api/Loting/${d.manageGuid}/History`);
    expect(history.status).toBe(200);
    expect(history.body.title).toBe('Kerstfeest');
    const minute = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:00\.000Z$/);
    expect(history.body.entries).toEqual([
      { at: minute, kind: 'Created', participantName: null },
      { at: minute, kind: 'Drawn', participantName: null },
      { at: minute, kind: 'LotSent', participantName: 'Olga' },
      { at: minute, kind: 'LotSent', participantName: 'Fien' },
      { at: minute, kind: 'LotSent', participantName: 'Bert' },
      { at: minute, kind: 'LotResent', participantName: 'Bert', emailChanged: true },
      { at: minute, kind: 'LotResent', participantName: 'Fien', emailChanged: false },
      { at: minute, kind: 'LotViewed', participantName: 'Bert' },
      { at: minute, kind: 'WishlistCoupled', participantName: 'Bert' },
      { at: minute, kind: 'WishlistDecoupled', participantName: 'Bert' },
      { at: minute, kind: 'NudgeSent', participantName: null },
      { at: minute, kind: 'QuestionAsked', participantName: null },
    ]);
    // Each line at the minute it happened (not midnight), in the order of the log.
    const started = Date.now();
    for (const entry of history.body.entries) expect(Math.abs(Date.parse(entry.at) - started)).toBeLessThan(2 * 60_000);
    const text = JSON.stringify(history.body);
    expect(text).not.toContain('thee');
    // Bert viewed his lot: it can no longer be redirected to another address (say, the organizer's own).
    expect(
      await d.organizer.client.post('/api/Loting/ResendLot', {
        manageGuid: d.manageGuid,
        participantPublicGuid: bert!.publicGuid,
        email: d.organizer.account.email,
      }),
    ).toMatchObject({ status: 422, body: 'EmailNotEditable' });
    expect(
      (
        await d.organizer.client.post('/api/Loting/ResendLot', {
          manageGuid: d.manageGuid,
          participantPublicGuid: bert!.publicGuid,
        })
      ).status,
    ).toBe(204);
    expect(text).not.toContain('nieuw-');
    expect(await d.friend.client.get(`/api/Loting/${d.manageGuid}/History`)).toMatchObject({
      status: 422,
      body: 'NotFound',
    });
    expect((await new ApiClient(t.url).get(`/api/Loting/${d.manageGuid}/History`)).status).toBe(401);

    expect((await d.organizer.client.delete(`/api/Loting/${d.manageGuid}`)).status).toBe(200);
    const after = await d.organizer.client.get<LotHistory>(`/api/Loting/${d.manageGuid}/History`);
    expect(after.status).toBe(200);
    expect(after.body.entries.at(-1)).toEqual({ at: expect.any(String), kind: 'Deleted', participantName: null });
  });
});

describe('secrecy probe: the organizer side', () => {
  it('no organizer answer, organizer mail or read model holds another participant’s lot guid or a pair', async () => {
    const d = await draw();
    const otherLots = await Promise.all(
      [d.friend.account.email, d.bertAddress].map(async (a) => lotGuidIn((await lotMailsTo(a))[0]!)),
    );
    const [organizerMail] = await lotMailsTo(d.organizer.account.email);
    const answers = [
      await d.organizer.client.get(`/api/Loting/${d.manageGuid}`),
      await d.organizer.client.get('/api/Loting/Overview'),
      await d.organizer.client.get(`/api/Loting/${d.manageGuid}/History`),
      await d.organizer.client.post('/api/Loting/OpenWithOrganizer', {
        publicLotingGuid: d.publicGuid,
        privateUserGuid: d.manageGuid,
      }),
    ].map((answer) => JSON.stringify(answer.body));
    const db = new Database(join(t.config.dataDir, 'readmodels.db'), { readonly: true });
    const readModels = (
      db.prepare("SELECT doc FROM documents WHERE collection LIKE 'lot%'").all() as { doc: string }[]
    ).map((row) => row.doc);
    db.close();
    expect(readModels.length).toBeGreaterThan(0);
    for (const text of [...answers, organizerMail!.text]) {
      for (const lot of otherLots) expect(text).not.toContain(lot);
      expect(text).not.toMatch(/"(drawn|receiver)\w*"\s*:/i);
    }
    for (const doc of readModels) {
      for (const guid of [...otherLots, d.organizerLot, d.manageGuid]) expect(doc).not.toContain(guid);
      expect(doc).not.toMatch(/"(drawn|receiver)\w*"\s*:/i);
    }
  });
});
