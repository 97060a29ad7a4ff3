import { t } from '@wl/contracts';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { ownerWithGift } from '../support/api-client.js';
import { browserApp, chromiumAvailable, main, settle } from '../support/browser.js';
import { type ShopPages, startShopPages } from '../support/shop-pages.js';

const describeInBrowser = chromiumAvailable() ? describe : describe.skip;

/** The shop page's https picture; this machine has no internet, so the browser gets it from the test. */
const SHOP_PICTURE = 'https://cdn.speelgoedhuis-lier.example/2.jpg';

describeInBrowser('link previews in the gift editor', () => {
  let shop: ShopPages;
  beforeAll(async () => {
    shop = await startShopPages();
  });
  afterAll(async () => {
    await shop.close();
  });
  const ctx = browserApp(() => ({ linkPreviewAllowHosts: [shop.host] }));

  async function giftEditor(): Promise<Page> {
    const { owner } = await ownerWithGift(ctx.app.url, { description: 'Een fiets' });
    const context = await ctx.browser.newContext({ viewport: { width: 390, height: 844 } });
    const [name, value] = owner.client.sessionCookie!.split('=') as [string, string];
    await context.addCookies([{ name, value, url: ctx.app.url }]);
    const page = await context.newPage();
    const jpeg = await sharp({ create: { width: 80, height: 60, channels: 3, background: '#b0413e' } })
      .jpeg()
      .toBuffer();
    await page.route(SHOP_PICTURE, (route) => route.fulfill({ status: 200, contentType: 'image/jpeg', body: jpeg }));
    await page.goto(`${ctx.app.url}/${owner.account.username}`);
    await main(page)
      .getByRole('button', { name: t('owner.add_gift') })
      .first()
      .click();
    return page;
  }

  /** Pastes as a browser does: the paste event, then, in the same task, the text in the field. */
  async function paste(page: Page, label: string, text: string) {
    const input = page.getByRole('dialog').getByLabel(label, { exact: true });
    await input.focus();
    await input.evaluate((element: HTMLInputElement, pasted) => {
      const data = new DataTransfer();
      data.setData('text/plain', pasted);
      element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(element, pasted);
      element.dispatchEvent(new Event('input', { bubbles: true }));
    }, text);
  }

  it('shows the preview of a pasted shop link, cleans the link, and takes its title as the description', async () => {
    const page = await giftEditor();
    const editor = page.getByRole('dialog');
    await paste(page, t('owner.gift.url'), `${shop.origin}/speelkeuken?kleur=naturel&utm_source=nieuwsbrief`);

    const preview = editor.getByRole('region', { name: t('link_preview.label') });
    await preview.getByText('Houten speelkeuken Bosrijk – met oven en kraan').waitFor();
    await preview.getByText('127.0.0.1').waitFor();
    const picture = preview.getByRole('img', { name: t('link_preview.image_alt', { site: '127.0.0.1' }) });
    expect(await picture.getAttribute('referrerpolicy')).toBe('no-referrer');
    expect(
      await settle(
        () => picture.evaluate((img: HTMLImageElement) => img.naturalWidth),
        (width) => width > 0,
      ),
    ).toBe(80);
    expect(
      await settle(
        () => editor.getByLabel(t('owner.gift.url'), { exact: true }).inputValue(),
        (v) => !v.includes('utm_'),
      ),
    ).toBe(`${shop.origin}/speelkeuken?kleur=naturel`);

    await preview.getByRole('button', { name: t('link_preview.use_image') }).click({ timeout: 5000 });
    expect(await editor.locator('img.picture-field__preview').getAttribute('src')).toBe(SHOP_PICTURE);
    expect(await preview.getByRole('button', { name: t('link_preview.use_image') }).count()).toBe(0);
    await preview.getByRole('button', { name: t('link_preview.use_title') }).click();
    expect(await editor.getByLabel(t('owner.gift.description'), { exact: true }).inputValue()).toBe(
      'Houten speelkeuken Bosrijk – met oven en kraan',
    );
    expect(await preview.getByRole('button', { name: t('link_preview.use_title') }).count()).toBe(0);
    await page.context().close();
  });

  it('says quietly that there is no preview when the page has none, and keeps the link', async () => {
    const page = await giftEditor();
    const editor = page.getByRole('dialog');
    const link = editor.getByLabel(t('owner.gift.url'), { exact: true });
    await link.fill(`${shop.origin}/leeg`);
    await link.blur();
    await editor
      .getByRole('status')
      .filter({ hasText: t('link_preview.none') })
      .waitFor();
    expect(await link.inputValue()).toBe(`${shop.origin}/leeg`);
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    await page.context().close();
  });
});
