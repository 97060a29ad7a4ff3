import { ApiClient, ownerWithGift, register } from '../support/api-client.js';
import { connectLive, joinGroup as join, openSockets, until } from '../support/live-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  openSockets.forEach((s) => s.close());
  await t.close();
});

const connect = (client: ApiClient) => connectLive(t.url, client);

describe('live groups', () => {
  it('tells visitors and the giver of a cross-off, and the owner (showCrossedOff off) nothing about it', async () => {
    const { owner, giftId, categoryId, wishlistPublicGuid } = await ownerWithGift(t.url);
    const ownerLive = await connect(owner.client);
    expect(await join(ownerLive.socket, 'JoinOwnerGroup', { wishlistPrivateGuid: owner.wishlistId })).toEqual({
      ok: true,
    });
    expect(await join(ownerLive.socket, 'JoinWishlistGroup', { wishlistPublicGuid })).toEqual({ ok: false });

    const visitorLive = await connect(new ApiClient(t.url));
    expect(await join(visitorLive.socket, 'JoinWishlistGroup', { wishlistPublicGuid })).toEqual({ ok: true });

    const giver = await register(t.url);
    const giverLive = await connect(giver.client);
    const crossed = await giver.client.post<{ crossOffGuid: string }>('/api/Gift/CrossOff', {
      publicGiftGuid: giftId,
      contextId: giverLive.socket.id,
    });
    await until(() => visitorLive.received.length >= 1 && giverLive.received.length >= 1);
    expect(visitorLive.received[0]).toEqual({
      name: 'GiftChanged',
      payload: { wishlistPublicGuid, giftPublicGuid: giftId, change: 'CrossedOff', contextId: giverLive.socket.id },
    });
    expect(giverLive.received[0]).toMatchObject({
      name: 'CrossedOffChanged',
      payload: { giftPublicGuid: giftId, isCrossedOff: true },
    });

    await giver.client.post('/api/Gift/UndoCrossOff', {
      publicGuid: giftId,
      privateCrossOffGuid: crossed.body.crossOffGuid,
    });
    await until(() => visitorLive.received.length >= 2);
    expect(visitorLive.received[1]!.payload).toMatchObject({ change: 'CrossOffUndone' });

    // A forum post tells everyone the list changed, and reveals nothing about cross-offs.
    await giver.client.post('/api/Wishlist/CreateForumPost', {
      publicWishlistGuid: wishlistPublicGuid,
      message: 'Veel plezier ermee!',
    });
    await until(() => visitorLive.received.some((m) => m.name === 'WishlistChanged'));

    // An owner edit is pushed to the owner group; by then the cross-off and undo would have arrived before it.
    await owner.client.post('/api/MyGift/EditWithoutProduct', {
      categoryPrivateGuid: categoryId,
      description: 'Nog een wens',
      enableCrossOff: true,
    });
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
    expect(otherTab.received[0]).toMatchObject({
      name: 'FriendsChanged',
      payload: { friendPrivateGuid: added.body.friendPrivateGuid, isFriend: true },
    });
  });

  it('tells the visitors, owners and friends of a deleted list, and takes the sockets out of its groups', async () => {
    const { owner, wishlistPublicGuid } = await ownerWithGift(t.url);
    const ownerLive = await connect(owner.client);
    expect(await join(ownerLive.socket, 'JoinOwnerGroup', { wishlistPrivateGuid: owner.wishlistId })).toEqual({
      ok: true,
    });
    const visitorLive = await connect(new ApiClient(t.url));
    expect(await join(visitorLive.socket, 'JoinWishlistGroup', { wishlistPublicGuid })).toEqual({ ok: true });
    const friend = await register(t.url);
    await friend.client.post('/api/Friend/Add', { wishlistPublicGuid });
    const friendLive = await connect(friend.client);

    expect((await owner.client.delete(`/api/MyList/${owner.wishlistId}`)).status).toBe(204);
    const named = (client: { received: { name: string }[] }, name: string) =>
      client.received.filter((m) => m.name === name);
    await until(
      () =>
        named(visitorLive, 'WishlistDeleted').length > 0 &&
        named(ownerLive, 'OwnerWishlistDeleted').length > 0 &&
        named(friendLive, 'FriendListChanged').length > 0,
    );
    expect(named(visitorLive, 'WishlistDeleted')).toEqual([
      { name: 'WishlistDeleted', payload: { wishlistPublicGuid, contextId: null } },
    ]);
    expect(named(ownerLive, 'OwnerWishlistDeleted')).toEqual([
      { name: 'OwnerWishlistDeleted', payload: { wishlistPrivateGuid: owner.wishlistId, contextId: null } },
    ]);
    expect(named(friendLive, 'FriendListChanged')).toEqual([
      { name: 'FriendListChanged', payload: { wishlistPublicGuid, contextId: null } },
    ]);
    // Visitors never learn the private guid; and nobody joins the groups of a list that is gone.
    expect(JSON.stringify(visitorLive.received)).not.toContain(owner.wishlistId);
    expect(await join(visitorLive.socket, 'JoinWishlistGroup', { wishlistPublicGuid })).toEqual({ ok: false });
    expect(await join(ownerLive.socket, 'JoinOwnerGroup', { wishlistPrivateGuid: owner.wishlistId })).toEqual({
      ok: false,
    });
  });

  it('tells the owners and the friends of a list that its birthday was set', async () => {
    const owner = await register(t.url);
    const friend = await register(t.url);
    const { body: list } = await owner.client.get<{ publicGuid: string }>(`/api/MyList/Get/${owner.wishlistId}`);
    await friend.client.post('/api/Friend/Add', { wishlistPublicGuid: list.publicGuid });
    const friendLive = await connect(friend.client);
    const ownerLive = await connect(owner.client);
    expect(await join(ownerLive.socket, 'JoinOwnerGroup', { wishlistPrivateGuid: owner.wishlistId })).toEqual({
      ok: true,
    });

    await owner.client.post('/api/MyList/UpdateOccasion', {
      privateGuid: owner.wishlistId,
      occasion: 'MyBirthday',
      occasionDate: '2031-04-12',
    });
    await until(
      () => friendLive.received.some((m) => m.name === 'FriendListChanged') && ownerLive.received.length >= 2,
    );
    expect(friendLive.received).toEqual([
      { name: 'FriendListChanged', payload: { wishlistPublicGuid: list.publicGuid, contextId: null } },
    ]);
    // The occasion, then the birthday: the owner page reloads for each.
    expect(ownerLive.received.map((m) => m.payload.change)).toEqual(['ListUpdated', 'ListUpdated']);
  });

  it('refuses the owner group to anyone but an owner', async () => {
    const { owner } = await ownerWithGift(t.url);
    const stranger = await connect((await register(t.url)).client);
    const anonymous = await connect(new ApiClient(t.url));
    expect(await join(stranger.socket, 'JoinOwnerGroup', { wishlistPrivateGuid: owner.wishlistId })).toEqual({
      ok: false,
    });
    expect(await join(anonymous.socket, 'JoinOwnerGroup', { wishlistPrivateGuid: owner.wishlistId })).toEqual({
      ok: false,
    });
    expect(await join(anonymous.socket, 'JoinOwnerGroup', { nonsense: true })).toEqual({ ok: false });
  });
});
