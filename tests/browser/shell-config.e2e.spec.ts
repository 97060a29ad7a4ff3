import { t } from '@wl/contracts';
import type { Page } from 'playwright-core';
import { configFromEnv } from '../../backend/src/platform/config/config.js';
import { browserApp, chromiumAvailable, main } from '../support/browser.js';

const describeInBrowser = chromiumAvailable() ? describe : describe.skip;
const allOn = configFromEnv({}).site;
const phone = { viewport: { width: 390, height: 844 } };

const footer = (page: Page) => page.locator('footer');
const attributesOf = (page: Page, name: string) =>
  footer(page)
    .getByRole('link', { name, exact: true })
    .evaluate((link) => ({
      href: link.getAttribute('href'),
      target: link.getAttribute('target'),
      rel: link.getAttribute('rel'),
    }));

describeInBrowser('the shell with a configured variant, legal addresses and app store links', () => {
  const ctx = browserApp({
    site: {
      ...allOn,
      variant: 'nl-NL',
      product: 'verlanglijst',
      termsUrl: 'https://example.org/voorwaarden',
      privacyUrl: 'https://example.org/privacy',
      appStoreButtons: true,
      appStoreLinks: { ios: 'https://apps.example.org/ios', android: null },
    },
  });

  it('fills the configured product word into the texts', async () => {
    const page = await (await ctx.browser.newContext(phone)).newPage();
    await page.goto(`${ctx.app.url}/account/login`);
    await main(page).getByText('Meld je aan om je verlanglijst te beheren en kadootjes af te strepen.').waitFor();
    expect(await page.getByText('verlanglijstje te beheren').count()).toBe(0);
  });

  it('links terms and privacy to the configured addresses in a new tab, also from the create-account page', async () => {
    const page = await (await ctx.browser.newContext(phone)).newPage();
    await page.goto(`${ctx.app.url}/account/create`);
    expect(await attributesOf(page, t('footer.terms'))).toEqual({
      href: 'https://example.org/voorwaarden',
      target: '_blank',
      rel: 'noopener',
    });
    expect(await attributesOf(page, t('footer.privacy'))).toEqual({
      href: 'https://example.org/privacy',
      target: '_blank',
      rel: 'noopener',
    });
    const consent = main(page).getByRole('link', { name: t('account.create.privacy_link') });
    expect(await consent.getAttribute('href')).toBe('https://example.org/privacy');
    expect(await consent.getAttribute('rel')).toBe('noopener');
  });

  it('shows the app store button that has a link, and only that one', async () => {
    const page = await (await ctx.browser.newContext(phone)).newPage();
    await page.goto(`${ctx.app.url}/`);
    expect(await attributesOf(page, t('footer.app_store'))).toEqual({
      href: 'https://apps.example.org/ios',
      target: '_blank',
      rel: 'noopener',
    });
    expect(
      await footer(page)
        .getByRole('link', { name: t('footer.google_play') })
        .count(),
    ).toBe(0);
  });

  it('gives a content page its title, description and canonical link', async () => {
    const page = await (await ctx.browser.newContext(phone)).newPage();
    await page.goto(`${ctx.app.url}/account/login`);
    await main(page).locator('h1').waitFor();
    expect(await page.locator('link[rel="canonical"]').count()).toBe(0);
    await footer(page)
      .getByRole('link', { name: t('footer.faq') })
      .click();
    await page.waitForURL(`${ctx.app.url}/faq`);
    await page.waitForFunction((title) => document.title === title, `${t('meta.faq.title')} – ${t('app.name')}`);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(t('meta.faq.description'));
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${ctx.app.url}/faq`);
  });
});

describeInBrowser('the shell with the built-in legal pages and no app store buttons', () => {
  const ctx = browserApp({
    site: {
      ...allOn,
      appStoreButtons: false,
      appStoreLinks: { ios: 'https://apps.example.org/ios', android: 'https://apps.example.org/android' },
    },
  });

  it('links terms and privacy to our own pages in the same tab, and shows no app store buttons', async () => {
    const page = await (await ctx.browser.newContext(phone)).newPage();
    await page.goto(`${ctx.app.url}/account/create`);
    expect(await attributesOf(page, t('footer.terms'))).toEqual({
      href: '/voorwaarden/gebruiksvoorwaarden',
      target: null,
      rel: null,
    });
    expect(await attributesOf(page, t('footer.privacy'))).toEqual({
      href: '/voorwaarden/privacy',
      target: null,
      rel: null,
    });
    expect(
      await main(page)
        .getByRole('link', { name: t('account.create.privacy_link') })
        .getAttribute('href'),
    ).toBe('/voorwaarden/privacy');
    expect(
      await footer(page)
        .getByRole('link', { name: t('footer.app_store') })
        .count(),
    ).toBe(0);
  });
});
