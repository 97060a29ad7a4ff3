import { t } from '@wl/contracts';
import type { Page, Request } from 'playwright-core';
import { ownerWithGift, register } from '../support/api-client.js';
import { browserApp, chromiumAvailable, main } from '../support/browser.js';

const describeInBrowser = chromiumAvailable() ? describe : describe.skip;
const phone = { viewport: { width: 390, height: 844 }, locale: 'nl-BE' };

/** Every layout shift of the page from its first paint, summed as the Cumulative Layout Shift counts it. */
const RECORD_LAYOUT_SHIFTS = () => {
  const w = window as unknown as { layoutShift: number };
  w.layoutShift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
      if (!entry.hadRecentInput) w.layoutShift += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
};

/** The server's heading element, kept before any of the page's scripts run (they run after the document is parsed). */
const KEEP_SERVER_HEADING = () => {
  document.addEventListener('readystatechange', () => {
    if (document.readyState === 'interactive')
      (window as unknown as { serverHeading: Element | null }).serverHeading = document.querySelector('#root h1');
  });
};
/** The console errors and uncaught errors of a page, as they come. */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Whether the page's heading is still the server's element: hydrated in place, not rendered afresh or replaced. */
const HEADING_IS_THE_SERVERS = () =>
  document.querySelector('#root h1') !== null &&
  document.querySelector('#root h1') === (window as unknown as { serverHeading: Element | null }).serverHeading;

/** The visitor page rendered on the server (issue 28, item 1): readable without JavaScript, hydrated without asking again. */
describeInBrowser('the visitor page rendered on the server', () => {
  const ctx = browserApp();

  async function listWithTwoGifts() {
    const { owner, categoryId } = await ownerWithGift(ctx.app.url, { description: 'Een houten treintje' });
    await owner.client.post('/api/MyGift/EditWithoutProduct', {
      categoryPrivateGuid: categoryId,
      description: 'Een blauwe sjaal',
      enableCrossOff: true,
    });
    return owner.account.username;
  }

  it('shows the list to a browser without JavaScript, as a crawler reads it', async () => {
    const username = await listWithTwoGifts();
    const context = await ctx.browser.newContext({ ...phone, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${ctx.app.url}/${username}`);
    await expect(main(page).getByText('Een houten treintje').isVisible()).resolves.toBe(true);
    await expect(main(page).getByText('Een blauwe sjaal').isVisible()).resolves.toBe(true);
    await expect(main(page).getByRole('heading', { level: 1 }).count()).resolves.toBe(1);
    if (process.env.SCREENSHOT_DIR)
      await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/visitor-no-js.png`, fullPage: true });
    await context.close();
  });

  it('is hydrated from the answers in the page: no call asked again, no console error, no layout shift, and it works', async () => {
    const username = await listWithTwoGifts();
    const giver = await register(ctx.app.url);
    const list = await giver.client.get<{ publicGuid: string }>(`/api/Wishlist/Get/${username}`);
    await giver.client.post('/api/Wishlist/CreateForumPost', {
      publicWishlistGuid: list.body.publicGuid,
      message: 'Leuke lijst!',
    });
    // A browser in another time zone than the server's: the forum post's time must read the same in both.
    const context = await ctx.browser.newContext({ ...phone, timezoneId: 'Pacific/Auckland' });
    const [name, value] = giver.client.sessionCookie!.split('=') as [string, string];
    await context.addCookies([{ name, value, url: ctx.app.url }]);
    await context.addInitScript(RECORD_LAYOUT_SHIFTS);
    // Without the live channel: its first join asks for the list again on purpose (what changed before the join).
    await context.route('**/signalr/**', (route) => route.abort());
    const page: Page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (
        (message.type() === 'error' || message.type() === 'warning') &&
        !message.text().startsWith('Failed to load resource')
      )
        errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const asked: string[] = [];
    page.on('request', (request: Request) => {
      if (request.url().includes('/api/')) asked.push(new URL(request.url()).pathname);
    });

    await page.goto(`${ctx.app.url}/${username}`, { waitUntil: 'networkidle' });
    // Hydrated: React's root is attached to the server's markup.
    await page.waitForFunction(() =>
      Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')),
    );
    expect(
      asked.filter((path) => /\/api\/(Wishlist\/(Get|GetAccessState)|Account\/UserData|MyList\/GetAll)\b/.test(path)),
    ).toEqual([]);
    expect(errors).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBeLessThan(0.01);

    const row = main(page).locator('li', { hasText: 'Een houten treintje' });
    await row.getByRole('button', { name: t('cross_off.action') }).click();
    await main(page).getByText(t('cross_off.by_you')).first().waitFor();
    await context.close();
  });

  it('waits for the page’s parts before hydrating: a slow chunk, the live channel’s reload meanwhile and a closed explanation break nothing', async () => {
    const username = await listWithTwoGifts();
    const giver = await register(ctx.app.url);
    const context = await ctx.browser.newContext(phone);
    const [name, value] = giver.client.sessionCookie!.split('=') as [string, string];
    await context.addCookies([{ name, value, url: ctx.app.url }]);
    // A returning visitor, who closed the cross-off explanation before (which the server cannot know).
    await context.addInitScript(() => localStorage.setItem('wl.crossOffExplained', '1'));
    // The visitor page's chunk arrives late; the live channel joins (and reloads the list) in the meantime.
    await context.route('**/assets/VisitorListPage-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    const page = await context.newPage();
    const errors = errorsOf(page);
    const reloaded = page.waitForRequest((request) => request.url().includes(`/api/Wishlist/Get/${username}`));
    await page.goto(`${ctx.app.url}/${username}`);
    await reloaded;
    await page.waitForFunction(() =>
      Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')),
    );
    await main(page)
      .getByRole('button', { name: t('cross_off.action') })
      .first()
      .click();
    await main(page).getByText(t('cross_off.by_you')).first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('renders the landing page for a visitor not logged in, hydrated without asking again', async () => {
    const context = await ctx.browser.newContext({ ...phone, javaScriptEnabled: false });
    const noScript = await context.newPage();
    await noScript.goto(`${ctx.app.url}/`);
    await expect(main(noScript).locator('h1').count()).resolves.toBe(1);
    await expect(main(noScript).getByText(t('stats.users')).isVisible()).resolves.toBe(true);
    if (process.env.SCREENSHOT_DIR)
      await noScript.screenshot({ path: `${process.env.SCREENSHOT_DIR}/landing-no-js.png`, fullPage: true });
    await context.close();

    const browser = await ctx.browser.newContext(phone);
    await browser.addInitScript(RECORD_LAYOUT_SHIFTS);
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/')) asked.push(new URL(request.url()).pathname);
    });
    await page.goto(`${ctx.app.url}/`, { waitUntil: 'networkidle' });
    await page.waitForFunction(() =>
      Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')),
    );
    expect(asked.filter((path) => /\/api\/(Stats\/HomepageStats|Account\/UserData)\b/.test(path))).toEqual([]);
    expect(errors).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBeLessThan(0.01);
    await browser.close();
  });

  it('shows the content pages without JavaScript, and hydrates them without asking again, errors or layout shift: FAQ, legal, blog, lots landing', async () => {
    const pages: [path: string, heading: string][] = [
      ['/faq', t('faq.title')],
      ['/voorwaarden/privacy', t('legal.privacy.title')],
      ['/about/terms', t('legal.terms.title')],
      ['/blog', t('blog.index.title')],
      ['/blog/de-geheimen-van-verlanglijstje', 'De geheimen van Verlanglijstje'],
      ['/lootjestrekken/loting/getStarted', t('lotingWizard.title')],
    ];
    const noScript = await ctx.browser.newContext({ ...phone, javaScriptEnabled: false });
    const bare = await noScript.newPage();
    for (const [path, heading] of pages) {
      await bare.goto(`${ctx.app.url}${path}`);
      await expect(main(bare).getByRole('heading', { level: 1 }).textContent()).resolves.toBe(heading);
      if (path.startsWith('/blog/'))
        await expect(
          main(bare)
            .getByRole('navigation', { name: t('blog.pager.label') })
            .isVisible(),
        ).resolves.toBe(true);
    }
    await noScript.close();

    // Logged in: the Shell's answers (the user and their lists in the menu) come with the page too.
    const { owner } = await ownerWithGift(ctx.app.url);
    const context = await ctx.browser.newContext(phone);
    const [name, value] = owner.client.sessionCookie!.split('=') as [string, string];
    await context.addCookies([{ name, value, url: ctx.app.url }]);
    await context.addInitScript(RECORD_LAYOUT_SHIFTS);
    await context.addInitScript(KEEP_SERVER_HEADING);
    await context.route('**/signalr/**', (route) => route.abort());
    const errors: string[] = [];
    const asked: string[] = [];
    for (const [path, heading] of pages) {
      const page = await context.newPage();
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') errors.push(`${path}: ${message.text()}`);
      });
      page.on('pageerror', (error) => errors.push(`${path}: ${error.message}`));
      page.on('request', (request) => {
        if (request.url().includes('/api/')) asked.push(`${path}: ${new URL(request.url()).pathname}`);
      });
      await page.goto(`${ctx.app.url}${path}`, { waitUntil: 'networkidle' });
      await page.waitForFunction(() =>
        Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')),
      );
      await expect(main(page).getByRole('heading', { level: 1 }).textContent()).resolves.toBe(heading);
      const shift = await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
      expect({ path, shift: shift < 0.01, hydratedInPlace: await page.evaluate(HEADING_IS_THE_SERVERS) }).toEqual({
        path,
        shift: true,
        hydratedInPlace: true,
      });
      if (path === '/faq') {
        await main(page).getByLabel(t('faq.search')).fill('wachtwoord');
        await main(page)
          .getByText(/vra(ag|gen) gevonden/)
          .waitFor();
      }
      if (path === '/blog') {
        await main(page)
          .getByRole('link', { name: t('blog.read_more.about', { title: 'Het gemak van Verlanglijstje' }) })
          .click();
        await main(page).getByRole('heading', { level: 1, name: 'Het gemak van Verlanglijstje' }).waitFor();
      }
      await page.close();
    }
    expect(asked.filter((call) => /\/api\/(Account\/UserData|MyList\/GetAll)/.test(call))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('offers the draft in progress on the lots landing page once hydrated: the server cannot know it, the browser adds it without a mismatch', async () => {
    const context = await ctx.browser.newContext(phone);
    const page = await context.newPage();
    const errors = errorsOf(page);
    const start = `${ctx.app.url}/lootjestrekken/loting/getStarted`;
    await page.goto(start);
    await main(page)
      .getByRole('button', { name: t('lotingWizard.get_started.new') })
      .click();
    await page.waitForURL(/\/details$/);

    const served = await page.goto(start, { waitUntil: 'networkidle' });
    expect(await served!.text()).not.toContain(t('lotingWizard.get_started.continue'));
    await main(page)
      .getByRole('button', { name: t('lotingWizard.get_started.continue') })
      .click();
    await page.waitForURL(/\/details$/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('hydrates a blog page in place when its articles’ chunk comes late: the route’s loader data is in before hydration', async () => {
    const context = await ctx.browser.newContext(phone);
    await context.addInitScript(KEEP_SERVER_HEADING);
    await context.route('**/assets/_virtual_blog-articles-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    const page = await context.newPage();
    const errors = errorsOf(page);
    await page.goto(`${ctx.app.url}/blog/de-geheimen-van-verlanglijstje`, { waitUntil: 'networkidle' });
    await page.waitForFunction(() =>
      Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')),
    );
    expect(await page.evaluate(HEADING_IS_THE_SERVERS)).toBe(true);
    await main(page)
      .getByRole('navigation', { name: t('blog.pager.label') })
      .getByRole('link', { name: '2' })
      .click();
    await main(page).getByRole('heading', { level: 1, name: 'Het gemak van Verlanglijstje' }).waitFor();
    await page.goBack();
    await main(page).getByRole('heading', { level: 1, name: 'De geheimen van Verlanglijstje' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
