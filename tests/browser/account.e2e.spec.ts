import { CSRF_HEADER, t, tMail } from '@wl/contracts';
import type { BrowserContext, Page } from 'playwright-core';
import { newAccount, register } from '../support/api-client.js';
import { browserApp, chromiumAvailable, field, main, markNotReloaded, wasReloaded } from '../support/browser.js';

const describeInBrowser = chromiumAvailable() ? describe : describe.skip;

describeInBrowser('accounts in the browser', () => {
  const ctx = browserApp();

  const heading = (page: Page, text: string) => main(page).getByRole('heading', { level: 1, name: text });
  /** A marker that only survives as long as the page is not reloaded. */

  async function logIn(page: Page, login: string, password: string) {
    await page.goto(`${ctx.app.url}/account/login`);
    await field(page, t('login.email_or_username')).fill(login);
    await field(page, t('login.password')).fill(password);
    await main(page)
      .getByRole('button', { name: t('login.submit') })
      .click();
  }

  async function logOutFromMenu(page: Page, firstName: string) {
    await page.getByRole('button', { name: t('menu.account', { name: firstName }) }).click();
    await page.getByRole('button', { name: t('menu.logout') }).click();
    await page.waitForURL(`${ctx.app.url}/account/goodbye`);
  }

  /** Logs the browser context in through the API, behind the pages' backs: a new session with a new token. */
  async function logInBehindTheScenes(context: BrowserContext, emailOrUsername: string, password: string) {
    const { token } = (await (await context.request.get(`${ctx.app.url}/api/Utility/CsrfToken`)).json()) as {
      token: string;
    };
    const answer = await context.request.post(`${ctx.app.url}/api/Account/Login`, {
      data: { emailOrUsername, password },
      headers: { [CSRF_HEADER]: token },
    });
    expect(await answer.json()).toBe(true);
  }

  it('creates an account, resets the password through the mailed link, edits the profile and deletes the account', async () => {
    const person = newAccount();
    const page = await (await ctx.browser.newContext()).newPage();

    // Create the account, then log out.
    await page.goto(`${ctx.app.url}/account/create`);
    await field(page, t('account.create.username')).fill(person.username);
    await field(page, t('account.create.first_name')).fill(person.firstName);
    await field(page, t('account.create.last_name')).fill(person.lastName);
    await field(page, t('account.create.email')).fill(person.email);
    await field(page, t('account.create.password')).fill(person.password);
    await field(page, t('account.create.confirm_password')).fill(person.password);
    await main(page)
      .getByRole('button', { name: t('account.create.submit') })
      .click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t('general.ok') })
      .click();
    await page.waitForURL(`${ctx.app.url}/${person.username}`);
    await logOutFromMenu(page, person.firstName);

    // Forgot password, from the login page: the typed address comes along.
    await main(page)
      .getByRole('link', { name: t('goodbye.login_again') })
      .click();
    await field(page, t('login.email_or_username')).fill(person.email);
    await main(page)
      .getByRole('link', { name: t('login.forgot_password') })
      .click();
    await page.waitForURL(`${ctx.app.url}/account/forgotpassword`);
    expect(await field(page, t('login.email_or_username')).inputValue()).toBe(person.email);
    await main(page)
      .getByRole('button', { name: t('forgot_password.submit') })
      .click();
    await heading(page, t('forgot_password.sent_title')).waitFor();
    await main(page).getByText(person.email).waitFor();

    // The developer outbox has the mail; its link opens the reset page inside the ctx.app.
    await page.goto(`${ctx.app.url}/dev/outbox`);
    const mail = main(page)
      .locator('li', { hasText: person.email })
      .filter({ hasText: tMail('mail.reset_password.subject') });
    await mail.getByRole('button').click();
    await mail.getByRole('link', { name: /\/account\/resetpassword\// }).click();
    await page.waitForURL(/\/account\/resetpassword\/[\w-]+$/);
    await main(page).getByText(`${person.firstName} ${person.lastName}`, { exact: false }).waitFor();

    // A common password is refused on its field; a new one logs the person in and lands on the home page, which says so.
    await field(page, t('reset_password.password')).fill('password1');
    await field(page, t('reset_password.confirm_password')).fill('password1');
    await main(page)
      .getByRole('button', { name: t('reset_password.submit') })
      .click();
    await main(page).getByText(t('validation.password.common')).waitFor();
    expect(await field(page, t('reset_password.password')).evaluate((input) => input === document.activeElement)).toBe(
      true,
    );
    const newPassword = 'een-nieuw-wachtwoord';
    await field(page, t('reset_password.password')).fill(newPassword);
    await field(page, t('reset_password.confirm_password')).fill(newPassword);
    await main(page)
      .getByRole('button', { name: t('reset_password.submit') })
      .click();
    await page.waitForURL(`${ctx.app.url}/`);
    await heading(page, t('home.title')).waitFor();
    await page.getByRole('status').getByText(t('reset_password.done')).waitFor();

    // The profile, from the account menu: a new last name is saved and still there after a reload.
    await page.getByRole('button', { name: t('menu.account', { name: person.firstName }) }).click();
    await page
      .locator('header')
      .getByRole('link', { name: t('menu.profile') })
      .click();
    await page.waitForURL(`${ctx.app.url}/account`);
    expect(await field(page, t('account.create.last_name')).inputValue()).toBe(person.lastName);
    await field(page, t('account.create.last_name')).fill('Peeters');
    await main(page)
      .getByRole('button', { name: t('general.save') })
      .click();
    await main(page).getByRole('status').getByText(t('profile.saved')).waitFor();
    await page.reload();
    await field(page, t('account.create.last_name')).waitFor();
    expect(await field(page, t('account.create.last_name')).inputValue()).toBe('Peeters');

    // A new password asks for the current one; a wrong current password is refused at the field.
    const thirdPassword = 'mijn-derde-wachtwoord';
    await main(page)
      .getByRole('button', { name: t('profile.change_password') })
      .click();
    await field(page, t('reset_password.password')).fill(thirdPassword);
    await field(page, t('reset_password.confirm_password')).fill(thirdPassword);
    await field(page, t('profile.current_password')).fill('niet-mijn-wachtwoord');
    await main(page)
      .getByRole('button', { name: t('general.save') })
      .click();
    await main(page).getByText(t('general.password.wrong')).waitFor();
    await field(page, t('profile.current_password')).fill(newPassword);
    await main(page)
      .getByRole('button', { name: t('general.save') })
      .click();
    await main(page).getByRole('status').getByText(t('profile.saved')).waitFor();

    // Delete the account, telling why in one's own words.
    await main(page)
      .getByRole('link', { name: t('profile.delete_link') })
      .click();
    await page.waitForURL(`${ctx.app.url}/account/delete`);
    await main(page)
      .getByRole('radio', { name: t('delete.answer.other') })
      .check();
    await field(page, t('delete_user.custom_answer')).fill('Ik test alleen maar');
    await field(page, t('delete_user.password')).fill(thirdPassword);
    await main(page)
      .getByRole('button', { name: t('delete_user.confirm') })
      .click();
    await page.waitForURL(`${ctx.app.url}/account/deleted`);
    await heading(page, t('deleted_user.title')).waitFor();
    await main(page)
      .getByRole('button', { name: t('deleted_user.continue') })
      .click();
    await heading(page, t('landing.title')).waitFor();

    // Neither the old nor the new credentials log in any more.
    for (const password of [person.password, newPassword, thirdPassword]) {
      await logIn(page, person.email, password);
      await main(page).getByRole('alert').getByText(t('error.login_failed')).waitFor();
    }
  }, 90_000);

  it('a tab follows a logout in another tab of the same browser', async () => {
    const { account } = await register(ctx.app.url);
    const context = await ctx.browser.newContext();
    const acting = await context.newPage();
    const watching = await context.newPage();
    await logIn(acting, account.email, account.password);
    await heading(acting, t('home.title')).waitFor();
    await watching.goto(`${ctx.app.url}/account`);
    await field(watching, t('account.create.first_name')).waitFor();
    await markNotReloaded(watching);

    await acting.bringToFront();
    await logOutFromMenu(acting, account.firstName);

    await heading(watching, t('landing.title')).waitFor();
    expect(new URL(watching.url()).pathname).toBe('/');
    expect(await wasReloaded(watching)).toBe(true);
  }, 60_000);

  it('a refused anti-forgery token is renewed for the same user, and a switched user reloads the page', async () => {
    const first = await register(ctx.app.url);
    const second = await register(ctx.app.url);
    const context = await ctx.browser.newContext();
    const page = await context.newPage();
    await logIn(page, first.account.email, first.account.password);
    await heading(page, t('home.title')).waitFor();
    await page.goto(`${ctx.app.url}/account`);
    const firstName = field(page, t('account.create.first_name'));
    await firstName.waitFor();

    // Same user, new session: the save is refused once, CheckSession hands out the new token, the save goes through.
    await logInBehindTheScenes(context, first.account.email, first.account.password);
    await markNotReloaded(page);
    await firstName.fill('Anna');
    await main(page)
      .getByRole('button', { name: t('general.save') })
      .click();
    await main(page).getByRole('status').getByText(t('profile.saved')).waitFor();
    expect(await wasReloaded(page)).toBe(false);

    // Another user now: the page does not save for the wrong person but reloads at the root, showing who is logged in.
    await logInBehindTheScenes(context, second.account.email, second.account.password);
    await firstName.fill('Niet bewaard');
    await main(page)
      .getByRole('button', { name: t('general.save') })
      .click();
    await page.waitForURL(`${ctx.app.url}/`);
    await heading(page, t('home.title')).waitFor();
    expect(await wasReloaded(page)).toBe(true);
    await page.getByRole('button', { name: t('menu.account', { name: second.account.firstName }) }).waitFor();
    const firstUser = await first.client.get<{ firstName: string }>('/api/Account/UserData');
    expect(firstUser.body.firstName).toBe('Anna');
  }, 60_000);
});
