import { t, tMail } from '@wl/contracts';
import { register } from '../support/api-client.js';
import { browserApp, chromiumAvailable, field, main } from '../support/browser.js';

const describeInBrowser = chromiumAvailable() ? describe : describe.skip;

/** Issue 8, item 6: sending a list by mail waits for a confirmed address, which a user confirms by the mailed link. */
describeInBrowser('e-mail verification in the browser', () => {
  const ctx = browserApp();

  it('the send page asks to confirm the address, mails a new link, and the link confirms it', async () => {
    const { account } = await register(ctx.app.url);
    const page = await ctx.browser.newPage();
    page.setDefaultTimeout(8000);
    await page.goto(`${ctx.app.url}/account/login`);
    await field(page, t('login.email_or_username')).fill(account.username);
    await field(page, t('login.password')).fill(account.password);
    await main(page)
      .getByRole('button', { name: t('login.submit') })
      .click();
    await page.waitForURL(`${ctx.app.url}/`);

    await page.goto(`${ctx.app.url}/mylist/send`);
    await main(page).getByText(t('send.unverified.title')).waitFor();
    await main(page)
      .getByRole('button', { name: t('send.unverified.send_again') })
      .click();
    await main(page)
      .getByText(t('verify_email.sent', { email: account.email }))
      .waitFor();

    await page.goto(`${ctx.app.url}/dev/outbox`);
    const mail = main(page)
      .locator('li', { hasText: account.email })
      .filter({ hasText: tMail('mail.verify_email.subject') })
      .first();
    await mail.getByRole('button').click();
    await mail.getByRole('link', { name: /\/account\/verify\// }).click();
    await page.waitForURL(/\/account\/verify\/[\w-]+$/);
    await main(page).getByText(t('verify_email.done')).waitFor();

    // Confirmed, but the account is not a day old yet: the send page says from when it may send.
    await page.goto(`${ctx.app.url}/mylist/send`);
    await main(page).getByText(t('send.too_new.title')).waitFor();
    await page.close();
  });
});
