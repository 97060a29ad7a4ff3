import { t } from '@wl/contracts';
import type { Page } from 'playwright-core';
import { ownerWithGift } from '../support/api-client.js';
import { browserApp, chromiumAvailable, main } from '../support/browser.js';

const describeInBrowser = chromiumAvailable() ? describe : describe.skip;

describeInBrowser('a lightweight user after an e-mail cross-off', () => {
  const ctx = browserApp();

  /** Crosses a gift off with an e-mail address and leaves the confirmation dialog open. */
  async function crossOffByEmail(page: Page, description: string, email: string) {
    const gift = main(page).locator('[data-gift]', { hasText: description });
    await gift.getByRole('button', { name: t('cross_off.action') }).click();
    const dialog = page.getByRole('dialog', { name: t('cross_off.email.title') });
    await dialog.getByLabel(t('cross_off.email.email')).fill(email);
    await dialog.getByRole('button', { name: t('cross_off.email.submit') }).click();
    await dialog.getByText(t('cross_off.email.done', { description })).waitFor();
    return dialog;
  }

  it('says who is signed in, offers to sign out, has a menu without an own list, and leads back to the list', async () => {
    const { owner, categoryId } = await ownerWithGift(ctx.app.url, { description: 'Een boek over vogels' });
    await owner.client.post('/api/MyGift/EditWithoutProduct', {
      categoryPrivateGuid: categoryId,
      description: 'Een vogelhuisje',
      enableCrossOff: true,
    });
    const { username, firstName, lastName } = owner.account;
    const listUrl = `${ctx.app.url}/${username}`;
    const page = await (await ctx.browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await page.goto(listUrl);

    // Right after the cross-off: who is signed in now.
    const email = `gever-${username}@example.com`;
    const dialog = await crossOffByEmail(page, 'Een boek over vogels', email);
    await dialog.getByText(t('cross_off.email.signed_in', { email })).waitFor();
    await dialog.getByRole('button', { name: t('general.ok') }).click();

    // The account menu names the address and offers no own list, but a list of one's own to make and the crossed-off gifts.
    await page.getByRole('button', { name: t('menu.account', { name: email }) }).click();
    const accountMenu = page.locator('.account-menu__list');
    await accountMenu.getByText(t('menu.signed_in_as', { email })).waitFor();
    expect(await accountMenu.getByRole('link', { name: t('menu.my_list') }).count()).toBe(0);
    expect(await accountMenu.getByRole('link', { name: t('menu.make_own_list') }).getAttribute('href')).toBe(
      '/account/create',
    );
    await accountMenu.getByRole('link', { name: t('menu.my_crossed_off') }).click();
    await page.waitForURL(`${ctx.app.url}/crossedoff`);
    await main(page).getByText('Een boek over vogels').waitFor();

    // The side menu fits too; the home page is the crossed-off gifts, whose list link leads back.
    await page.getByRole('button', { name: t('menu.open') }).click();
    const drawer = page.getByRole('dialog', { name: t('menu.title') });
    await drawer.getByRole('link', { name: t('menu.make_own_list') }).waitFor();
    expect(await drawer.getByRole('link', { name: t('menu.my_list') }).count()).toBe(0);
    expect(await drawer.getByRole('link', { name: t('menu.new_list') }).count()).toBe(0);
    expect(await drawer.getByRole('link', { name: t('menu.profile') }).count()).toBe(0);
    await drawer.getByRole('button', { name: t('menu.logout') }).waitFor();
    await page.keyboard.press('Escape');
    await page.goto(ctx.app.url);
    await page.waitForURL(`${ctx.app.url}/crossedoff`);
    await main(page)
      .getByRole('link', { name: t('crossed_off.list_of', { name: `${firstName} ${lastName}` }) })
      .click();
    await page.waitForURL(listUrl);

    // Signing out from the account menu; a next person who signs out right after the cross-off gets back to the list.
    await page.getByRole('button', { name: t('menu.account', { name: email }) }).click();
    await page
      .locator('.account-menu__list')
      .getByRole('button', { name: t('menu.logout') })
      .click();
    await page.waitForURL(`${ctx.app.url}/account/goodbye`);
    await page.goto(listUrl);
    const next = `volgende-${username}@example.com`;
    const nextDialog = await crossOffByEmail(page, 'Een vogelhuisje', next);
    await nextDialog.getByRole('button', { name: t('menu.logout') }).click();
    await page.waitForURL(`${ctx.app.url}/account/goodbye`);
    await main(page)
      .getByRole('link', { name: t('general.back_to_list') })
      .click();
    await page.waitForURL(listUrl);
    await main(page)
      .getByRole('heading', { level: 1, name: `${firstName} ${lastName}` })
      .waitFor();
    expect(await page.getByRole('button', { name: t('menu.account', { name: next }) }).count()).toBe(0);
  }, 60_000);
});
