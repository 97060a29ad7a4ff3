import { t } from '@wl/contracts';
import { newAccount, register } from '../support/api-client.js';
import { browserApp, chromiumAvailable, field, markNotReloaded, wasReloaded } from '../support/browser.js';

const describeInBrowser = chromiumAvailable() ? describe : describe.skip;

describeInBrowser('cross-off in the browser, live', () => {
  const ctx = browserApp();

  it('an owner adds a gift, a friend crosses it off, a third viewer sees it struck through without reloading', async () => {
    // Owner: create an account in the browser and add a gift.
    const owner = newAccount();
    const ownerPage = await (await ctx.browser.newContext()).newPage();
    await ownerPage.goto(`${ctx.app.url}/account/create`);
    await field(ownerPage, t('account.create.username')).fill(owner.username);
    await field(ownerPage, t('account.create.first_name')).fill(owner.firstName);
    await field(ownerPage, t('account.create.last_name')).fill(owner.lastName);
    await field(ownerPage, t('account.create.email')).fill(owner.email);
    await field(ownerPage, t('account.create.password')).fill(owner.password);
    await field(ownerPage, t('account.create.confirm_password')).fill(owner.password);
    await ownerPage
      .locator('main')
      .getByRole('button', { name: t('account.create.submit') })
      .click();
    const success = ownerPage.getByRole('dialog');
    await success.getByRole('button').first().click();
    await ownerPage.waitForURL(`${ctx.app.url}/${owner.username}`);
    await ownerPage.getByRole('button', { name: t('owner.add_gift') }).click();
    const editor = ownerPage.getByRole('dialog');
    await editor.getByLabel(t('owner.gift.description')).fill('Een warme sjaal');
    await editor.getByRole('button', { name: t('general.save') }).click();
    await ownerPage.getByText('Een warme sjaal').waitFor();

    // Third viewer: an anonymous visitor who keeps the list open.
    const watcher = await (await ctx.browser.newContext()).newPage();
    await watcher.goto(`${ctx.app.url}/${owner.username}`);
    const watchedGift = watcher.locator('[data-gift]', { hasText: 'Een warme sjaal' });
    await watchedGift.waitFor();
    expect(await watcher.locator('[data-crossed-off="true"]').count()).toBe(0);
    await markNotReloaded(watcher);

    // A friend logs in in a second context, opens the list and crosses the gift off.
    const friend = await register(ctx.app.url);
    const friendPage = await (await ctx.browser.newContext()).newPage();
    await friendPage.goto(`${ctx.app.url}/account/login?returnUrl=/${owner.username}`);
    await field(friendPage, t('login.email_or_username')).fill(friend.account.email);
    await field(friendPage, t('login.password')).fill(friend.account.password);
    await friendPage
      .locator('main')
      .getByRole('button', { name: t('login.submit') })
      .click();
    await friendPage.waitForURL(`${ctx.app.url}/${owner.username}`);
    const friendGift = friendPage.locator('[data-gift]', { hasText: 'Een warme sjaal' });
    await friendGift.getByRole('button', { name: t('cross_off.action') }).click();
    await friendGift.getByRole('button', { name: t('cross_off.undo') }).waitFor();

    // The watcher sees it crossed off live: no reload happened (the marker set before survives).
    await watcher.locator('[data-crossed-off="true"]').waitFor({ timeout: 20_000 });
    expect(await wasReloaded(watcher)).toBe(false);

    // The owner (showCrossedOff off) still sees nothing crossed off.
    await ownerPage.reload();
    await ownerPage.getByText('Een warme sjaal').waitFor();
    expect(await ownerPage.locator('[data-crossed-off="true"]').count()).toBe(0);
  }, 60_000);
});
