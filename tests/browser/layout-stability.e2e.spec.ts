import { t } from '@wl/contracts';
import { browserApp, chromiumAvailable, holdRequests, layoutShift, main, painted } from '../support/browser.js';

const describeInBrowser = chromiumAvailable() ? describe : describe.skip;

/** Lighthouse's phone (its mobile preset's screen). */
const PHONE = { width: 412, height: 823 };

describeInBrowser('layout stability', () => {
  const ctx = browserApp();

  it('the landing page arrives rendered, with no loading state to replace, and its scripts move nothing (phone)', async () => {
    const context = await ctx.browser.newContext({ viewport: PHONE });
    // Held, so the page's scripts surely run after its first paint.
    const release = await holdRequests(context, '**/assets/index-*.js');
    const page = await context.newPage();
    await page.goto(`${ctx.app.url}/`, { waitUntil: 'commit' });
    await main(page)
      .getByRole('heading', { level: 1, name: t('landing.title') })
      .waitFor();
    expect(await main(page).locator('[role="status"][aria-busy="true"]').count()).toBe(0);
    await painted(page);

    release();
    await page.waitForFunction(() =>
      Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')),
    );
    await painted(page);
    expect(await layoutShift(page)).toBeLessThan(0.01);
    await context.close();
  });
});
