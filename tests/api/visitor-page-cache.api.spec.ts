import { type Answer, ApiClient, inviteTo, ownerWithGift, register } from '../support/api-client.js';
import { quiescent } from '../support/quiescent.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { readUntil } from '../support/eventually.js';

/** The visitor page is kept per list version and answers with an ETag (docs/architecture.md, "Visitor pages"). */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

type Owner = Awaited<ReturnType<typeof register>>;
const renamed = (o: Owner, username: string) => ({
  privateGuid: o.wishlistId,
  username,
  firstName: o.account.firstName,
  lastName: o.account.lastName,
  accessType: 'PUBLIC',
  includeInSearchResult: false,
  showCrossedOff: false,
});

type Gift = { publicGuid: string; description: string; isCrossedOff: boolean; privateCrossOffGuid: string | null };
type VisitorList = { publicGuid: string; categories: { gifts: Gift[] }[] };

const giftIn = (list: VisitorList, giftId: string) =>
  list.categories.flatMap((c) => c.gifts).find((g) => g.publicGuid === giftId)!;
const page = (username: string) => `/api/Wishlist/Get/${username}`;
const ifNoneMatch = (client: ApiClient, path: string, etag: string) =>
  client.raw<VisitorList>('GET', path, undefined, { 'if-none-match': etag });

/** Reads until the answer is what `done` wants: a change made by someone else reaches other readers a moment later. */
function readUntilAnswer(client: ApiClient, path: string, done: (answer: Answer<VisitorList>) => boolean) {
  return readUntil(() => client.get<VisitorList>(path), done);
}

const readPageUntil = (client: ApiClient, path: string, done: (list: VisitorList) => boolean) =>
  readUntilAnswer(client, path, (answer) => done(answer.body));
const readUntilStatus = (client: ApiClient, path: string, status: number) =>
  readUntilAnswer(client, path, (answer) => answer.status === status);

describe('GET /api/Wishlist/Get/{username}: ETag and kept pages', () => {
  it("answers 304 to the page's own ETag, and a new page with a new ETag once the owner changed a gift", async () => {
    const { owner, categoryId, giftId } = await ownerWithGift(t.url);
    const visitor = new ApiClient(t.url);
    const first = await visitor.get<VisitorList>(page(owner.account.username));
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe('private, no-cache');

    const again = await ifNoneMatch(visitor, page(owner.account.username), etag);
    expect(again.status).toBe(304);
    expect(again.body).toBeNull();
    expect((await ifNoneMatch(visitor, page(owner.account.username), `"other", W/${etag}`)).status).toBe(304);

    await owner.client.post('/api/MyGift/EditWithoutProduct', {
      publicGuid: giftId,
      categoryPrivateGuid: categoryId,
      description: 'Een ander boek',
      enableCrossOff: true,
    });
    const changed = await ifNoneMatch(visitor, page(owner.account.username), etag);
    expect(changed.status).toBe(200);
    expect(giftIn(changed.body, giftId).description).toBe('Een ander boek');
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  it('shows a cross-off to every visitor after it, each with only their own private guid', async () => {
    const { owner, giftId } = await ownerWithGift(t.url);
    const anonymous = new ApiClient(t.url);
    const other = await register(t.url);
    const before = await anonymous.get<VisitorList>(page(owner.account.username));
    expect(giftIn(before.body, giftId).isCrossedOff).toBe(false);
    await other.client.get(page(owner.account.username));

    const giver = await register(t.url);
    const crossed = await giver.client.post<{ crossOffGuid: string }>('/api/Gift/CrossOff', { publicGiftGuid: giftId });
    expect(giftIn((await giver.client.get<VisitorList>(page(owner.account.username))).body, giftId)).toMatchObject({
      isCrossedOff: true,
      privateCrossOffGuid: crossed.body.crossOffGuid,
    });

    for (const reader of [anonymous, other.client]) {
      const after = await readPageUntil(
        reader,
        page(owner.account.username),
        (list) => giftIn(list, giftId).isCrossedOff,
      );
      expect(giftIn(after.body, giftId)).toMatchObject({ isCrossedOff: true, privateCrossOffGuid: null });
      expect(JSON.stringify(after.body)).not.toContain(crossed.body.crossOffGuid);
      expect((await ifNoneMatch(reader, page(owner.account.username), before.headers.get('etag')!)).status).toBe(200);
    }
  });

  it("refuses the owner 401 with or without a visitor's ETag: no cross-off is learnt through a tag", async () => {
    const { owner, giftId } = await ownerWithGift(t.url);
    const giver = await register(t.url);
    await giver.client.post('/api/Gift/CrossOff', { publicGiftGuid: giftId });
    const visitorTag = (
      await readPageUntil(
        new ApiClient(t.url),
        page(owner.account.username),
        (list) => giftIn(list, giftId).isCrossedOff,
      )
    ).headers.get('etag')!;
    expect((await owner.client.get(page(owner.account.username))).status).toBe(401);
    const withTag = await owner.client.raw('GET', page(owner.account.username), undefined, {
      'if-none-match': visitorTag,
    });
    expect(withTag.status).toBe(401);
    expect(withTag.headers.get('etag')).toBeNull();
  });

  it('follows a username to the list that has it now, after a rename freed it and another list took it', async () => {
    const { owner, giftId } = await ownerWithGift(t.url);
    const other = await register(t.url);
    const visitor = new ApiClient(t.url);
    const name = owner.account.username;
    expect(giftIn((await visitor.get<VisitorList>(page(name))).body, giftId)).toBeDefined();

    expect((await owner.client.post('/api/MyList/UpdateSettings', renamed(owner, `${name}x`))).status).toBe(200);
    const freed = await readUntilStatus(visitor, page(name), 404);
    expect(freed.status).toBe(404);
    expect(giftIn((await visitor.get<VisitorList>(page(`${name}x`))).body, giftId)).toBeDefined();

    expect((await other.client.post('/api/MyList/UpdateSettings', renamed(other, name))).status).toBe(200);
    const taken = await readUntilStatus(visitor, page(name), 200);
    expect(taken.body.categories.flatMap((c) => c.gifts)).toEqual([]);
    expect(taken.body.publicGuid).not.toBe((await visitor.get<VisitorList>(page(`${name}x`))).body.publicGuid);
  });
});

/** An owner edit of the gift's description: answered once the read models show it. */
const describeGift = (owner: Owner, categoryId: string, giftId: string, description: string) =>
  owner.client.post('/api/MyGift/EditWithoutProduct', {
    publicGuid: giftId,
    categoryPrivateGuid: categoryId,
    description,
    enableCrossOff: true,
  });
const closed = (owner: Owner) => ({ ...renamed(owner, owner.account.username), accessType: 'CLOSED' });
const description = async (client: ApiClient, username: string, giftId: string) =>
  giftIn((await client.get<VisitorList>(page(username))).body, giftId).description;

describe('GET /api/Wishlist/Get/{username}: the finished page kept while the read models are unchanged', () => {
  it("shows the next read an owner's edit and a closed list at once", async () => {
    const { owner, categoryId, giftId } = await ownerWithGift(t.url);
    const name = owner.account.username;
    const visitor = new ApiClient(t.url);
    expect(await description(visitor, name, giftId)).toBe('Een boek');
    expect(await description(visitor, name, giftId)).toBe('Een boek');

    await describeGift(owner, categoryId, giftId, 'Een ander boek');
    expect(await description(visitor, name, giftId)).toBe('Een ander boek');
    expect((await owner.client.post('/api/MyList/UpdateSettings', closed(owner))).status).toBe(200);
    expect((await visitor.get(page(name))).status).toBe(401);
  });

  it('decides for every read who may have it: a question grant opens it to its holder only, a new question or becoming a co-owner ends it at once', async () => {
    const { owner } = await ownerWithGift(t.url);
    const name = owner.account.username;
    const open = (accessQuestion: string, accessAnswer: string) =>
      owner.client.post('/api/MyList/UpdateSettings', {
        ...renamed(owner, name),
        accessType: 'OPEN',
        accessQuestion,
        accessAnswer,
      });
    await open('Hoe heet mijn hond?', 'Bobby');
    const answered = new ApiClient(t.url);
    expect((await answered.post('/api/Wishlist/VerifyAnswer', { username: name, answer: 'Bobby' })).body).toEqual({
      valid: true,
    });
    const helper = await register(t.url);
    await helper.client.post('/api/Wishlist/VerifyAnswer', { username: name, answer: 'Bobby' });
    await quiescent(t);
    for (let round = 0; round < 3; round++) {
      expect((await answered.get(page(name))).status).toBe(200);
      // Nobody logged in, like the one who answered, but without the grant.
      expect((await new ApiClient(t.url).get(page(name))).status).toBe(401);
      expect((await helper.client.get(page(name))).status).toBe(200);
    }

    const invite = await inviteTo(owner);
    expect(
      (await helper.client.post('/api/Wishlist/AcceptExtraOwnerInvite', { invitationGuid: invite.guid })).status,
    ).toBe(204);
    expect((await helper.client.get(page(name))).status).toBe(401);
    await open('Hoe heet mijn kat?', 'Minou');
    expect((await answered.get(page(name))).status).toBe(401);
  });

  it("never serves one viewer's page to another: a giver's private guid and a friend's link stay theirs", async () => {
    const { owner, giftId, wishlistPublicGuid } = await ownerWithGift(t.url);
    const name = owner.account.username;
    const giver = await register(t.url);
    const { crossOffGuid } = (
      await giver.client.post<{ crossOffGuid: string }>('/api/Gift/CrossOff', { publicGiftGuid: giftId })
    ).body;
    const friend = await register(t.url);
    await friend.client.post('/api/Friend/Add', { wishlistPublicGuid });
    const stranger = await register(t.url);
    await quiescent(t);

    for (let round = 0; round < 2; round++) {
      const givers = (await giver.client.get<VisitorList>(page(name))).body;
      expect(giftIn(givers, giftId).privateCrossOffGuid).toBe(crossOffGuid);
      const friends = (await friend.client.get<VisitorList>(page(name))).body;
      expect(friends).toMatchObject({ isFriend: true, friendPrivateGuid: expect.any(String) });
      for (const reader of [new ApiClient(t.url), stranger.client, friend.client]) {
        const { body } = await reader.get<VisitorList>(page(name));
        expect(JSON.stringify(body)).not.toContain(crossOffGuid);
        if (reader !== friend.client) expect(body).toMatchObject({ isFriend: false, friendPrivateGuid: null });
      }
    }
  });

  it('shows at once what another process on the same data folder wrote', async () => {
    // This process projects nothing: what it reads was written by the other process's connection.
    const reader = await startTestApp({ dataDir: t.config.dataDir, runProjections: false });
    try {
      const { owner, categoryId, giftId } = await ownerWithGift(t.url);
      const name = owner.account.username;
      const visitor = new ApiClient(reader.url);
      expect(await description(visitor, name, giftId)).toBe('Een boek');
      expect(await description(visitor, name, giftId)).toBe('Een boek');

      await describeGift(owner, categoryId, giftId, 'Een ander boek');
      expect(await description(visitor, name, giftId)).toBe('Een ander boek');
      expect((await owner.client.post('/api/MyList/UpdateSettings', closed(owner))).status).toBe(200);
      expect((await visitor.get(page(name))).status).toBe(401);
    } finally {
      await reader.close({ keepData: true });
    }
  });
});
