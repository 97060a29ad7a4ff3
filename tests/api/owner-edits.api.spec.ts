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
  privateGuid: string;
  username: string;
  title: string | null;
  description: string | null;
  occasion: string | null;
  occasionDate: string | null;
  accessType: string;
  includeInSearchResult: boolean;
  showCrossedOff: boolean;
  categories: {
    privateGuid: string;
    name: string;
    gifts: { publicGuid: string; description: string; isCrossedOff: boolean }[];
  }[];
}
type Owner = Awaited<ReturnType<typeof register>>;
const view = async (o: Owner, id = o.wishlistId) => (await o.client.get<OwnerList>(`/api/MyList/Get/${id}`)).body;
const settings = (o: Owner, change: Record<string, unknown> = {}) => ({
  privateGuid: o.wishlistId,
  username: o.account.username,
  firstName: o.account.firstName,
  lastName: o.account.lastName,
  accessType: 'PUBLIC',
  includeInSearchResult: false,
  showCrossedOff: false,
  ...change,
});
const addGift = async (o: Owner, categoryPrivateGuid: string, description: string) =>
  (
    await o.client.post<{ editedGift: { publicGuid: string } }>('/api/MyGift/EditWithoutProduct', {
      categoryPrivateGuid,
      description,
      enableCrossOff: true,
    })
  ).body.editedGift.publicGuid;

describe('new lists', () => {
  it('creates a second list (201), refuses a taken username, a lightweight user and an open list without question', async () => {
    const owner = await register(t.url);
    const second = {
      username: `${owner.account.username}-2`,
      firstName: 'Ann',
      lastName: 'Smet',
      accessType: 'OPEN',
      listQuestion: 'Hoe heet de kat?',
      listAnswer: 'Minou',
    };
    const created = await owner.client.post<OwnerList>('/api/MyList/Create', second);
    expect(created).toMatchObject({ status: 201, body: { username: second.username, accessType: 'OPEN' } });
    expect((await owner.client.get<unknown[]>('/api/MyList/GetAllWithGiftCount')).body).toHaveLength(2);
    expect(await owner.client.post('/api/MyList/Create', second)).toMatchObject({ status: 422, body: 'Unavailable' });
    expect(
      (await owner.client.post('/api/MyList/Create', { ...second, username: 'x-vraagloos-1', listQuestion: null }))
        .status,
    ).toBe(400);
    const light = new ApiClient(t.url);
    await light.post('/api/Afstreper/Create', { email: `licht-${owner.account.username}@example.com` });
    expect(await light.post('/api/MyList/Create', { ...second, username: 'lichtgewicht-lijst' })).toMatchObject({
      status: 422,
      body: 'IsAfstreper',
    });
  });
});

describe('list edits', () => {
  it('changes title, description and occasion, seen by owner and visitors; others are refused', async () => {
    const owner = await register(t.url);
    await owner.client.post('/api/MyList/UpdateTitle', { privateGuid: owner.wishlistId, title: 'Mijn verjaardag' });
    await owner.client.post('/api/MyList/UpdateDescription', {
      privateGuid: owner.wishlistId,
      description: 'Liefst iets om te lezen.',
    });
    const occasion = await owner.client.post<OwnerList>('/api/MyList/UpdateOccasion', {
      privateGuid: owner.wishlistId,
      occasion: 'MyBirthday',
      occasionDate: '2027-03-14',
    });
    expect(occasion.body).toMatchObject({
      title: 'Mijn verjaardag',
      description: 'Liefst iets om te lezen.',
      occasion: 'MyBirthday',
      occasionDate: '2027-03-14',
    });
    expect((await new ApiClient(t.url).get(`/api/Wishlist/Get/${owner.account.username}`)).body).toMatchObject({
      title: 'Mijn verjaardag',
      occasion: 'MyBirthday',
    });
    const other = await register(t.url);
    expect(
      await other.client.post('/api/MyList/UpdateTitle', { privateGuid: owner.wishlistId, title: 'Gekaapt' }),
    ).toMatchObject({ status: 422, body: 'UserCannotAccessWishlist' });
    expect(
      (
        await owner.client.post('/api/MyList/UpdateOccasion', {
          privateGuid: owner.wishlistId,
          occasion: 'MyBirthday',
          occasionDate: '1700-01-01',
        })
      ).status,
    ).toBe(400);
    expect(
      (await owner.client.post('/api/MyList/UpdateTitle', { privateGuid: owner.wishlistId, title: 'x'.repeat(201) }))
        .status,
    ).toBe(400);
    expect((await view(owner)).title).toBe('Mijn verjaardag');
  });

  it('settings: a new username frees the old one; private forces findable off and restores it when public again', async () => {
    const owner = await register(t.url);
    const newName = `${owner.account.username}-nieuw`;
    const findable = await owner.client.post<OwnerList>(
      '/api/MyList/UpdateSettings',
      settings(owner, { username: newName, includeInSearchResult: true }),
    );
    expect(findable.body).toMatchObject({ username: newName, includeInSearchResult: true });
    expect(
      (await new ApiClient(t.url).post('/api/MyList/CheckUsername', { username: owner.account.username })).body,
    ).toBe('Available');
    expect((await new ApiClient(t.url).get(`/api/Wishlist/Get/${newName}`)).status).toBe(200);

    const moved = { ...owner, account: { ...owner.account, username: newName } };
    const closed = await owner.client.post<OwnerList>(
      '/api/MyList/UpdateSettings',
      settings(moved, { accessType: 'CLOSED', includeInSearchResult: true }),
    );
    expect(closed.body).toMatchObject({ accessType: 'CLOSED', includeInSearchResult: false });
    expect((await new ApiClient(t.url).get(`/api/Wishlist/GetAccessState/${newName}`)).body).toMatchObject({
      accessState: 'NoAccess',
    });
    const reopened = await owner.client.post<OwnerList>(
      '/api/MyList/UpdateSettings',
      settings(moved, { accessType: 'PUBLIC', includeInSearchResult: false }),
    );
    expect(reopened.body).toMatchObject({ accessType: 'PUBLIC', includeInSearchResult: true });
    expect(
      await owner.client.post(
        '/api/MyList/UpdateSettings',
        settings(moved, { username: (await register(t.url)).account.username }),
      ),
    ).toMatchObject({ status: 422, body: 'InvalidData' });
  });

  it('showCrossedOff on lets the owner see cross-offs', async () => {
    const { owner, giftId } = await ownerWithGift(t.url);
    await (await register(t.url)).client.post('/api/Gift/CrossOff', { publicGiftGuid: giftId });
    expect((await view(owner)).categories[0]!.gifts[0]!.isCrossedOff).toBe(false);
    await owner.client.post('/api/MyList/UpdateSettings', settings(owner, { showCrossedOff: true }));
    expect((await view(owner)).categories[0]!.gifts[0]!.isCrossedOff).toBe(true);
  });
});

describe('categories and gift order', () => {
  it('renames, reorders and deletes categories (with their gifts), keeping at least one', async () => {
    const owner = await register(t.url);
    const first = (await view(owner)).categories[0]!.privateGuid;
    const second = (
      await owner.client.post<{ privateGuid: string }>('/api/Category/Create', {
        name: 'Boeken',
        wishlistPrivateGuid: owner.wishlistId,
      })
    ).body.privateGuid;
    await addGift(owner, second, 'Een roman');
    expect((await owner.client.post('/api/Category/Rename', { privateGuid: second, name: 'Lezen' })).status).toBe(200);
    expect((await owner.client.post('/api/Category/Reorder', { privateGuidOrder: [second, first] })).status).toBe(204);
    expect((await view(owner)).categories.map((c) => c.name)).toEqual(['Lezen', 'Mijn wensen']);
    expect(await owner.client.post('/api/Category/Reorder', { privateGuidOrder: [second] })).toMatchObject({
      status: 422,
      body: 'InvalidData',
    });
    expect(
      (await owner.client.get<{ categories: unknown[] }>(`/api/Category/Get/${owner.account.username}`)).body
        .categories,
    ).toHaveLength(2);

    expect((await owner.client.post('/api/Category/Delete', { privateGuid: second })).status).toBe(204);
    const after = await view(owner);
    expect(after.categories.map((c) => c.name)).toEqual(['Mijn wensen']);
    expect((await owner.client.get<{ giftCount: number }[]>('/api/MyList/GetAll')).body[0]!.giftCount).toBe(0);
    expect(await owner.client.post('/api/Category/Delete', { privateGuid: first })).toMatchObject({
      status: 422,
      body: 'LastCategory',
    });
    const other = await register(t.url);
    expect(await other.client.post('/api/Category/Rename', { privateGuid: first, name: 'X' })).toMatchObject({
      status: 422,
      body: 'UserCannotAccessWishlist',
    });
  });

  it('lets a cancelable reorder made before a category was added give way (204, order unchanged); a plain one is refused', async () => {
    const owner = await register(t.url);
    const first = (await view(owner)).categories[0]!.privateGuid;
    const second = (
      await owner.client.post<{ privateGuid: string }>('/api/Category/Create', {
        name: 'Boeken',
        wishlistPrivateGuid: owner.wishlistId,
      })
    ).body.privateGuid;
    // Seen before "Boeken" came: the order names only the first category.
    expect(
      (await owner.client.post('/api/Category/Reorder', { privateGuidOrder: [first], cancelable: true })).status,
    ).toBe(204);
    expect(
      await owner.client.post('/api/Category/Reorder', { privateGuidOrder: [first], cancelable: false }),
    ).toMatchObject({ status: 422, body: 'InvalidData' });
    expect((await view(owner)).categories.map((c) => c.privateGuid)).toEqual([first, second]);
    expect(
      (await owner.client.post('/api/Category/Reorder', { privateGuidOrder: [second, first], cancelable: true }))
        .status,
    ).toBe(204);
    expect((await view(owner)).categories.map((c) => c.privateGuid)).toEqual([second, first]);
    const stranger = await register(t.url);
    expect(
      await stranger.client.post('/api/Category/Reorder', { privateGuidOrder: [first], cancelable: true }),
    ).toMatchObject({ status: 422, body: 'UserCannotAccessWishlist' });
  });

  it('reorders gifts in a category and moves a gift to another own list only', async () => {
    const owner = await register(t.url);
    const category = (await view(owner)).categories[0]!.privateGuid;
    const a = await addGift(owner, category, 'A');
    const b = await addGift(owner, category, 'B');
    const c = await addGift(owner, category, 'C');
    expect(
      (await owner.client.post('/api/MyGift/Reorder', { categoryPrivateGuid: category, order: [c, a, b] })).status,
    ).toBe(204);
    expect((await view(owner)).categories[0]!.gifts.map((g) => g.description)).toEqual(['C', 'A', 'B']);

    const second = await owner.client.post<OwnerList>('/api/MyList/Create', {
      username: `${owner.account.username}-b`,
      firstName: 'X',
      lastName: 'Y',
      accessType: 'PUBLIC',
    });
    expect(
      (
        await owner.client.post('/api/MyGift/MoveToWishlist', {
          giftPublicGuid: a,
          wishlistPrivateGuid: second.body.privateGuid,
        })
      ).status,
    ).toBe(204);
    expect((await view(owner, second.body.privateGuid)).categories[0]!.gifts.map((g) => g.description)).toEqual(['A']);
    expect((await view(owner)).categories[0]!.gifts.map((g) => g.description)).toEqual(['C', 'B']);

    const other = await register(t.url);
    expect(
      await owner.client.post('/api/MyGift/MoveToWishlist', {
        giftPublicGuid: b,
        wishlistPrivateGuid: other.wishlistId,
      }),
    ).toMatchObject({ status: 422, body: 'DestinationNotOwned' });
    expect(
      await other.client.post('/api/MyGift/MoveToWishlist', {
        giftPublicGuid: b,
        wishlistPrivateGuid: other.wishlistId,
      }),
    ).toMatchObject({ status: 422, body: 'SourceNotOwned' });
  });
});

describe('deleting', () => {
  it('deletes all gifts, then the list; the username is free again; UsedInRecentLot answers false', async () => {
    const { owner } = await ownerWithGift(t.url);
    expect((await owner.client.post(`/api/MyList/UsedInRecentLot/${owner.wishlistId}`)).body).toEqual({
      usedInRecentLot: false,
    });
    const emptied = await owner.client.delete<OwnerList>(`/api/MyList/DeleteAllGifts/${owner.wishlistId}`);
    expect(emptied.body.categories.flatMap((c) => c.gifts)).toEqual([]);
    const other = await register(t.url);
    expect((await other.client.delete(`/api/MyList/${owner.wishlistId}`)).status).toBe(422);
    expect((await owner.client.delete(`/api/MyList/${owner.wishlistId}`)).status).toBe(204);
    expect((await owner.client.get(`/api/MyList/Get/${owner.wishlistId}`)).status).toBe(404);
    expect((await new ApiClient(t.url).get(`/api/Wishlist/Get/${owner.account.username}`)).status).toBe(404);
    expect(
      (await new ApiClient(t.url).post('/api/MyList/CheckUsername', { username: owner.account.username })).body,
    ).toBe('Available');
  });
});

describe('moving a category', () => {
  it('moves a category with its gifts to another own list; a source left empty gets a new category', async () => {
    const owner = await register(t.url);
    const only = (await view(owner)).categories[0]!.privateGuid;
    await addGift(owner, only, 'Eerste');
    await addGift(owner, only, 'Tweede');
    const second = await owner.client.post<OwnerList>('/api/MyList/Create', {
      username: `${owner.account.username}-c`,
      firstName: 'X',
      lastName: 'Y',
      accessType: 'PUBLIC',
    });
    const moved = await owner.client.post<{ newCategoryInSourceWishlist: { name: string } | null }>(
      '/api/Category/MoveToWishlist',
      { categoryPrivateGuid: only, wishlistPrivateGuid: second.body.privateGuid },
    );
    expect(moved).toMatchObject({ status: 200, body: { newCategoryInSourceWishlist: { name: 'Mijn wensen' } } });
    const target = await view(owner, second.body.privateGuid);
    expect(target.categories.map((c) => [c.privateGuid === only, c.gifts.map((g) => g.description)])).toEqual([
      [false, []],
      [true, ['Eerste', 'Tweede']],
    ]);
    const source = await view(owner);
    expect(source.categories.map((c) => c.gifts.length)).toEqual([0]);
    expect(
      (await owner.client.get<{ username: string; giftCount: number }[]>('/api/MyList/GetAll')).body.map(
        (l) => l.giftCount,
      ),
    ).toEqual([0, 2]);
    const other = await register(t.url);
    expect(
      await owner.client.post('/api/Category/MoveToWishlist', {
        categoryPrivateGuid: only,
        wishlistPrivateGuid: other.wishlistId,
      }),
    ).toMatchObject({ status: 422, body: 'DestinationNotOwned' });
  });
});
