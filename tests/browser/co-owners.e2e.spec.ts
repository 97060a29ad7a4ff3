import { CSRF_HEADER, limits, t } from '@wl/contracts';
import type { Page } from 'playwright-core';
import { newAccount, register, type Registered } from '../support/api-client.js';
import {
  browserApp,
  chromiumAvailable,
  field,
  main,
  markNotReloaded,
  upgradeAccount,
  wasReloaded,
} from '../support/browser.js';
import { openLoggedIn } from '../support/session-cookie.js';

const describeInBrowser = chromiumAvailable() ? describe : describe.skip;

describeInBrowser('co-owners in the browser', () => {
  const ctx = browserApp();

  const openOwnersTab = async (page: Page) => {
    await main(page)
      .getByRole('button', { name: t('owner.settings') })
      .click();
    const settings = page.getByRole('dialog', { name: t('settings.title') });
    await settings.getByRole('tab', { name: t('settings.tab.owners') }).click();
    return settings;
  };
  const headerOwner = (page: Page, name: string, status: 'online' | 'offline') =>
    main(page)
      .getByRole('list', { name: t('owner.coowners') })
      .getByRole('listitem')
      .filter({ hasText: t('owner.coowner', { name, status: t(`settings.owners.${status}`) }) });

  it('invites by link; the invitee makes an account, edits the list and shows online and offline, live; removed, their page loses access', async () => {
    const primary = await register(ctx.app.url, { firstName: 'Lotte', lastName: 'Peeters' });
    const { username, firstName, lastName } = primary.account;
    // A private list: once removed, the co-owner may not see it at all.
    expect(
      (
        await primary.client.post('/api/MyList/UpdateSettings', {
          privateGuid: primary.wishlistId,
          username,
          firstName,
          lastName,
          accessType: 'CLOSED',
          includeInSearchResult: false,
          showCrossedOff: false,
        })
      ).status,
    ).toBe(200);

    const primaryContext = await ctx.browser.newContext({ viewport: { width: 390, height: 844 } });
    await primaryContext.grantPermissions(['clipboard-read', 'clipboard-write']);
    const primaryPage = await primaryContext.newPage();
    await openLoggedIn(primaryPage, ctx.app.url, primary, `/${username}`);
    await markNotReloaded(primaryPage);

    // Invite by name: an empty name is refused on the field; a name gives a link to copy.
    const settings = await openOwnersTab(primaryPage);
    await settings.getByRole('button', { name: t('settings.owners.invite.submit') }).click();
    await settings.getByText(t('validation.invite.name.required')).waitFor();
    await settings.getByLabel(t('settings.owners.invite.name')).fill('Sanne');
    await settings.getByRole('button', { name: t('settings.owners.invite.submit') }).click();
    const inviteLink = settings.getByLabel(t('settings.owners.invite.created', { name: 'Sanne' }));
    await inviteLink.waitFor();
    const url = await inviteLink.inputValue();
    expect(url).toMatch(/\/i\/[0-9a-f-]{36}$/);

    const copy = settings.locator('.owners__invite--new').getByRole('button', { name: t('settings.owners.copy') });
    await copy.click();
    const copied = settings.locator('.owners__invite--new').getByText(t('settings.owners.copied'));
    await copied.waitFor();
    expect(await primaryPage.evaluate(() => navigator.clipboard.readText())).toBe(url);
    await copied.waitFor({ state: 'detached', timeout: 3000 });

    // The invitee opens the link without an account, makes one through the invite and lands on the owner page.
    const inviteeContext = await ctx.browser.newContext({ viewport: { width: 390, height: 844 } });
    const inviteePage = await inviteeContext.newPage();
    const invitePath = new URL(url).pathname;
    await inviteePage.goto(`${ctx.app.url}${invitePath}`);
    await inviteePage.waitForURL(`${ctx.app.url}${invitePath}/login`);
    await main(inviteePage)
      .getByRole('link', { name: t('invite.login.create') })
      .click();
    await inviteePage.waitForURL(`${ctx.app.url}${invitePath}/createaccount`);
    const email = `sanne-${Date.now().toString(36)}@example.com`;
    await field(inviteePage, t('account.create.email')).fill(email);
    await field(inviteePage, t('account.create.first_name')).fill('Sanne');
    await field(inviteePage, t('account.create.last_name')).fill('Janssens');
    await field(inviteePage, t('account.create.password')).fill('een-goed-wachtwoord');
    await field(inviteePage, t('account.create.confirm_password')).fill('een-goed-wachtwoord');
    await main(inviteePage)
      .getByRole('button', { name: t('account.create.submit') })
      .click();
    await inviteePage.waitForURL(`${ctx.app.url}/${username}`);
    await main(inviteePage)
      .getByRole('button', { name: t('owner.add_gift') })
      .waitFor();

    // The primary owner sees the new owner appear and the invite go, live.
    const newOwnerRow = settings.locator('li.owners__owner', { hasText: 'Sanne Janssens' });
    await newOwnerRow.waitFor();
    // The row lights up for a moment (1200 ms), then settles.
    const highlighted = settings.locator('li.owners__owner.row--changed', { hasText: 'Sanne Janssens' });
    await highlighted.waitFor({ timeout: 1500 });
    await highlighted.waitFor({ state: 'detached', timeout: 3000 });
    await inviteLink.waitFor({ state: 'detached' });
    await settings.getByText(t('settings.owners.invites.empty')).waitFor();
    await settings.getByRole('button', { name: t('general.close') }).click();

    // Both owners are on the page: the header shows the co-owner online.
    await headerOwner(primaryPage, 'Sanne Janssens', 'online').waitFor();
    await headerOwner(inviteePage, 'Lotte Peeters', 'online').waitFor();

    // The co-owner adds a gift: it arrives on the primary owner's page without a reload.
    await main(inviteePage)
      .getByRole('button', { name: t('owner.add_gift') })
      .click();
    const editor = inviteePage.getByRole('dialog');
    await editor.getByLabel(t('owner.gift.description')).fill('Een legodoos');
    await editor.getByRole('button', { name: t('general.save') }).click();
    await editor.waitFor({ state: 'detached' });
    await main(primaryPage).locator('[data-gift]', { hasText: 'Een legodoos' }).waitFor();
    expect(await wasReloaded(primaryPage)).toBe(false);

    // The co-owner leaves the list's page: within 5 s they show offline; back on it, online again.
    await inviteePage.goto(`${ctx.app.url}/`);
    await headerOwner(primaryPage, 'Sanne Janssens', 'offline').waitFor({ timeout: 7000 });
    await inviteePage.goto(`${ctx.app.url}/${username}`);
    await headerOwner(primaryPage, 'Sanne Janssens', 'online').waitFor();

    // The co-owner sees no remove button (only the primary owner removes), and none for themselves either; whom an
    // open invite is for, without its link; and cannot switch on the cross-offs.
    await inviteTo(primary, 'Oma');
    const inviteeSettings = await openOwnersTab(inviteePage);
    await inviteeSettings.locator('li.owners__owner', { hasText: 'Lotte Peeters' }).waitFor();
    expect(await inviteeSettings.getByRole('button', { name: t('settings.owners.remove') }).count()).toBe(0);
    await inviteeSettings.getByText(t('settings.owners.invite.pending', { name: 'Oma' })).waitFor();
    await inviteeSettings.getByText(t('settings.owners.invites.links_primary_only')).waitFor();
    expect(await inviteeSettings.getByRole('button', { name: t('settings.owners.copy') }).count()).toBe(0);
    await inviteeSettings.getByRole('tab', { name: t('settings.tab.settings') }).click();
    expect(await inviteeSettings.getByRole('checkbox', { name: t('settings.show_crossed_off') }).isDisabled()).toBe(
      true,
    );
    await inviteeSettings.getByText(t('settings.show_crossed_off.primary_only')).waitFor();
    await inviteeSettings.getByRole('button', { name: t('general.close') }).click();
    await markNotReloaded(inviteePage);

    // The primary owner removes the co-owner (never themselves): the co-owner's page loses the list at once.
    const primarySettings = await openOwnersTab(primaryPage);
    expect(
      await primarySettings
        .getByRole('button', { name: t('settings.owners.remove_label', { name: 'Lotte Peeters' }) })
        .count(),
    ).toBe(0);
    await primarySettings
      .getByRole('button', { name: t('settings.owners.remove_label', { name: 'Sanne Janssens' }) })
      .click();
    const confirm = primaryPage.getByRole('dialog', { name: t('settings.owners.remove_confirm.title') });
    await confirm.getByText(t('settings.owners.remove_confirm.invites'), { exact: false }).waitFor();
    await confirm.getByRole('button', { name: t('settings.owners.remove') }).click();
    await primarySettings.locator('li.owners__owner', { hasText: 'Sanne Janssens' }).waitFor({ state: 'detached' });
    // The open invite the co-owner knew of is revoked with them.
    await primarySettings.getByText(t('settings.owners.invites.empty')).waitFor();

    await main(inviteePage)
      .getByRole('heading', { name: t('listview.no_access.title') })
      .waitFor();
    expect(
      await main(inviteePage)
        .getByRole('button', { name: t('owner.add_gift') })
        .count(),
    ).toBe(0);
    expect(await wasReloaded(inviteePage)).toBe(false);

    await inviteeContext.close();
    await primaryContext.close();
  }, 90_000);

  /** An invite to `primary`'s list, made through the API; answers the invite's path. */
  const inviteTo = async (primary: Registered, name: string) => {
    const invite = await primary.client.post<{ url: string }>('/api/WishlistOwner/InviteExtraOwner', {
      privateWishlistGuid: primary.wishlistId,
      name,
    });
    expect(invite.status).toBe(200);
    return new URL(invite.body.url).pathname;
  };

  it('leads someone with an account through the login back to the invite, and accepts it', async () => {
    const primary = await register(ctx.app.url, { firstName: 'Lotte', lastName: 'Peeters' });
    const invitee = await register(ctx.app.url, { firstName: 'Bart', lastName: 'Claes' });
    const invitePath = await inviteTo(primary, 'Bart');
    const page = await (await ctx.browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();

    await page.goto(`${ctx.app.url}${invitePath}`);
    await page.waitForURL(`${ctx.app.url}${invitePath}/login`);
    await field(page, t('login.email_or_username')).fill(invitee.account.email);
    await field(page, t('login.password')).fill(invitee.account.password);
    await main(page)
      .getByRole('button', { name: t('login.submit') })
      .click();
    await page.waitForURL(`${ctx.app.url}${invitePath}/open`);
    await main(page)
      .getByText(t('invite.open.text', { name: 'Bart', username: primary.account.username }))
      .waitFor();
    await main(page)
      .getByRole('button', { name: t('invite.open.accept') })
      .click();
    await page.waitForURL(`${ctx.app.url}/${primary.account.username}`);
    await main(page)
      .getByRole('button', { name: t('owner.add_gift') })
      .waitFor();

    // The link works once: opened again, it says so.
    await page.goto(`${ctx.app.url}${invitePath}`);
    await page.waitForURL(`${ctx.app.url}${invitePath}/error`);
    await main(page).getByText(t('invite.error.AlreadyAccepted')).waitFor();
    await page.context().close();
  }, 60_000);

  it('has a lightweight user make a full account first, then come back and accept', async () => {
    const primary = await register(ctx.app.url, { firstName: 'Lotte', lastName: 'Peeters' });
    const invitePath = await inviteTo(primary, 'Nina');
    const page = await (await ctx.browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    const visitor = newAccount();
    await page.goto(`${ctx.app.url}/`);
    const made = await page.evaluate(
      async ({ email, header }) => {
        const { token } = (await (await fetch('/api/Utility/CsrfToken')).json()) as { token: string };
        return (
          await fetch('/api/Afstreper/Create', {
            method: 'POST',
            headers: { 'content-type': 'application/json', [header]: token },
            body: JSON.stringify({ email }),
          })
        ).status;
      },
      { email: visitor.email, header: CSRF_HEADER },
    );
    expect(made).toBeLessThan(300);

    await page.goto(`${ctx.app.url}${invitePath}`);
    await page.waitForURL(`${ctx.app.url}${invitePath}/createaccount`);
    await main(page)
      .getByText(t('invite.upgrade.text', { email: visitor.email }))
      .waitFor();
    await main(page)
      .getByRole('link', { name: t('invite.upgrade.button') })
      .click();
    await main(page)
      .getByRole('heading', { name: t('account.upgrade.title') })
      .waitFor();
    await upgradeAccount(page, { ...visitor, firstName: 'Nina', lastName: 'Gever' });

    await page.waitForURL(`${ctx.app.url}${invitePath}/open`);
    await main(page)
      .getByRole('button', { name: t('invite.open.accept') })
      .click();
    await page.waitForURL(`${ctx.app.url}/${primary.account.username}`);
    await main(page)
      .getByRole('button', { name: t('owner.add_gift') })
      .waitFor();
    await page.context().close();
  }, 60_000);

  it('revokes an open invite after asking; its link then leads nowhere', async () => {
    const primary = await register(ctx.app.url, { firstName: 'Lotte', lastName: 'Peeters' });
    const invitePath = await inviteTo(primary, 'Jef');
    const page = await (await ctx.browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await openLoggedIn(page, ctx.app.url, primary, `/${primary.account.username}`);
    const settings = await openOwnersTab(page);
    const link = settings.getByLabel(t('settings.owners.invite.link', { name: 'Jef' }));
    expect(new URL(await link.inputValue()).pathname).toBe(invitePath);

    const revoke = settings.getByRole('button', { name: t('settings.owners.invite.revoke_label', { name: 'Jef' }) });
    await revoke.click();
    const confirm = page.getByRole('dialog', { name: t('settings.owners.invite.revoke_confirm.title') });
    await confirm.getByRole('button', { name: t('general.cancel') }).click();
    expect(await link.count()).toBe(1);
    await revoke.click();
    await confirm.getByRole('button', { name: t('settings.owners.invite.revoke') }).click();
    await link.waitFor({ state: 'detached' });
    await settings.getByText(t('settings.owners.invites.empty')).waitFor();

    await page.goto(`${ctx.app.url}${invitePath}`);
    await page.waitForURL(`${ctx.app.url}${invitePath}/error`);
    await main(page).getByText(t('invite.error.NotFound')).waitFor();
    await page.context().close();
  }, 60_000);

  it(`says so when ${limits.openInvitesPerWishlist} invites are open, and invites again once one is revoked`, async () => {
    const primary = await register(ctx.app.url, { firstName: 'Lotte', lastName: 'Peeters' });
    for (let n = 0; n < limits.openInvitesPerWishlist; n++) await inviteTo(primary, `Genodigde ${n}`);
    const page = await (await ctx.browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await openLoggedIn(page, ctx.app.url, primary, `/${primary.account.username}`);
    const settings = await openOwnersTab(page);
    await settings.getByLabel(t('settings.owners.invite.name')).fill('Sanne');
    await settings.getByRole('button', { name: t('settings.owners.invite.submit') }).click();
    await settings
      .getByRole('alert')
      .filter({ hasText: t('settings.owners.invite.too_many', { max: limits.openInvitesPerWishlist }) })
      .waitFor();

    await settings
      .getByRole('button', { name: t('settings.owners.invite.revoke_label', { name: 'Genodigde 0' }) })
      .click();
    await page
      .getByRole('dialog', { name: t('settings.owners.invite.revoke_confirm.title') })
      .getByRole('button', { name: t('settings.owners.invite.revoke') })
      .click();
    await settings.getByLabel(t('settings.owners.invite.link', { name: 'Genodigde 0' })).waitFor({ state: 'detached' });
    await settings.getByRole('button', { name: t('settings.owners.invite.submit') }).click();
    await settings.getByLabel(t('settings.owners.invite.created', { name: 'Sanne' })).waitFor();
    expect(await settings.getByRole('alert').count()).toBe(0);
    await page.context().close();
  }, 60_000);

  it('says why an invite cannot be used', async () => {
    const page = await (await ctx.browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    const missing = '/i/00000000-0000-4000-8000-000000000000';
    await page.goto(`${ctx.app.url}${missing}`);
    await page.waitForURL(`${ctx.app.url}${missing}/error`);
    await main(page)
      .getByRole('heading', { name: t('invite.error.title') })
      .waitFor();
    await main(page).getByText(t('invite.error.NotFound')).waitFor();
    await page.context().close();
  }, 30_000);
});
