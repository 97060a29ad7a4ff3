import { LotDrawnSecret, Sealed } from '@wl/contracts';
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { PersonalData } from '../../backend/src/platform/personal-data/personal-data.js';
import { ApiClient, register } from '../support/api-client.js';
import { createLoting, organizerParticipant, participant } from '../support/loting-draws.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    rateLimitPoints: { newUsersPerIp: 10_000, newUsersSiteWide: 10_000, lotingsPerIp: 10_000, lotingsPerUser: 3 },
  });
});
afterAll(async () => {
  await t.close();
});

interface StoredEvent {
  stream_id: string;
  type: string;
  data: string;
}
/** Every event of every draw, read straight from the log. */
function drawEvents(): StoredEvent[] {
  const db = new Database(join(t.config.dataDir, 'events.db'), { readonly: true });
  const rows = db
    .prepare("SELECT stream_id, type, data FROM events WHERE stream_id LIKE 'loting-%' ORDER BY position")
    .all() as StoredEvent[];
  db.close();
  return rows;
}

const post = (client: ApiClient, body: unknown) => client.post('/api/Loting/Create', body);
const request = (participants: unknown[], extra: object = {}) => ({
  title: 'Kerstfeest',
  description: '',
  participants,
  ...extra,
});

describe('Loting/Create', () => {
  it('draws three people: one lot each, nobody themselves, and no pair in the answer or in the log in plain text', async () => {
    const organizer = await register(t.url);
    const created = await createLoting(organizer.client, ['Bert', 'Carla']);
    expect(created.status).toBe(201);
    expect(Object.keys(created.body).sort()).toEqual(['manageGuid', 'organizerLot', 'publicGuid']);

    const all = drawEvents();
    const stream = all.find(
      (e) =>
        e.type === 'LotingCreated' &&
        (JSON.parse(e.data) as { publicGuid: string }).publicGuid === created.body.publicGuid,
    )!.stream_id;
    const events = all.filter((e) => e.stream_id === stream);
    expect(events.map((e) => e.type)).toEqual(['LotingCreated', 'LotsDrawn']);
    const loting = JSON.parse(events[0]!.data) as {
      participants: { participantId: string; userId: string | null }[];
      exclusions: unknown[];
    };
    expect(loting.participants.map((p) => p.userId)).toEqual([organizer.userId, null, null]);
    // Neither guid of the answer is in the log: only their hashes.
    const log = events.map((e) => e.data).join('\n');
    expect(log).not.toContain(created.body.manageGuid);
    expect(log).not.toContain(created.body.organizerLot);
    for (const name of ['Bert', 'Carla', 'Kerstfeest']) expect(log).not.toContain(name);

    const drawn = JSON.parse(events[1]!.data) as { lots: { participantId: string; drawn: unknown }[] };
    const ids = loting.participants.map((p) => p.participantId);
    expect(drawn.lots.map((l) => l.participantId)).toEqual(ids);
    const personal = t.app.get(PersonalData);
    const receivers: string[] = [];
    for (const lot of drawn.lots) {
      expect(Object.keys(lot).sort()).toEqual(['drawn', 'participantId']);
      const sealed = Sealed.strict().parse(lot.drawn);
      // Each pair opens only with the giver's own key.
      expect(sealed.keyId).toBe(lot.participantId);
      receivers.push(LotDrawnSecret.parse(await personal.open(sealed)).receiverId);
    }
    expect([...receivers].sort()).toEqual([...ids].sort());
    receivers.forEach((receiver, giver) => expect(receiver).not.toBe(ids[giver]));
  });

  it('keeps to the exclusions', async () => {
    const organizer = await register(t.url);
    const me = await organizerParticipant(organizer.client);
    const bert = participant('Bert', `bert-${organizer.userId}@example.com`);
    const carla = participant('Carla', `carla-${organizer.userId}@example.com`);
    const dirk = participant('Dirk', `dirk-${organizer.userId}@example.com`);
    // Only one draw is left: me → Bert → Carla → Dirk → me.
    me.exclude = [carla.localGuid, dirk.localGuid];
    bert.exclude = [me.localGuid, dirk.localGuid];
    carla.exclude = [me.localGuid, bert.localGuid];
    const created = await post(organizer.client, request([me, bert, carla, dirk]));
    expect(created.status).toBe(201);
    const rows = drawEvents();
    const createdRow = rows.filter((e) => e.type === 'LotingCreated').at(-1)!;
    const { participants, exclusions } = JSON.parse(createdRow.data) as {
      participants: { participantId: string }[];
      exclusions: { giver: string; receiver: string }[];
    };
    expect(exclusions).toHaveLength(6);
    const drawn = JSON.parse(
      rows.find((e) => e.type === 'LotsDrawn' && e.stream_id === createdRow.stream_id)!.data,
    ) as { lots: { drawn: Sealed }[] };
    const opened = await Promise.all(
      drawn.lots.map(async (lot) => LotDrawnSecret.parse(await t.app.get(PersonalData).open(lot.drawn)).receiverId),
    );
    const ids = participants.map((p) => p.participantId);
    expect(opened).toEqual([ids[1], ids[2], ids[3], ids[0]]);
  });

  it('refuses exclusions that leave no draw (InvalidExclusions)', async () => {
    const organizer = await register(t.url);
    const me = await organizerParticipant(organizer.client);
    const bert = participant('Bert', `bert-${organizer.userId}@example.com`);
    const carla = participant('Carla', `carla-${organizer.userId}@example.com`);
    me.exclude = [bert.localGuid, carla.localGuid];
    expect(await post(organizer.client, request([me, bert, carla]))).toMatchObject({
      status: 422,
      body: 'InvalidExclusions',
    });
  });

  it('refuses participants that do not add up (InvalidData, InvalidOrganizerEmail)', async () => {
    const organizer = await register(t.url);
    const stranger = await register(t.url);
    const me = await organizerParticipant(organizer.client);
    const bert = participant('Bert', `bert-${organizer.userId}@example.com`);
    const carla = participant('Carla', `carla-${organizer.userId}@example.com`);
    const refused = async (participants: unknown[], problem: string, extra: object = {}) =>
      expect(await post(organizer.client, request(participants, extra))).toMatchObject({ status: 422, body: problem });

    await refused([{ ...me, email: stranger.account.email }, bert, carla], 'InvalidOrganizerEmail');
    await refused([bert, me, carla], 'InvalidData');
    await refused(
      [{ ...me, publicUserGuid: (await organizerParticipant(stranger.client)).publicUserGuid }, bert, carla],
      'InvalidData',
    );
    await refused([me, bert, { ...carla, localGuid: bert.localGuid }], 'InvalidData');
    await refused([me, bert, { ...carla, email: bert.email.toUpperCase() }], 'InvalidData');
    await refused([me, bert, { ...carla, email: organizer.account.email }], 'InvalidData');
    await refused([me, bert, { ...carla, email: '' }], 'InvalidData');
    await refused([me, bert, { ...carla, exclude: [carla.localGuid] }], 'InvalidData');
    await refused([me, bert, { ...carla, exclude: [stranger.userId] }], 'InvalidData');
    // Someone who is not the caller's friend cannot be added by account, nor the caller twice.
    await refused(
      [me, bert, { ...carla, email: '', publicUserGuid: (await organizerParticipant(stranger.client)).publicUserGuid }],
      'InvalidData',
    );
    await refused([me, bert, { ...carla, email: '', publicUserGuid: me.publicUserGuid }], 'InvalidData');
    // A redo names the caller's own living draw.
    await refused([me, bert, carla], 'InvalidData', { redoOf: stranger.userId });
    const strangersDraw = await createLoting(stranger.client);
    await refused([me, bert, carla], 'InvalidData', { redoOf: strangersDraw.body.manageGuid });
    // The caller's own address, in any case, is theirs.
    expect(
      (await post(organizer.client, request([{ ...me, email: organizer.account.email.toUpperCase() }, bert, carla])))
        .status,
    ).toBe(201);
  });

  it('answers 401 without login and 400 for a malformed draw', async () => {
    const anonymous = new ApiClient(t.url);
    const body = request([
      participant('A', 'a@example.com'),
      participant('B', 'b@example.com'),
      participant('C', 'c@example.com'),
    ]);
    expect(await post(anonymous, body)).toMatchObject({ status: 401, body: { problem: 'NotLoggedIn' } });
    const organizer = await register(t.url);
    const me = await organizerParticipant(organizer.client);
    expect(await post(organizer.client, request([me, participant('B', 'b@example.com')]))).toMatchObject({
      status: 400,
      body: { problem: 'InvalidInput' },
    });
    expect(
      await post(organizer.client, {
        ...request([me, participant('B', 'b@example.com'), participant('C', 'c@example.com')]),
        title: '',
      }),
    ).toMatchObject({ status: 400 });
    expect(
      await post(organizer.client, request([me, participant('B', 'geen-adres'), participant('C', 'c@example.com')])),
    ).toMatchObject({ status: 400 });
  });

  it('lets a lightweight user organize, and a friend join by account without the organizer learning their address', async () => {
    const friend = await register(t.url, { firstName: 'Fien', lastName: 'Vriend' });
    const organizer = new ApiClient(t.url);
    expect(
      (await organizer.post('/api/Afstreper/Create', { email: `licht-${friend.userId}@example.com` })).status,
    ).toBe(200);
    const list = await organizer.get<{ publicGuid: string }>(`/api/Wishlist/Get/${friend.account.username}`);
    expect((await organizer.post('/api/Friend/Add', { wishlistPublicGuid: list.body.publicGuid })).status).toBe(200);

    const friends = await organizer.get<{
      friends: { fullName: string; publicUserGuid: string; wishlistUrlForDisplay: string }[];
      hadMultiUserFriends: boolean;
    }>('/api/Loting/LotingFriendsList');
    expect(friends.status).toBe(200);
    const friendGuid = (await organizerParticipant(friend.client)).publicUserGuid;
    expect(friends.body).toEqual({
      friends: [
        {
          fullName: 'Fien Vriend',
          publicUserGuid: friendGuid,
          wishlistUrlForDisplay: `${new URL(t.url).host}/${friend.account.username}`,
        },
      ],
      hadMultiUserFriends: false,
    });
    expect(JSON.stringify(friends.body)).not.toContain(friend.account.email);

    const me = await organizerParticipant(organizer);
    const created = await post(
      organizer,
      request([
        me,
        participant('Fien', '', { publicUserGuid: friendGuid }),
        participant('Bert', `bert-${friend.userId}@example.com`),
      ]),
    );
    expect(created.status).toBe(201);
    expect((await new ApiClient(t.url).get('/api/Loting/LotingFriendsList')).status).toBe(401);
  });

  it('counts draws per user and day (429), refused ones not', async () => {
    const organizer = await register(t.url);
    const me = await organizerParticipant(organizer.client);
    for (let i = 0; i < 5; i++) {
      expect(
        await post(
          organizer.client,
          request([me, participant('B', 'b@example.com'), participant('B', 'b@example.com')]),
        ),
      ).toMatchObject({ status: 422 });
    }
    for (let i = 0; i < 3; i++) expect((await createLoting(organizer.client)).status).toBe(201);
    const limited = await createLoting(organizer.client);
    expect(limited).toMatchObject({ status: 429, body: { problem: 'TooManyRequests' } });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another organizer has their own allowance.
    expect((await createLoting((await register(t.url)).client)).status).toBe(201);
  });
});

describe('the largest draws', () => {
  /** 200 participants; each may draw only the next one (`allowNext`) or nobody at all: 199 exclusions each. */
  async function largest(client: ApiClient, allowNext: boolean) {
    const people = [
      await organizerParticipant(client),
      ...Array.from({ length: 199 }, (_, i) =>
        participant(`Deelnemer ${i}`, `d${i}-${crypto.randomUUID()}@example.com`),
      ),
    ];
    return request(
      people.map((p, i) => {
        const next = people[(i + 1) % people.length]!;
        return { ...p, exclude: people.filter((o) => o !== p && (!allowNext || o !== next)).map((o) => o.localGuid) };
      }),
    );
  }

  it('draws 200 people with 198 exclusions each, and refuses 199 each as InvalidExclusions, never a 500', async () => {
    const organizer = await register(t.url);
    // Processor time of this process (the server runs in it), which another program on the machine does not stretch.
    const start = process.cpuUsage();
    expect(await post(organizer.client, await largest(organizer.client, false))).toMatchObject({
      status: 422,
      body: 'InvalidExclusions',
    });
    const created = await post(organizer.client, await largest(organizer.client, true));
    expect(created.status).toBe(201);
    const { user, system } = process.cpuUsage(start);
    expect((user + system) / 1000).toBeLessThan(5000);
  });
});

describe('attempts', () => {
  it('counts every call of a user an hour, refused ones too, so refusals cannot be asked for without end', async () => {
    const limited = await startTestApp({
      rateLimitPoints: {
        newUsersPerIp: 10_000,
        newUsersSiteWide: 10_000,
        lotingsPerIp: 10_000,
        lotingAttemptsPerUser: 4,
      },
    });
    try {
      const organizer = await register(limited.url);
      const me = await organizerParticipant(organizer.client);
      const [bert, carla] = [participant('Bert', 'bert@example.com'), participant('Carla', 'carla@example.com')];
      // Nobody may draw Carla: no draw exists.
      const impossible = request([
        { ...me, exclude: [carla.localGuid] },
        { ...bert, exclude: [carla.localGuid] },
        carla,
      ]);
      for (let i = 0; i < 4; i++)
        expect(await post(organizer.client, impossible)).toMatchObject({ status: 422, body: 'InvalidExclusions' });
      expect(await createLoting(organizer.client)).toMatchObject({ status: 429, body: { problem: 'TooManyRequests' } });
      expect((await createLoting((await register(limited.url)).client)).status).toBe(201);
    } finally {
      await limited.close();
    }
  });
});

describe('with lot drawing switched off', () => {
  it('answers 404 to every lot call', async () => {
    const off = await startTestApp({});
    off.config.site.drawLotsEnabled = false;
    try {
      const organizer = await register(off.url);
      expect((await createLoting(organizer.client)).status).toBe(404);
      expect((await organizer.client.get('/api/Loting/LotingFriendsList')).status).toBe(404);
    } finally {
      await off.close();
    }
  });
});
