import { ApiClient, ownerWithGift, register } from '../support/api-client.js';
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
    ['POST', '/api/MyList/UpdateSettings', { privateGuid: list, username: `${o.username}-x`, firstName: 'A', lastName: 'B', accessType: 'CLOSED', includeInSearchResult: false, showCrossedOff: true }],
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

describe('owner calls are refused on the server', () => {
  it('to an anonymous visitor (401) and to another user (refused), and the list is unchanged afterwards', async () => {
    const { owner, categoryId, giftId } = await ownerWithGift(t.url);
    const target = { wishlistId: owner.wishlistId, username: owner.account.username, categoryId, giftId };
    const before = (await owner.client.get(`/api/MyList/Get/${owner.wishlistId}`)).body;
    const anonymous = new ApiClient(t.url);
    const stranger = await register(t.url);
    for (const call of ownerCalls(target)) {
      expect([call[1], (await send(anonymous, call)).status]).toEqual([call[1], 401]);
      const answer = await send(stranger.client, call);
      const refused = answer.status === 404 || answer.status === 422 || answer.status === 401;
      const ownDataOnly = answer.status === 200 && (call[1] === '/api/MyList/GetAll' || call[1] === '/api/MyList/GetAllWithGiftCount');
      expect([call[1], refused || ownDataOnly]).toEqual([call[1], true]);
      if (ownDataOnly) expect(JSON.stringify(answer.body)).not.toContain(owner.wishlistId);
    }
    expect((await owner.client.get(`/api/MyList/Get/${owner.wishlistId}`)).body).toEqual(before);
  });
});
