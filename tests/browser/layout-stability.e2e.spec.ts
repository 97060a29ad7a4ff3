import { t } from '@wl/contracts';
import { browserApp, chromiumAvailable, holdRequests, layoutShift, main, painted } from '../support/browser.js';

const describeInBrowser = chromiumAvailable() ? describe : describe.skip;

/** Lighthouse's phone (its mobile preset's screen). */
const PHONE = { width: 412, height: 823 };

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
