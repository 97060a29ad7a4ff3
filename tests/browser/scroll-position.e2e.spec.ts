import { t } from '@wl/contracts';
import type { Page } from 'playwright-core';
import { browserApp, chromiumAvailable, main } from '../support/browser.js';

const describeInBrowser = chromiumAvailable() ? describe : describe.skip;

/** Issue 28, item 5: where the page stands after a navigation (docs/architecture.md, Scroll position). */
describeInBrowser('the scroll position after a navigation', () => {
  const ctx = browserApp();
  const phone = { viewport: { width: 390, height: 844 } };

  const heading = (page: Page, name: string) => main(page).getByRole('heading', { level: 1, name });
  const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
  /** The page's heading in full inside the viewport. */
  const headingInView = (page: Page, name: string) =>
    heading(page, name).evaluate((h1) => {
      const box = h1.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= window.innerHeight;
    });

  /**
   * The position once the page has loaded and laid out after its load event: from then on the browser's own restoring
   * (the one the router turns off) would have moved it, and nothing else moves a page at the top.
   */
  const loadedY = async (page: Page) => {
    await page.waitForFunction(() => document.readyState === 'complete');
    return page.evaluate(
      () =>
        new Promise<number>((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.scrollY))),
        ),
    );
  };
  /** Records how the browser was told to restore positions when each load event came. */
  const recordRestorationAtLoad = (page: Page) =>
    page.addInitScript(() =>
      addEventListener('load', () => {
        (window as unknown as { restorationAtLoad: string }).restorationAtLoad = history.scrollRestoration;
      }),
    );
  const restorationAtLoad = (page: Page) =>
    page.evaluate(() => (window as unknown as { restorationAtLoad?: string }).restorationAtLoad);
  /** Waits until the page stands at `y`. */
  const standsAt = (page: Page, y: number) => page.waitForFunction((top) => window.scrollY === top, y);

  /** A full load of `path`, shown once its calls settled. */
  async function load(page: Page, path: string, title: string) {
    await page.goto(`${ctx.app.url}${path}`, { waitUntil: 'networkidle' });
    await heading(page, title).waitFor();
  }

  /** Scrolls to `y`: the router remembers it when the page is left. */
  async function scrollTo(page: Page, y: number) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await standsAt(page, y);
  }

  it('a link opens the next page at the top with its heading in view, and back returns to where the page was', async () => {
    const page = await (await ctx.browser.newContext(phone)).newPage();
    page.setDefaultTimeout(5000);
    await load(page, '/faq', t('faq.title'));
    await scrollTo(page, 1200);

    await page
      .locator('footer')
      .getByRole('link', { name: t('footer.contact') })
      .click();
    await heading(page, t('contact.title')).waitFor();
    expect(await scrollY(page)).toBe(0);
    expect(await headingInView(page, t('contact.title'))).toBe(true);

    await page.goBack();
    await heading(page, t('faq.title')).waitFor();
    await standsAt(page, 1200);
    await page.close();
  });

  it('a full load in the same tab opens the page at the top, not where the page loaded before it was left', async () => {
    const page = await (await ctx.browser.newContext(phone)).newPage();
    page.setDefaultTimeout(5000);
    await load(page, '/faq', t('faq.title'));
    await scrollTo(page, 1200);

    await load(page, '/voorwaarden/privacy', t('legal.privacy.title'));
    expect(await loadedY(page)).toBe(0);
    expect(await headingInView(page, t('legal.privacy.title'))).toBe(true);

    await page.close();
  });

  it('an address with a #hash opens at its target, below the header that stays on top', async () => {
    const page = await (await ctx.browser.newContext(phone)).newPage();
    page.setDefaultTimeout(5000);
    await load(page, '/faq#faq-afstrepen', t('faq.title'));
    const target = main(page).locator('#faq-afstrepen');
    await page.waitForFunction(() => {
      const h2 = document.getElementById('faq-afstrepen');
      return h2 !== null && h2.getBoundingClientRect().top < 200;
    });
    const [top, headerBottom] = await Promise.all([
      target.evaluate((h2) => h2.getBoundingClientRect().top),
      page.locator('.site-header').evaluate((header) => header.getBoundingClientRect().bottom),
    ]);
    expect(await scrollY(page)).toBeGreaterThan(0);
    expect(top).toBeGreaterThanOrEqual(headerBottom);
    expect(top).toBeLessThan(headerBottom + 50);
    await page.close();
  });

  it('a reload opens the page at the top, also one reached by a link', async () => {
    const page = await (await ctx.browser.newContext(phone)).newPage();
    page.setDefaultTimeout(5000);
    await recordRestorationAtLoad(page);
    await load(page, '/faq', t('faq.title'));
    await page
      .locator('footer')
      .getByRole('link', { name: t('footer.privacy') })
      .click();
    await heading(page, t('legal.privacy.title')).waitFor();
    await scrollTo(page, 800);

    await page.reload({ waitUntil: 'networkidle' });
    await heading(page, t('legal.privacy.title')).waitFor();
    expect(await loadedY(page)).toBe(0);
    // The browser restores a reload's position from its load event on, clamped to the page's height then: switched
    // off only by the router's first effect, that came after the load event under load, and the page stood at 275 px.
    expect(await restorationAtLoad(page)).toBe('manual');
    await page.close();
  });
});
