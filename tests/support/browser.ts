import { t } from '@wl/contracts';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Locator, type Page, type Route } from 'playwright-core';
import type { AppConfig } from '../../backend/src/platform/config/config.js';
import { CHROMIUM, CHROMIUM_ARGS, SHARED_CHROMIUM_ENV } from './shared-chromium.js';
import { startTestApp, type TestApp } from './test-app.js';

/** Browser tests run when Chromium is found; CI (CI=true) requires them. */
export function chromiumAvailable(): boolean {
  if (existsSync(CHROMIUM)) return true;
  if (process.env.CI === 'true') throw new Error(`CI requires the browser tests, but Chromium is not at ${CHROMIUM}`);
  console.warn(`Skipping browser tests: Chromium not found at ${CHROMIUM}`);
  return false;
}

/** A connection to the run's shared Chromium (`shared-chromium.ts`) when there is one, else a Chromium of its own. */
export function openChromium(): Promise<Browser> {
  const endpoint = process.env[SHARED_CHROMIUM_ENV];
  if (endpoint) return chromium.connect(endpoint);
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}

export interface BrowserApp {
  app: TestApp;
  browser: Browser;
}

/**
 * The test file's connection to Chromium, made by its first `browserApp` and closed after its last test (closing a
 * connection closes the contexts it made, not the shared browser).
 */
let chromiumOfFile: Promise<Browser> | undefined;
afterAll(async () => {
  const launched = chromiumOfFile;
  chromiumOfFile = undefined;
  await (await launched)?.close();
});

/**
 * The real server with the built frontend (and `config` on top of the test defaults), and Chromium, for one describe
 * block. `config` may be a function, read when the server starts (after the block's earlier `beforeAll`s). The blocks
 * of a file share one connection to the run's Chromium; each closes the contexts it opened.
 */
export function browserApp(config: Partial<AppConfig> | (() => Partial<AppConfig>) = {}): BrowserApp {
  const context = {} as BrowserApp;
  let openBefore = new Set<BrowserContext>();
  beforeAll(async () => {
    chromiumOfFile ??= openChromium();
    const [app, browser] = await Promise.all([
      startTestApp({
        frontendDir: join(__dirname, '../../frontend/dist'),
        ...(typeof config === 'function' ? config() : config),
      }),
      chromiumOfFile,
    ]);
    Object.assign(context, { app, browser });
    openBefore = new Set(browser.contexts());
  }, 60_000);
  afterAll(async () => {
    await Promise.all(
      context.browser
        ?.contexts()
        .filter((c) => !openBefore.has(c))
        .map((c) => c.close()) ?? [],
    );
    await context.app?.close();
  });
  return context;
}

export const main = (page: Page) => page.locator('main');
/** A form field inside the page's main content (the header has a login form with the same labels). */
export const field = (page: Page, label: string) => main(page).getByLabel(label, { exact: true });

/** Reads until `done` says so (or `timeout` ms passed) and returns the last value read. */
export async function settle<T>(read: () => Promise<T>, done: (value: T) => boolean, timeout = 5000): Promise<T> {
  const until = Date.now() + timeout;
  let value = await read();
  while (!done(value) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return value;
}

/** Leaves a marker in the page that only a reload removes. */
export const markNotReloaded = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });
export async function wasReloaded(page: Page): Promise<boolean> {
  try {
    return !(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded));
  } catch (error) {
    // Asked while the reload is under way (a page may reload once its next page's chunk is in): ask the new page.
    if (!String(error).includes('Execution context was destroyed')) throw error;
    await page.waitForLoadState();
    return wasReloaded(page);
  }
}

/** Logs in through the login page and waits until it leads to `to`. */
/** Fills and sends the upgrade of a lightweight user on the create-account screen, and closes its success dialog. */
export async function upgradeAccount(
  page: Page,
  account: { username: string; firstName: string; lastName: string; password: string },
) {
  await field(page, t('account.create.username')).fill(account.username);
  await field(page, t('account.create.first_name')).fill(account.firstName);
  await field(page, t('account.create.last_name')).fill(account.lastName);
  await field(page, t('account.create.password')).fill(account.password);
  await field(page, t('account.create.confirm_password')).fill(account.password);
  await main(page)
    .getByRole('button', { name: t('account.create.submit') })
    .click();
  await page.getByRole('dialog').getByRole('button').first().click();
}

export async function logIn(page: Page, baseUrl: string, account: { email: string; password: string }, to: string) {
  await page.goto(`${baseUrl}/account/login?returnUrl=${encodeURIComponent(to)}`);
  await field(page, t('login.email_or_username')).fill(account.email);
  await field(page, t('login.password')).fill(account.password);
  await main(page)
    .getByRole('button', { name: t('login.submit') })
    .click();
  await page.waitForURL(`${baseUrl}${to}`);
}

/** Presses the mouse on `from` and holds it past the 200 ms press delay, moving a little: a drag has started. */
export async function pickUp(page: Page, from: Locator) {
  await from.scrollIntoViewIfNeeded();
  const start = (await from.boundingBox())!;
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.waitForTimeout(250);
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2 + 5, { steps: 2 });
}

/** Drags `from` in steps to `to` (an element, or a function that finds it once the drag started) and drops it there. */
export async function drag(page: Page, from: Locator, to: Locator | (() => Promise<Locator>)) {
  await pickUp(page, from);
  const target = typeof to === 'function' ? await to() : to;
  const end = (await target.boundingBox())!;
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 12 });
  await page.waitForTimeout(150);
  await page.mouse.up();
}

/** Holds every request for `pattern` until the returned function is called. */
export async function holdRequests(context: BrowserContext, pattern: string): Promise<() => void> {
  const held: Route[] = [];
  let released = false;
  await context.route(pattern, (route) => (released ? route.continue() : void held.push(route)));
  return () => {
    released = true;
    held.splice(0).forEach((route) => void route.continue());
  };
}

/** Waits until the browser painted what is rendered now (a frame after the next one). */
export const painted = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/** The page's layout shifts so far (Layout Instability API), as Lighthouse sums them; 0 when there were none. */
export const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const none = setTimeout(() => resolve(0), 500);
        new PerformanceObserver((list) => {
          clearTimeout(none);
          const shifts = list.getEntries() as (PerformanceEntry & { hadRecentInput: boolean; value: number })[];
          resolve(shifts.reduce((sum, shift) => sum + (shift.hadRecentInput ? 0 : shift.value), 0));
        }).observe({ type: 'layout-shift', buffered: true });
      }),
  );
