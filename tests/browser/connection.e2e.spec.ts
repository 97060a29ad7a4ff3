import { t } from '@wl/contracts';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { ownerWithGift } from '../support/api-client.js';
import { chromiumAvailable, openChromium, logIn, main } from '../support/browser.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const describeInBrowser = chromiumAvailable() ? describe : describe.skip;

describeInBrowser('a lost connection in the browser', () => {
  const frontendDir = join(__dirname, '../../frontend/dist');
  let app: TestApp;
  let browser: Browser;
  beforeAll(async () => {
    app = await startTestApp({ frontendDir });
    browser = await openChromium();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  /** Stops the server and starts it again on the same address and data, as a restart or a short outage does. */
  async function restartServer(whileDown: () => Promise<void>) {
    const { port } = new URL(app.url);
    await app.close({ keepData: true });
    try {
      await whileDown();
    } finally {
      // Back up even when the check failed, so the next test does not fail for the last one.
      app = await startTestApp({ frontendDir, dataDir: app.config.dataDir, port: Number(port) });
    }
  }

  const notice = (page: Page) => page.getByRole('status').filter({ hasText: t('live.disconnected') });

  it('shows a quiet notice while the live connection is down, and drops it when the server is back', async () => {
    const { owner } = await ownerWithGift(app.url, { description: 'Een boek over treinen' });
    const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    // The list is in the page's HTML before the app runs; the live channel's first join reloads it, so this answer
    // says the connection is up (a server gone before that would leave nothing to lose).
    const joined = page.waitForResponse((response) => response.url().includes('/api/Wishlist/Get/'));
    await page.goto(`${app.url}/${owner.account.username}`);
    await main(page).getByText('Een boek over treinen').waitFor();
    await joined;
    expect(await notice(page).count()).toBe(0);

    await restartServer(async () => {
      await notice(page).waitFor({ timeout: 20_000 });
      // Quiet: no dialog, the list stays readable.
      expect(await page.getByRole('dialog').count()).toBe(0);
      expect(await main(page).getByText('Een boek over treinen').isVisible()).toBe(true);
    });

    await notice(page).waitFor({ state: 'detached', timeout: 10_000 });
    await page.context().close();
  });

  it('keeps a shown list when its reload in the background gets no answer', async () => {
    const { owner } = await ownerWithGift(app.url, { description: 'Een vlieger' });
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    // The list arrives in the page's HTML (server-rendered); its reload after joining the list's live group (and any
    // later one) finds no server.
    let reloadFailed!: () => void;
    const reloadWasRefused = new Promise<void>((resolve) => (reloadFailed = resolve));
    await context.route('**/api/Wishlist/Get/**', async (route) => {
      await route.abort('internetdisconnected');
      reloadFailed();
    });
    const page = await context.newPage();
    await page.goto(`${app.url}/${owner.account.username}`);
    await reloadWasRefused;

    await main(page).getByText('Een vlieger').waitFor();
    expect(
      await main(page)
        .getByRole('heading', { name: t('error.no_connection.title') })
        .count(),
    ).toBe(0);
    await context.close();
  });

  it('lets the "Geen verbinding" screen try again by itself and show the page once the server answers', async () => {
    const { owner } = await ownerWithGift(app.url, { description: 'Een puzzel' });
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    // The owner's own list is rendered in the browser (a visitor's arrives in its HTML), so its answers can fail.
    await logIn(page, app.url, owner.account, `/${owner.account.username}`);
    await main(page).getByText('Een puzzel').waitFor();
    await context.route('**/api/**', (route) => route.abort('internetdisconnected'));
    await page.reload();
    await main(page)
      .getByRole('heading', { level: 1, name: t('error.no_connection.title') })
      .waitFor();
    await main(page).getByText(t('error.no_connection.auto_retry')).waitFor();

    await context.unrouteAll();
    // Nobody presses "Opnieuw proberen": the screen retries on its own.
    await main(page).getByText('Een puzzel').waitFor({ timeout: 10_000 });
    expect(
      await main(page)
        .getByRole('heading', { name: t('error.no_connection.title') })
        .count(),
    ).toBe(0);
    await context.close();
  });
});
