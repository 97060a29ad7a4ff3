import { limits, thumbnailUrl } from '@wl/contracts';
import sharp from 'sharp';
import { ApiClient, ownerWithGift, register } from '../support/api-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const picture = (format: 'png' | 'jpeg', width = 2400, height = 1600) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 80 } } })
    [format]()
    .toBuffer();

async function upload(client: ApiClient, username: string, body: Buffer, contentType = 'image/png') {
  return client.raw<{ imageUrl: string; problem?: string }>(
    'POST',
    `/api/WishlistImage/UploadImage/${username}`,
    body,
    {
      'content-type': contentType,
      'x-csrf-token': await client.csrfToken(),
    },
  );
}

describe('list pictures', () => {
  it('takes a PNG, scales it to fit 1200×1200 and serves it; the list shows it', async () => {
    const owner = await register(t.url);
    const answer = await upload(owner.client, owner.account.username, await picture('png'));
    expect(answer.status).toBe(200);
    expect(answer.body.imageUrl).toMatch(/^\/api\/Image\/[0-9a-f-]{36}$/);
    const served = await fetch(t.url + answer.body.imageUrl);
    expect(served.headers.get('content-type')).toBe('image/png');
    const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['png', 1200, 800]);
    expect((await new ApiClient(t.url).get(`/api/Wishlist/Get/${owner.account.username}`)).body).toMatchObject({
      imageUrl: answer.body.imageUrl,
    });
    expect((await owner.client.get(`/api/WishlistImage/GetWishlistImageUrl/${owner.account.username}`)).body).toEqual({
      imageUrl: answer.body.imageUrl,
    });
  });

  it('refuses what is not a PNG by its content (a JPEG sent as image/png, text), and other people', async () => {
    const owner = await register(t.url);
    expect(await upload(owner.client, owner.account.username, await picture('jpeg'))).toMatchObject({
      status: 422,
      body: 'InvalidImage',
    });
    expect(await upload(owner.client, owner.account.username, Buffer.from('geen plaatje'))).toMatchObject({
      status: 422,
      body: 'InvalidImage',
    });
    const other = await register(t.url);
    expect((await upload(other.client, owner.account.username, await picture('png', 10, 10))).status).toBe(404);
  });

  it('lists theme pictures and sets one', async () => {
    const owner = await register(t.url);
    const themes = await owner.client.get<{ id: string; url: string }[]>('/api/WishlistImage/GetThemeImages');
    expect(themes.body.length).toBeGreaterThan(3);
    const set = await owner.client.post('/api/WishlistImage/SetThemeImage', {
      id: themes.body[1]!.id,
      username: owner.account.username,
    });
    expect(set).toMatchObject({ status: 200, body: { imageUrl: themes.body[1]!.url } });
    expect(
      (
        await owner.client.post('/api/WishlistImage/SetThemeImage', {
          id: 'onbekend',
          username: owner.account.username,
        })
      ).status,
    ).toBe(400);
  });
});

describe('gift pictures', () => {
  it('saves a PNG with the gift, and still saves the gift when the picture fails (422 SaveImageFailed)', async () => {
    const { owner, categoryId, giftId } = await ownerWithGift(t.url);
    const withPicture = await owner.client.post<{ editedGift: { displayImageUrl: string | null } }>(
      '/api/MyGift/EditWithoutProduct',
      {
        publicGuid: giftId,
        categoryPrivateGuid: categoryId,
        description: 'Met foto',
        enableCrossOff: true,
        hasCustomImage: true,
        newImageBase64: (await picture('png', 300, 300)).toString('base64'),
      },
    );
    expect(withPicture.status).toBe(200);
    expect(withPicture.body.editedGift.displayImageUrl).toMatch(/^\/api\/Image\//);
    const broken = await owner.client.post<{ problem: string; editedGift: { description: string }; isCreate: boolean }>(
      '/api/MyGift/EditWithoutProduct',
      {
        categoryPrivateGuid: categoryId,
        description: 'Kapotte foto',
        enableCrossOff: true,
        hasCustomImage: true,
        newImageBase64: Buffer.from('nee').toString('base64'),
      },
    );
    expect(broken).toMatchObject({
      status: 422,
      body: {
        problem: 'SaveImageFailed',
        isCreate: true,
        editedGift: { description: 'Kapotte foto', displayImageUrl: null },
      },
    });
  });

  it('keeps a small WebP copy for the lists, served under the same rules as the picture; another size is refused', async () => {
    const { owner, categoryId, giftId } = await ownerWithGift(t.url);
    const saved = await owner.client.post<{ editedGift: { displayImageUrl: string } }>(
      '/api/MyGift/EditWithoutProduct',
      {
        publicGuid: giftId,
        categoryPrivateGuid: categoryId,
        description: 'Met foto',
        enableCrossOff: true,
        hasCustomImage: true,
        newImageBase64: (await picture('png', 1200, 600)).toString('base64'),
      },
    );
    const url = saved.body.editedGift.displayImageUrl;
    const small = await fetch(`${t.url}${thumbnailUrl(url)}`);
    expect(small.headers.get('content-type')).toBe('image/webp');
    const metadata = await sharp(Buffer.from(await small.arrayBuffer())).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual([
      'webp',
      limits.imageThumbnailSide,
      limits.imageThumbnailSide / 2,
    ]);
    expect((await fetch(`${t.url}${url}?size=huge`)).status).toBe(400);

    await owner.client.post('/api/MyGift/EditWithoutProduct', {
      publicGuid: giftId,
      categoryPrivateGuid: categoryId,
      description: 'Zonder foto',
      enableCrossOff: true,
      hasCustomImage: false,
    });
    expect((await fetch(`${t.url}${thumbnailUrl(url)}`)).status).toBe(404);
  });
});
