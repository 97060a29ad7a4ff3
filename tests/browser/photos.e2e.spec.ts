import { t } from '@wl/contracts';
import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { ownerWithGift } from '../support/api-client.js';
import { browserApp, chromiumAvailable, main, settle } from '../support/browser.js';

const describeInBrowser = chromiumAvailable() ? describe : describe.skip;

/** A camera photo: landscape pixels with EXIF orientation 6, so it is shown upright as a portrait (1000×1600). */
const cameraPhoto = () =>
  sharp({ create: { width: 1600, height: 1000, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .toBuffer();

describeInBrowser('photos from a phone as gift and list pictures', () => {
  const ctx = browserApp();

  async function ownerPage(): Promise<{ page: Page; context: BrowserContext; username: string }> {
    const { owner } = await ownerWithGift(ctx.app.url, { description: 'Een fototoestel' });
    const context = await ctx.browser.newContext({ viewport: { width: 390, height: 844 } });
    const [name, value] = owner.client.sessionCookie!.split('=') as [string, string];
    await context.addCookies([{ name, value, url: ctx.app.url }]);
    return { page: await context.newPage(), context, username: owner.account.username };
  }

  /** The stored picture behind an address the page shows: its format and size as the server keeps it. */
  async function storedPicture(context: BrowserContext, src: string) {
    const answer = await context.request.get(ctx.app.url + src);
    expect(answer.status()).toBe(200);
    const { format, width, height } = await sharp(await answer.body()).metadata();
    return { format, width, height };
  }

  const isImageAddress = (src: string | null) => /^\/api\/Image\//.test(src ?? '');

  it('saves a JPEG camera photo on a gift, upright and scaled to fit 1200×1200', async () => {
    const { page, context, username } = await ownerPage();
    await page.goto(`${ctx.app.url}/${username}`);
    const gift = main(page).locator('[data-gift]', { hasText: 'Een fototoestel' });
    await gift.getByRole('button', { name: `${t('general.edit')}: Een fototoestel` }).click();
    const editor = page.getByRole('dialog');
    await editor
      .locator('input[type="file"]')
      .setInputFiles({ name: 'IMG_0042.jpg', mimeType: 'image/jpeg', buffer: await cameraPhoto() });
    await editor.locator('img.picture-field__preview[src^="blob:"]').waitFor();
    await editor.getByRole('button', { name: t('general.save') }).click();
    await editor.waitFor({ state: 'detached' });

    const src = await settle(() => gift.locator('img.gift-content__image').getAttribute('src'), isImageAddress);
    // The list shows the small copy; the stored picture is the whole photo.
    expect(src).toMatch(/\?size=thumb$/);
    expect(await storedPicture(context, src!.replace(/\?.*$/, ''))).toEqual({
      format: 'png',
      width: 750,
      height: 1200,
    });
    await context.close();
  });

  it('saves a WebP as the list picture, and says so clearly when a file is not a picture the browser can read', async () => {
    const { page, context, username } = await ownerPage();
    await page.goto(`${ctx.app.url}/${username}/image`);
    const chooser = main(page).locator('input[type="file"]');

    await chooser.setInputFiles({
      name: 'IMG_0043.heic',
      mimeType: 'image/heic',
      buffer: Buffer.from('geen echte foto'),
    });
    await main(page)
      .getByRole('alert')
      .filter({ hasText: t('image.error.unreadable') })
      .waitFor();

    const webp = await sharp({
      create: { width: 600, height: 400, channels: 4, background: { r: 200, g: 80, b: 20, alpha: 1 } },
    })
      .webp()
      .toBuffer();
    await chooser.setInputFiles({ name: 'lijst.webp', mimeType: 'image/webp', buffer: webp });
    await main(page).getByText(t('image.saved')).waitFor();
    expect(await main(page).getByRole('alert').count()).toBe(0);
    const src = await settle(
      () =>
        main(page)
          .getByRole('img', { name: t('image.current') })
          .getAttribute('src'),
      isImageAddress,
    );
    expect(await storedPicture(context, src!)).toEqual({ format: 'png', width: 600, height: 400 });
    await context.close();
  });
});
