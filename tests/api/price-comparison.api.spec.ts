import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { GiftEditAnswer, GroupedProduct, OwnerWishlist, VisitorWishlist } from '@wl/contracts';
import { giftStream } from '../../backend/src/gift/gift.decider.js';
import type { EventStore } from '../../backend/src/platform/event-store/event-store.port.js';
import { ReactorRunner } from '../../backend/src/platform/reactors/reactor-runner.js';
import { EVENT_STORE } from '../../backend/src/platform/tokens.js';
import { ProductFeedsJob } from '../../backend/src/products/feeds/product-feeds.job.js';
import { catalogueStream } from '../../backend/src/products/price-comparison/catalogue-changes.js';
import { freshEans } from '../../backend/src/products/product-catalogue.contract.js';
import { configFromEnv } from '../../backend/src/platform/config/config.js';
import { ApiClient, ownerWithGift } from '../support/api-client.js';
import { connectLive, joinGroup, until } from '../support/live-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const importCli = join(__dirname, '../../backend/dist/import-feed.js');
const [sharedEan, loneEan] = freshEans(2) as [string, string];

/** A shop's feed in the Google Merchant Center TSV format, as the real importer reads it. */
const feed = (shop: string, rows: [id: string, price: string, gtin: string][]) =>
  [
    'id\ttitle\tlink\tprice\tgtin',
    ...rows.map(
      ([id, price, gtin]) => `${id}\tHouten loopfiets ${id}\thttps://${shop}.example/p/${id}\t${price}\t${gtin}`,
    ),
  ].join('\n');

/**
 * Price comparison on the server (docs/products.md): a gift made from a product sold by several shops gets their offers
 * in both views, and later imports keep them current through the gift-offers reactor.
 */
describe('price comparison (GiftOffersChanged, gift-offers reactor)', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  async function startWithFeeds(switchOn: boolean) {
    const folder = mkdtempSync(join(tmpdir(), 'offers-'));
    const files = { fietsen: join(folder, 'fietsen.tsv'), speelgoed: join(folder, 'speelgoed.tsv') };
    writeFileSync(
      files.fietsen,
      feed('fietsen', [
        ['lf1', '79.00 EUR', sharedEan],
        ['lf2', '20.00 EUR', loneEan],
        ['lf3', '45.00 EUR', ''],
      ]),
    );
    writeFileSync(files.speelgoed, feed('speelgoed', [['x9', '74.50 EUR', sharedEan]]));
    const config = { productFeeds: Object.entries(files).map(([shopId, source]) => ({ shopId, source })) };
    const app = await startTestApp(
      switchOn ? config : { ...config, site: { ...configFromEnv({}).site, productPriceComparisonEnabled: false } },
    );
    t = app;
    // The job imports at start; running it here waits for that import (one run at a time) and changes nothing.
    await app.app.get(ProductFeedsJob).run();
    return { app, files, folder };
  }

  async function giftFromProduct(app: TestApp, productSource: string) {
    const { owner, categoryId } = await ownerWithGift(app.url);
    const created = await owner.client.post<GiftEditAnswer>('/api/MyGift/EditWithProduct', {
      categoryPrivateGuid: categoryId,
      description: 'Een loopfiets',
      enableCrossOff: true,
      productSource,
      productSourceType: 'ProductSearch',
    });
    expect(created.status).toBe(201);
    return { owner, giftId: created.body.editedGift.publicGuid };
  }

  /** Waits until the gift-offers reactor has passed everything in the log (ReactorRunner.caughtUp, as the workflows do). */
  async function settled(app: TestApp) {
    const head = await app.app.get<EventStore>(EVENT_STORE).head();
    expect(await app.app.get(ReactorRunner).caughtUp(head, ['GiftCreated', 'CatalogueProductsChanged'], 10_000)).toBe(
      true,
    );
  }

  async function views(app: TestApp, owner: Awaited<ReturnType<typeof giftFromProduct>>['owner'], giftId: string) {
    const visitor = await new ApiClient(app.url).get<VisitorWishlist>(`/api/Wishlist/Get/${owner.account.username}`);
    const ownerView = await owner.client.get<OwnerWishlist>(`/api/MyList/Get/${owner.wishlistId}`);
    const find = (categories: { gifts: { publicGuid: string; groupedProduct?: GroupedProduct }[] }[]) =>
      categories.flatMap((category) => category.gifts).find((gift) => gift.publicGuid === giftId)!;
    return {
      visitor: find(visitor.body.categories).groupedProduct,
      owner: find(ownerView.body.categories).groupedProduct,
    };
  }

  const offersChanged = async (app: TestApp, giftId: string) =>
    (await app.app.get<EventStore>(EVENT_STORE).readStream(giftStream(giftId))).filter(
      (event) => event.type === 'GiftOffersChanged',
    );

  const offers = (shops: [string, number][]) => ({
    eans: [sharedEan],
    products: shops.map(([shop, price]) =>
      expect.objectContaining({ shopId: shop, price, url: expect.stringContaining(`https://${shop}.example/p/`) }),
    ),
  });

  it("attaches the offers of every shop selling the gift's EAN, and follows a changed price; an unchanged import appends nothing", async () => {
    const { app, files } = await startWithFeeds(true);
    const { owner, giftId } = await giftFromProduct(app, 'fietsen:lf1');
    await settled(app);
    expect(await views(app, owner, giftId)).toEqual({
      visitor: offers([
        ['speelgoed', 74.5],
        ['fietsen', 79],
      ]),
      owner: offers([
        ['speelgoed', 74.5],
        ['fietsen', 79],
      ]),
    });
    expect(await offersChanged(app, giftId)).toHaveLength(1);

    // The scheduled job imports a new price: the gift follows, cheapest first, and an open visitor page hears of it.
    const visitorClient = new ApiClient(app.url);
    const { publicGuid } = (await visitorClient.get<VisitorWishlist>(`/api/Wishlist/Get/${owner.account.username}`))
      .body;
    const live = await connectLive(app.url, visitorClient);
    expect(await joinGroup(live.socket, 'JoinWishlistGroup', { wishlistPublicGuid: publicGuid })).toEqual({ ok: true });
    writeFileSync(files.speelgoed, feed('speelgoed', [['x9', '82.00 EUR', sharedEan]]));
    await app.app.get(ProductFeedsJob).run();
    await settled(app);
    await until(() =>
      live.received.some(
        ({ name, payload }) =>
          name === 'GiftChanged' && payload.giftPublicGuid === giftId && payload.change === 'Updated',
      ),
    );
    live.socket.close();
    expect((await views(app, owner, giftId)).visitor).toEqual(
      offers([
        ['fietsen', 79],
        ['speelgoed', 82],
      ]),
    );
    expect(await offersChanged(app, giftId)).toHaveLength(2);

    // The same feeds again: no catalogue change, no lookup, no event.
    const catalogueEvents = (await app.app.get<EventStore>(EVENT_STORE).readStream(catalogueStream('speelgoed')))
      .length;
    await app.app.get(ProductFeedsJob).run();
    await settled(app);
    expect((await app.app.get<EventStore>(EVENT_STORE).readStream(catalogueStream('speelgoed'))).length).toBe(
      catalogueEvents,
    );
    expect(await offersChanged(app, giftId)).toHaveLength(2);

    // `npm run import-feed` in another process: the shop drops the product, the server's reactor removes its offer.
    writeFileSync(files.speelgoed, feed('speelgoed', [['x8', '5.00 EUR', loneEan]]));
    const run = spawnSync(process.execPath, [importCli, files.speelgoed, '--shop', 'speelgoed'], {
      env: { ...process.env, NODE_OPTIONS: '', DATA_DIR: app.config.dataDir },
      encoding: 'utf8',
    });
    expect(run.status).toBe(0);
    await settled(app);
    expect(await offersChanged(app, giftId)).toHaveLength(3);
    expect((await views(app, owner, giftId)).visitor).toEqual(offers([['fietsen', 79]]));
  });

  it('prices a gift made from a product without EAN by its product id, and follows its price and its removal (issue 27)', async () => {
    const { app, files } = await startWithFeeds(true);
    const { owner, giftId } = await giftFromProduct(app, 'fietsen:lf3');
    await settled(app);
    const own = (price: number) => ({
      eans: [],
      products: [
        expect.objectContaining({
          shopId: 'fietsen',
          productId: 'fietsen:lf3',
          price,
          url: 'https://fietsen.example/p/lf3',
        }),
      ],
    });
    expect(await views(app, owner, giftId)).toEqual({ visitor: own(45), owner: own(45) });
    expect(await offersChanged(app, giftId)).toHaveLength(1);

    writeFileSync(
      files.fietsen,
      feed('fietsen', [
        ['lf1', '79.00 EUR', sharedEan],
        ['lf2', '20.00 EUR', loneEan],
        ['lf3', '39.00 EUR', ''],
      ]),
    );
    await app.app.get(ProductFeedsJob).run();
    await settled(app);
    expect(await views(app, owner, giftId)).toEqual({ visitor: own(39), owner: own(39) });
    const changes = (await app.app.get<EventStore>(EVENT_STORE).readStream(catalogueStream('fietsen'))).map(
      (event) => event.data,
    );
    expect(changes.at(-1)).toEqual({ shopId: 'fietsen', eans: [], productIds: ['fietsen:lf3'] });

    writeFileSync(
      files.fietsen,
      feed('fietsen', [
        ['lf1', '79.00 EUR', sharedEan],
        ['lf2', '20.00 EUR', loneEan],
      ]),
    );
    await app.app.get(ProductFeedsJob).run();
    await settled(app);
    expect(await views(app, owner, giftId)).toEqual({ visitor: undefined, owner: undefined });
    expect(await offersChanged(app, giftId)).toHaveLength(3);
  });

  it('switched off: no lookups, no events, and no offers in any view', async () => {
    const { app, files } = await startWithFeeds(false);
    const { owner, giftId } = await giftFromProduct(app, 'fietsen:lf1');
    writeFileSync(files.speelgoed, feed('speelgoed', [['x9', '60.00 EUR', sharedEan]]));
    await app.app.get(ProductFeedsJob).run();
    expect(app.app.get(ReactorRunner).names()).not.toContain('gift-offers');
    expect(await offersChanged(app, giftId)).toEqual([]);
    expect(await app.app.get<EventStore>(EVENT_STORE).readStream(catalogueStream('speelgoed'))).toEqual([]);
    expect(await views(app, owner, giftId)).toEqual({ visitor: undefined, owner: undefined });
  });
});
