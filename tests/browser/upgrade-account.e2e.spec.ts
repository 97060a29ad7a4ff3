import { t } from '@wl/contracts';
import { newAccount, ownerWithGift } from '../support/api-client.js';
import { browserApp, chromiumAvailable, field, main, upgradeAccount } from '../support/browser.js';

const describeInBrowser = chromiumAvailable() ? describe : describe.skip;

describeInBrowser('a visitor behind a question crosses off by e-mail, then starts a list of their own', () => {
  const ctx = browserApp();

  it('keeps access after the e-mail cross-off, and "new list" upgrades the lightweight user and opens the new list', async () => {
    const { owner } = await ownerWithGift(ctx.app.url, { description: 'Een vogelhuisje' });
    const { username, firstName, lastName } = owner.account;
    await owner.client.post('/api/MyList/UpdateSettings', {
      privateGuid: owner.wishlistId,
      username,
      firstName,
      lastName,
      accessType: 'OPEN',
      includeInSearchResult: false,
      showCrossedOff: false,
      accessQuestion: 'Hoe heet onze kat?',
      accessAnswer: 'Minou',
    });

    const page = await (await ctx.browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await page.goto(`${ctx.app.url}/${username}`);
    await field(page, 'Hoe heet onze kat?').fill('minou');
    await main(page)
      .getByRole('button', { name: t('listview.question.submit') })
      .click();

    // Crossing off by e-mail makes a lightweight user (a new session): the answer goes along, the cross-off succeeds.
    const visitor = newAccount();
    const gift = main(page).locator('[data-gift]', { hasText: 'Een vogelhuisje' });
    const started = page.waitForResponse((response) => response.url().endsWith('/api/Wishlist/StartFlow'));
    await gift.getByRole('button', { name: t('cross_off.action') }).click();
    // The e-mail cross-off starts with StartFlow: the server says the cross-off can succeed before an address is asked.
    expect((await started).status()).toBe(204);
    const dialog = page.getByRole('dialog', { name: t('cross_off.email.title') });
    await dialog.getByLabel(t('cross_off.email.email')).fill(visitor.email);
    await dialog.getByRole('button', { name: t('cross_off.email.submit') }).click();
    await dialog.getByText(t('cross_off.email.done', { description: 'Een vogelhuisje' })).waitFor();
    await dialog.getByRole('button', { name: t('general.ok') }).click();
    await gift.getByRole('button', { name: t('cross_off.undo') }).waitFor();

    // "New list" leads the lightweight user to the account form, their address filled in and fixed.
    await page.goto(`${ctx.app.url}/mylist/new`);
    await page.waitForURL(`${ctx.app.url}/account/create`);
    await main(page)
      .getByRole('heading', { name: t('account.upgrade.title') })
      .waitFor();
    const email = field(page, t('account.create.email'));
    expect(await email.inputValue()).toBe(visitor.email);
    expect(await email.getAttribute('readonly')).not.toBeNull();
    await upgradeAccount(page, { ...visitor, firstName: 'Nina', lastName: 'Gever' });

    // They land on their new list, as its owner.
    await page.waitForURL(`${ctx.app.url}/${visitor.username}`);
    await main(page)
      .getByRole('button', { name: t('owner.add_gift') })
      .waitFor();
    const me = await page.evaluate(
      async () => (await fetch('/api/Account/UserData')).json() as Promise<{ isAccount: boolean; email: string }>,
    );
    expect(me).toMatchObject({ isAccount: true, email: visitor.email });
  }, 60_000);
});
