import { ApiClient, ownerWithGift, register } from '../support/api-client.js';
import { connectLive, joinGroup as join, openSockets, until } from '../support/live-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => {
  openSockets.forEach((s) => s.close());
  await t.close();
});

const connect = (client: ApiClient) => connectLive(t.url, client);

describe('live groups', () => {
  it('tells visitors and the giver of a cross-off, and the owner (showCrossedOff off) nothing about it', async () => {
    const { owner, giftId, categoryId, wishlistPublicGuid } = await ownerWithGift(t.url);
    const ownerLive = await connect(owner.client);
    expect(await join(ownerLive.socket, 'JoinOwnerGroup', { wishlistPrivateGuid: owner.wishlistId })).toEqual({ ok: true });
    expect(await join(ownerLive.socket, 'JoinWishlistGroup', { wishlistPublicGuid })).toEqual({ ok: false });

    const visitorLive = await connect(new ApiClient(t.url));
    expect(await join(visitorLive.socket, 'JoinWishlistGroup', { wishlistPublicGuid })).toEqual({ ok: true });

    const giver = await register(t.url);
    const giverLive = await connect(giver.client);
    const crossed = await giver.client.post<{ crossOffGuid: string }>('/api/Gift/CrossOff', { publicGiftGuid: giftId, contextId: giverLive.socket.id });
    await until(() => visitorLive.received.length >= 1 && giverLive.received.length >= 1);
    expect(visitorLive.received[0]).toEqual({ name: 'GiftChanged', payload: { wishlistPublicGuid, giftPublicGuid: giftId, change: 'CrossedOff', contextId: giverLive.socket.id } });
    expect(giverLive.received[0]).toMatchObject({ name: 'CrossedOffChanged', payload: { giftPublicGuid: giftId, isCrossedOff: true } });

    await giver.client.post('/api/Gift/UndoCrossOff', { publicGuid: giftId, privateCrossOffGuid: crossed.body.crossOffGuid });
    await until(() => visitorLive.received.length >= 2);
    expect(visitorLive.received[1]!.payload).toMatchObject({ change: 'CrossOffUndone' });

    // A forum post tells everyone the list changed, and reveals nothing about cross-offs.
    await giver.client.post('/api/Wishlist/CreateForumPost', { publicWishlistGuid: wishlistPublicGuid, message: 'Veel plezier ermee!' });
    await until(() => visitorLive.received.some((m) => m.name === 'WishlistChanged'));

    // An owner edit is pushed to the owner group; by then the cross-off and undo would have arrived before it.
    await owner.client.post('/api/MyGift/EditWithoutProduct', { categoryPrivateGuid: categoryId, description: 'Nog een wens', enableCrossOff: true });
    await until(() => ownerLive.received.length >= 1);
    await new Promise((r) => setTimeout(r, 100));
    expect(ownerLive.received.map((m) => m.payload.change)).toEqual(['ListUpdated', 'Created']);
    expect(JSON.stringify(ownerLive.received)).not.toMatch(/CrossedOff|CrossOffUndone/);
  });

  it('tells the user\u2019s other tabs about a new friend', async () => {
    const { wishlistPublicGuid } = await ownerWithGift(t.url);
    const me = await register(t.url);
    const otherTab = await connect(me.client);
    const added = await me.client.post<{ friendPrivateGuid: string }>('/api/Friend/Add', { wishlistPublicGuid });
    await until(() => otherTab.received.length >= 1);
    expect(otherTab.received[0]).toMatchObject({ name: 'FriendsChanged', payload: { friendPrivateGuid: added.body.friendPrivateGuid, isFriend: true } });
  });

  it('refuses the owner group to anyone but an owner', async () => {
    const { owner } = await ownerWithGift(t.url);
    const stranger = await connect((await register(t.url)).client);
    const anonymous = await connect(new ApiClient(t.url));
    expect(await join(stranger.socket, 'JoinOwnerGroup', { wishlistPrivateGuid: owner.wishlistId })).toEqual({ ok: false });
    expect(await join(anonymous.socket, 'JoinOwnerGroup', { wishlistPrivateGuid: owner.wishlistId })).toEqual({ ok: false });
    expect(await join(anonymous.socket, 'JoinOwnerGroup', { nonsense: true })).toEqual({ ok: false });
  });
});
