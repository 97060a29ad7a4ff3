import { ForumRetention } from '../../backend/src/wishlist/forum-retention.js';
import { ApiClient, register } from '../support/api-client.js';
import { startTestApp, type TestApp, TestClock } from '../support/test-app.js';

const clock = new TestClock();
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, clock);
});
afterAll(async () => {
  await t.close();
});

type Visitor = {
  publicGuid: string;
  isFriend: boolean;
  friendPrivateGuid: string | null;
  forum: { publicGuid: string; fullName: string; message: string; deletableByCurrentUser: boolean }[];
};
const visit = async (client: ApiClient, username: string) =>
  (await client.get<Visitor>(`/api/Wishlist/Get/${username}`)).body;

describe('friends', () => {
  it('adds a list as a friend once, shows it in the overview and removes it', async () => {
    const owner = await register(t.url);
    const me = await register(t.url);
    const list = await visit(me.client, owner.account.username);
    expect(list.isFriend).toBe(false);
    const added = await me.client.post<{ friendPrivateGuid: string }>('/api/Friend/Add', {
      wishlistPublicGuid: list.publicGuid,
    });
    expect(added.status).toBe(200);
    expect(await visit(me.client, owner.account.username)).toMatchObject({
      isFriend: true,
      friendPrivateGuid: added.body.friendPrivateGuid,
    });
    expect(await me.client.post('/api/Friend/Add', { wishlistPublicGuid: list.publicGuid })).toMatchObject({
      status: 422,
      body: 'AlreadyFriend',
    });
    const overview = await me.client.get<{ username: string; fullName: string }[]>('/api/Friend/Overview');
    expect(overview.body).toEqual([
      expect.objectContaining({ username: owner.account.username, privateGuid: added.body.friendPrivateGuid }),
    ]);
    expect((await me.client.delete(`/api/Friend/${added.body.friendPrivateGuid}`)).status).toBe(204);
    expect((await me.client.get<unknown[]>('/api/Friend/Overview')).body).toEqual([]);
    expect(await me.client.delete(`/api/Friend/${added.body.friendPrivateGuid}`)).toMatchObject({
      status: 422,
      body: 'FriendNotFound',
    });
  });

  it('refuses the own list, anonymous callers and another user\u2019s friend guid', async () => {
    const owner = await register(t.url);
    const own = await new ApiClient(t.url).get<Visitor>(`/api/Wishlist/Get/${owner.account.username}`);
    expect(await owner.client.post('/api/Friend/Add', { wishlistPublicGuid: own.body.publicGuid })).toMatchObject({
      status: 422,
      body: 'OwnWishlist',
    });
    expect(
      (await new ApiClient(t.url).post('/api/Friend/Add', { wishlistPublicGuid: own.body.publicGuid })).status,
    ).toBe(401);
    const me = await register(t.url);
    const added = await me.client.post<{ friendPrivateGuid: string }>('/api/Friend/Add', {
      wishlistPublicGuid: own.body.publicGuid,
    });
    const stranger = await register(t.url);
    expect(await stranger.client.delete(`/api/Friend/${added.body.friendPrivateGuid}`)).toMatchObject({
      status: 422,
      body: 'FriendNotFound',
    });
  });
});

describe('forum', () => {
  it('lets visitors post, the poster and the owner delete, and nobody else', async () => {
    const owner = await register(t.url);
    const poster = await register(t.url);
    const list = await visit(poster.client, owner.account.username);
    const post = await poster.client.post<{ publicGuid: string }>('/api/Wishlist/CreateForumPost', {
      publicWishlistGuid: list.publicGuid,
      message: 'Leuk lijstje!',
    });
    expect(post).toMatchObject({
      status: 201,
      body: {
        message: 'Leuk lijstje!',
        fullName: `${poster.account.firstName} ${poster.account.lastName}`,
        deletableByCurrentUser: true,
      },
    });
    const someone = await register(t.url);
    expect((await visit(someone.client, owner.account.username)).forum).toEqual([
      expect.objectContaining({ message: 'Leuk lijstje!', deletableByCurrentUser: false }),
    ]);
    expect(await someone.client.delete(`/api/Wishlist/DeleteForumPost/${post.body.publicGuid}`)).toMatchObject({
      status: 422,
      body: 'NotAllowed',
    });
    expect((await owner.client.delete(`/api/Wishlist/DeleteForumPost/${post.body.publicGuid}`)).status).toBe(204);
    expect((await visit(someone.client, owner.account.username)).forum).toEqual([]);

    const second = await poster.client.post<{ publicGuid: string }>('/api/Wishlist/CreateForumPost', {
      publicWishlistGuid: list.publicGuid,
      message: 'Nog eentje',
    });
    expect((await poster.client.delete(`/api/Wishlist/DeleteForumPost/${second.body.publicGuid}`)).status).toBe(204);
    expect(
      (
        await new ApiClient(t.url).post('/api/Wishlist/CreateForumPost', {
          publicWishlistGuid: list.publicGuid,
          message: 'anoniem',
        })
      ).status,
    ).toBe(401);
    expect(
      (await poster.client.post('/api/Wishlist/CreateForumPost', { publicWishlistGuid: list.publicGuid, message: '' }))
        .status,
    ).toBe(400);
  });

  it('shows the forum in the owner view, every post deletable by an owner', async () => {
    const owner = await register(t.url);
    const poster = await register(t.url);
    const list = await visit(poster.client, owner.account.username);
    const ownerView = async () => (await owner.client.get<Visitor>(`/api/MyList/Get/${owner.wishlistId}`)).body.forum;
    expect(await ownerView()).toEqual([]);
    const post = await poster.client.post<{ publicGuid: string }>('/api/Wishlist/CreateForumPost', {
      publicWishlistGuid: list.publicGuid,
      message: 'Voor de eigenaar',
    });
    expect(await ownerView()).toEqual([
      expect.objectContaining({
        publicGuid: post.body.publicGuid,
        message: 'Voor de eigenaar',
        fullName: `${poster.account.firstName} ${poster.account.lastName}`,
        deletableByCurrentUser: true,
      }),
    ]);
    const renamed = await owner.client.post<Visitor>('/api/MyList/UpdateTitle', {
      privateGuid: owner.wishlistId,
      title: 'Mijn feest',
    });
    expect(renamed.body.forum).toEqual([expect.objectContaining({ publicGuid: post.body.publicGuid })]);
    expect((await poster.client.get(`/api/MyList/Get/${owner.wishlistId}`)).status).toBe(404);
    expect((await owner.client.delete(`/api/Wishlist/DeleteForumPost/${post.body.publicGuid}`)).status).toBe(204);
    expect(await ownerView()).toEqual([]);
  });

  it('asks a lightweight user for a name, and removes posts older than a year', async () => {
    const owner = await register(t.url);
    const light = new ApiClient(t.url);
    await light.post('/api/Afstreper/Create', { email: `forum-${owner.account.username}@example.com` });
    const list = await visit(light, owner.account.username);
    expect(
      await light.post('/api/Wishlist/CreateForumPost', { publicWishlistGuid: list.publicGuid, message: 'Hallo' }),
    ).toMatchObject({ status: 422, body: 'NameRequired' });
    expect(
      (
        await light.post('/api/Wishlist/CreateForumPost', {
          publicWishlistGuid: list.publicGuid,
          message: 'Hallo',
          firstName: 'Lies',
          lastName: 'Vos',
        })
      ).status,
    ).toBe(201);

    const retention = t.app.get(ForumRetention);
    clock.advance(200 * 24 * 3_600_000);
    expect(await retention.run(clock.now())).toBe(0);
    clock.advance(200 * 24 * 3_600_000);
    expect(await retention.run(clock.now())).toBeGreaterThanOrEqual(1);
    expect((await visit(light, owner.account.username)).forum).toEqual([]);
  });
});
