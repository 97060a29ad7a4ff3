import { randomUUID } from 'node:crypto';
import { AggregateStore } from '../../backend/src/platform/domain/aggregate-store.js';
import { StreamWriter } from '../../backend/src/platform/use-case/stream-writer.js';
import type { EventStore } from '../../backend/src/platform/event-store/event-store.port.js';
import { EVENT_STORE } from '../../backend/src/platform/tokens.js';
import { giftDecider, giftStream } from '../../backend/src/gift/gift.decider.js';
import { wishlistDecider, wishlistStream } from '../../backend/src/wishlist/wishlist.decider.js';
import { WishlistQueries } from '../../backend/src/wishlist/wishlist.queries.js';
import { ListGifts } from '../../backend/src/wishlist/list-gifts.workflow.js';
import { ownerWithGift, register } from '../support/api-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

interface OwnerList {
  categories: { privateGuid: string; name: string; gifts: { publicGuid: string; description: string }[] }[];
}
type Owner = Awaited<ReturnType<typeof register>>;

const view = async (o: Owner, id = o.wishlistId) => (await o.client.get<OwnerList>(`/api/MyList/Get/${id}`)).body;
const addGift = (o: Owner, categoryPrivateGuid: string, description: string) =>
  o.client.post<{ editedGift: { publicGuid: string } }>('/api/MyGift/EditWithoutProduct', {
    categoryPrivateGuid,
    description,
    enableCrossOff: true,
  });
const newCategory = async (o: Owner, name: string, wishlistPrivateGuid = o.wishlistId) =>
  (await o.client.post<{ privateGuid: string }>('/api/Category/Create', { name, wishlistPrivateGuid })).body
    .privateGuid;
const secondList = async (o: Owner, suffix: string) =>
  (
    await o.client.post<{ privateGuid: string }>('/api/MyList/Create', {
      username: `${o.account.username}-${suffix}`,
      firstName: 'X',
      lastName: 'Y',
      accessType: 'PUBLIC',
    })
  ).body.privateGuid;

const streamTypes = async (t: TestApp, stream: string) =>
  (await t.app.get<EventStore>(EVENT_STORE).readStream(stream)).map((e) => e.type);
const giftState = async (t: TestApp, giftId: string) =>
  (await t.app.get(AggregateStore).load(giftStream(giftId), giftDecider)).state;
const listState = async (t: TestApp, wishlistId: string) =>
  (await t.app.get(AggregateStore).load(wishlistStream(wishlistId), wishlistDecider)).state;
const totalGifts = async (t: TestApp) =>
  ((await (await fetch(`${t.url}/api/Stats/HomepageStats`)).json()) as { totalGifts: number }).totalGifts;

const giftsByCategory = async (t: TestApp, wishlistId: string) => {
  const queries = t.app.get(WishlistQueries);
  return (await queries.content((await queries.byId(wishlistId))!)).categories.map((c) =>
    c.gifts.map((g) => g.description),
  );
};

/** Polls until `check` passes: for what reactors finish after the answer. */
async function eventually(check: () => Promise<void>, timeoutMs = 8000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/** Starts a second app on the first one's data folder (the first is closed without removing it): a restart after a crash. */
async function restart(t: TestApp): Promise<TestApp> {
  await t.app.close();
  return startTestApp({ dataDir: t.config.dataDir });
}

describe('adding a gift to a category while the category is deleted', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('never answers both with success while the gift is left in no category (40 rounds)', async () => {
    const owner = await register(t.url);
    const outcomes = { added: 0, refused: 0 };
    for (let round = 0; round < 40; round++) {
      const category = await newCategory(owner, `Ronde ${round}`);
      const [added, deleted] = await Promise.all([
        addGift(owner, category, `Cadeau ${round}`),
        owner.client.post('/api/Category/Delete', { privateGuid: category }),
      ]);
      expect(deleted.status).toBe(204);
      expect([201, 422]).toContain(added.status);
      if (added.status === 422) expect(added.body).toBe('InvalidUpdate');
      outcomes[added.status === 201 ? 'added' : 'refused']++;
    }
    // The log: every gift of the list that is still present is in a category the list has.
    await eventually(async () => {
      const list = await listState(t, owner.wishlistId);
      const giftStreams = (await t.app.get<EventStore>(EVENT_STORE).readAll(null, 100_000))
        .filter((e) => e.type === 'GiftCreated')
        .map((e) => e.streamId);
      for (const stream of giftStreams) {
        const gift = await giftState(t, stream.slice('gift-'.length));
        if (gift.fields?.wishlistId !== owner.wishlistId || gift.status !== 'present') continue;
        expect(list.categoryIds).toContain(gift.fields.categoryId);
      }
      expect(Object.values(list.gifts).every((categoryId) => list.categoryIds.includes(categoryId))).toBe(true);
    });
    // The read models: the list shows no gift, and counts none.
    expect((await view(owner)).categories.flatMap((c) => c.gifts)).toEqual([]);
    await eventually(async () =>
      expect((await owner.client.get<{ giftCount: number }[]>('/api/MyList/GetAll')).body[0]!.giftCount).toBe(0),
    );
    expect(outcomes.added + outcomes.refused).toBe(40);
  });
});

describe('a gift step the reactor ran before the request', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('is waited for by the request: its completion answers the position of the gift\u2019s own event', async () => {
    const owner = await register(t.url);
    const categoryId = (await view(owner)).categories[0]!.privateGuid;
    const listGifts = t.app.get(ListGifts);
    const giftId = randomUUID();
    const gift = {
      giftId,
      wishlistId: owner.wishlistId,
      categoryId,
      description: 'Een fiets',
      url: null,
      crossOffEnabled: true,
      imageId: null,
      product: null,
    };
    const context = { commandId: randomUUID(), correlationId: randomUUID(), userId: owner.userId, contextId: null };
    const decision = await listGifts.decide(
      owner.wishlistId,
      { type: 'AddGift', actorId: owner.userId, wishlistId: owner.wishlistId, gift },
      context,
    );
    // The list-gifts reactor's turn came first: it made the gift's stream, with the step's own event ids.
    await listGifts.follow(decision.recorded[0]!);
    const [created] = await t.app.get<EventStore>(EVENT_STORE).readStream(giftStream(giftId));
    expect(created?.type).toBe('GiftCreated');
    // Read your writes waits for this position: the list's event alone would not show the gift.
    expect(await listGifts.complete(decision)).toBe(created!.position);
  });
});

describe('moving a category with its gifts', () => {
  it('completes although a gift was deleted meanwhile; asked again, it answers as for the same list', async () => {
    const t = await startTestApp();
    try {
      const owner = await register(t.url);
      const category = await newCategory(owner, 'Boeken');
      const kept = (await addGift(owner, category, 'Roman')).body.editedGift.publicGuid;
      const gone = (await addGift(owner, category, 'Strip')).body.editedGift.publicGuid;
      // Deleted on its own stream, as the code before lists knew their gifts did (the list still counts it).
      await t.app
        .get(StreamWriter)
        .execute(
          giftStream(gone),
          giftDecider,
          { type: 'EndByList', wishlistId: owner.wishlistId },
          { commandId: randomUUID(), correlationId: randomUUID(), userId: owner.userId, contextId: null },
        );
      const target = await secondList(owner, 'doel');

      const moved = await owner.client.post('/api/Category/MoveToWishlist', {
        categoryPrivateGuid: category,
        wishlistPrivateGuid: target,
      });
      expect(moved).toMatchObject({ status: 200, body: { newCategoryInSourceWishlist: null } });
      const targetView = await view(owner, target);
      expect(targetView.categories.map((c) => [c.name, c.gifts.map((g) => g.description)])).toEqual([
        ['Mijn wensen', []],
        ['Boeken', ['Roman']],
      ]);
      expect((await view(owner)).categories.map((c) => c.name)).toEqual(['Mijn wensen']);
      expect((await listState(t, owner.wishlistId)).categoryIds).not.toContain(category);
      expect((await giftState(t, kept)).fields).toMatchObject({ wishlistId: target, categoryId: category });

      const again = await owner.client.post('/api/Category/MoveToWishlist', {
        categoryPrivateGuid: category,
        wishlistPrivateGuid: target,
      });
      expect(again).toMatchObject({ status: 200, body: { newCategoryInSourceWishlist: null } });
      expect((await streamTypes(t, wishlistStream(target))).filter((type) => type === 'CategoryMovedIn')).toHaveLength(
        1,
      );
    } finally {
      await t.close();
    }
  });

  it('halted after the source list recorded the move, finishes exactly once after a restart', async () => {
    let t = await startTestApp({ failpoints: { 'category-move': 'halt' } });
    try {
      const owner = await register(t.url);
      const only = (await view(owner)).categories[0]!.privateGuid;
      const gifts = [
        (await addGift(owner, only, 'Eerste')).body.editedGift.publicGuid,
        (await addGift(owner, only, 'Tweede')).body.editedGift.publicGuid,
      ];
      const target = await secondList(owner, 'na-crash');
      const crashed = await owner.client.post('/api/Category/MoveToWishlist', {
        categoryPrivateGuid: only,
        wishlistPrivateGuid: target,
      });
      expect(crashed.status).toBe(500);
      expect(await streamTypes(t, wishlistStream(target))).not.toContain('CategoryMovedIn');

      t = await restart(t);
      // The owner's client knows the old address: the read models are read in the restarted process.
      await eventually(async () => expect(await giftsByCategory(t, target)).toEqual([[], ['Eerste', 'Tweede']]));
      expect(await giftsByCategory(t, owner.wishlistId)).toEqual([[]]);
      const targetLog = await streamTypes(t, wishlistStream(target));
      expect(targetLog.filter((type) => type === 'CategoryMovedIn')).toHaveLength(1);
      expect(targetLog.filter((type) => type === 'GiftPlaced')).toHaveLength(2);
      for (const gift of gifts)
        expect((await streamTypes(t, giftStream(gift))).filter((type) => type === 'GiftMoved')).toHaveLength(1);
    } finally {
      await t.close();
    }
  });
});

describe('deleting a list', () => {
  it('ends each of its gifts with GiftDeleted and the site counter goes down', async () => {
    const t = await startTestApp();
    try {
      const { owner, categoryId, giftId } = await ownerWithGift(t.url);
      const others = [
        (await addGift(owner, categoryId, 'Twee')).body.editedGift.publicGuid,
        (await addGift(owner, categoryId, 'Drie')).body.editedGift.publicGuid,
      ];
      expect(await totalGifts(t)).toBe(3);
      expect((await owner.client.delete(`/api/MyList/${owner.wishlistId}`)).status).toBe(204);
      await eventually(async () => {
        for (const gift of [giftId, ...others]) expect((await giftState(t, gift)).status).toBe('deleted');
        expect(await totalGifts(t)).toBe(0);
      });
      const listLog = await streamTypes(t, wishlistStream(owner.wishlistId));
      expect(listLog.slice(-5)).toEqual(['GiftEnded', 'GiftEnded', 'GiftEnded', 'CategoryDeleted', 'WishlistDeleted']);
    } finally {
      await t.close();
    }
  });

  it('halted in the cascade, ends every gift exactly once after a restart', async () => {
    let t = await startTestApp({ failpoints: { 'gift-cascade': 'halt' } });
    try {
      const { owner, categoryId, giftId } = await ownerWithGift(t.url);
      const second = (await addGift(owner, categoryId, 'Twee')).body.editedGift.publicGuid;
      expect((await owner.client.delete(`/api/MyList/${owner.wishlistId}`)).status).toBe(204);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect((await giftState(t, giftId)).status).toBe('present');

      t = await restart(t);
      await eventually(async () => expect(await totalGifts(t)).toBe(0));
      for (const gift of [giftId, second])
        expect((await streamTypes(t, giftStream(gift))).filter((type) => type === 'GiftDeleted')).toHaveLength(1);
    } finally {
      await t.close();
    }
  });
});

describe('deleting all gifts', () => {
  it('ends every gift the list\u2019s stream holds, also one in no category that the list view never showed', async () => {
    const t = await startTestApp();
    try {
      const { owner, giftId } = await ownerWithGift(t.url);
      // A gift left in a deleted category by the code before lists knew their gifts, written as that code wrote it.
      const orphan = randomUUID();
      await t.app.get(StreamWriter).execute(
        giftStream(orphan),
        giftDecider,
        {
          type: 'FollowAdded',
          gift: {
            giftId: orphan,
            wishlistId: owner.wishlistId,
            categoryId: randomUUID(),
            description: 'Wees',
            url: null,
            crossOffEnabled: true,
            imageId: null,
            product: null,
          },
        },
        { commandId: randomUUID(), correlationId: randomUUID(), userId: owner.userId, contextId: null },
      );
      await eventually(async () =>
        expect(Object.keys((await listState(t, owner.wishlistId)).gifts).sort()).toEqual([giftId, orphan].sort()),
      );
      expect((await view(owner)).categories.flatMap((c) => c.gifts).map((g) => g.publicGuid)).toEqual([giftId]);

      const emptied = await owner.client.delete<OwnerList>(`/api/MyList/DeleteAllGifts/${owner.wishlistId}`);
      expect(emptied.status).toBe(200);
      expect(emptied.body.categories.flatMap((c) => c.gifts)).toEqual([]);
      for (const gift of [giftId, orphan]) expect((await giftState(t, gift)).status).toBe('deleted');
      expect(await totalGifts(t)).toBe(0);
    } finally {
      await t.close();
    }
  });
});
