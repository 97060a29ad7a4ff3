import AxeBuilder from '@axe-core/playwright';
import { locale, t, type SiteStats } from '@wl/contracts';
import type { Page } from 'playwright-core';
import { configFromEnv } from '../../backend/src/platform/config/config.js';
import { ApiClient, register } from '../support/api-client.js';
import { browserApp, chromiumAvailable, holdRequests, layoutShift, main, painted, settle } from '../support/browser.js';

const describeInBrowser = chromiumAvailable() ? describe : describe.skip;
const phone = { viewport: { width: 390, height: 844 }, locale: 'nl-BE' };
const numbers = new Intl.NumberFormat(locale);

const featureHeadings = [t('landing.list.title'), t('landing.crossoff.title'), t('landing.surprise.title')];
const lotsHeading = t('landing.lots.title');
const pictureTexts = (
  ['landing.list.alt', 'landing.crossoff.alt', 'landing.surprise.alt', 'landing.lots.alt'] as const
).map((key) => t(key));

const headingsOf = (page: Page) => main(page).getByRole('heading', { level: 2 }).allTextContents();
const figures = (page: Page) => main(page).locator('.landing__figures');
const figureValues = (page: Page) => figures(page).locator('dd').allTextContents();
const createLink = (page: Page) =>
  main(page)
    .getByRole('link', { name: t('landing.create') })
    .first();
const lotsLink = (page: Page) => main(page).getByRole('link', { name: t('landing.lots') });

/** Scrolls each picture into view and waits until it has loaded; answers what the page asked and what it got. */
async function loadedPictures(page: Page) {
  const pictures = main(page).locator('img');
  const found = [];
  for (const picture of await pictures.all()) {
    await picture.scrollIntoViewIfNeeded();
    await picture.evaluate((img: HTMLImageElement) => img.decode());
    found.push(
      await picture.evaluate((img: HTMLImageElement) => ({
        alt: img.alt,
        loading: img.loading,
        ratio: Number((img.width / img.height).toFixed(2)),
        attributeRatio: Number((Number(img.getAttribute('width')) / Number(img.getAttribute('height'))).toFixed(2)),
        naturalRatio: Number((img.naturalWidth / img.naturalHeight).toFixed(2)),
      })),
    );
  }
  return found;
}

describeInBrowser('the landing page, logged out, with lots', () => {
  const ctx = browserApp();

  /**
   * The landing page, loaded (rendered on the server, with its figures), or `inApp`: reached by a link from another
   * page, so the browser asks for the figures itself (their loading and error states).
   */
  async function openLanding(prepare?: (page: Page) => Promise<unknown>, { inApp = false } = {}): Promise<Page> {
    const context = await ctx.browser.newContext(phone);
    context.setDefaultTimeout(10_000);
    const page = await context.newPage();
    await prepare?.(page);
    if (inApp) {
      await page.goto(`${ctx.app.url}/faq`);
      await page.getByRole('link', { name: t('app.logo_label') }).click();
    } else {
      await page.goto(`${ctx.app.url}/`);
    }
    await main(page)
      .getByRole('heading', { level: 1, name: t('landing.title') })
      .waitFor();
    return page;
  }
  /** Registers `count` users and answers HomepageStats once it counts them. */
  async function withUsers(count: number): Promise<SiteStats> {
    const stats = async () => (await new ApiClient(ctx.app.url).get<SiteStats>('/api/Stats/HomepageStats')).body;
    const before = (await stats()).totalUsers;
    for (let i = 0; i < count; i++) await register(ctx.app.url);
    return settle(stats, (answer) => answer.totalUsers === before + count);
  }
  afterEach(async () => {
    await Promise.all(ctx.browser.contexts().map((context) => context.close()));
  });

  it('shows the headline and both ways in above the fold of a phone, and each way leads in', async () => {
    const page = await openLanding();
    for (const element of [
      main(page).locator('h1'),
      main(page).getByText(t('landing.text')),
      createLink(page),
      lotsLink(page).first(),
    ]) {
      const box = (await element.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(phone.viewport.height);
    }
    expect(await lotsLink(page).first().getAttribute('href')).toBe('/lootjestrekken/loting/getStarted');
    await createLink(page).click();
    await page.waitForURL(`${ctx.app.url}/account/create`);
  });

  it('says what the site does in sections with their texts, each with a described picture of the product that reserves its room, and passes axe once all is loaded', async () => {
    const page = await openLanding();
    expect(await headingsOf(page)).toEqual([t('stats.title'), ...featureHeadings, lotsHeading, t('landing.end.title')]);
    for (const key of [
      'landing.list.text',
      'landing.crossoff.text',
      'landing.surprise.text',
      'landing.lots.text',
    ] as const) {
      await expect(main(page).getByText(t(key)).isVisible()).resolves.toBe(true);
    }
    const pictures = await loadedPictures(page);
    expect(pictures.map((picture) => picture.alt)).toEqual(pictureTexts);
    // The first is on a phone's first screen; the others load when scrolled near.
    expect(pictures.map((picture) => picture.loading)).toEqual(['eager', 'lazy', 'lazy', 'lazy']);
    for (const picture of pictures) expect(picture.attributeRatio).toBe(picture.naturalRatio);
    expect(await lotsLink(page).count()).toBe(2);

    await figures(page).locator('dd').first().or(figures(page).locator('.landing__figures-note')).waitFor();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(
      violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => violation.id),
    ).toEqual([]);
  });

  it("shows the site's figures as HomepageStats answers them, replacing their loading state without a layout shift", async () => {
    const stats = await withUsers(2);
    let release = () => {};
    const page = await openLanding(
      async (opening) => {
        release = await holdRequests(opening.context(), '**/api/Stats/HomepageStats');
      },
      { inApp: true },
    );
    await figures(page).locator('[aria-busy="true"], .landing__figure-placeholder').first().waitFor();
    await painted(page);
    const loadingHeight = (await figures(page).boundingBox())!.height;

    release();
    await figures(page).getByText(numbers.format(stats.totalUsers), { exact: true }).waitFor();
    await painted(page);
    expect(await figureValues(page)).toEqual(
      [stats.totalUsers, stats.totalGifts, stats.totalBirthdaysThisMonth].map((n) => numbers.format(n)),
    );
    expect((await figures(page).boundingBox())!.height).toBe(loadingHeight);
    expect(await layoutShift(page)).toBeLessThan(0.01);
  });

  it('says when the figures cannot be loaded, in the same room, and retries', async () => {
    const stats = await withUsers(1);
    let failing = true;
    const page = await openLanding(
      (opening) =>
        opening.route('**/api/Stats/HomepageStats', (route) =>
          failing ? route.fulfill({ status: 500 }) : route.continue(),
        ),
      { inApp: true },
    );
    const alert = figures(page).getByRole('alert');
    await alert.getByText(t('stats.error')).waitFor();
    const errorHeight = (await figures(page).boundingBox())!.height;

    failing = false;
    await alert.getByRole('button', { name: t('general.retry') }).click();
    await figures(page).getByText(numbers.format(stats.totalUsers), { exact: true }).waitFor();
    expect(await alert.count()).toBe(0);
    expect((await figures(page).boundingBox())!.height).toBe(errorHeight);
  });
});

describeInBrowser('the landing page of a new site without lots', () => {
  const ctx = browserApp({ site: { ...configFromEnv({}).site, drawLotsEnabled: false } });

  it('has no lots button or section, and invites the first users instead of showing zeros', async () => {
    const context = await ctx.browser.newContext(phone);
    const page = await context.newPage();
    await page.goto(`${ctx.app.url}/`);
    await figures(page).getByText(t('landing.figures.empty')).waitFor();
    expect(await headingsOf(page)).toEqual([t('stats.title'), ...featureHeadings, t('landing.end.title')]);
    expect(await lotsLink(page).count()).toBe(0);
    expect(await figures(page).locator('dd').count()).toBe(0);
    expect((await loadedPictures(page)).map((picture) => picture.alt)).toEqual(pictureTexts.slice(0, 3));
    await context.close();
  });
});
