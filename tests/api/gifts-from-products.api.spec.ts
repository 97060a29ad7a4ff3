import type { GiftEditAnswer, OwnerWishlist, VisitorWishlist } from '@wl/contracts';
import { freshEans } from '../../backend/src/products/product-catalogue.contract.js';
import {
  PRODUCT_CATALOGUE,
  type CatalogueProduct,
  type ProductCatalogue,
} from '../../backend/src/products/product-catalogue.port.js';
import { ApiClient, ownerWithGift, register } from '../support/api-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const [ean] = freshEans(1) as [string];

function offer(offerId: string, title: string, price: number, extra: Partial<CatalogueProduct> = {}): CatalogueProduct {
  return {
    offerId,
    title,
    description: '',
    url: `https://speelgoed.example/p/${offerId}?ref=feed`,
    imageUrl: `https://speelgoed.example/img/${offerId}.jpg`,
    price,
    eans: [],
    brand: null,
    ...extra,
  };
}

const puzzle = 'speelgoed:puzzel';

describe('gifts made from a catalogue product (POST /api/MyGift/EditWithProduct)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
    const catalogue = t.app.get<ProductCatalogue>(PRODUCT_CATALOGUE);
    await catalogue.replaceShop('speelgoed', [
      offer('puzzel', 'Houten puzzel boerderij', 14.99, { eans: [ean] }),
      offer('bal', 'Voetbal maat 5', 19.5, { imageUrl: 'http://speelgoed.example/img/bal.jpg' }),
      offer('kapot', 'Knutseldoos', 9, { url: 'javascript:alert(1)' }),
    ]);
    await catalogue.replaceShop('boekenwinkel', [
      offer('puzzel-b', 'Puzzel boerderij (hout)', 12.5, { url: 'https://boeken.example/puzzel', eans: [ean] }),
    ]);
  });
  afterAll(async () => {
    await t.close();
  });

  const fromProduct = (client: ApiClient, body: Record<string, unknown>) =>
    client.post<GiftEditAnswer>('/api/MyGift/EditWithProduct', {
      description: 'Een puzzel',
      enableCrossOff: true,
      productSource: puzzle,
      productSourceType: 'ProductSearch',
      ...body,
    });

  it("creates a gift with the product's link, EANs and picture (201), and visitors see the product fields", async () => {
    const { owner, categoryId } = await ownerWithGift(t.url);
    const created = await fromProduct(owner.client, {
      categoryPrivateGuid: categoryId,
      description: 'De puzzel met de koeien',
    });
    expect(created.status).toBe(201);
    const productFields = {
      description: 'De puzzel met de koeien',
      uri: 'https://speelgoed.example/p/puzzel?ref=feed',
      uriDisplayText: 'speelgoed.example',
      displayImageUrl: 'https://speelgoed.example/img/puzzel.jpg',
      faviconSite: 'https://speelgoed.example/favicon.ico',
      productId: puzzle,
      productEans: [ean],
      crossOffEnabled: true,
    };
    expect(created.body).toMatchObject({ isCreate: true, editedGift: productFields });

    const visitor = await new ApiClient(t.url).get<VisitorWishlist>(`/api/Wishlist/Get/${owner.account.username}`);
    const shown = visitor.body.categories
      .flatMap((category) => category.gifts)
      .find((gift) => gift.publicGuid === created.body.editedGift.publicGuid);
    expect(shown).toMatchObject(productFields);
  });

  it('turns a free gift into the product (200), keeps the product while the link stays, and drops it with another link', async () => {
    const { owner, categoryId, giftId } = await ownerWithGift(t.url);
    const updated = await fromProduct(owner.client, { publicGuid: giftId, categoryPrivateGuid: categoryId });
    expect(updated).toMatchObject({
      status: 200,
      body: {
        isCreate: false,
        editedGift: { publicGuid: giftId, productId: puzzle, uri: 'https://speelgoed.example/p/puzzel?ref=feed' },
      },
    });

    const free = { publicGuid: giftId, categoryPrivateGuid: categoryId, enableCrossOff: false, hasCustomImage: true };
    const sameLink = await owner.client.post<GiftEditAnswer>('/api/MyGift/EditWithoutProduct', {
      ...free,
      description: 'Andere tekst',
      url: 'https://speelgoed.example/p/puzzel?ref=feed',
    });
    expect(sameLink.body.editedGift).toMatchObject({
      description: 'Andere tekst',
      productId: puzzle,
      productEans: [ean],
      displayImageUrl: 'https://speelgoed.example/img/puzzel.jpg',
    });

    const otherLink = await owner.client.post<GiftEditAnswer>('/api/MyGift/EditWithoutProduct', {
      ...free,
      description: 'Andere tekst',
      url: 'https://example.com/iets',
    });
    expect(otherLink.body.editedGift).toMatchObject({
      productId: null,
      productEans: [],
      displayImageUrl: null,
      faviconSite: null,
    });
  });

  it('leaves out a picture that is not https', async () => {
    const { owner, categoryId } = await ownerWithGift(t.url);
    const created = await fromProduct(owner.client, {
      categoryPrivateGuid: categoryId,
      productSource: 'speelgoed:bal',
    });
    expect(created).toMatchObject({
      status: 201,
      body: { editedGift: { productId: 'speelgoed:bal', displayImageUrl: null } },
    });
  });

  it('answers 422 ProductNotFound for a product the catalogue does not have, or one whose link is not a web address, and adds nothing', async () => {
    const { owner, categoryId } = await ownerWithGift(t.url);
    const before = (await owner.client.get<OwnerWishlist>(`/api/MyList/Get/${owner.wishlistId}`)).body;
    for (const productSource of ['speelgoed:bestaat-niet', 'speelgoed:kapot']) {
      expect(await fromProduct(owner.client, { categoryPrivateGuid: categoryId, productSource })).toMatchObject({
        status: 422,
        body: 'ProductNotFound',
      });
    }
    expect((await owner.client.get(`/api/MyList/Get/${owner.wishlistId}`)).body).toEqual(before);
  });

  it("refuses someone else's list like EditWithoutProduct: 401 without login, GiftNotFound to another user, the list unchanged", async () => {
    const { owner, categoryId, giftId } = await ownerWithGift(t.url);
    const before = (await owner.client.get(`/api/MyList/Get/${owner.wishlistId}`)).body;
    expect((await fromProduct(new ApiClient(t.url), { categoryPrivateGuid: categoryId })).status).toBe(401);
    const stranger = (await register(t.url)).client;
    expect(await fromProduct(stranger, { categoryPrivateGuid: categoryId })).toMatchObject({
      status: 422,
      body: 'GiftNotFound',
    });
    expect(await fromProduct(stranger, { publicGuid: giftId, categoryPrivateGuid: categoryId })).toMatchObject({
      status: 422,
      body: 'GiftNotFound',
    });
    expect((await owner.client.get(`/api/MyList/Get/${owner.wishlistId}`)).body).toEqual(before);
  });

  it('refuses bad input with 400', async () => {
    const { owner, categoryId } = await ownerWithGift(t.url);
    for (const body of [
      { productSourceType: 'LinkPreview' },
      { productSource: '' },
      { description: '' },
      { categoryPrivateGuid: 'geen-guid' },
    ]) {
      expect(await fromProduct(owner.client, { categoryPrivateGuid: categoryId, ...body })).toMatchObject({
        status: 400,
        body: { problem: 'InvalidInput' },
      });
    }
  });
});

describe('gifts from products with product search switched off', () => {
  let t: TestApp;
  beforeAll(async () => {
    const on = (await import('../../backend/src/platform/config/config.js')).configFromEnv({}).site;
    t = await startTestApp({ site: { ...on, productSearch: false } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 404', async () => {
    const { owner, categoryId } = await ownerWithGift(t.url);
    const body = {
      categoryPrivateGuid: categoryId,
      description: 'Een puzzel',
      enableCrossOff: true,
      productSource: puzzle,
      productSourceType: 'ProductSearch',
    };
    expect(await owner.client.post('/api/MyGift/EditWithProduct', body)).toMatchObject({ status: 404 });
  });
});
