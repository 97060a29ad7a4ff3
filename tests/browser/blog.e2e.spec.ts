import { t } from '@wl/contracts';
import type { Browser, Page } from 'playwright-core';
import { configFromEnv } from '../../backend/src/platform/config/config.js';
import { browserApp, chromiumAvailable, main } from '../support/browser.js';

const describeInBrowser = chromiumAvailable() ? describe : describe.skip;

const phone = (browser: Browser) =>
  browser.newContext({ viewport: { width: 390, height: 844 } }).then((context) => context.newPage());
const pager = (page: Page) => main(page).getByRole('navigation', { name: t('blog.pager.label') });
const currentPage = (page: Page) => pager(page).locator('[aria-current="page"]').textContent();

describeInBrowser('the blog', () => {
  const context = browserApp();

  it('lists the stories of the variant and pages through them', async () => {
    const page = await phone(context.browser);
    await page.goto(`${context.app.url}/`);
    await page
      .locator('footer')
      .getByRole('link', { name: t('footer.blog') })
      .click();
    await main(page)
      .getByRole('heading', { name: t('blog.index.title'), level: 1 })
      .waitFor();
    const titles = await main(page).getByRole('heading', { level: 2 }).allTextContents();
    expect(titles).toEqual([
      'De geheimen van Verlanglijstje',
      'Het gemak van Verlanglijstje',
      'Een geschiedenisles over verlanglijstjes',
      'Praktische tips voor je online verlanglijstje',
      'Waar komt het eerste kadootje vandaan?',
    ]);
    expect(
      await main(page)
        .getByRole('link', { name: new RegExp(`^${t('blog.read_more')}`) })
        .count(),
    ).toBe(5);
    // The Flemish variant: Sinterklaas comes on 6 December.
    await main(page)
      .getByRole('link', { name: `${t('blog.read_more')} ${t('blog.read_more.about', { title: titles[0]! })}` })
      .click();
    await page.waitForURL(`${context.app.url}/blog/de-geheimen-van-verlanglijstje`);
    await main(page).getByRole('heading', { name: titles[0], level: 1 }).waitFor();
    await main(page).getByText('6 december').first().waitFor();
    expect(await currentPage(page)).toBe('1');
    expect(
      await pager(page)
        .getByRole('link', { name: t('blog.pager.previous') })
        .count(),
    ).toBe(0);

    await pager(page)
      .getByRole('link', { name: t('blog.pager.next') })
      .click();
    await main(page).getByRole('heading', { name: titles[1], level: 1 }).waitFor();
    expect(await currentPage(page)).toBe('2');

    await pager(page)
      .getByRole('link', { name: t('blog.pager.page', { page: 5 }) })
      .click();
    await main(page).getByRole('heading', { name: titles[4], level: 1 }).waitFor();
    expect(await currentPage(page)).toBe('5');
    expect(
      await pager(page)
        .getByRole('link', { name: t('blog.pager.next') })
        .count(),
    ).toBe(0);
    await pager(page)
      .getByRole('link', { name: t('blog.pager.previous') })
      .click();
    await main(page).getByRole('heading', { name: titles[3], level: 1 }).waitFor();
    await page.close();
  }, 60_000);

  it('answers the not-found page for a slug it does not know', async () => {
    const page = await phone(context.browser);
    await page.goto(`${context.app.url}/blog/bestaat-niet`);
    await main(page)
      .getByRole('heading', { name: t('error.not_found.title') })
      .waitFor();
    await page.close();
  });
});

describeInBrowser('the blog of the Dutch variant', () => {
  const context = browserApp({ site: configFromEnv({ SITE_VARIANT: 'nl-NL' }).site });

  it('shows the Dutch articles under the same slugs', async () => {
    const page = await phone(context.browser);
    await page.goto(`${context.app.url}/blog/de-geheimen-van-verlanglijstje`);
    await main(page).getByText('5 december').first().waitFor();
    expect(await main(page).getByText('6 december').count()).toBe(0);
    await page.close();
  });
});

describeInBrowser('with the blog switched off', () => {
  const context = browserApp({ site: configFromEnv({ SITE_BLOG: 'false' }).site });

  it('has no blog link and no blog pages', async () => {
    const page = await phone(context.browser);
    await page.goto(`${context.app.url}/blog`);
    await main(page)
      .getByRole('heading', { name: t('error.not_found.title') })
      .waitFor();
    await page
      .locator('footer')
      .getByRole('link', { name: t('footer.faq') })
      .waitFor();
    expect(
      await page
        .locator('footer')
        .getByRole('link', { name: t('footer.blog') })
        .count(),
    ).toBe(0);
    await page.goto(`${context.app.url}/blog/de-geheimen-van-verlanglijstje`);
    await main(page)
      .getByRole('heading', { name: t('error.not_found.title') })
      .waitFor();
    expect(await main(page).getByRole('heading', { name: 'De geheimen van Verlanglijstje' }).count()).toBe(0);
    await page.close();
  });
});
