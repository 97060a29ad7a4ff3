import { ApiClient, coOwnerOf, ownerWithGift, register } from '../support/api-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t.close(); });

type Call = [method: 'GET' | 'POST' | 'DELETE', path: string, body?: Record<string, unknown>];

/** Every owner call of one list, as a caller would send it. */
function ownerCalls(o: { wishlistId: string; username: string; categoryId: string; giftId: string }): Call[] {
  const list = o.wishlistId;
  return [
    ['GET', '/api/MyList/GetAll'],
    ['GET', '/api/MyList/GetAllWithGiftCount'],
    ['GET', `/api/MyList/Get/${list}`],
    ['POST', '/api/MyList/UpdateTitle', { privateGuid: list, title: 'Gekaapt' }],
    ['POST', '/api/MyList/UpdateDescription', { privateGuid: list, description: 'Gekaapt' }],
    ['POST', '/api/MyList/UpdateOccasion', { privateGuid: list, occasion: 'Christmas', occasionDate: null }],
    ['POST', '/api/MyList/UpdateSettings', { privateGuid: list, username: `${o.username}-x`, firstName: 'A', lastName: 'B', accessType: 'CLOSED', includeInSearchResult: false, showCrossedOff: false }],
    ['POST', `/api/MyList/UsedInRecentLot/${list}`],
    ['DELETE', `/api/MyList/DeleteAllGifts/${list}`],
    ['DELETE', `/api/MyList/${list}`],
    ['POST', '/api/MyList/Send', { privateGuid: list, recipients: 'a@example.com', subject: 'x', messageStart: 'een bericht van iemand', messageEnd: '' }],
    ['POST', '/api/Category/Create', { name: 'X', wishlistPrivateGuid: list }],
    ['POST', '/api/Category/Rename', { privateGuid: o.categoryId, name: 'X' }],
    ['POST', '/api/Category/Delete', { privateGuid: o.categoryId }],
    ['POST', '/api/Category/Reorder', { privateGuidOrder: [o.categoryId] }],
    ['GET', `/api/Category/Get/${o.username}`],
    ['POST', '/api/MyGift/EditWithoutProduct', { publicGuid: o.giftId, categoryPrivateGuid: o.categoryId, description: 'Gekaapt', enableCrossOff: true }],
    ['POST', '/api/MyGift/Reorder', { categoryPrivateGuid: o.categoryId, order: [o.giftId] }],
    ['DELETE', `/api/MyGift/${o.giftId}`],
    ['GET', `/api/WishlistImage/GetWishlistImageUrl/${o.username}`],
    ['POST', '/api/WishlistImage/SetThemeImage', { id: 'sterren', username: o.username }],
  ];
}

async function send(client: ApiClient, [method, path, body]: Call) {
  return method === 'GET' ? client.get(path) : method === 'DELETE' ? client.delete(path) : client.post(path, body ?? {});
}

type Target = Parameters<typeof ownerCalls>[0];

/** Every owner call refused to `caller` (401, 404 or 422; their own lists only), and the owner's list unchanged afterwards. */
async function expectEveryCallRefused(caller: ApiClient, target: Target, owner: ApiClient) {
  const before = (await owner.get(`/api/MyList/Get/${target.wishlistId}`)).body;
  for (const call of ownerCalls(target)) {
    const answer = await send(caller, call);
    const refused = answer.status === 404 || answer.status === 422 || answer.status === 401;
    const ownDataOnly = answer.status === 200 && (call[1] === '/api/MyList/GetAll' || call[1] === '/api/MyList/GetAllWithGiftCount');
    expect([call[1], refused || ownDataOnly]).toEqual([call[1], true]);
    if (ownDataOnly) expect(JSON.stringify(answer.body)).not.toContain(target.wishlistId);
  }
  expect((await owner.get(`/api/MyList/Get/${target.wishlistId}`)).body).toEqual(before);
}

async function listWithGift() {
  const { owner, categoryId, giftId } = await ownerWithGift(t.url);
  return { owner, target: { wishlistId: owner.wishlistId, username: owner.account.username, categoryId, giftId } };
}

describe('owner calls are refused on the server', () => {
  it('to an anonymous visitor (401) and to another user (refused), and the list is unchanged afterwards', async () => {
    const { owner, target } = await listWithGift();
    const anonymous = new ApiClient(t.url);
    for (const call of ownerCalls(target)) expect([call[1], (await send(anonymous, call)).status]).toEqual([call[1], 401]);
    await expectEveryCallRefused((await register(t.url)).client, target, owner.client);
  });

  it('to a co-owner the primary owner removed, and the list is unchanged afterwards', async () => {
    const { owner, target } = await listWithGift();
    const coOwner = await coOwnerOf(t.url, owner);
    expect((await coOwner.client.post('/api/MyList/UpdateTitle', { privateGuid: target.wishlistId, title: 'Nog mede-eigenaar' })).status).toBe(200);
    const removed = await owner.client.post('/api/WishlistOwner/RemoveExtraOwner', { privateWishlistGuid: target.wishlistId, publicUserGuid: coOwner.publicGuid });
    expect(removed.status).toBe(204);
    await expectEveryCallRefused(coOwner.client, target, owner.client);
  });
});

describe('a co-owner edits the list like the primary owner', () => {
  it('gets the answer the primary owner gets on a list like it for every owner call, except deleting the list (401 NotPrimaryOwner)', async () => {
    const primary = await listWithGift();
    const shared = await listWithGift();
    const coOwner = await coOwnerOf(t.url, shared.owner);
  
    // Calls that rename the list or remove its gifts and categories go last, so every other call meets the list whole.
    const destroys = ([method, path]: Call) => method === 'DELETE' || path === '/api/MyList/UpdateSettings' || path === '/api/Category/Delete';
    const calls = (target: Target) => {
      const all = ownerCalls(target).filter(([method, path]) => !(method === 'DELETE' && path === `/api/MyList/${target.wishlistId}`));
      return [...all.filter((call) => !destroys(call)), ...all.filter(destroys)];
    };
    const primaryCalls = calls(primary.target);
    const coOwnerCalls = calls(shared.target);
    for (const [index, call] of coOwnerCalls.entries()) {
      // Sending a list by mail needs a confirmed address; neither of these accounts has one, so both get the same 422.
      const [own, co] = [await send(primary.owner.client, primaryCalls[index]!), await send(coOwner.client, call)];
      expect([call[1], co.status]).toEqual([call[1], own.status]);
    }
    expect((await shared.owner.client.get<{ title: string }>(`/api/MyList/Get/${shared.target.wishlistId}`)).body.title).toBe('Gekaapt');
    expect(await send(coOwner.client, ['DELETE', `/api/MyList/${shared.target.wishlistId}`])).toMatchObject({ status: 401, body: { problem: 'NotPrimaryOwner' } });
    expect((await shared.owner.client.get(`/api/MyList/Get/${shared.target.wishlistId}`)).status).toBe(200);
  });
});
