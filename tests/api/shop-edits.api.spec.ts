import Database from 'better-sqlite3';
import sharp from 'sharp';
import { limits, type ShopsAnswer } from '@wl/contracts';
import { join } from 'node:path';
import { ApiClient, register } from '../support/api-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { readUntil } from '../support/eventually.js';

/** Support edits of the shop directory (docs/content.md, "Shops"): `POST /api/Support/Shops/...`. */

const storedEvents = (t: TestApp, stream: string) => {
  const events = new Database(join(t.config.dataDir, 'events.db'), { readonly: true });
  try {
    return events.prepare('SELECT type, data FROM events WHERE stream_id = ? ORDER BY position').all(stream) as {
      type: string;
      data: string;
    }[];
  } finally {
    events.close();
  }
};
const auditedActions = (t: TestApp) =>
  storedEvents(t, 'support-operations').map((e) => JSON.parse(e.data) as { action: string; detail: string | null });

/** The public directory once the `shops` read model shows what `ready` asks for. */
async function publicDirectory(url: string, ready: (directory: ShopsAnswer) => boolean): Promise<ShopsAnswer> {
  const answer = await readUntil(
    () => new ApiClient(url).get<ShopsAnswer>('/api/Shop/'),
    (a) => a.status === 200 && ready(a.body),
  );
  if (answer.status === 200 && ready(answer.body)) return answer.body;
  throw new Error('the public shop directory never showed the change');
}

async function supportClient(t: TestApp): Promise<ApiClient> {
  const { client, userId } = await register(t.url);
  t.config.supportUsers.push(userId);
  await publicDirectory(t.url, (d) => d.shops.length > 0);
  return client;
}

describe('support edits the shop directory', () => {
  let t: TestApp;
  let support: ApiClient;
  beforeAll(async () => {
    t = await startTestApp();
    support = await supportClient(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('adds a category and a shop, changes and removes them; the public directory follows and every action is recorded', async () => {
    const category = await support.post<ShopsAnswer>('/api/Support/Shops/AddCategory', { name: '  Sport  ' });
    expect(category.status).toBe(200);
    const sport = category.body.categories.find((c) => c.name === 'Sport')!;
    expect(sport.id).toMatch(/^[0-9a-f-]{36}$/);

    const added = await support.post<ShopsAnswer>('/api/Support/Shops/AddShop', {
      categoryId: sport.id,
      name: 'Decathlon',
      url: 'https://www.decathlon.be',
    });
    expect(added.status).toBe(200);
    const decathlon = added.body.shops.find((s) => s.name === 'Decathlon')!;
    expect(decathlon).toMatchObject({ categoryId: sport.id, url: 'https://www.decathlon.be', logoImage: null });
    expect((await publicDirectory(t.url, (d) => d.shops.some((s) => s.id === decathlon.id))).categories).toContainEqual(
      { id: sport.id, name: 'Sport' },
    );

    // A change keeps the shop's place; it may move it to another category.
    const changed = await support.post<ShopsAnswer>('/api/Support/Shops/ChangeShop', {
      shopId: 'bol',
      categoryId: sport.id,
      name: 'bol',
      url: 'https://www.bol.com/be/nl/',
    });
    expect(changed.status).toBe(200);
    expect(changed.body.shops[2]).toEqual({
      id: 'bol',
      categoryId: sport.id,
      name: 'bol',
      url: 'https://www.bol.com/be/nl/',
      logoImage: null,
    });
    const renamed = await support.post<ShopsAnswer>('/api/Support/Shops/RenameCategory', {
      categoryId: 'boeken',
      name: 'Boeken en strips',
    });
    expect(renamed.body.categories[0]).toEqual({ id: 'boeken', name: 'Boeken en strips' });
    const shown = await publicDirectory(
      t.url,
      (d) => d.categories[0]!.name === 'Boeken en strips' && d.shops.some((s) => s.name === 'bol'),
    );
    expect(shown.shops.find((s) => s.id === 'bol')).toMatchObject({
      categoryId: sport.id,
      url: 'https://www.bol.com/be/nl/',
    });

    expect((await support.post('/api/Support/Shops/RemoveCategory', { categoryId: sport.id })).body).toBe(
      'ShopCategoryNotEmpty',
    );
    for (const shopId of [decathlon.id, 'bol'])
      expect((await support.post('/api/Support/Shops/RemoveShop', { shopId })).status).toBe(200);
    const emptied = await support.post<ShopsAnswer>('/api/Support/Shops/RemoveCategory', { categoryId: sport.id });
    expect(emptied.status).toBe(200);
    expect(emptied.body.categories.map((c) => c.id)).not.toContain(sport.id);
    const gone = await publicDirectory(t.url, (d) => !d.categories.some((c) => c.id === sport.id));
    expect(gone.shops.map((s) => s.id)).not.toContain('bol');
    expect(gone.shops.map((s) => s.id)).not.toContain(decathlon.id);

    expect(
      storedEvents(t, 'shop-catalogue')
        .slice(30)
        .map((e) => e.type),
    ).toEqual([
      'ShopCategoryAdded',
      'ShopAdded',
      'ShopChanged',
      'ShopCategoryRenamed',
      'ShopRemoved',
      'ShopRemoved',
      'ShopCategoryRemoved',
    ]);
    expect(auditedActions(t).map((e) => e.action)).toEqual([
      'AddShopCategory',
      'AddShop',
      'ChangeShop',
      'RenameShopCategory',
      'RemoveShop',
      'RemoveShop',
      'RemoveShopCategory',
    ]);
    expect(auditedActions(t)[1]!.detail).toBe(`${decathlon.id} Decathlon https://www.decathlon.be`);
  });

  it('refuses unknown entries and taken names with 422, and records and appends nothing for them', async () => {
    const before = { catalogue: storedEvents(t, 'shop-catalogue').length, audit: auditedActions(t).length };
    const refusals: [string, object, string][] = [
      [
        'ChangeShop',
        { shopId: 'bestaat-niet', categoryId: 'mode', name: 'Nieuw', url: 'https://www.nieuw.be' },
        'ShopNotFound',
      ],
      ['RemoveShop', { shopId: 'bestaat-niet' }, 'ShopNotFound'],
      ['AddShop', { categoryId: 'bestaat-niet', name: 'Nieuw', url: 'https://www.nieuw.be' }, 'ShopCategoryNotFound'],
      [
        'ChangeShop',
        { shopId: 'jbc', categoryId: 'bestaat-niet', name: 'JBC', url: 'https://www.jbc.be' },
        'ShopCategoryNotFound',
      ],
      ['RenameCategory', { categoryId: 'bestaat-niet', name: 'Iets' }, 'ShopCategoryNotFound'],
      ['RemoveCategory', { categoryId: 'bestaat-niet' }, 'ShopCategoryNotFound'],
      ['AddShop', { categoryId: 'mode', name: 'zalando', url: 'https://www.zalando.nl' }, 'ShopNameTaken'],
      ['ChangeShop', { shopId: 'jbc', categoryId: 'mode', name: 'ZEB', url: 'https://www.jbc.be' }, 'ShopNameTaken'],
      ['AddCategory', { name: 'speelgoed' }, 'ShopCategoryNameTaken'],
      ['RenameCategory', { categoryId: 'mode', name: 'WONEN' }, 'ShopCategoryNameTaken'],
      ['RemoveCategory', { categoryId: 'mode' }, 'ShopCategoryNotEmpty'],
    ];
    for (const [action, body, problem] of refusals) {
      const answer = await support.post(`/api/Support/Shops/${action}`, body);
      expect({ action, status: answer.status, body: answer.body }).toEqual({ action, status: 422, body: problem });
    }
    expect({ catalogue: storedEvents(t, 'shop-catalogue').length, audit: auditedActions(t).length }).toEqual(before);
  });

  it('refuses addresses other than https, names beyond the limits and malformed ids with 400', async () => {
    const bad: [string, object, string][] = [
      ['AddShop', { categoryId: 'mode', name: 'Plain', url: 'http://www.plain.be' }, 'url'],
      ['AddShop', { categoryId: 'mode', name: 'Script', url: 'javascript:alert(1)' }, 'url'],
      ['AddShop', { categoryId: 'mode', name: 'Data', url: 'data:text/html,<script>alert(1)</script>' }, 'url'],
      ['AddShop', { categoryId: 'mode', name: 'Inlog', url: 'https://gebruiker:geheim@www.inlog.be' }, 'url'],
      ['AddShop', { categoryId: 'mode', name: 'Lokaal', url: 'https://localhost' }, 'url'],
      [
        'AddShop',
        { categoryId: 'mode', name: 'Lang', url: `https://www.lang.be/${'a'.repeat(limits.shopUrl)}` },
        'url',
      ],
      ['AddShop', { categoryId: 'mode', name: 'x'.repeat(limits.shopName + 1), url: 'https://www.lang.be' }, 'name'],
      ['AddShop', { categoryId: 'mode', name: '   ', url: 'https://www.leeg.be' }, 'name'],
      ['AddShop', { categoryId: 'mode', name: 'Omgekeerd\u202Eexe', url: 'https://www.omgekeerd.be' }, 'name'],
      ['AddCategory', { name: 'y'.repeat(limits.shopCategoryName + 1) }, 'name'],
      ['RemoveShop', { shopId: '../jbc' }, 'shopId'],
    ];
    for (const [action, body, field] of bad) {
      const answer = await support.post<{ problem: string; fields: { path: string }[] }>(
        `/api/Support/Shops/${action}`,
        body,
      );
      expect({ action, field, status: answer.status, problem: answer.body.problem }).toEqual({
        action,
        field,
        status: 400,
        problem: 'InvalidInput',
      });
      expect(answer.body.fields.map((f) => f.path)).toContain(field);
    }
  });

  it('lets only one of two adds of one name at the same moment through (decided on the catalogue stream)', async () => {
    const [a, b] = await Promise.all([
      support.post('/api/Support/Shops/AddShop', {
        categoryId: 'wonen',
        name: 'IKEA',
        url: 'https://www.ikea.com/be/nl/',
      }),
      support.post('/api/Support/Shops/AddShop', {
        categoryId: 'wonen',
        name: 'Ikea',
        url: 'https://www.ikea.com/nl/nl/',
      }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 422]);
    expect([a.body, b.body]).toContain('ShopNameTaken');
    expect(
      storedEvents(t, 'shop-catalogue').filter((e) => e.type === 'ShopAdded' && /ikea/i.test(e.data)),
    ).toHaveLength(1);
  });
});

/** A shop's logo (issue 27): `POST /api/Support/Shops/SetLogo/<shopId>` with a PNG, `RemoveLogo`. */
describe('support sets a shop logo', () => {
  let t: TestApp;
  let support: ApiClient;
  beforeAll(async () => {
    t = await startTestApp();
    support = await supportClient(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const logo = (width: number) =>
    sharp({ create: { width, height: 100, channels: 3, background: { r: 20, g: 90, b: 200 } } })
      .png()
      .toBuffer();
  const setLogo = async (client: ApiClient, shopId: string, body: Buffer | string) =>
    client.raw<ShopsAnswer & { problem?: string }>('POST', `/api/Support/Shops/SetLogo/${shopId}`, body, {
      'content-type': 'image/png',
      'x-csrf-token': await client.csrfToken(),
    });
  const logoOf = (directory: ShopsAnswer, shopId: string) => directory.shops.find((s) => s.id === shopId)?.logoImage;
  /** Waits until the picture at `url` is served (200) or not (404): the image_references read model follows the catalogue. */
  async function served(url: string, status: 200 | 404) {
    const answer = await readUntil(
      () => fetch(t.url + url),
      (a) => a.status === status,
    );
    if (answer.status === status) return answer;
    throw new Error(`${url} never answered ${status}`);
  }

  it("shows the logo in both directories and serves it while the shop shows it; a new logo, its removal or the shop's removal releases it", async () => {
    const {
      body: { shops },
    } = await support.post<ShopsAnswer>('/api/Support/Shops/AddShop', {
      categoryId: 'wonen',
      name: 'Logo Huis',
      url: 'https://logohuis.example.be',
    });
    const shopId = shops.find((s) => s.name === 'Logo Huis')!.id;

    const first = await setLogo(support, shopId, await logo(300));
    expect(first.status).toBe(200);
    const firstUrl = logoOf(first.body, shopId)!;
    expect(firstUrl).toMatch(/^\/api\/Image\/[0-9a-f-]{36}$/);
    expect(logoOf(await publicDirectory(t.url, (d) => logoOf(d, shopId) === firstUrl), shopId)).toBe(firstUrl);
    expect((await served(firstUrl, 200)).headers.get('content-type')).toBe('image/png');

    const second = logoOf((await setLogo(support, shopId, await logo(200))).body, shopId)!;
    expect(second).not.toBe(firstUrl);
    await served(second, 200);
    await served(firstUrl, 404);

    const removed = await support.post<ShopsAnswer>('/api/Support/Shops/RemoveLogo', { shopId });
    expect(logoOf(removed.body, shopId)).toBeNull();
    await served(second, 404);
    await publicDirectory(t.url, (d) => logoOf(d, shopId) === null);

    const third = logoOf((await setLogo(support, shopId, await logo(250))).body, shopId)!;
    await served(third, 200);
    await support.post('/api/Support/Shops/RemoveShop', { shopId });
    await served(third, 404);

    expect(
      storedEvents(t, 'shop-catalogue')
        .filter((e) => e.type === 'ShopLogoChanged')
        .map((e) => JSON.parse(e.data).imageId),
    ).toEqual([firstUrl.split('/').pop(), second.split('/').pop(), null, third.split('/').pop()]);
    expect(
      auditedActions(t)
        .filter((a) => a.action === 'SetShopLogo')
        .map((a) => a.detail),
    ).toEqual([
      `${shopId} ${firstUrl.split('/').pop()}`,
      `${shopId} ${second.split('/').pop()}`,
      shopId,
      `${shopId} ${third.split('/').pop()}`,
    ]);
  });

  it('refuses others, an unknown shop and what is not a PNG, appending and recording nothing', async () => {
    const before = [storedEvents(t, 'shop-catalogue').length, auditedActions(t).length];
    const { client: someone } = await register(t.url);
    expect(await setLogo(someone, 'bol', await logo(100))).toMatchObject({
      status: 403,
      body: { problem: 'NotSupport' },
    });
    expect(await someone.post('/api/Support/Shops/RemoveLogo', { shopId: 'bol' })).toMatchObject({ status: 403 });
    expect(await setLogo(support, 'nergens', await logo(100))).toMatchObject({ status: 422, body: 'ShopNotFound' });
    expect(await setLogo(support, 'bol', 'geen afbeelding')).toMatchObject({ status: 422, body: 'InvalidImage' });
    expect(
      await setLogo(
        support,
        'bol',
        await sharp({ create: { width: 50, height: 50, channels: 3, background: 'red' } })
          .jpeg()
          .toBuffer(),
      ),
    ).toMatchObject({ status: 422, body: 'InvalidImage' });
    expect(await setLogo(support, 'Niet-Geldig!', await logo(100))).toMatchObject({
      status: 400,
      body: { problem: 'InvalidInput' },
    });
    expect([storedEvents(t, 'shop-catalogue').length, auditedActions(t).length]).toEqual(before);
  });
});

describe('the shop catalogue as support sees it', () => {
  it('is editable with the shops switch off, and a catalogue support emptied is not seeded again at a restart', async () => {
    const base = await startTestApp();
    const off = await startTestApp({ site: { ...base.config.site, shops: false } });
    await base.close();
    try {
      const { client: support, userId } = await register(off.url);
      off.config.supportUsers.push(userId);
      expect((await new ApiClient(off.url).get('/api/Shop/')).status).toBe(404);
      const catalogue = await support.get<ShopsAnswer>('/api/Support/Shops');
      expect(catalogue).toMatchObject({
        status: 200,
        body: { categories: expect.arrayContaining([{ id: 'boeken', name: 'Boeken' }]) },
      });
      for (const shop of catalogue.body.shops)
        expect((await support.post('/api/Support/Shops/RemoveShop', { shopId: shop.id })).status).toBe(200);
      for (const category of catalogue.body.categories)
        expect((await support.post('/api/Support/Shops/RemoveCategory', { categoryId: category.id })).status).toBe(200);
      await off.close({ keepData: true });
      const restarted = await startTestApp({ dataDir: off.config.dataDir, supportUsers: [userId] });
      try {
        expect((await new ApiClient(restarted.url).get<ShopsAnswer>('/api/Shop/')).body).toEqual({
          categories: [],
          shops: [],
        });
        expect(storedEvents(restarted, 'shop-catalogue').filter((e) => e.type === 'ShopAdded')).toHaveLength(25);
      } finally {
        await restarted.close();
      }
    } catch (error) {
      await off.close().catch(() => undefined);
      throw error;
    }
  });
});
