import { productTimings, t } from '@wl/contracts';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { freshEans } from '../../backend/src/products/product-catalogue.contract.js';
import {
  PRODUCT_CATALOGUE,
  type CatalogueProduct,
  type ProductCatalogue,
} from '../../backend/src/products/product-catalogue.port.js';
import { register } from '../support/api-client.js';
import { browserApp, chromiumAvailable, logIn, main, settle } from '../support/browser.js';

const describeInBrowser = chromiumAvailable() ? describe : describe.skip;

/** Where the phone-width screenshots go (SCREENSHOT_DIR, else a folder in the system's temp folder). */
const SHOTS = process.env.SCREENSHOT_DIR ?? join(tmpdir(), 'verlanglijstje-products-e2e');

const [ean] = freshEans(1) as [string];
const SHOPS = { speelgoedland: 12.99, 'de-knikker': 14.5, houtwerk: 16, 'bol-speelgoed': 19.95 } as const;

function product(
  offerId: string,
  title: string,
  price: number,
  extra: Partial<CatalogueProduct> = {},
): CatalogueProduct {
  return {
    offerId,
    title,
    description: '',
    url: `https://winkel.example/p/${offerId}`,
    imageUrl: `https://img.winkel.example/${offerId}.jpg`,
    price,
    eans: [],
    brand: null,
    ...extra,
  };
}

describeInBrowser(
  'products in the browser: search in the gift editor, the gift on the list, offers for visitors',
  () => {
    const ctx = browserApp();

    beforeAll(async () => {
      const catalogue = ctx.app.app.get<ProductCatalogue>(PRODUCT_CATALOGUE);
      for (const [shopId, price] of Object.entries(SHOPS)) {
        const marbleRun = product('knikkerbaan', 'Houten knikkerbaan regenboog', price, {
          url: `https://${shopId}.example/knikkerbaan`,
          eans: [ean],
        });
        const others =
          shopId === 'speelgoedland'
            ? Array.from({ length: 40 }, (_, i) => product(`kb-${i}`, `Knikkerbaan bouwset ${i + 1}`, 20 + i))
            : [];
        await catalogue.replaceShop(shopId, [marbleRun, ...others]);
      }
      mkdirSync(SHOTS, { recursive: true });
    });

    /** A phone-sized page whose shop pictures (on `.example` hosts, like the demo feeds') never load. */
    async function phone(): Promise<BrowserContext> {
      const context = await ctx.browser.newContext({ viewport: { width: 390, height: 844 } });
      await context.route(/\.example\//, (route) => route.abort());
      return context;
    }

    it('an owner finds a product (pages of 30, then 10 when scrolled), adds it as a gift, and a visitor sees it with its offers', async () => {
      const owner = await register(ctx.app.url);
      const username = owner.account.username;
      const context = await phone();
      const page = await context.newPage();
      await logIn(page, ctx.app.url, owner.account, `/${username}`);

      await main(page)
        .getByRole('button', { name: t('owner.add_gift') })
        .click();
      const editor = page.getByRole('dialog');
      await editor.getByRole('tab', { name: t('product.tab.search') }).click();
      await editor.getByLabel(t('product.search.label')).fill('knikkerbaan');

      // The first page holds 30 of the 41; scrolling to the end brings the next 10.
      const results = editor.getByRole('list', { name: t('product.search.results') }).getByRole('button');
      await editor.getByText(t('product.search.count.other', { count: 41 })).waitFor({ state: 'attached' });
      expect(await results.count()).toBe(productTimings.firstPage);
      await page.screenshot({ path: join(SHOTS, 'search-tab-390.png') });
      await results.last().scrollIntoViewIfNeeded();
      expect(
        await settle(
          () => results.count(),
          (n) => n === productTimings.firstPage + productTimings.nextPage,
        ),
      ).toBe(40);
      // A missing picture leaves the placeholder (once the browser gave up on the picture: wait for it, then count).
      await editor.locator('.product-result .product-image--none').first().waitFor();

      // A narrower search, a product chosen: its title is the gift's description, to change at will.
      await editor.getByLabel(t('product.search.label')).fill('knikkerbaan regenboog');
      await editor.getByText(t('product.search.count.one')).waitFor({ state: 'attached' });
      await results.filter({ hasText: 'Houten knikkerbaan regenboog' }).click();
      const description = editor.getByLabel(t('owner.gift.description'));
      expect(await description.inputValue()).toBe('Houten knikkerbaan regenboog');
      const focused = (locator: typeof description) =>
        locator.evaluate((element) => element === document.activeElement);
      expect(await focused(description)).toBe(true);
      // Back to the search, as it was, and the same product again.
      await editor.getByRole('button', { name: t('product.chosen.other') }).click();
      const searchBox = editor.getByLabel(t('product.search.label'));
      expect([await searchBox.inputValue(), await focused(searchBox)]).toEqual(['knikkerbaan regenboog', true]);
      await results.filter({ hasText: 'Houten knikkerbaan regenboog' }).click();
      await description.fill('Houten knikkerbaan (de regenboog)');
      await page.screenshot({ path: join(SHOTS, 'chosen-product-390.png') });
      await editor.getByRole('button', { name: t('general.save') }).click();
      await editor.waitFor({ state: 'detached' });
      const ownerRow = main(page).locator('[data-gift]', { hasText: 'Houten knikkerbaan (de regenboog)' });
      await ownerRow.scrollIntoViewIfNeeded();
      await ownerRow.locator('.product-image--none').waitFor();
      expect(await ownerRow.locator('.product-image--none').count()).toBe(1);
      expect(await ownerRow.getByRole('link').getAttribute('href')).toBe('https://speelgoedland.example/knikkerbaan');
      await context.close();

      // A visitor sees the gift with the cheapest two shops, and the other two behind the expand button. The offers come
      // in the list's own answer (the server's gift-offers reactor attached them, or a live update brings them): the page
      // asks no lookup of its own.
      const visitorContext = await phone();
      const visitor = await visitorContext.newPage();
      const lookups: string[] = [];
      visitor.on('request', (request) => {
        if (request.url().includes('/api/Product/')) lookups.push(request.url());
      });
      await visitor.goto(`${ctx.app.url}/${username}`);
      const row = main(visitor).locator('[data-gift]', { hasText: 'Houten knikkerbaan (de regenboog)' });
      const offers = row.getByRole('list', { name: t('product.offers.label') }).getByRole('link');
      await offers.first().waitFor();
      expect(await offers.allTextContents()).toEqual([
        expect.stringMatching(/^speelgoedland\.example€\s12,99/),
        expect.stringMatching(/^de-knikker\.example€\s14,50/),
      ]);
      expect(await offers.first().getAttribute('target')).toBe('_blank');
      expect(await offers.first().getAttribute('rel')).toBe('noopener noreferrer nofollow');
      await row.scrollIntoViewIfNeeded();
      await row.locator('.gift-content .product-image--none').waitFor();
      expect(await row.locator('.gift-content .product-image--none').count()).toBe(1);
      await visitor.screenshot({ path: join(SHOTS, 'visitor-row-390.png') });

      await row.getByRole('button', { name: t('product.offers.more', { count: 2 }) }).click();
      await offers.nth(3).waitFor();
      expect(await offers.count()).toBe(4);
      expect(await offers.last().textContent()).toMatch(/^bol-speelgoed\.example€\s19,95/);
      expect(lookups).toEqual([]);
      await visitorContext.close();
    });
  },
);
