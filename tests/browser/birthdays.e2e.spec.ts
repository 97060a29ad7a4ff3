import { t } from '@wl/contracts';
import type { Browser, BrowserContext } from 'playwright-core';
import { register, type Registered } from '../support/api-client.js';
import { browserApp, chromiumAvailable, main } from '../support/browser.js';

const describeInBrowser = chromiumAvailable() ? describe : describe.skip;

/** A browser context logged in as a user registered through the API. */
async function loggedIn(browser: Browser, baseUrl: string, user: Registered): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const [name, value] = user.client.sessionCookie!.split('=') as [string, string];
  await context.addCookies([{ name, value, url: baseUrl }]);
  return context;
}

describeInBrowser('a birthday chosen as the occasion, in the browser', () => {
  const ctx = browserApp();

  it('shows the birthday field in the settings and the birthday on the friends page', async () => {
    const owner = await register(ctx.app.url);
    const friend = await register(ctx.app.url);
    const page = await (await loggedIn(ctx.browser, ctx.app.url, owner)).newPage();
    await page.goto(`${ctx.app.url}/${owner.account.username}`);

    // No birthday yet: the settings have no birthday field.
    await main(page)
      .getByRole('button', { name: t('owner.settings') })
      .click();
    let dialog = page.getByRole('dialog');
    await dialog.getByLabel(t('settings.username')).waitFor();
    expect(await dialog.getByLabel(t('settings.birthday'), { exact: true }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await main(page)
      .getByRole('button', { name: t('owner.occasion.add') })
      .click();
    dialog = page.getByRole('dialog');
    await dialog.getByLabel(t('owner.occasion.label')).selectOption('MyBirthday');
    await dialog.getByText(t('owner.occasion.birthday_hint')).waitFor();
    await dialog.getByLabel(t('owner.occasion.date')).fill('2031-03-09');
    await dialog.getByRole('button', { name: t('general.save') }).click();
    await dialog.waitFor({ state: 'detached' });

    await main(page)
      .getByRole('button', { name: t('owner.settings') })
      .click();
    dialog = page.getByRole('dialog');
    expect(await dialog.getByLabel(t('settings.birthday'), { exact: true }).inputValue()).toBe('2031-03-09');

    const { body: list } = await owner.client.get<{ publicGuid: string }>(`/api/MyList/Get/${owner.wishlistId}`);
    await friend.client.post('/api/Friend/Add', { wishlistPublicGuid: list.publicGuid });
    const friendPage = await (await loggedIn(ctx.browser, ctx.app.url, friend)).newPage();
    await friendPage.goto(`${ctx.app.url}/friends`);
    await main(friendPage)
      .getByText(t('friends.birthday', { date: '9 maart' }))
      .waitFor();
  });
});
