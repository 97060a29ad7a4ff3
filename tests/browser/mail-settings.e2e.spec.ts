import { t } from '@wl/contracts';
import { ApiClient, mailSettingsKeyMailedTo, register } from '../support/api-client.js';
import { browserApp, chromiumAvailable, field, main } from '../support/browser.js';

const describeInBrowser = chromiumAvailable() ? describe : describe.skip;

/** Issue 24: the mail-settings page opens with the key of the mailed link; a link without it asks to log in. */
describeInBrowser('the mail settings page in the browser', () => {
  const ctx = browserApp();

  it('opens from the mailed link without login and saves with its key', async () => {
    const user = await register(ctx.app.url);
    const key = await mailSettingsKeyMailedTo(ctx.app.url, user);
    const page = await ctx.browser.newPage();
    page.setDefaultTimeout(8000);
    await page.goto(`${ctx.app.url}/account/mailings/${user.userId}?k=${key}`);
    await main(page)
      .getByText(t('email_settings.for', { email: user.account.email }))
      .waitFor();
    await field(page, t('profile.overview_frequency')).selectOption('3');
    await main(page)
      .getByRole('button', { name: t('general.save') })
      .click();
    await main(page).getByText(t('email_settings.saved')).waitFor();
    const saved = await new ApiClient(ctx.app.url).get(`/api/Account/GetEmailSettings/${user.userId}?k=${key}`);
    expect(saved.body).toMatchObject({ overviewEmailFrequency: 3 });
    await page.close();
  });

  it('asks to log in when the link has no key (an old mail), and shows the settings once logged in', async () => {
    const user = await register(ctx.app.url);
    const page = await ctx.browser.newPage();
    page.setDefaultTimeout(8000);
    await page.goto(`${ctx.app.url}/account/mailings/${user.userId}`);
    await main(page).getByText(t('email_settings.login_needed')).waitFor();
    await main(page)
      .getByRole('link', { name: t('login.title') })
      .click();
    await field(page, t('login.email_or_username')).fill(user.account.username);
    await field(page, t('login.password')).fill(user.account.password);
    await main(page)
      .getByRole('button', { name: t('login.submit') })
      .click();
    await page.waitForURL(`${ctx.app.url}/account/mailings/${user.userId}`);
    await main(page)
      .getByText(t('email_settings.for', { email: user.account.email }))
      .waitFor();
    await page.close();
  });
});
