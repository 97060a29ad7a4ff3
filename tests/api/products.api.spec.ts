import type { ByEansAnswer, ProductSearchAnswer } from '@wl/contracts';
import { freshEans } from '../../backend/src/products/product-catalogue.contract.js';
import {
  PRODUCT_CATALOGUE,
  type CatalogueProduct,
  type ProductCatalogue,
} from '../../backend/src/products/product-catalogue.port.js';
import { ApiClient } from '../support/api-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const [shared, other] = freshEans(2) as [string, string];

function offer(offerId: string, title: string, price: number, extra: Partial<CatalogueProduct> = {}): CatalogueProduct {
  return {
    offerId,
    title,
    description: '',
    url: `https://fietsenwinkel.example/p/${offerId}`,
    imageUrl: `https://fietsenwinkel.example/img/${offerId}.jpg`,
    price,
    eans: [],
    brand: null,
    ...extra,
  };
}

const bikes = Array.from({ length: 45 }, (_, i) => offer(`f${i}`, `Stadsfiets model ${i}`, 200 + i * 10));

describe('product calls (POST /api/Product/ProductSearch, GET /api/Product/ByEans)', () => {
  let t: TestApp;
  let client: ApiClient;
  const search = (body: object) =>
    client.post<ProductSearchAnswer & { problem?: string }>('/api/Product/ProductSearch', body);

  beforeAll(async () => {
    t = await startTestApp();
    client = new ApiClient(t.url);
    const catalogue = t.app.get<ProductCatalogue>(PRODUCT_CATALOGUE);
    await catalogue.replaceShop('fietsenwinkel', [
      ...bikes,
      offer('k1', 'Kinderfiets 16 inch roze', 179, {
        description: 'Een stevige fiets voor kinderen van 4 tot 6 jaar',
        eans: [shared],
      }),
      offer('k2', 'Kinderfiets 20 inch groen', 229),
      offer('c1', 'Crèmekleurige fietsmand', 35),
    ]);
    await catalogue.replaceShop('speelgoedwinkel', [
      offer('s1', 'Kinderfiets 16 inch roze', 169, {
        url: 'https://speelgoedwinkel.example/kinderfiets-16',
        eans: [shared],
      }),
      offer('s2', 'Houten puzzel boerderij', 15, { url: 'https://speelgoedwinkel.example/puzzel', eans: [other] }),
    ]);
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers the first page of 30 and later pages of 10 without overlap, with the total', async () => {
    const first = await search({ term: 'stadsfiets', count: 30, offset: 0 });
    const second = await search({ term: 'stadsfiets', count: 10, offset: 30 });
    const third = await search({ term: 'stadsfiets', count: 10, offset: 40 });
    expect(first.status).toBe(200);
    expect([first.body.products.length, second.body.products.length, third.body.products.length]).toEqual([30, 10, 5]);
    expect([first.body.total, second.body.total, third.body.total]).toEqual([45, 45, 45]);
    const ids = [first, second, third].flatMap((page) => page.body.products.map((p) => p.productId));
    expect(new Set(ids).size).toBe(45);
  });

  it('filters on price', async () => {
    const { body } = await search({ term: 'stadsfiets', count: 30, offset: 0, minPrice: 300, maxPrice: 350 });
    expect(body.total).toBe(6);
    expect(body.products.map((p) => p.products[0]!.price).sort()).toEqual([300, 310, 320, 330, 340, 350]);
  });

  it('finds Dutch words by prefix, with folded diacritics, every word required', async () => {
    const titles = async (term: string) =>
      (await search({ term, count: 30, offset: 0 })).body.products.map((p) => p.title).sort();
    expect(await titles('kinderfiets')).toEqual(['Kinderfiets 16 inch roze', 'Kinderfiets 20 inch groen']);
    expect(await titles('fiets')).toContain('Kinderfiets 16 inch roze');
    expect(await titles('cremekleurige')).toEqual(['Crèmekleurige fietsmand']);
    expect(await titles('kinderfiets groen')).toEqual(['Kinderfiets 20 inch groen']);
    expect(await titles('kinderfiets blauw')).toEqual([]);
  });

  it('answers one hit per product offered by several shops, with every offer cheapest first and the shop favicon', async () => {
    const { body } = await search({ term: 'kinderfiets roze', count: 30, offset: 0 });
    expect(body.total).toBe(1);
    const [hit] = body.products;
    expect(hit).toMatchObject({
      title: 'Kinderfiets 16 inch roze',
      shopId: 'speelgoedwinkel',
      eans: [shared],
      image: 'https://fietsenwinkel.example/img/s1.jpg',
    });
    expect(hit!.products.map((p) => [p.shopId, p.price, p.faviconSite])).toEqual([
      ['speelgoedwinkel', 169, 'https://speelgoedwinkel.example/favicon.ico'],
      ['fietsenwinkel', 179, 'https://fietsenwinkel.example/favicon.ico'],
    ]);
  });

  it('answers an empty result for a term nothing matches', async () => {
    expect(await search({ term: 'olifantenslurf', count: 30, offset: 0 })).toMatchObject({
      status: 200,
      body: { products: [], total: 0 },
    });
  });

  it('refuses bad input with 400', async () => {
    for (const body of [
      { term: '', count: 30, offset: 0 },
      { term: 'fiets', count: 31, offset: 0 },
      { term: 'fiets', count: 10, offset: -1 },
      { term: 'fiets', count: 10, offset: 0, minPrice: -5 },
      { term: 'x'.repeat(1000), count: 10, offset: 0 },
    ]) {
      expect(await search(body)).toMatchObject({ status: 400, body: { problem: 'InvalidInput' } });
    }
  });

  it('looks up groups by EAN, one group per product, every shop cheapest first', async () => {
    const answer = await client.get<ByEansAnswer>(
      `/api/Product/ByEans?eans=${shared}&eans=${other}&eans=${freshEans(1)[0]}`,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.map((group) => group.products.map((p) => [p.shopId, p.price]))).toEqual([
      [
        ['speelgoedwinkel', 169],
        ['fietsenwinkel', 179],
      ],
      [['speelgoedwinkel', 15]],
    ]);
  });

  it('looks up by product id too: a product without EAN alone, one with EANs with its group, each group once (issue 27)', async () => {
    const lookUp = (query: string) => client.get<ByEansAnswer>(`/api/Product/ByEans?${query}`);
    const prices = (answer: { body: ByEansAnswer }) =>
      answer.body.map((group) => [group.eans, group.products.map((p) => [p.productId, p.price])]);
    expect(prices(await lookUp('productIds=fietsenwinkel:k2'))).toEqual([[[], [['fietsenwinkel:k2', 229]]]]);
    expect(
      prices(
        await lookUp(
          `eans=${shared}&productIds=fietsenwinkel:k1&productIds=fietsenwinkel:c1&productIds=fietsenwinkel:nergens`,
        ),
      ),
    ).toEqual([
      [
        [shared],
        [
          ['speelgoedwinkel:s1', 169],
          ['fietsenwinkel:k1', 179],
        ],
      ],
      [[], [['fietsenwinkel:c1', 35]]],
    ]);
    const eleven = [
      ...freshEans(6).map((ean) => `eans=${ean}`),
      ...['a:1', 'a:2', 'a:3', 'a:4', 'a:5'].map((id) => `productIds=${id}`),
    ].join('&');
    for (const query of [eleven, 'productIds=zonderdubbelepunt', `productIds=${'x'.repeat(199)}:1`]) {
      expect(await lookUp(query)).toMatchObject({ status: 400, body: { problem: 'InvalidInput' } });
    }
  });

  it('refuses 11 EANs, none, and an EAN with a bad check digit with 400', async () => {
    const eleven = freshEans(11)
      .map((ean) => `eans=${ean}`)
      .join('&');
    for (const query of [eleven, '', `eans=${shared.slice(0, 12)}${(Number(shared[12]) + 1) % 10}`, 'eans=abc']) {
      expect(await client.get(`/api/Product/ByEans?${query}`)).toMatchObject({
        status: 400,
        body: { problem: 'InvalidInput' },
      });
    }
  });
});

describe('product calls with their switches off', () => {
  let t: TestApp;
  beforeAll(async () => {
    const on = (await import('../../backend/src/platform/config/config.js')).configFromEnv({}).site;
    t = await startTestApp({ site: { ...on, productSearch: false, productPriceComparisonEnabled: false } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 404 for search and lookup', async () => {
    const client = new ApiClient(t.url);
    expect(await client.post('/api/Product/ProductSearch', { term: 'fiets', count: 30, offset: 0 })).toMatchObject({
      status: 404,
    });
    expect(await client.get(`/api/Product/ByEans?eans=${shared}`)).toMatchObject({ status: 404 });
  });
});

describe('product search rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ rateLimitPoints: { productSearchesPerIp: 3 } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 429 once one address has searched its allowance', async () => {
    const client = new ApiClient(t.url);
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await client.post('/api/Product/ProductSearch', { term: 'fiets', count: 30, offset: 0 })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
