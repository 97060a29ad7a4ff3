import { t } from '@wl/contracts';
import type { Page } from 'playwright-core';
import {
  browserApp,
  chromiumAvailable,
  field,
  main,
  markNotReloaded,
  settle,
  wasReloaded,
} from '../support/browser.js';

const describeInBrowser = chromiumAvailable() ? describe : describe.skip;

const isVersionCheck = (answer: { url(): string }) => answer.url().includes('/api/Utility/WebVersion?clientVersion=');

/** Opens the login page and waits for the version check the page asks when it loads. */
async function loginPageChecked(page: Page, url: string) {
  const checked = page.waitForResponse(isVersionCheck);
  await page.goto(`${url}/account/login`);
  await field(page, t('login.email_or_username')).waitFor();
  return (await (await checked).json()) as { version: string; clientIsCurrent: boolean | null };
}

const goToForgotPassword = (page: Page) =>
  main(page)
    .getByRole('link', { name: t('login.forgot_password') })
    .click();

describeInBrowser('the version check when the server runs another build', () => {
  const ctx = browserApp({ version: '0.0.1-newer' });

  it('reloads at the next navigation, not while typing, and only once for that version', async () => {
    const page = await (await ctx.browser.newContext()).newPage();
    expect(await loginPageChecked(page, ctx.app.url)).toEqual({ version: '0.0.1-newer', clientIsCurrent: false });
    await markNotReloaded(page);

    await field(page, t('login.email_or_username')).fill('iemand@example.com');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await wasReloaded(page)).toBe(false);

    const checkedAgain = page.waitForResponse(isVersionCheck);
    await goToForgotPassword(page);
    await page.waitForURL(`${ctx.app.url}/account/forgotpassword`);
    expect(await settle(() => wasReloaded(page), Boolean)).toBe(true);

    // The reloaded page still differs (a stale cache): it does not reload at every navigation.
    expect(await (await checkedAgain).json()).toMatchObject({ clientIsCurrent: false });
    await main(page).getByRole('heading').first().waitFor();
    await markNotReloaded(page);
    await page.goBack();
    await page.waitForURL(`${ctx.app.url}/account/login`);
    await field(page, t('login.email_or_username')).waitFor();
    expect(await wasReloaded(page)).toBe(false);
    await page.context().close();
  });
});

describeInBrowser('the version check when the server runs this build', () => {
  const ctx = browserApp();

  it('finds the client current and navigates without reloading', async () => {
    const page = await (await ctx.browser.newContext()).newPage();
    expect(await loginPageChecked(page, ctx.app.url)).toMatchObject({ clientIsCurrent: true });
    await markNotReloaded(page);
    await goToForgotPassword(page);
    await page.waitForURL(`${ctx.app.url}/account/forgotpassword`);
    expect(await wasReloaded(page)).toBe(false);
    await page.context().close();
  });
});
