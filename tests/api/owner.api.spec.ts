import { ApiClient, ownerWithGift, register } from '../support/api-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

interface OwnerList {
  publicGuid: string;
  isPrimaryOwner: boolean;
  categories: {
    privateGuid: string;
    name: string;
    giftCount: number;
    gifts: { publicGuid: string; description: string; uri: string | null; crossOffEnabled: boolean }[];
  }[];
  owners: { fullName: string }[];
}

describe('owner calls', () => {
  it('GetAll needs a login', async () => {
    expect((await new ApiClient(t.url).get('/api/MyList/GetAll')).status).toBe(401);
  });

  it('Get shows the owner view with the first category and the owner', async () => {
    const owner = await register(t.url);
    const list = await owner.client.get<OwnerList>(`/api/MyList/Get/${owner.wishlistId}`);
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({
      isPrimaryOwner: true,
      owners: [{ fullName: `${owner.account.firstName} ${owner.account.lastName}` }],
    });
    expect(list.body.categories).toEqual([expect.objectContaining({ name: 'Mijn wensen', giftCount: 0, gifts: [] })]);
  });

  it('Get refuses another user and an anonymous visitor with 404/401, and a bad id with 400', async () => {
    const owner = await register(t.url);
    const other = await register(t.url);
    expect((await other.client.get(`/api/MyList/Get/${owner.wishlistId}`)).status).toBe(404);
    expect((await new ApiClient(t.url).get(`/api/MyList/Get/${owner.wishlistId}`)).status).toBe(401);
    expect((await owner.client.get('/api/MyList/Get/not-a-guid')).status).toBe(400);
  });

  it('creates a category, refused for a list of someone else', async () => {
    const owner = await register(t.url);
    const created = await owner.client.post<{ privateGuid: string; name: string }>('/api/Category/Create', {
      name: 'Boeken',
      wishlistPrivateGuid: owner.wishlistId,
    });
    expect(created).toMatchObject({ status: 200, body: { name: 'Boeken', giftCount: 0 } });
    const list = await owner.client.get<OwnerList>(`/api/MyList/Get/${owner.wishlistId}`);
    expect(list.body.categories.map((c) => c.name)).toEqual(['Mijn wensen', 'Boeken']);
    const other = await register(t.url);
    expect(
      await other.client.post('/api/Category/Create', { name: 'X', wishlistPrivateGuid: owner.wishlistId }),
    ).toMatchObject({ status: 422, body: 'WishlistNotFound' });
    expect(
      (await owner.client.post('/api/Category/Create', { name: '', wishlistPrivateGuid: owner.wishlistId })).status,
    ).toBe(400);
    expect(
      (
        await owner.client.post('/api/Category/Create', {
          name: 'x'.repeat(201),
          wishlistPrivateGuid: owner.wishlistId,
        })
      ).status,
    ).toBe(400);
  });

  it('creates (201), updates (200), moves and deletes a gift', async () => {
    const { owner, giftId, categoryId } = await ownerWithGift(t.url);
    const second = await owner.client.post<{ privateGuid: string }>('/api/Category/Create', {
      name: 'Spelletjes',
      wishlistPrivateGuid: owner.wishlistId,
    });
    const updated = await owner.client.post('/api/MyGift/EditWithoutProduct', {
      publicGuid: giftId,
      categoryPrivateGuid: second.body.privateGuid,
      description: 'Een gezelschapsspel',
      enableCrossOff: false,
      url: '',
    });
    expect(updated).toMatchObject({
      status: 200,
      body: {
        isCreate: false,
        editedGift: { publicGuid: giftId, description: 'Een gezelschapsspel', uri: null, crossOffEnabled: false },
      },
    });
    let list = await owner.client.get<OwnerList>(`/api/MyList/Get/${owner.wishlistId}`);
    expect(list.body.categories.find((c) => c.privateGuid === categoryId)!.gifts).toEqual([]);
    expect(
      list.body.categories.find((c) => c.privateGuid === second.body.privateGuid)!.gifts.map((g) => g.publicGuid),
    ).toEqual([giftId]);
    expect((await owner.client.delete(`/api/MyGift/${giftId}`)).status).toBe(204);
    list = await owner.client.get<OwnerList>(`/api/MyList/Get/${owner.wishlistId}`);
    expect(list.body.categories.flatMap((c) => c.gifts)).toEqual([]);
    expect(await owner.client.delete(`/api/MyGift/${giftId}`)).toMatchObject({ status: 422, body: 'GiftNotFound' });
  });

  it('refuses gift edits by a non-owner, in a category of another list, and with bad input', async () => {
    const { owner, giftId, categoryId } = await ownerWithGift(t.url);
    const other = await register(t.url);
    const create = { categoryPrivateGuid: categoryId, description: 'Indringer', enableCrossOff: true };
    expect(await other.client.post('/api/MyGift/EditWithoutProduct', create)).toMatchObject({
      status: 422,
      body: 'GiftNotFound',
    });
    expect(await other.client.post('/api/MyGift/EditWithoutProduct', { ...create, publicGuid: giftId })).toMatchObject({
      status: 422,
      body: 'GiftNotFound',
    });
    expect(await other.client.delete(`/api/MyGift/${giftId}`)).toMatchObject({ status: 422, body: 'GiftNotFound' });
    expect((await new ApiClient(t.url).post('/api/MyGift/EditWithoutProduct', create)).status).toBe(401);
    const otherList = await other.client.get<OwnerList>(`/api/MyList/Get/${other.wishlistId}`);
    const foreignCategory = otherList.body.categories[0]!.privateGuid;
    expect(
      await owner.client.post('/api/MyGift/EditWithoutProduct', {
        ...create,
        publicGuid: giftId,
        categoryPrivateGuid: foreignCategory,
      }),
    ).toMatchObject({ status: 422, body: 'InvalidUpdate' });
    expect((await owner.client.post('/api/MyGift/EditWithoutProduct', { ...create, description: '' })).status).toBe(
      400,
    );
    expect(
      (await owner.client.post('/api/MyGift/EditWithoutProduct', { ...create, url: 'javascript:alert(1)' })).status,
    ).toBe(400);
    expect(
      (await owner.client.post('/api/MyGift/EditWithoutProduct', { ...create, enableCrossOff: 'ja' })).status,
    ).toBe(400);
    const list = await owner.client.get<OwnerList>(`/api/MyList/Get/${owner.wishlistId}`);
    expect(list.body.categories[0]!.gifts.map((g) => g.description)).toEqual(['Een boek']);
  });
});

describe('visitor calls', () => {
  it('GetAccessState tells a visitor Access and the owner OwnedByCurrentUser; unknown lists are 404', async () => {
    const owner = await register(t.url);
    const visitor = new ApiClient(t.url);
    expect((await visitor.get(`/api/Wishlist/GetAccessState/${owner.account.username}`)).body).toMatchObject({
      accessState: 'Access',
    });
    expect(
      (await owner.client.get(`/api/Wishlist/GetAccessState/${owner.account.username.toUpperCase()}`)).body,
    ).toMatchObject({ accessState: 'OwnedByCurrentUser' });
    expect((await visitor.get('/api/Wishlist/GetAccessState/bestaat-niet')).status).toBe(404);
    expect((await visitor.get('/api/Wishlist/Get/bestaat-niet')).status).toBe(404);
  });

  it('Get shows the visitor view to visitors and refuses the owner (who would learn of cross-offs)', async () => {
    const { owner, giftId } = await ownerWithGift(t.url);
    const visitor = await new ApiClient(t.url).get<{
      categories: { gifts: { publicGuid: string; isCrossedOff: boolean; privateCrossOffGuid: string | null }[] }[];
    }>(`/api/Wishlist/Get/${owner.account.username}`);
    expect(visitor.status).toBe(200);
    expect(visitor.body.categories[0]!.gifts).toEqual([
      expect.objectContaining({ publicGuid: giftId, isCrossedOff: false, privateCrossOffGuid: null, order: 0 }),
    ]);
    expect((await owner.client.get(`/api/Wishlist/Get/${owner.account.username}`)).status).toBe(401);
  });
});
