import { CSRF_HEADER } from '@wl/contracts';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { ApiClient, coOwnerOf, ownerWithGift, register } from '../support/api-client.js';
import { registeredRoutes } from '../support/registered-routes.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
let png: Buffer;
beforeAll(async () => {
  t = await startTestApp();
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await t.close();
});

/** 'png': the body is a picture (Content-Type image/png). */
type Call = [method: 'GET' | 'POST' | 'DELETE', path: string, body?: Record<string, unknown> | 'png'];

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
    [
      'POST',
      '/api/MyList/UpdateSettings',
      {
        privateGuid: list,
        username: `${o.username}-x`,
        firstName: 'A',
        lastName: 'B',
        accessType: 'CLOSED',
        includeInSearchResult: false,
        showCrossedOff: false,
      },
    ],
    ['POST', `/api/MyList/UsedInRecentLot/${list}`],
    ['DELETE', `/api/MyList/DeleteAllGifts/${list}`],
    ['DELETE', `/api/MyList/${list}`],
    [
      'POST',
      '/api/MyList/Send',
      {
        privateGuid: list,
        recipients: 'a@example.com',
        subject: 'x',
        messageStart: 'een bericht van iemand',
        messageEnd: '',
      },
    ],
    ['POST', '/api/Category/Create', { name: 'X', wishlistPrivateGuid: list }],
    ['POST', '/api/Category/Rename', { privateGuid: o.categoryId, name: 'X' }],
    ['POST', '/api/Category/Delete', { privateGuid: o.categoryId }],
    ['POST', '/api/Category/Reorder', { privateGuidOrder: [o.categoryId] }],
    ['POST', '/api/Category/MoveToWishlist', { categoryPrivateGuid: o.categoryId, wishlistPrivateGuid: list }],
    ['GET', `/api/Category/Get/${o.username}`],
    [
      'POST',
      '/api/MyGift/EditWithoutProduct',
      { publicGuid: o.giftId, categoryPrivateGuid: o.categoryId, description: 'Gekaapt', enableCrossOff: true },
    ],
    // No catalogue here: the owner gets ProductNotFound once the gift is theirs.
    [
      'POST',
      '/api/MyGift/EditWithProduct',
      {
        publicGuid: o.giftId,
        categoryPrivateGuid: o.categoryId,
        description: 'Gekaapt',
        enableCrossOff: true,
        productSource: 'winkel:geen',
        productSourceType: 'ProductSearch',
      },
    ],
    ['POST', '/api/MyGift/Reorder', { categoryPrivateGuid: o.categoryId, order: [o.giftId] }],
    ['POST', '/api/MyGift/MoveToWishlist', { giftPublicGuid: o.giftId, wishlistPrivateGuid: list }],
    ['DELETE', `/api/MyGift/${o.giftId}`],
    ['GET', `/api/WishlistImage/GetWishlistImageUrl/${o.username}`],
    ['POST', '/api/WishlistImage/SetThemeImage', { id: 'sterren', username: o.username }],
    ['POST', `/api/WishlistImage/UploadImage/${o.username}`, 'png'],
    ['GET', `/api/WishlistOwner/${list}/GetOwnersAndInvites`],
    ['POST', '/api/WishlistOwner/InviteExtraOwner', { privateWishlistGuid: list, name: 'Indringer' }],
    ['POST', '/api/WishlistOwner/RevokeExtraOwnerInvite', { privateWishlistGuid: list, inviteGuid: randomUUID() }],
    ['POST', '/api/WishlistOwner/RemoveExtraOwner', { privateWishlistGuid: list, publicUserGuid: randomUUID() }],
  ];
}

/**
 * Calls under the owner controllers that act on no list of the caller's: making a new list, checking a username,
 * the site's theme pictures.
 */
const notOwnerCalls = [
  'POST /api/MyList/Create',
  'POST /api/MyList/CheckUsername',
  'GET /api/WishlistImage/GetThemeImages',
];
const OWNER_CONTROLLERS = /^\S+ \/api\/(MyList|Category|MyGift|WishlistImage|WishlistOwner)\//;

/** Calls only the primary owner may make: a co-owner is refused with `NotPrimaryOwner`. */
const primaryOnly = ([method, path]: Call, list: string) =>
  (path.startsWith('/api/WishlistOwner/') && method === 'POST') ||
  (method === 'DELETE' && path === `/api/MyList/${list}`);

async function send(client: ApiClient, [method, path, body]: Call) {
  if (body === 'png')
    return client.raw(method, path, png, { 'content-type': 'image/png', [CSRF_HEADER]: await client.csrfToken() });
  return method === 'GET'
    ? client.get(path)
    : method === 'DELETE'
      ? client.delete(path)
      : client.post(path, body ?? {});
}

type Target = Parameters<typeof ownerCalls>[0];

/** Every owner call refused to `caller` (401, 403, 404 or 422; their own lists only), and the owner's list unchanged afterwards. */
async function expectEveryCallRefused(caller: ApiClient, target: Target, owner: ApiClient) {
  const before = (await owner.get(`/api/MyList/Get/${target.wishlistId}`)).body;
  for (const call of ownerCalls(target)) {
    const answer = await send(caller, call);
    const refused = [401, 403, 404, 422].includes(answer.status);
    const ownDataOnly =
      answer.status === 200 && (call[1] === '/api/MyList/GetAll' || call[1] === '/api/MyList/GetAllWithGiftCount');
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
  it('sweeps every call the owner controllers register', () => {
    const target = { wishlistId: randomUUID(), username: 'lijst', categoryId: randomUUID(), giftId: randomUUID() };
    const calls = ownerCalls(target).map(([method, path]) => `${method} ${path}`);
    const swept = (route: string) => {
      const template = new RegExp(`^${route.replace(/:\w+/g, '[^/]+')}$`);
      return calls.some((call) => template.test(call));
    };
    const owner = registeredRoutes(t).filter(
      (route) => OWNER_CONTROLLERS.test(route) && !notOwnerCalls.includes(route),
    );
    expect(owner).toContain('GET /api/MyList/Get/:id');
    expect(owner.filter((route) => !swept(route))).toEqual([]);
  });

  it('to an anonymous visitor (401) and to another user (refused), and the list is unchanged afterwards', async () => {
    const { owner, target } = await listWithGift();
    const anonymous = new ApiClient(t.url);
    for (const call of ownerCalls(target))
      expect([call[1], (await send(anonymous, call)).status]).toEqual([call[1], 401]);
    await expectEveryCallRefused((await register(t.url)).client, target, owner.client);
  });

  it('to a co-owner the primary owner removed, and the list is unchanged afterwards', async () => {
    const { owner, target } = await listWithGift();
    const coOwner = await coOwnerOf(t.url, owner);
    expect(
      (
        await coOwner.client.post('/api/MyList/UpdateTitle', {
          privateGuid: target.wishlistId,
          title: 'Nog mede-eigenaar',
        })
      ).status,
    ).toBe(200);
    const removed = await owner.client.post('/api/WishlistOwner/RemoveExtraOwner', {
      privateWishlistGuid: target.wishlistId,
      publicUserGuid: coOwner.publicGuid,
    });
    expect(removed.status).toBe(204);
    await expectEveryCallRefused(coOwner.client, target, owner.client);
  });
});

describe('a co-owner edits the list like the primary owner', () => {
  it("gets the answer the primary owner gets on a list like it for every owner call, except the primary owner's (NotPrimaryOwner)", async () => {
    const primary = await listWithGift();
    const shared = await listWithGift();
    const coOwner = await coOwnerOf(t.url, shared.owner);

    // Calls that rename the list or remove its gifts and categories go last, so every other call meets the list whole.
    const destroys = ([method, path]: Call) =>
      method === 'DELETE' || path === '/api/MyList/UpdateSettings' || path === '/api/Category/Delete';
    const calls = (target: Target) => {
      const all = ownerCalls(target).filter((call) => !primaryOnly(call, target.wishlistId));
      return [...all.filter((call) => !destroys(call)), ...all.filter(destroys)];
    };
    const primaryCalls = calls(primary.target);
    const coOwnerCalls = calls(shared.target);
    for (const [index, call] of coOwnerCalls.entries()) {
      // Sending a list by mail needs a confirmed address; neither of these accounts has one, so both get the same 422.
      const [own, co] = [await send(primary.owner.client, primaryCalls[index]!), await send(coOwner.client, call)];
      expect([call[1], co.status]).toEqual([call[1], own.status]);
    }
    expect(
      (await shared.owner.client.get<{ title: string }>(`/api/MyList/Get/${shared.target.wishlistId}`)).body.title,
    ).toBe('Gekaapt');
    for (const call of ownerCalls(shared.target).filter((c) => primaryOnly(c, shared.target.wishlistId))) {
      const answer = await send(coOwner.client, call);
      // Deleting a list answers 401, the owners tab's calls 422 (docs/permissions.md, Co-owners).
      expect([call[1], answer.status, answer.body]).toEqual([
        call[1],
        call[0] === 'DELETE' ? 401 : 422,
        call[0] === 'DELETE' ? expect.objectContaining({ problem: 'NotPrimaryOwner' }) : 'NotPrimaryOwner',
      ]);
    }
    expect((await shared.owner.client.get(`/api/MyList/Get/${shared.target.wishlistId}`)).status).toBe(200);
  });
});
