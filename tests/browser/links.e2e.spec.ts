import { t } from '@wl/contracts';
import type { BrowserContext, Page } from 'playwright-core';
import { configFromEnv } from '../../backend/src/platform/config/config.js';
import { register } from '../support/api-client.js';
import { browserApp, chromiumAvailable, logIn, main } from '../support/browser.js';
import { impressumEnv } from '../support/company-env.js';

const describeInBrowser = chromiumAvailable() ? describe : describe.skip;

/** Every same-origin page address the footer, side menu, header and page link to (buttons, API calls and other sites not). */
async function internalLinks(page: Page, origin: string): Promise<string[]> {
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  return hrefs
    .map((href) => new URL(href))
    .filter((url) => url.origin === origin && !url.pathname.startsWith('/api/'))
    .map((url) => url.pathname);
}

/** Counts the page's calls under way (the app makes them all with `fetch`), for `visit`. */
const COUNT_CALLS = () => {
  const state = window as unknown as { callsUnderWay: number };
  state.callsUnderWay = 0;
  const fetchOfPage = window.fetch.bind(window);
  window.fetch = async (...args) => {
    state.callsUnderWay++;
    try {
      return await fetchOfPage(...args);
    } finally {
      state.callsUnderWay--;
    }
  };
};

/**
 * The page shown once its calls settled: its heading, or the not-found screen's. Settled: hydrated, no loading state
 * (the navigation's, a lazy page's or a call's) and no call under way, at three checks in a row (a call that a
 * commit's effects start is under way by the next check). Not Playwright's `networkidle`, which waits for 500 ms
 * without a request after every load.
 */
async function visit(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForFunction(
    () => {
      const state = window as unknown as { callsUnderWay: number; settledChecks?: number };
      const settled =
        Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')) &&
        !document.querySelector('main .loading') &&
        state.callsUnderWay === 0;
      state.settledChecks = settled ? (state.settledChecks ?? 0) + 1 : 0;
      return state.settledChecks >= 3;
    },
    undefined,
    { polling: 50 },
  );
}

const showsNotFound = async (page: Page) =>
  (await main(page).locator('h1').allInnerTexts()).includes(t('error.not_found.title'));

/** Pages a crawl looks at side by side: a visit is mostly waiting for the server and the page's calls. */
const PAGES = 4;
const MAX_VISITS = 80;

/**
 * Breadth-first over every internal link from `/`, a level at a time, up to PAGES pages at once; answers the pages
 * visited and those that were not found.
 */
async function crawl(context: BrowserContext, origin: string) {
  await context.addInitScript(COUNT_CALLS);
  const pages = await Promise.all(Array.from({ length: PAGES }, () => context.newPage()));
  const seen = new Set(['/']);
  const visited: string[] = [];
  const notFound: string[] = [];
  for (let level = ['/']; level.length > 0 && visited.length < MAX_VISITS;) {
    const next: string[] = [];
    while (level.length > 0 && visited.length < MAX_VISITS) {
      const batch = level.splice(0, Math.min(PAGES, MAX_VISITS - visited.length));
      const looked = await Promise.all(
        batch.map(async (path, i) => {
          const page = pages[i]!;
          await visit(page, `${origin}${path}`);
          return { path, missing: await showsNotFound(page), links: await internalLinks(page, origin) };
        }),
      );
      for (const { path, missing, links } of looked) {
        visited.push(path);
        if (missing) notFound.push(path);
        for (const link of links.filter((l) => !seen.has(l))) {
          seen.add(link);
          next.push(link);
        }
      }
    }
    level = next;
  }
  await Promise.all(pages.map((page) => page.close()));
  return { visited, notFound, seen: [...seen] };
}

describeInBrowser('every internal link leads to a page', () => {
  // Every switch on, the impressum too (off by default: it needs the company's details).
  const ctx = browserApp({ site: configFromEnv(impressumEnv).site });

  it('logged out: no link in the footer, side menu or any page reached from the home page shows the not-found page', async () => {
    const context = await ctx.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const { visited, notFound, seen } = await crawl(context, ctx.app.url);
    expect(notFound).toEqual([]);
    expect(visited).toEqual(
      expect.arrayContaining(['/', '/account/create', '/account/login', '/list/search', '/lootjestrekken']),
    );
    // The footer's links are found, built or not; the built-in legal pages are linked while no address is configured.
    expect(seen).toEqual(
      expect.arrayContaining(['/faq', '/contact', '/winkels', '/blog', '/impressum', '/voorwaarden/privacy']),
    );
    await context.close();
  }, 120_000);

  it('logged in: the same for the menus and pages of an account with a list', async () => {
    const { account } = await register(ctx.app.url);
    const context = await ctx.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await logIn(await context.newPage(), ctx.app.url, account, '/account');
    const { visited, notFound } = await crawl(context, ctx.app.url);
    expect(notFound).toEqual([]);
    expect(visited).toEqual(
      expect.arrayContaining([`/${account.username}`, '/friends', '/crossedoff', '/account', '/mylist/new']),
    );
    await context.close();
  }, 120_000);
});

describeInBrowser('with the switches off', () => {
  const ctx = browserApp({
    site: { ...configFromEnv({}).site, blog: false, shops: false, impressum: false, drawLotsEnabled: false },
  });

  it('no page links to the blog, the shops, the impressum or the lots, and their routes are not found', async () => {
    const context = await ctx.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const { notFound, seen } = await crawl(context, ctx.app.url);
    expect(notFound).toEqual([]);
    expect(seen.filter((path) => /^\/(blog|winkels|laden|shops|impressum|lootjestrekken)(\/|$)/.test(path))).toEqual(
      [],
    );

    const page = await context.newPage();
    for (const path of ['/lootjestrekken', '/blog', '/winkels', '/impressum']) {
      await visit(page, `${ctx.app.url}${path}`);
      expect(await showsNotFound(page)).toBe(true);
    }
    await context.close();
  }, 120_000);
});
