import { CSRF_HEADER, t } from '@wl/contracts';
import type { BrowserContext, Page } from 'playwright-core';
import { register } from '../support/api-client.js';
import { browserApp, chromiumAvailable, field, main, settle } from '../support/browser.js';

const describeInBrowser = chromiumAvailable() ? describe : describe.skip;

describeInBrowser("deleting one's account in the browser", () => {
  const ctx = browserApp();
  const phone = { viewport: { width: 390, height: 844 } };

  async function loggedInAs(context: BrowserContext, sessionCookie: string) {
    const [name, value] = sessionCookie.split('=') as [string, string];
    await context.addCookies([{ name, value, url: ctx.app.url }]);
  }

  const confirmButton = (page: Page) => main(page).getByRole('button', { name: t('delete_user.confirm') });
  const cancelLink = (page: Page) => main(page).getByRole('link', { name: t('general.cancel') });

  it('says what disappears, keeps cancel and delete apart, and deletes an account only with its password', async () => {
    const owner = await register(ctx.app.url);
    const context = await ctx.browser.newContext(phone);
    await loggedInAs(context, owner.client.sessionCookie!);
    const page = await context.newPage();
    await page.goto(`${ctx.app.url}/account/delete`);

    for (const key of ['delete_user.goes.lists', 'delete_user.goes.friends', 'delete_user.goes.crossoffs'] as const) {
      await main(page).getByText(t(key)).waitFor();
    }
    // The deletion is the filled button, not an outlined look-alike of cancel, and it is not right under it.
    const [cancelBox, confirmBox] = [
      (await cancelLink(page).boundingBox())!,
      (await confirmButton(page).boundingBox())!,
    ];
    expect(confirmBox.y + confirmBox.height).toBeLessThanOrEqual(cancelBox.y + 1);
    const background = (locator: ReturnType<typeof confirmButton>) =>
      locator.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(await background(confirmButton(page))).toBe('rgb(164, 22, 26)');
    expect(await background(cancelLink(page))).not.toBe('rgb(164, 22, 26)');

    // No password: asked for at the field, nothing sent.
    await confirmButton(page).click();
    await main(page).getByText(t('delete_user.password_required')).waitFor();
    const focused = () =>
      field(page, t('delete_user.password')).evaluate((element) => element === document.activeElement);
    expect(await settle(focused, Boolean)).toBe(true);

    // A wrong password: refused by the server, said at the field; the account is still there.
    await field(page, t('delete_user.password')).fill('niet-mijn-wachtwoord');
    await confirmButton(page).click();
    await main(page).getByText(t('general.password.wrong')).waitFor();
    expect(page.url()).toBe(`${ctx.app.url}/account/delete`);
    expect((await owner.client.get('/api/Account/UserData')).status).toBe(200);

    await field(page, t('delete_user.password')).fill(owner.account.password);
    await confirmButton(page).click();
    await page.waitForURL(`${ctx.app.url}/account/deleted`);
    expect((await owner.client.get('/api/Account/UserData')).status).not.toBe(200);
    await context.close();
  });

  it('asks a lightweight user, who has no password, to type the word', async () => {
    const context = await ctx.browser.newContext(phone);
    const { token } = (await (await context.request.get(`${ctx.app.url}/api/Utility/CsrfToken`)).json()) as {
      token: string;
    };
    const created = await context.request.post(`${ctx.app.url}/api/Afstreper/Create`, {
      data: { email: `licht-${Date.now()}@example.com` },
      headers: { [CSRF_HEADER]: token },
    });
    expect(created.status()).toBe(200);
    const page = await context.newPage();
    await page.goto(`${ctx.app.url}/account/delete`);

    const word = t('delete_user.typed_word');
    await main(page).getByText(t('delete_user.goes.crossoffs')).waitFor();
    expect(await main(page).getByText(t('delete_user.goes.lists')).count()).toBe(0);
    expect(await field(page, t('delete_user.password')).count()).toBe(0);
    await field(page, t('delete_user.type_word', { word })).fill('verwijderen');
    await confirmButton(page).click();
    await main(page).getByText(t('delete_user.type_word_wrong', { word })).waitFor();
    expect(page.url()).toBe(`${ctx.app.url}/account/delete`);

    await field(page, t('delete_user.type_word', { word })).fill(word.toLowerCase());
    await confirmButton(page).click();
    await page.waitForURL(`${ctx.app.url}/account/deleted`);
    await context.close();
  });
});
