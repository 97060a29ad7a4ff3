import { ApiClient, ownerWithGift, register } from '../support/api-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

type Owner = Awaited<ReturnType<typeof ownerWithGift>>['owner'];
const settings = (o: Owner, change: Record<string, unknown>) => ({
  privateGuid: o.wishlistId,
  username: o.account.username,
  firstName: o.account.firstName,
  lastName: o.account.lastName,
  accessType: 'PUBLIC',
  includeInSearchResult: false,
  showCrossedOff: false,
  ...change,
});
const startFlow = (client: ApiClient, publicGiftGuid: string) =>
  client.post('/api/Wishlist/StartFlow', { publicGiftGuid });

describe('POST /api/Wishlist/StartFlow: may this visitor cross the gift off by e-mail?', () => {
  it('answers 204 for a gift an anonymous visitor can cross off, and writes nothing', async () => {
    const { giftId } = await ownerWithGift(t.url);
    const visitor = new ApiClient(t.url);
    expect(await startFlow(visitor, giftId)).toMatchObject({ status: 204, body: null });
    expect(await startFlow(visitor, giftId)).toMatchObject({ status: 204 });
    expect((await visitor.get('/api/Account/UserData')).status).toBe(204);
    const giver = await register(t.url);
    expect((await giver.client.post('/api/Gift/CrossOff', { publicGiftGuid: giftId })).status).toBe(200);
  });

  it("answers the cross-off's problems, NoAccess first", async () => {
    const { owner, giftId } = await ownerWithGift(t.url);
    const visitor = new ApiClient(t.url);
    const giver = await register(t.url);
    await giver.client.post('/api/Gift/CrossOff', { publicGiftGuid: giftId });
    expect(await startFlow(visitor, giftId)).toMatchObject({ status: 422, body: 'CrossedOffByOtherUser' });
    expect(await startFlow(owner.client, giftId)).toMatchObject({ status: 422, body: 'OwnWishlist' });

    await owner.client.post(
      '/api/MyList/UpdateSettings',
      settings(owner, { accessType: 'OPEN', accessQuestion: 'Welke kleur?', accessAnswer: 'Blauw' }),
    );
    expect(await startFlow(visitor, giftId)).toMatchObject({ status: 422, body: 'NoAccess' });
    await visitor.post('/api/Wishlist/VerifyAnswer', { username: owner.account.username, answer: 'blauw' });
    expect(await startFlow(visitor, giftId)).toMatchObject({ status: 422, body: 'CrossedOffByOtherUser' });
    await owner.client.post('/api/MyList/UpdateSettings', settings(owner, { accessType: 'CLOSED' }));
    expect(await startFlow(visitor, giftId)).toMatchObject({ status: 422, body: 'NoAccess' });
  });

  it('says GiftUncrossable, GiftDeleted for a deleted or unknown gift, and 400 for a malformed guid', async () => {
    const locked = await ownerWithGift(t.url, { enableCrossOff: false });
    const visitor = new ApiClient(t.url);
    expect(await startFlow(visitor, locked.giftId)).toMatchObject({ status: 422, body: 'GiftUncrossable' });
    await locked.owner.client.delete(`/api/MyGift/${locked.giftId}`);
    expect(await startFlow(visitor, locked.giftId)).toMatchObject({ status: 422, body: 'GiftDeleted' });
    expect(await startFlow(visitor, '00000000-0000-4000-8000-000000000000')).toMatchObject({
      status: 422,
      body: 'GiftDeleted',
    });
    expect((await startFlow(visitor, 'geen-guid')).status).toBe(400);
    expect(
      (
        await visitor.raw('POST', '/api/Wishlist/StartFlow', JSON.stringify({ publicGiftGuid: locked.giftId }), {
          'content-type': 'application/json',
        })
      ).status,
    ).toBe(400);
  });
});
