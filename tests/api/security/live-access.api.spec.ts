import { ApiClient, ownerWithGift, register } from '../../support/api-client.js';
import { connectLive, joinGroup, openSockets, until } from '../../support/live-client.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

/** Issue 8, item 11: the live channel checks the session and the list's access of now, and only our own pages open it. */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  openSockets.forEach((s) => s.close());
  await t.close();
});

async function changeAccess(owner: Awaited<ReturnType<typeof register>>, accessType: 'CLOSED' | 'PUBLIC') {
  const list = await owner.client.get<Record<string, unknown>>(`/api/MyList/Get/${owner.wishlistId}`);
  const { username, firstName, lastName, city, includeInSearchResult, showCrossedOff } = list.body;
  const settings = {
    privateGuid: owner.wishlistId,
    username,
    firstName,
    lastName,
    city,
    includeInSearchResult,
    showCrossedOff,
    accessType,
  };
  expect((await owner.client.post('/api/MyList/UpdateSettings', settings)).status).toBe(200);
}

describe('live access follows the list (issue 8, item 11)', () => {
  it('visitors of a list that turns CLOSED hear no more of it, and cannot join again; after reopening they can', async () => {
    const { owner, categoryId, wishlistPublicGuid } = await ownerWithGift(t.url);
    const visitor = await connectLive(t.url, new ApiClient(t.url));
    expect(await joinGroup(visitor.socket, 'JoinWishlistGroup', { wishlistPublicGuid })).toEqual({ ok: true });

    await changeAccess(owner, 'CLOSED');
    await until(() => visitor.received.some((m) => m.name === 'WishlistChanged'));
    expect(visitor.received.at(-1)).toMatchObject({
      name: 'WishlistChanged',
      payload: { wishlistPublicGuid, accessChanged: true },
    });
    expect(await joinGroup(visitor.socket, 'JoinWishlistGroup', { wishlistPublicGuid })).toEqual({ ok: false });

    const heard = visitor.received.length;
    await owner.client.post('/api/MyGift/EditWithoutProduct', {
      categoryPrivateGuid: categoryId,
      description: 'Geheim',
      enableCrossOff: true,
    });
    const watcher = await connectLive(t.url, owner.client);
    await joinGroup(watcher.socket, 'JoinOwnerGroup', { wishlistPrivateGuid: owner.wishlistId });
    await owner.client.post('/api/MyGift/EditWithoutProduct', {
      categoryPrivateGuid: categoryId,
      description: 'Nog geheimer',
      enableCrossOff: true,
    });
    await until(() => watcher.received.some((m) => m.name === 'OwnerWishlistChanged'));
    expect(visitor.received.length).toBe(heard);

    await changeAccess(owner, 'PUBLIC');
    expect(await joinGroup(visitor.socket, 'JoinWishlistGroup', { wishlistPublicGuid })).toEqual({ ok: true });
  });

  it('an account deleted elsewhere drops its sockets, and its old cookie joins no owner group', async () => {
    const me = await register(t.url);
    const other = new ApiClient(t.url);
    expect(
      (await other.post('/api/Account/Login', { emailOrUsername: me.account.username, password: me.account.password }))
        .body,
    ).toBe(true);
    const live = await connectLive(t.url, other);
    expect(await joinGroup(live.socket, 'JoinOwnerGroup', { wishlistPrivateGuid: me.wishlistId })).toEqual({
      ok: true,
    });
    expect((await me.client.post('/api/Account/Delete', { password: me.account.password })).status).toBe(200);
    await until(() => live.socket.disconnected);
    const replayed = await connectLive(t.url, new ApiClient(t.url), { cookie: other.sessionCookie! });
    expect(await joinGroup(replayed.socket, 'JoinOwnerGroup', { wishlistPrivateGuid: me.wishlistId })).toEqual({
      ok: false,
    });
  });

  it('refuses the handshake from a page of another site, and takes our own origin', async () => {
    await expect(connectLive(t.url, new ApiClient(t.url), { origin: 'https://kwaadwillig.example' })).rejects.toThrow();
    const own = await connectLive(t.url, new ApiClient(t.url), { origin: new URL(t.config.publicUrl).origin });
    expect(own.socket.connected).toBe(true);
    // The same server reached by another of its names (127.0.0.1 for localhost): the page's origin is the Host it asked.
    const local = await connectLive(t.url, new ApiClient(t.url), { origin: 'http://localhost:1', host: 'localhost:1' });
    expect(local.socket.connected).toBe(true);
    await expect(
      connectLive(t.url, new ApiClient(t.url), { origin: 'http://localhost:1', host: 'localhost:2' }),
    ).rejects.toThrow();
  });
});
