import { t } from '@wl/contracts';
import type { Page } from 'playwright-core';
import { browserApp, chromiumAvailable, holdRequests, main } from '../support/browser.js';

const describeInBrowser = chromiumAvailable() ? describe : describe.skip;

/** Lighthouse's phone (its mobile preset's screen). */
const PHONE = { width: 412, height: 823 };

/** Waits until the browser painted what is rendered now (a frame after the next one). */
const painted = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/** The page's layout shifts so far (Layout Instability API), as Lighthouse sums them; 0 when there were none. */
const layoutShift = (page: Page) => page.evaluate(() => new Promise<number>((resolve) => {
  const none = setTimeout(() => resolve(0), 500);
  new PerformanceObserver((list) => {
    clearTimeout(none);
    const shifts = list.getEntries() as (PerformanceEntry & { hadRecentInput: boolean; value: number })[];
    resolve(shifts.reduce((sum, shift) => sum + (shift.hadRecentInput ? 0 : shift.value), 0));
  }).observe({ type: 'layout-shift', buffered: true });
}));

describeInBrowser('layout stability', () => {
  const ctx = browserApp();

  it('the landing page replaces the loading state without moving the footer into view (phone)', async () => {
    const context = await ctx.browser.newContext({ viewport: PHONE });
    // Held, so the loading state is surely painted before the landing page replaces it.
    const release = await holdRequests(context, '**/api/Account/UserData');
    const page = await context.newPage();
    await page.goto(`${ctx.app.url}/`, { waitUntil: 'commit' });
    await main(page).locator('[role="status"][aria-busy="true"]').waitFor();
    await painted(page);

    release();
    await main(page).getByRole('heading', { level: 1, name: t('landing.title') }).waitFor();
    await painted(page);
    expect(await layoutShift(page)).toBeLessThan(0.01);
    await context.close();
  });
});
