import type { DocumentStore } from '@wl/projections';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { Images } from '../../backend/src/platform/images/images.js';
import { DOCUMENT_STORE } from '../../backend/src/platform/tokens.js';
import { type ApiClient, ownerWithGift, register } from '../support/api-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

interface GiftAnswer {
  problem?: string;
  isCreate: boolean;
  editedGift: { publicGuid: string; description: string; displayImageUrl: string | null };
}
interface OwnerList {
  categories: { gifts: { publicGuid: string; description: string; displayImageUrl: string | null }[] }[];
}

/** Random pixels do not compress, so the PNG's pixel data (IDAT) fills almost the whole file. */
const noisyPng = (side = 300) =>
  sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png()
    .toBuffer();
const solidPng = (width: number, height: number, sixteenBits = false) => {
  const picture = sharp({ create: { width, height, channels: 3, background: { r: 10, g: 120, b: 200 } } });
  return (sixteenBits ? picture.toColourspace('rgb16') : picture).png({ compressionLevel: 9 }).toBuffer();
};
const truncated = (png: Buffer) => png.subarray(0, png.length >> 1);
/** Flips bytes in the middle of the pixel data: the header still reads, decoding fails. */
const brokenIdat = (png: Buffer) => {
  const copy = Buffer.from(png);
  for (let i = copy.length >> 1; i < (copy.length >> 1) + 64; i++) copy[i]! ^= 0xff;
  return copy;
};

async function uploadListPicture(client: ApiClient, username: string, body: Buffer) {
  return client.raw<{ imageUrl: string | null; problem?: string }>(
    'POST',
    `/api/WishlistImage/UploadImage/${username}`,
    body,
    {
      'content-type': 'image/png',
      'x-csrf-token': await client.csrfToken(),
    },
  );
}

function editGift(client: ApiClient, categoryId: string, fields: Record<string, unknown>) {
  return client.post<GiftAnswer>('/api/MyGift/EditWithoutProduct', {
    categoryPrivateGuid: categoryId,
    enableCrossOff: true,
    hasCustomImage: true,
    ...fields,
  });
}

const gifts = async (client: ApiClient, wishlistId: string) =>
  (await client.get<OwnerList>(`/api/MyList/Get/${wishlistId}`)).body.categories.flatMap((c) => c.gifts);
const served = async (url: string) => (await fetch(t.url + url)).status;
const imageIdOf = (url: string) => url.split('/').pop()!;
const documents = () => t.app.get<symbol, DocumentStore>(DOCUMENT_STORE);
const storedImage = (url: string) => documents().get('images', imageIdOf(url));
const storedImagesOf = async (ownerId: string) => {
  await documents().ensureIndex('images', 'ownerId');
  return documents().find<{ id: string }>('images', { ownerId });
};

describe('item 7.1: a truncated or corrupt PNG', () => {
  it('saves a new gift without the picture and answers 422 SaveImageFailed with the gift (truncated PNG)', async () => {
    const { owner, categoryId } = await ownerWithGift(t.url);
    const answer = await editGift(owner.client, categoryId, {
      description: 'Halve foto',
      newImageBase64: truncated(await noisyPng()).toString('base64'),
    });
    expect(answer).toMatchObject({
      status: 422,
      body: {
        problem: 'SaveImageFailed',
        isCreate: true,
        editedGift: { description: 'Halve foto', displayImageUrl: null },
      },
    });
    expect((await gifts(owner.client, owner.wishlistId)).map((g) => g.description)).toContain('Halve foto');
  });

  it('saves an edited gift and keeps its current picture when the new PNG has broken pixel data', async () => {
    const { owner, categoryId, giftId } = await ownerWithGift(t.url);
    const first = await editGift(owner.client, categoryId, {
      publicGuid: giftId,
      description: 'Met foto',
      newImageBase64: (await noisyPng(50)).toString('base64'),
    });
    expect(first.status).toBe(200);
    const broken = await editGift(owner.client, categoryId, {
      publicGuid: giftId,
      description: 'Nieuwe tekst',
      newImageBase64: brokenIdat(await noisyPng()).toString('base64'),
    });
    expect(broken).toMatchObject({
      status: 422,
      body: {
        problem: 'SaveImageFailed',
        isCreate: false,
        editedGift: { description: 'Nieuwe tekst', displayImageUrl: first.body.editedGift.displayImageUrl },
      },
    });
    expect(await gifts(owner.client, owner.wishlistId)).toContainEqual(
      expect.objectContaining({ publicGuid: giftId, description: 'Nieuwe tekst' }),
    );
  });

  it('answers 422 InvalidImage for a truncated or corrupt list picture and keeps the list picture as it was', async () => {
    const owner = await register(t.url);
    const png = await noisyPng();
    expect(await uploadListPicture(owner.client, owner.account.username, truncated(png))).toMatchObject({
      status: 422,
      body: 'InvalidImage',
    });
    expect(await uploadListPicture(owner.client, owner.account.username, brokenIdat(png))).toMatchObject({
      status: 422,
      body: 'InvalidImage',
    });
    expect((await owner.client.get(`/api/WishlistImage/GetWishlistImageUrl/${owner.account.username}`)).body).toEqual({
      imageUrl: null,
    });
  });
});

describe('item 7.2: pictures too large to decode', () => {
  it('refuses the 6320×6320 16-bit decompression bomb from its header, without the memory its pixels would take', async () => {
    const bomb = await solidPng(6320, 6320, true);
    expect(bomb.length).toBeLessThan(500_000);
    const { owner, categoryId } = await ownerWithGift(t.url);
    const before = process.memoryUsage().rss;
    let peak = before;
    // The server runs in this process and sharp decodes on worker threads, so sampling here sees its peak.
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 5);
    const list = await uploadListPicture(owner.client, owner.account.username, bomb);
    const gift = await editGift(owner.client, categoryId, {
      description: 'Bom',
      newImageBase64: bomb.toString('base64'),
    });
    clearInterval(sampler);
    expect(list).toMatchObject({ status: 422, body: 'InvalidImage' });
    expect(gift).toMatchObject({
      status: 422,
      body: { problem: 'SaveImageFailed', editedGift: { description: 'Bom', displayImageUrl: null } },
    });
    // Refused from the header, the two requests cost 4-7 MB; decoded (sharp streams it, 240 MB of pixels in all),
    // the same two requests took 90-140 MB and a second of CPU. 32 MB separates the two with room for GC timing.
    expect(peak - before).toBeLessThan(32 * 1024 * 1024);
  });

  it('refuses more than 16 megapixels and 16 bits per channel, and still takes 16 megapixels of 8 bits', async () => {
    const owner = await register(t.url);
    const username = owner.account.username;
    expect(await uploadListPicture(owner.client, username, await solidPng(4001, 4000))).toMatchObject({
      status: 422,
      body: 'InvalidImage',
    });
    expect(await uploadListPicture(owner.client, username, await solidPng(40, 40, true))).toMatchObject({
      status: 422,
      body: 'InvalidImage',
    });
    expect((await uploadListPicture(owner.client, username, await solidPng(4000, 4000))).status).toBe(200);
  });
});

describe('item 7.3: at most two image jobs at once', () => {
  it('makes a third picture wait until one of two running jobs is done', async () => {
    const jobs = t.app.get(Images).jobs;
    const releases: (() => void)[] = [];
    const running = [0, 1].map(() => jobs(() => new Promise<void>((resolve) => releases.push(resolve))));
    const owner = await register(t.url);
    let answered = false;
    const upload = uploadListPicture(owner.client, owner.account.username, await solidPng(40, 40)).finally(() => {
      answered = true;
    });
    // On a busy machine the request may take a while to reach the queue; once there, it stays until a slot frees.
    for (let tries = 0; jobs.pendingCount === 0 && tries < 200; tries++) await new Promise((r) => setTimeout(r, 25));
    await new Promise((r) => setTimeout(r, 200));
    expect({ answered, running: jobs.activeCount, waiting: jobs.pendingCount }).toEqual({
      answered: false,
      running: 2,
      waiting: 1,
    });
    releases[0]!();
    expect((await upload).status).toBe(200);
    releases[1]!();
    await Promise.all(running);
    expect({ running: jobs.activeCount, waiting: jobs.pendingCount }).toEqual({ running: 0, waiting: 0 });
  });
});

describe('item 7.4: only pictures in use are served', () => {
  it('deletes a replaced or removed gift picture and the picture of a deleted gift', async () => {
    const { owner, categoryId, giftId } = await ownerWithGift(t.url);
    const picture = async () => (await noisyPng(20)).toString('base64');
    const first = (
      await editGift(owner.client, categoryId, {
        publicGuid: giftId,
        description: 'Boek',
        newImageBase64: await picture(),
      })
    ).body.editedGift.displayImageUrl!;
    expect(await served(first)).toBe(200);
    const second = (
      await editGift(owner.client, categoryId, {
        publicGuid: giftId,
        description: 'Boek',
        newImageBase64: await picture(),
      })
    ).body.editedGift.displayImageUrl!;
    expect([await served(first), await served(second)]).toEqual([404, 200]);
    expect(await storedImage(first)).toBeNull();

    const removed = await editGift(owner.client, categoryId, {
      publicGuid: giftId,
      description: 'Boek',
      hasCustomImage: false,
    });
    expect(removed.body.editedGift.displayImageUrl).toBeNull();
    expect([await served(second), await storedImage(second)]).toEqual([404, null]);

    const other = await editGift(owner.client, categoryId, { description: 'Tweede', newImageBase64: await picture() });
    const otherUrl = other.body.editedGift.displayImageUrl!;
    expect(await served(otherUrl)).toBe(200);
    expect((await owner.client.delete(`/api/MyGift/${other.body.editedGift.publicGuid}`)).status).toBe(204);
    expect([await served(otherUrl), await storedImage(otherUrl)]).toEqual([404, null]);
  });

  it('deletes a replaced list picture, and the list and gift pictures of a deleted list (also after a gift moved there)', async () => {
    const { owner, categoryId } = await ownerWithGift(t.url);
    const firstList = (await uploadListPicture(owner.client, owner.account.username, await noisyPng(20))).body
      .imageUrl!;
    const theme = await owner.client.post<{ imageUrl: string }>('/api/WishlistImage/SetThemeImage', {
      id: 'confetti',
      username: owner.account.username,
    });
    expect(theme.status).toBe(200);
    expect([await served(firstList), await storedImage(firstList)]).toEqual([404, null]);

    const second = await owner.client.post<{ privateGuid: string }>('/api/MyList/Create', {
      username: `${owner.account.username}-b`,
      firstName: 'X',
      lastName: 'Y',
      accessType: 'PUBLIC',
    });
    const listPicture = (await uploadListPicture(owner.client, `${owner.account.username}-b`, await noisyPng(20))).body
      .imageUrl!;
    const moved = (
      await editGift(owner.client, categoryId, {
        description: 'Verhuist',
        newImageBase64: (await noisyPng(20)).toString('base64'),
      })
    ).body.editedGift;
    expect(
      (
        await owner.client.post('/api/MyGift/MoveToWishlist', {
          giftPublicGuid: moved.publicGuid,
          wishlistPrivateGuid: second.body.privateGuid,
        })
      ).status,
    ).toBe(204);
    expect([await served(listPicture), await served(moved.displayImageUrl!)]).toEqual([200, 200]);

    expect((await owner.client.delete(`/api/MyList/${second.body.privateGuid}`)).status).toBe(204);
    expect([await served(listPicture), await served(moved.displayImageUrl!)]).toEqual([404, 404]);
    expect([await storedImage(listPicture), await storedImage(moved.displayImageUrl!)]).toEqual([null, null]);
  });

  it('does not keep a picture uploaded with a gift edit that is refused', async () => {
    const { owner, categoryId, giftId } = await ownerWithGift(t.url);
    const foreignCategory = (await ownerWithGift(t.url)).categoryId;
    const refused = await editGift(owner.client, foreignCategory, {
      publicGuid: giftId,
      description: 'Boek',
      newImageBase64: (await noisyPng(20)).toString('base64'),
    });
    expect(refused).toMatchObject({ status: 422, body: 'InvalidUpdate' });
    const kept = await editGift(owner.client, categoryId, {
      publicGuid: giftId,
      description: 'Boek',
      newImageBase64: (await noisyPng(20)).toString('base64'),
    });
    expect(kept.status).toBe(200);
    expect((await storedImagesOf(owner.userId)).map((i) => i.id)).toEqual([
      imageIdOf(kept.body.editedGift.displayImageUrl!),
    ]);
  });

  it('does not let browsers or shared caches keep a picture for a year', async () => {
    const owner = await register(t.url);
    const url = (await uploadListPicture(owner.client, owner.account.username, await noisyPng(20))).body.imageUrl!;
    const cacheControl = (await fetch(t.url + url)).headers.get('cache-control')!;
    expect(cacheControl).toMatch(/^private, max-age=(\d+)$/);
    expect(Number(/max-age=(\d+)/.exec(cacheControl)![1])).toBeLessThanOrEqual(24 * 3600);
  });
});
