import { giftStream } from '../../backend/src/gift/gift.decider.js';
import { EVENT_STORE } from '../../backend/src/platform/tokens.js';
import type { EventStore } from '../../backend/src/platform/event-store/event-store.port.js';
import { ApiClient, ownerWithGift, register } from '../support/api-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

type Gift = { publicGuid: string; isCrossedOff: boolean; privateCrossOffGuid: string | null };
type VisitorList = { categories: { gifts: Gift[] }[] };
type OwnerList = { categories: { gifts: Gift[] }[] };

const giftIn = (list: VisitorList | OwnerList, giftId: string) =>
  list.categories.flatMap((c) => c.gifts).find((g) => g.publicGuid === giftId)!;

describe('POST /api/Gift/CrossOff', () => {
  it('crosses off for a logged-in visitor; the private guid reaches only that visitor', async () => {
    const { owner, giftId } = await ownerWithGift(t.url);
    const giver = await register(t.url);
    const answer = await giver.client.post<{ gift: Gift; crossOffGuid: string }>('/api/Gift/CrossOff', {
      publicGiftGuid: giftId,
      contextId: 'tab-1',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.gift).toMatchObject({
      publicGuid: giftId,
      isCrossedOff: true,
      privateCrossOffGuid: answer.body.crossOffGuid,
    });

    const mine = await giver.client.get<VisitorList>(`/api/Wishlist/Get/${owner.account.username}`);
    expect(giftIn(mine.body, giftId)).toMatchObject({
      isCrossedOff: true,
      privateCrossOffGuid: answer.body.crossOffGuid,
    });
    const someoneElse = await (
      await register(t.url)
    ).client.get<VisitorList>(`/api/Wishlist/Get/${owner.account.username}`);
    expect(giftIn(someoneElse.body, giftId)).toMatchObject({ isCrossedOff: true, privateCrossOffGuid: null });
    const anonymous = await new ApiClient(t.url).get<VisitorList>(`/api/Wishlist/Get/${owner.account.username}`);
    expect(JSON.stringify(anonymous.body)).not.toContain(answer.body.crossOffGuid);

    const overview = await giver.client.get<{ crossedOffWishlists: { wishlistUrl: string; gifts: Gift[] }[] }>(
      '/api/Gift/CrossedOff',
    );
    expect(overview.body.crossedOffWishlists).toEqual([
      expect.objectContaining({
        wishlistUrl: `/${owner.account.username}`,
        gifts: [expect.objectContaining({ publicGuid: giftId, privateCrossOffGuid: answer.body.crossOffGuid })],
      }),
    ]);
  });

  it('hides the cross-off from the owner while showCrossedOff is off', async () => {
    const { owner, giftId } = await ownerWithGift(t.url);
    const before = await owner.client.get<{ lastUpdate: string }[]>('/api/MyList/GetAll');
    const giver = await register(t.url);
    await giver.client.post('/api/Gift/CrossOff', { publicGiftGuid: giftId });
    const ownerView = await owner.client.get<OwnerList>(`/api/MyList/Get/${owner.wishlistId}`);
    expect(giftIn(ownerView.body, giftId)).toMatchObject({ isCrossedOff: false, privateCrossOffGuid: null });
    const after = await owner.client.get<{ lastUpdate: string }[]>('/api/MyList/GetAll');
    expect(after.body[0]!.lastUpdate).toBe(before.body[0]!.lastUpdate);
  });

  it('says OwnWishlist to the owner', async () => {
    const { owner, giftId } = await ownerWithGift(t.url);
    expect(await owner.client.post('/api/Gift/CrossOff', { publicGiftGuid: giftId })).toMatchObject({
      status: 422,
      body: 'OwnWishlist',
    });
  });

  it('refuses an anonymous visitor with 401', async () => {
    const { giftId } = await ownerWithGift(t.url);
    expect((await new ApiClient(t.url).post('/api/Gift/CrossOff', { publicGiftGuid: giftId })).status).toBe(401);
  });

  it('says GiftUncrossable, GiftDeleted and CrossedOffByOtherUser', async () => {
    const locked = await ownerWithGift(t.url, { enableCrossOff: false });
    const giver = await register(t.url);
    expect(await giver.client.post('/api/Gift/CrossOff', { publicGiftGuid: locked.giftId })).toMatchObject({
      status: 422,
      body: 'GiftUncrossable',
    });

    const deleted = await ownerWithGift(t.url);
    await deleted.owner.client.delete(`/api/MyGift/${deleted.giftId}`);
    expect(await giver.client.post('/api/Gift/CrossOff', { publicGiftGuid: deleted.giftId })).toMatchObject({
      status: 422,
      body: 'GiftDeleted',
    });
    expect(
      await giver.client.post('/api/Gift/CrossOff', { publicGiftGuid: '00000000-0000-4000-8000-000000000000' }),
    ).toMatchObject({ status: 422, body: 'GiftDeleted' });

    const taken = await ownerWithGift(t.url);
    await giver.client.post('/api/Gift/CrossOff', { publicGiftGuid: taken.giftId });
    const late = await register(t.url);
    expect(await late.client.post('/api/Gift/CrossOff', { publicGiftGuid: taken.giftId })).toMatchObject({
      status: 422,
      body: 'CrossedOffByOtherUser',
    });
  });

  it('refuses bad input with 400', async () => {
    const giver = await register(t.url);
    expect((await giver.client.post('/api/Gift/CrossOff', { publicGiftGuid: 'nope' })).status).toBe(400);
    expect((await giver.client.post('/api/Gift/CrossOff', {})).status).toBe(400);
    expect(
      (
        await giver.client.post('/api/Gift/CrossOff', {
          publicGiftGuid: '00000000-0000-4000-8000-000000000000',
          contextId: 'x'.repeat(500),
        })
      ).status,
    ).toBe(400);
  });

  it('lets exactly one of 50 users cross off the same gift at the same moment', async () => {
    const { giftId } = await ownerWithGift(t.url);
    const givers: Awaited<ReturnType<typeof register>>[] = [];
    // Ten at a time: more waiting password hashes get 503 ServerBusy (the server no longer stalls on each commit).
    for (let i = 0; i < 50; i += 10)
      givers.push(...(await Promise.all(Array.from({ length: 10 }, () => register(t.url)))));
    await Promise.all(givers.map((g) => g.client.csrfToken()));
    const answers = await Promise.all(
      givers.map((g) => g.client.post<unknown>('/api/Gift/CrossOff', { publicGiftGuid: giftId })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.status === 422);
    expect(refused).toHaveLength(49);
    expect(new Set(refused.map((a) => a.body))).toEqual(new Set(['CrossedOffByOtherUser']));
    const events = await t.app.get<symbol, EventStore>(EVENT_STORE).readStream(giftStream(giftId));
    expect(events.filter((e) => e.type === 'GiftCrossedOff')).toHaveLength(1);
  });
});

describe('POST /api/Gift/UndoCrossOff', () => {
  it('undoes with the private guid, then says CrossOffAlreadyUndone', async () => {
    const { owner, giftId } = await ownerWithGift(t.url);
    const giver = await register(t.url);
    const crossed = await giver.client.post<{ crossOffGuid: string }>('/api/Gift/CrossOff', { publicGiftGuid: giftId });
    const undo = { publicGuid: giftId, privateCrossOffGuid: crossed.body.crossOffGuid };
    expect(await giver.client.post('/api/Gift/UndoCrossOff', undo)).toMatchObject({
      status: 200,
      body: { gift: { isCrossedOff: false, privateCrossOffGuid: null } },
    });
    const list = await giver.client.get<VisitorList>(`/api/Wishlist/Get/${owner.account.username}`);
    expect(giftIn(list.body, giftId).isCrossedOff).toBe(false);
    expect(
      (await giver.client.get<{ crossedOffWishlists: unknown[] }>('/api/Gift/CrossedOff')).body.crossedOffWishlists,
    ).toEqual([]);
    expect(await giver.client.post('/api/Gift/UndoCrossOff', undo)).toMatchObject({
      status: 422,
      body: 'CrossOffAlreadyUndone',
    });
  });

  it('says CrossedOffBySomeoneElse to an earlier giver, GiftNotFound to a made-up guid, GiftDeleted after deletion', async () => {
    const { owner, giftId } = await ownerWithGift(t.url);
    const [earlier, giver] = [await register(t.url), await register(t.url)];
    const first = await earlier.client.post<{ crossOffGuid: string }>('/api/Gift/CrossOff', { publicGiftGuid: giftId });
    await earlier.client.post('/api/Gift/UndoCrossOff', {
      publicGuid: giftId,
      privateCrossOffGuid: first.body.crossOffGuid,
    });
    const crossed = await giver.client.post<{ crossOffGuid: string }>('/api/Gift/CrossOff', { publicGiftGuid: giftId });
    expect(
      await earlier.client.post('/api/Gift/UndoCrossOff', {
        publicGuid: giftId,
        privateCrossOffGuid: first.body.crossOffGuid,
      }),
    ).toMatchObject({ status: 422, body: 'CrossedOffBySomeoneElse' });
    const guess = { publicGuid: giftId, privateCrossOffGuid: '00000000-0000-4000-8000-000000000000' };
    expect(await giver.client.post('/api/Gift/UndoCrossOff', guess)).toMatchObject({
      status: 422,
      body: 'GiftNotFound',
    });
    expect(
      await giver.client.post('/api/Gift/UndoCrossOff', {
        ...guess,
        publicGuid: '00000000-0000-4000-8000-000000000001',
      }),
    ).toMatchObject({ status: 422, body: 'GiftNotFound' });
    await owner.client.delete(`/api/MyGift/${giftId}`);
    expect(
      await giver.client.post('/api/Gift/UndoCrossOff', {
        publicGuid: giftId,
        privateCrossOffGuid: crossed.body.crossOffGuid,
      }),
    ).toMatchObject({ status: 422, body: 'GiftDeleted' });
  });

  it('GET /api/Gift/CrossedOff needs a login', async () => {
    expect((await new ApiClient(t.url).get('/api/Gift/CrossedOff')).status).toBe(401);
  });
});
