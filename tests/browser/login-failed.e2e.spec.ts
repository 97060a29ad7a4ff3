import { t } from '@wl/contracts';
import type { Page } from 'playwright-core';
import { register } from '../support/api-client.js';
import { browserApp, chromiumAvailable, field, main } from '../support/browser.js';

const describeInBrowser = chromiumAvailable() ? describe : describe.skip;

describeInBrowser('a wrong password, from the header and on the login screen', () => {
  const ctx = browserApp();

  /** The one failed-login message: its words, the password field focused, and a working link to ask a new password. */
  async function expectLoginFailed(page: Page, login: string) {
    const alert = main(page).getByRole('alert');
    await alert.getByText(t('error.login_failed')).waitFor();
    await alert.getByText(t('general.password.wrong_title')).waitFor();
    await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'password', undefined, {
      timeout: 2000,
    });
    expect(await field(page, t('login.email_or_username')).inputValue()).toBe(login);
    return alert.getByRole('link', { name: t('login.request_new_password') });
  }

  it('says the same in both places, focuses the password field and links to a new password for the typed address', async () => {
    const { account } = await register(ctx.app.url);
    const page = await (await ctx.browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await page.goto(`${ctx.app.url}/list/search`);

    const header = page.locator('header');
    await header.getByLabel(t('login.email_or_username')).fill(account.email);
    await header.getByLabel(t('login.password')).fill('niet-mijn-wachtwoord');
    await header.getByRole('button', { name: t('login.submit') }).click();
    await page.waitForURL(`${ctx.app.url}/account/login`);
    const fromHeader = await expectLoginFailed(page, account.email);
    expect(await page.getByRole('dialog').count()).toBe(0);

    await field(page, t('login.password')).fill('nog-steeds-fout');
    await main(page)
      .getByRole('button', { name: t('login.submit') })
      .click();
    const onLoginScreen = await expectLoginFailed(page, account.email);
    expect(await onLoginScreen.count()).toBe(1);

    await fromHeader.click();
    await page.waitForURL(`${ctx.app.url}/account/forgotpassword`);
    expect(await field(page, t('login.email_or_username')).inputValue()).toBe(account.email);
  });
});
