import { randomUUID } from 'node:crypto';
import { ApiClient, coOwnerOf, ownerWithGift, register } from '../../support/api-client.js';
import { builtFrontend, pageAs } from '../../support/page-html.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ frontendDir: builtFrontend });
});
afterAll(async () => {
  await t.close();
});

/** Issue 8, item 1: nobody learns whether a gift is crossed off by probing calls with guids never issued to them. */

const answerOf = ({ status, body }: { status: number; body: unknown }) => ({ status, body });

async function closeList(owner: Awaited<ReturnType<typeof ownerWithGift>>['owner']) {
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
    accessType: 'CLOSED',
  };
  expect((await owner.client.post('/api/MyList/UpdateSettings', settings)).status).toBe(200);
}

describe('cross-off oracles (issue 8, item 1)', () => {
  it('UndoCrossOff with a made-up guid answers the same before and after a cross-off, to the owner and to anyone', async () => {
    const { owner, giftId } = await ownerWithGift(t.url);
    const giver = await register(t.url);
    const anonymous = new ApiClient(t.url);
    const probe = (client: ApiClient) =>
      client.post('/api/Gift/UndoCrossOff', { publicGuid: giftId, privateCrossOffGuid: randomUUID() }).then(answerOf);
    const before = [await probe(owner.client), await probe(anonymous)];
    expect((await giver.client.post('/api/Gift/CrossOff', { publicGiftGuid: giftId })).status).toBe(200);
    await closeList(owner);
    const after = [await probe(owner.client), await probe(anonymous)];
    expect(after).toEqual(before);
    expect(before[0]).toEqual({ status: 422, body: 'GiftNotFound' });
    // A gift guid that names no gift at all answers the same too.
    const unknownGift = await owner.client.post('/api/Gift/UndoCrossOff', {
      publicGuid: randomUUID(),
      privateCrossOffGuid: randomUUID(),
    });
    expect(answerOf(unknownGift)).toEqual(before[0]);
  });

  it('the single crossed-off gift page answers a made-up guid pair alike whatever the gift\u2019s state, naming no list', async () => {
    const { owner, giftId } = await ownerWithGift(t.url);
    const giver = await register(t.url);
    const probe = () =>
      new ApiClient(t.url).get(`/api/Gift/GetByCrossOffGuid/${giftId}/${randomUUID()}`).then(answerOf);
    const before = await probe();
    await giver.client.post('/api/Gift/CrossOff', { publicGiftGuid: giftId });
    const crossed = await probe();
    await owner.client.delete(`/api/MyGift/${giftId}`);
    const deleted = await probe();
    expect([crossed, deleted]).toEqual([before, before]);
    expect(before).toEqual({ status: 422, body: { problem: 'Other', username: null } });
  });

  it('CrossOff on a list the caller may not see answers NoAccess, whether the gift is there, deleted or locked', async () => {
    const locked = await ownerWithGift(t.url, { enableCrossOff: false });
    const { owner, giftId } = await ownerWithGift(t.url);
    const stranger = await register(t.url);
    await closeList(owner);
    await closeList(locked.owner);
    const probe = (id: string) => stranger.client.post('/api/Gift/CrossOff', { publicGiftGuid: id }).then(answerOf);
    const present = await probe(giftId);
    const uncrossable = await probe(locked.giftId);
    await owner.client.delete(`/api/MyGift/${giftId}`);
    expect([await probe(giftId), uncrossable]).toEqual([present, present]);
    expect(present).toEqual({ status: 422, body: 'NoAccess' });
  });

  it.each(['primary owner', 'co-owner'])(
    'the %s\u2019s own views and counts do not move when a hidden list is crossed off',
    async (who) => {
      const { owner: primary, giftId } = await ownerWithGift(t.url);
      const owner = who === 'co-owner' ? await coOwnerOf(t.url, primary) : primary;
      const giver = await register(t.url);
      // The pages too, as the server renders them for the owner (DESIGN decision 20): their list, their home, the FAQ
      // and the giver's list, which the server renders for the owner with the owner's own lists in its menu.
      const page = (path: string) =>
        pageAs(t.url, owner.client, path).then(({ status, html, headers }) => ({
          status,
          body: html,
          etag: headers.get('etag'),
        }));
      const views = async () =>
        Promise.all(
          [
            owner.client.get(`/api/MyList/Get/${owner.wishlistId}`),
            owner.client.get('/api/MyList/GetAllWithGiftCount'),
            owner.client.get('/api/MyList/GetAll'),
            owner.client.get('/api/Stats/HomepageStats'),
            owner.client.get(`/api/WishlistOwner/${owner.wishlistId}/GetOwnersAndInvites`),
          ]
            .map((call) => call.then(answerOf))
            .concat([
              page(`/${primary.account.username}`),
              page('/'),
              page('/faq'),
              page(`/${giver.account.username}`),
            ]),
        );
      const before = await views();
      expect((await giver.client.post('/api/Gift/CrossOff', { publicGiftGuid: giftId })).status).toBe(200);
      const after = await views();
      expect(after).toEqual(before);
      expect(before[0]!.status).toBe(200);
      expect(before.at(-1)!.body).toContain(primary.account.username);
    },
  );

  it('a co-owner probing UndoCrossOff and CrossOff learns nothing: GiftNotFound and OwnWishlist whether the gift is crossed off or not', async () => {
    const { owner, giftId } = await ownerWithGift(t.url);
    const coOwner = await coOwnerOf(t.url, owner);
    const probes = () =>
      Promise.all(
        [
          coOwner.client.post('/api/Gift/UndoCrossOff', { publicGuid: giftId, privateCrossOffGuid: randomUUID() }),
          coOwner.client.post('/api/Gift/CrossOff', { publicGiftGuid: giftId }),
          coOwner.client.post('/api/Wishlist/StartFlow', { publicGiftGuid: giftId }),
        ].map((call) => call.then(answerOf)),
      );
    const before = await probes();
    expect((await (await register(t.url)).client.post('/api/Gift/CrossOff', { publicGiftGuid: giftId })).status).toBe(
      200,
    );
    expect(await probes()).toEqual(before);
    expect(before).toEqual([
      { status: 422, body: 'GiftNotFound' },
      { status: 422, body: 'OwnWishlist' },
      { status: 422, body: 'OwnWishlist' },
    ]);
  });
});
