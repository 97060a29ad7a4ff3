import { type PersonalDataExport, PersonalDataExport as ExportSchema } from '@wl/contracts';
import { unzipSync } from 'fflate';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { EventStore } from '../../backend/src/platform/event-store/event-store.port.js';
import { EVENT_STORE } from '../../backend/src/platform/tokens.js';
import { SupportAudit } from '../../backend/src/support/support-audit.js';
import { ApiClient, ownerWithGift, register, type Registered, verifyEmail } from '../support/api-client.js';
import { organizerParticipant, participant } from '../support/loting-draws.js';
import { lotHoldersOf } from '../support/lot-holders.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * `GET /api/Account/Export` (docs/support.md, "Personal data export"): a person's own data from the log, each kind of it,
 * and nothing of other people, even where it is in the person's own streams.
 */
const supportEmail = `steun-${randomUUID()}@example.com`;
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ supportUsers: [supportEmail] });
});
afterAll(async () => {
  await t.close();
});

const png = (r: number) =>
  sharp({ create: { width: 30, height: 20, channels: 3, background: { r, g: 90, b: 40 } } })
    .png()
    .toBuffer();

async function exportOf(client: ApiClient): Promise<PersonalDataExport> {
  const answer = await client.get<PersonalDataExport>('/api/Account/Export');
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-disposition')).toMatch(
    /^attachment; filename="verlanglijstje-gegevens-\d{4}-\d{2}-\d{2}\.json"$/,
  );
  return ExportSchema.parse(answer.body);
}

/** Every object anywhere in a value. */
const objectsIn = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value)
    ? value.flatMap(objectsIn)
    : value && typeof value === 'object'
      ? [value as Record<string, unknown>, ...Object.values(value).flatMap(objectsIn)]
      : [];

/**
 * Anna owns a list with a gift (with a picture), a picture on her list, crosses off Bert's gift, follows his list and
 * posts on it, and organizes a draw with Bert (by his confirmed address) and two others. Bert crosses off Anna's gift and
 * posts on her list. Support reads Anna's timeline, then her list's.
 */
async function history() {
  const { owner: anna, giftId: annaGift, categoryId } = await ownerWithGift(t.url, { description: 'Een fiets' });
  const {
    owner: bert,
    giftId: bertGift,
    wishlistPublicGuid: bertList,
  } = await ownerWithGift(t.url, { description: 'Een boek' });
  await verifyEmail(t.url, bert);
  const annaList = (await anna.client.get<{ publicGuid: string }>(`/api/MyList/Get/${anna.wishlistId}`)).body
    .publicGuid;
  await anna.client.post('/api/MyList/UpdateTitle', { privateGuid: anna.wishlistId, title: 'Annas verjaardag' });
  const giftPicture = await anna.client.post<{ editedGift: { displayImageUrl: string } }>(
    '/api/MyGift/EditWithoutProduct',
    {
      publicGuid: annaGift,
      categoryPrivateGuid: categoryId,
      description: 'Een fiets',
      enableCrossOff: true,
      hasCustomImage: true,
      newImageBase64: (await png(200)).toString('base64'),
    },
  );
  const listPicture = await anna.client.raw<{ imageUrl: string }>(
    'POST',
    `/api/WishlistImage/UploadImage/${anna.account.username}`,
    await png(20),
    {
      'content-type': 'image/png',
      'x-csrf-token': await anna.client.csrfToken(),
    },
  );
  expect((await anna.client.post('/api/Gift/CrossOff', { publicGiftGuid: bertGift })).status).toBe(200);
  expect((await anna.client.post('/api/Friend/Add', { wishlistPublicGuid: bertList })).status).toBe(200);
  expect(
    (
      await anna.client.post('/api/Wishlist/CreateForumPost', {
        publicWishlistGuid: bertList,
        message: 'Anna schrijft',
      })
    ).status,
  ).toBe(201);
  expect((await bert.client.post('/api/Gift/CrossOff', { publicGiftGuid: annaGift })).status).toBe(200);
  expect(
    (
      await bert.client.post('/api/Wishlist/CreateForumPost', {
        publicWishlistGuid: annaList,
        message: 'Bert schrijft',
      })
    ).status,
  ).toBe(201);
  const loting = await anna.client.post<{ publicGuid: string }>('/api/Loting/Create', {
    title: 'Kerstfeest',
    description: 'Tot 20 euro',
    participants: [
      await organizerParticipant(anna.client, 'Anna'),
      participant('Bert', bert.account.email),
      participant('Carla', 'carla@example.com'),
      participant('Dirk', 'dirk@example.com'),
    ],
  });
  expect(loting.status).toBe(201);
  await t.app
    .get(SupportAudit)
    .record('support-someone', 'ViewTimeline', { kind: 'user', id: anna.userId }, null, [anna.userId], {
      commandId: 'c',
      correlationId: 'k',
      userId: 'support-someone',
      contextId: null,
    });
  const support = await register(t.url, { email: supportEmail });
  await verifyEmail(t.url, support);
  const someone = await register(t.url);
  expect((await support.client.get(`/api/Support/Timeline?kind=wishlist&id=${anna.wishlistId}`)).status).toBe(200);
  // The support-access reactor brings the list's read to Anna (and to Bert, whose cross-off and post it showed).
  const forwarded = async (userId: string) =>
    (await t.app.get<EventStore>(EVENT_STORE).readStream(`support-user-${userId}`)).some(
      (e) => e.type === 'SupportAccessForwarded',
    );
  for (
    const started = Date.now();
    !((await forwarded(anna.userId)) && (await forwarded(bert.userId)));
    await new Promise((r) => setTimeout(r, 25))
  ) {
    if (Date.now() - started > 10_000) throw new Error('the list read was not forwarded');
  }
  const images = [giftPicture.body.editedGift.displayImageUrl, listPicture.body.imageUrl].map((url) =>
    url.split('/').pop()!,
  );
  return {
    anna,
    bert,
    someone,
    annaGift,
    bertGift,
    annaList,
    bertList,
    holders: await lotHoldersOf(t, loting.body.publicGuid),
    images,
  };
}

let h: Awaited<ReturnType<typeof history>>;
beforeAll(async () => {
  h = await history();
});

describe('personal data export', () => {
  it("holds each kind of the person's data", async () => {
    const data = await exportOf(h.anna.client);
    expect(data.account).toMatchObject({
      email: h.anna.account.email,
      firstName: 'Test',
      lastName: h.anna.account.lastName,
      isAccount: true,
    });
    expect(data.lists).toEqual([
      expect.objectContaining({
        wishlistId: h.anna.wishlistId,
        title: 'Annas verjaardag',
        username: h.anna.account.username,
        imageId: h.images[1],
        categories: [
          expect.objectContaining({
            gifts: [expect.objectContaining({ giftId: h.annaGift, description: 'Een fiets', imageId: h.images[0] })],
          }),
        ],
      }),
    ]);
    expect(data.crossOffs).toEqual([
      expect.objectContaining({ giftId: h.bertGift, wishlistPublicGuid: h.bertList, undoneAt: null }),
    ]);
    expect(data.friends).toEqual([expect.objectContaining({ wishlistPublicGuid: h.bertList, removedAt: null })]);
    expect(data.forumPosts).toEqual([
      expect.objectContaining({ wishlistPublicGuid: h.bertList, message: 'Anna schrijft' }),
    ]);
    expect(data.lotingsOrganized).toEqual([
      expect.objectContaining({
        title: 'Kerstfeest',
        participants: ['Anna', 'Bert', 'Carla', 'Dirk'].map((name) => ({ name, viewed: false, wishlistChosen: false })),
      }),
    ]);
    const annaDrew = h.holders.find((holder) => holder.name === 'Anna')!.drew;
    expect(data.lotsReceived).toEqual([expect.objectContaining({ title: 'Kerstfeest', drewName: annaDrew })]);
    expect(data.supportAccess).toEqual([
      { at: expect.any(String), action: 'ViewTimeline', subjectKind: 'user', detail: null },
      { at: expect.any(String), action: 'ViewTimeline', subjectKind: 'wishlist', detail: null },
    ]);
    expect(new Set(data.pictures)).toEqual(new Set(h.images));
  });

  it('holds nothing of other people: not who crossed off her gift, not their posts, not other pairs, no private list guid', async () => {
    const data = await exportOf(h.anna.client);
    const text = JSON.stringify(data);
    expect(data.crossOffs.map((c) => c.giftId)).not.toContain(h.annaGift);
    for (const secret of [h.bert.userId, 'Bert schrijft', h.bert.wishlistId, h.bert.account.email, 'carla@example.com'])
      expect(text).not.toContain(secret);
    const lots = h.holders.filter((holder) => holder.name !== 'Anna');
    for (const giver of lots) {
      const naming = objectsIn(data).filter(
        (o) => Object.values(o).includes(giver.name) && Object.values(o).includes(giver.drew),
      );
      expect(naming).toEqual([]);
      expect(text).not.toContain(giver.lotGuid);
    }
  });

  it('gives a person their lot sent to their confirmed address, and only theirs', async () => {
    const data = await exportOf(h.bert.client);
    const bertDrew = h.holders.find((holder) => holder.name === 'Bert')!.drew;
    expect(data.lotsReceived).toEqual([expect.objectContaining({ title: 'Kerstfeest', drewName: bertDrew })]);
    expect(data.lotingsOrganized).toEqual([]);
    expect(data.crossOffs).toEqual([expect.objectContaining({ giftId: h.annaGift, wishlistPublicGuid: h.annaList })]);
    expect(JSON.stringify(data)).not.toContain('Anna schrijft');
    // Support's read of Anna's list showed Bert's cross-off and post: he is told that it happened, not whose list it was.
    expect(data.supportAccess).toEqual([
      { at: expect.any(String), action: 'ViewTimeline', subjectKind: 'wishlist', detail: null },
    ]);
    expect(JSON.stringify(data.supportAccess)).not.toContain(h.anna.wishlistId);
  });

  it('tells no one of a support read that showed nothing of theirs', async () => {
    expect((await exportOf(h.someone.client)).supportAccess).toEqual([]);
  });

  it('as a ZIP holds the document and the pictures', async () => {
    const response = await fetch(`${t.url}/api/Account/Export?format=zip`, {
      headers: { cookie: h.anna.client.sessionCookie! },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual(['gegevens.json', ...h.images.map((id) => `pictures/${id}.png`)].sort());
    expect(ExportSchema.parse(JSON.parse(Buffer.from(files['gegevens.json']!).toString('utf8'))).userId).toBe(
      h.anna.userId,
    );
    for (const id of h.images)
      expect((await sharp(Buffer.from(files[`pictures/${id}.png`]!)).metadata()).format).toBe('png');
  });

  it('needs a login, refuses a bad format, and is rate limited', async () => {
    expect(await new ApiClient(t.url).get('/api/Account/Export')).toMatchObject({
      status: 401,
      body: { problem: 'NotLoggedIn' },
    });
    const someone: Registered = await register(t.url);
    expect(await someone.client.get('/api/Account/Export?format=tar')).toMatchObject({
      status: 400,
      body: { problem: 'InvalidInput' },
    });
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push((await someone.client.get('/api/Account/Export')).status);
    expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
