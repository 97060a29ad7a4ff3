import { ApiClient, register } from '../support/api-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

type Owner = Awaited<ReturnType<typeof register>>;
const settings = (o: Owner, change: Record<string, unknown>) =>
  o.client.post('/api/MyList/UpdateSettings', {
    privateGuid: o.wishlistId,
    username: o.account.username,
    firstName: o.account.firstName,
    lastName: o.account.lastName,
    accessType: 'PUBLIC',
    includeInSearchResult: false,
    showCrossedOff: false,
    ...change,
  });
const search = async (query: string) =>
  await new ApiClient(t.url).get<{
    totalCount: number;
    wishlists: { userName: string; city: string | null; listUrl: string }[];
  }>(`/api/Wishlist/Search?query=${encodeURIComponent(query)}`);

describe('GET /api/Wishlist/Search', () => {
  it('finds findable, visible lists by the start of every word, without accents or case', async () => {
    const owner = await register(t.url);
    const unique = owner.account.username.replace(/[^a-z0-9]/g, '');
    await settings(owner, { firstName: 'Renée', lastName: `Van ${unique}`, city: 'Gent', includeInSearchResult: true });
    const found = await search(`renee ${unique.slice(0, 8).toUpperCase()}`);
    expect(found.status).toBe(200);
    expect(found.body.wishlists).toEqual([
      expect.objectContaining({
        userName: owner.account.username,
        city: 'Gent',
        listUrl: `/${owner.account.username}`,
      }),
    ]);
    expect((await search(`gent ${unique}`)).body.totalCount).toBe(1);
    expect((await search(`brugge ${unique}`)).body.totalCount).toBe(0);

    await settings(owner, { firstName: 'Renée', lastName: `Van ${unique}`, includeInSearchResult: false });
    expect((await search(unique)).body.totalCount).toBe(0);
    await settings(owner, {
      firstName: 'Renée',
      lastName: `Van ${unique}`,
      accessType: 'CLOSED',
      includeInSearchResult: true,
    });
    expect((await search(unique)).body.totalCount).toBe(0);
  });

  it('answers a repeated query anew as soon as a list becomes findable, hidden or renamed (kept answers never go stale)', async () => {
    const owner = await register(t.url);
    const unique = owner.account.username.replace(/[^a-z0-9]/g, '');
    const named = (lastName: string, change: Record<string, unknown> = {}) =>
      settings(owner, { firstName: 'Jules', lastName, includeInSearchResult: true, ...change });
    const count = async (query: string) => (await search(query)).body.totalCount;

    expect(await count(unique)).toBe(0);
    await named(`Van ${unique}`);
    expect([await count(unique), await count(unique)]).toEqual([1, 1]);
    await named(`Van ${unique}`, { includeInSearchResult: false });
    expect(await count(unique)).toBe(0);
    await named(`Van ${unique}`);
    expect(await count(unique)).toBe(1);
    await named(`Van x${unique}`);
    expect([await count(unique), await count(`x${unique}`)]).toEqual([0, 1]);
  });

  it('needs at least 3 characters', async () => {
    expect((await search('ab')).status).toBe(400);
  });
});

describe('GET /api/Stats/HomepageStats', () => {
  it('counts users, gifts and list birthdays in this month', async () => {
    const before = (
      await new ApiClient(t.url).get<{ totalUsers: number; totalGifts: number; totalBirthdaysThisMonth: number }>(
        '/api/Stats/HomepageStats',
      )
    ).body;
    const owner = await register(t.url);
    const month = String(new Date().getUTCMonth() + 1).padStart(2, '0');
    await settings(owner, { birthday: `1990-${month}-15` });
    const list = await owner.client.get<{ categories: { privateGuid: string }[] }>(
      `/api/MyList/Get/${owner.wishlistId}`,
    );
    await owner.client.post('/api/MyGift/EditWithoutProduct', {
      categoryPrivateGuid: list.body.categories[0]!.privateGuid,
      description: 'Iets',
      enableCrossOff: true,
    });
    const after = (await new ApiClient(t.url).get<typeof before>('/api/Stats/HomepageStats')).body;
    expect(after).toEqual({
      totalUsers: before.totalUsers + 1,
      totalGifts: before.totalGifts + 1,
      totalBirthdaysThisMonth: before.totalBirthdaysThisMonth + 1,
    });
  });
});
