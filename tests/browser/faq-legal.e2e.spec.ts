import { join } from 'node:path';
import { t } from '@wl/contracts';
import type { Page } from 'playwright-core';
import { configFromEnv } from '../../backend/src/platform/config/config.js';
import { browserApp, chromiumAvailable, main } from '../support/browser.js';
import { impressumEnv } from '../support/company-env.js';
import { startTestApp } from '../support/test-app.js';

const describeInBrowser = chromiumAvailable() ? describe : describe.skip;
const site = { ...configFromEnv({}).site, supportEmail: 'hulp@example.be' };

describeInBrowser('the FAQ and the legal pages in the browser', () => {
  const ctx = browserApp({ site: { ...site, impressum: false } });
  const phone = { viewport: { width: 390, height: 844 } };

  async function open(path: string, base = ctx.app.url): Promise<Page> {
    const page = await (await ctx.browser.newContext(phone)).newPage();
    page.setDefaultTimeout(5000);
    await page.goto(`${base}${path}`);
    return page;
  }
  const question = (page: Page, name: string) => main(page).getByRole('button', { name });
  const expanded = (page: Page, name: string) => question(page, name).getAttribute('aria-expanded');

  it('filters the FAQ live on every word, opens the matches, and says how many there are', async () => {
    const page = await open('/faq');
    await main(page)
      .getByRole('heading', { level: 1, name: t('faq.title') })
      .waitFor();
    for (const section of [
      'faq.section.account',
      'faq.section.cross_off',
      'faq.section.my_list',
      'faq.section.lots',
      'faq.section.privacy',
      'faq.section.misc',
    ] as const) {
      await main(page)
        .getByRole('heading', { level: 2, name: t(section) })
        .waitFor();
    }
    const cookies = 'Welke cookies gebruiken jullie?';
    expect(await expanded(page, cookies)).toBe('false');

    // Every word must match: "cookies" alone finds the cookie item; with "wachtwoord" nothing has both.
    const search = main(page).getByLabel(t('faq.search'));
    await search.fill('COOKIES reclame');
    await main(page).getByRole('status').getByText(t('faq.count_one')).waitFor();
    expect(await expanded(page, cookies)).toBe('true');
    await main(page).getByText('de sessiecookie').waitFor();
    expect(await question(page, 'Ik ben mijn wachtwoord vergeten. Wat nu?').count()).toBe(0);

    await search.fill('cookies wachtwoord');
    await main(page).getByRole('status').getByText(t('faq.none')).waitFor();
    expect(await main(page).locator('.faq__item').count()).toBe(0);

    // The configured support address is in the disclosure answer.
    await search.fill('beveiligingsprobleem meld');
    await main(page).getByRole('link', { name: 'hulp@example.be' }).waitFor();
    expect(await main(page).getByRole('link', { name: 'hulp@example.be' }).getAttribute('href')).toBe(
      'mailto:hulp@example.be',
    );

    // Clearing the search shows everything folded; a question opens and closes by keyboard.
    await search.fill('');
    await question(page, cookies).waitFor();
    expect(await expanded(page, cookies)).toBe('false');
    await question(page, cookies).focus();
    await page.keyboard.press('Enter');
    expect(await expanded(page, cookies)).toBe('true');
    await page.keyboard.press('Space');
    expect(await expanded(page, cookies)).toBe('false');
    await page.context().close();
  });

  it('shows the FAQ under /support and every legal page under its path and alias', async () => {
    const pages: [string, string, string][] = [
      ['/support', t('faq.title'), 'Welke cookies gebruiken jullie?'],
      ['/voorwaarden/gebruiksvoorwaarden', t('legal.terms.title'), 'twaalf maanden'],
      ['/about/terms', t('legal.terms.title'), 'Nederlands recht'],
      ['/voorwaarden/privacy', t('legal.privacy.title'), 'binnen de Europese Unie'],
      ['/about/privacy', t('legal.privacy.title'), 'functionele en analytische cookies'],
      ['/voorwaarden/veiligheid', t('legal.safety.title'), 'Actieve controle'],
      ['/about/safety', t('legal.safety.title'), 'Transparantie'],
    ];
    for (const [path, title, text] of pages) {
      const page = await open(path);
      await main(page).getByRole('heading', { level: 1, name: title }).waitFor();
      await main(page).getByText(text).first().waitFor();
      expect(await page.title()).toContain(title);
      await page.context().close();
    }
    const terms = await open('/about/terms');
    await main(terms)
      .getByText(t('legal.version', { date: 'december 2012' }))
      .waitFor();
    const privacy = await open('/about/privacy');
    await main(privacy)
      .getByText(t('legal.version', { date: 'mei 2018' }))
      .waitFor();
    await terms.context().close();
    await privacy.context().close();
  });

  it('answers the impressum only with its switch on', async () => {
    const off = await open('/impressum');
    await main(off)
      .getByRole('heading', { level: 1, name: t('error.not_found.title') })
      .waitFor();
    await off.context().close();

    const on = await startTestApp({
      frontendDir: join(__dirname, '../../frontend/dist'),
      site: { ...configFromEnv(impressumEnv).site, supportEmail: site.supportEmail },
    });
    try {
      const page = await open('/impressum', on.url);
      await main(page)
        .getByRole('heading', { level: 1, name: t('legal.impressum.title') })
        .waitFor();
      await main(page).getByText('Angaben gemäß § 5').waitFor();
      // The operator's configured details, not the support address.
      for (const detail of [
        impressumEnv.SITE_COMPANY_NAME,
        impressumEnv.SITE_COMPANY_ADDRESS,
        impressumEnv.SITE_COMPANY_REGISTER,
        `Umsatzsteuer-Identifikationsnummer: ${impressumEnv.SITE_COMPANY_VAT_ID}`,
      ]) {
        await main(page).getByText(detail, { exact: true }).waitFor();
      }
      expect(await main(page).getByRole('link', { name: impressumEnv.SITE_COMPANY_EMAIL }).getAttribute('href')).toBe(
        `mailto:${impressumEnv.SITE_COMPANY_EMAIL}`,
      );
      expect(await main(page).locator('article').getAttribute('lang')).toBe('de');
      await page.context().close();
    } finally {
      await on.close();
    }
  });
});
