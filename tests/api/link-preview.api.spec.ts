import { ApiClient, register } from '../support/api-client.js';
import { type ShopPages, startShopPages } from '../support/shop-pages.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const PREVIEW = '/api/Gift/EmbellishUrlV2';
const PREVIEWS_PER_USER = 12;

describe('link previews (POST /api/Gift/EmbellishUrlV2)', () => {
  let shop: ShopPages;
  let t: TestApp;
  beforeAll(async () => {
    shop = await startShopPages();
    t = await startTestApp({
      linkPreviewAllowHosts: [shop.host],
      rateLimitPoints: { newUsersPerIp: 10_000, newUsersSiteWide: 10_000, linkPreviewsPerUser: PREVIEWS_PER_USER },
    });
  });
  afterAll(async () => {
    await t.close();
    await shop.close();
  });

  it('answers a logged-in owner the preview of a shop page, with the link cleaned of tracking parameters', async () => {
    const { client } = await register(t.url);
    const url = `${shop.origin}/speelkeuken?kleur=naturel&utm_source=nieuwsbrief&fbclid=abc#reviews`;
    const answer = await client.post(PREVIEW, { url });
    expect(answer).toMatchObject({
      status: 200,
      body: {
        url,
        sanitizedUrl: `${shop.origin}/speelkeuken?kleur=naturel`,
        title: 'Houten speelkeuken Bosrijk – met oven en kraan',
        // The JSON-LD's first picture is relative to an http page: only its https one can be shown.
        imageForDisplay: 'https://cdn.speelgoedhuis-lier.example/2.jpg',
        faviconSite: null,
        productEans: ['5412345678908', '5412345678915'],
        productId: null,
        urlDisplayText: '127.0.0.1',
      },
    });
  });

  it('fetches a link once for everybody while its preview is fresh', async () => {
    const [first, second] = [await register(t.url), await register(t.url)];
    const url = `${shop.origin}/boek`;
    expect((await first.client.post(PREVIEW, { url })).status).toBe(200);
    expect((await second.client.post(PREVIEW, { url: `${url}?utm_medium=mail` })).body).toMatchObject({
      title: 'De dappere draak (AVI-start)',
    });
    expect(shop.hits.get('/boek')).toBe(1);
  });

  it('answers 204 when the page has no title and no picture, or when it cannot or may not be fetched', async () => {
    const { client } = await register(t.url);
    for (const url of [
      `${shop.origin}/leeg`,
      `${shop.origin}/bestaat-niet`,
      'http://10.0.0.1/',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::1]/',
      `http://127.0.0.1:${Number(shop.host.split(':')[1]) + 1}/`,
      'https://localhost/',
    ]) {
      const answer = await client.post(PREVIEW, { url });
      expect({ url, status: answer.status, body: answer.body }).toEqual({ url, status: 204, body: null });
    }
  });

  it('refuses anonymous callers with 401 and fetches nothing', async () => {
    const answer = await new ApiClient(t.url).post(PREVIEW, { url: `${shop.origin}/fietsen` });
    expect(answer).toMatchObject({ status: 401, body: { problem: 'NotLoggedIn' } });
    expect(shop.hits.get('/fietsen')).toBeUndefined();
  });

  it.each([
    ['no link', {}],
    ['an empty link', { url: '' }],
    ['a javascript: link', { url: 'javascript:alert(1)' }],
    ['a link with credentials', { url: 'https://bol.example@evil.example/' }],
    ['a too long link', { url: `https://winkel.example/${'a'.repeat(2000)}` }],
    ['a number', { url: 42 }],
  ])('refuses %s with 400', async (_name, body) => {
    const { client } = await register(t.url);
    expect(await client.post(PREVIEW, body)).toMatchObject({ status: 400, body: { problem: 'InvalidInput' } });
  });

  describe("the picture of a preview as the gift's picture (imageUrl of EditWithoutProduct)", () => {
    const editGift = async (client: ApiClient, wishlistId: string, imageUrl: string) => {
      const list = await client.get<{ categories: { privateGuid: string }[] }>(`/api/MyList/Get/${wishlistId}`);
      return client.post<{ problem?: string; editedGift: { displayImageUrl: string | null } }>(
        '/api/MyGift/EditWithoutProduct',
        {
          categoryPrivateGuid: list.body.categories[0]!.privateGuid,
          description: 'Speelkeuken',
          enableCrossOff: true,
          url: `${shop.origin}/speelkeuken`,
          imageUrl,
        },
      );
    };

    it('keeps a PNG copy of the picture on our server', async () => {
      const { client, wishlistId } = await register(t.url);
      const answer = await editGift(client, wishlistId, `${shop.origin}/foto.jpg`);
      expect(answer.status).toBe(201);
      const picture = await fetch(t.url + answer.body.editedGift.displayImageUrl!);
      expect(picture.headers.get('content-type')).toBe('image/png');
      expect(
        Buffer.from(await picture.arrayBuffer())
          .subarray(1, 4)
          .toString(),
      ).toBe('PNG');
    });

    it('saves the gift without a picture (SaveImageFailed) when the address may not be fetched or is no picture', async () => {
      const { client, wishlistId } = await register(t.url);
      for (const imageUrl of ['http://169.254.169.254/latest/meta-data/', `${shop.origin}/speelkeuken`]) {
        const answer = await editGift(client, wishlistId, imageUrl);
        expect(answer).toMatchObject({
          status: 422,
          body: { problem: 'SaveImageFailed', editedGift: { displayImageUrl: null } },
        });
      }
    });

    it('refuses a picture of 16 bits per channel, as an upload is refused (it was decoded and saved)', async () => {
      const { client, wishlistId } = await register(t.url);
      const answer = await editGift(client, wishlistId, `${shop.origin}/diep.png`);
      expect(answer).toMatchObject({
        status: 422,
        body: { problem: 'SaveImageFailed', editedGift: { displayImageUrl: null } },
      });
      expect(shop.hits.get('/diep.png')).toBe(1);
    });
  });

  it('limits how many previews one user asks for', async () => {
    const { client } = await register(t.url);
    for (let i = 0; i < PREVIEWS_PER_USER; i++)
      expect((await client.post(PREVIEW, { url: `${shop.origin}/leeg?pagina=${i}` })).status).toBe(204);
    const refused = await client.post(PREVIEW, { url: `${shop.origin}/speelkeuken` });
    expect(refused).toMatchObject({ status: 429, body: { problem: 'TooManyRequests' } });
    expect(refused.headers.get('retry-after')).toBeTruthy();
  });
});
