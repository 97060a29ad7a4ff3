import { t } from '@wl/contracts';
import type { Page } from 'playwright-core';
import type { AppMessage } from '../../frontend/src/shared/appBridge.js';
import { newAccount, register } from '../support/api-client.js';
import { browserApp, chromiumAvailable, field, logIn, main, settle } from '../support/browser.js';

const describeInBrowser = chromiumAvailable() ? describe : describe.skip;

/**
 * The test double of the native app: the interface the app injects, recording each message with the address and the
 * heading shown when it arrived.
 */
function actAsTheApp(page: Page) {
  return page.addInitScript(() => {
    const received: unknown[] = [];
    Object.assign(window, {
      received,
      VerlanglijstjeApp: {
        postMessage: (json: string) => received.push({ ...JSON.parse(json), shownPath: window.location.pathname }),
      },
    });
  });
}

type Received = AppMessage & { shownPath: string };
const received = (page: Page) => page.evaluate(() => (window as unknown as { received: Received[] }).received);
const receivedUntil = (page: Page, done: (messages: Received[]) => boolean) => settle(() => received(page), done);
const ofType = <T extends AppMessage['type']>(messages: Received[], type: T) =>
  messages.filter((message): message is Extract<Received, { type: T }> => message.type === type);

describeInBrowser('the site inside the native app', () => {
  const ctx = browserApp();
  const phone = { viewport: { width: 390, height: 844 } };

  it('hides the shell, goes straight to the new list after creating an account, and tells the app through the bridge', async () => {
    const person = newAccount();
    const page = await (await ctx.browser.newContext(phone)).newPage();
    await actAsTheApp(page);

    // The app opens the site once with ?app=ios; the tab remembers it on later loads.
    await page.goto(`${ctx.app.url}/?app=ios`);
    await main(page).waitFor();
    // The login screen carries the logo and slogan the hidden header would have shown.
    await page.goto(`${ctx.app.url}/account/login`);
    await main(page).getByText(t('app.slogan')).waitFor();
    await page.goto(`${ctx.app.url}/account/create`);
    await field(page, t('account.create.username')).waitFor();
    expect(await page.locator('header, footer, nav').count()).toBe(0);
    expect(await receivedUntil(page, (messages) => messages.length > 0)).toEqual([
      { type: 'updateAccountInfo', account: null, shownPath: '/account/create' },
    ]);
    expect(ofType(await received(page), 'navigate')).toEqual([]);

    await field(page, t('account.create.username')).fill(person.username);
    await field(page, t('account.create.first_name')).fill(person.firstName);
    await field(page, t('account.create.last_name')).fill(person.lastName);
    await field(page, t('account.create.email')).fill(person.email);
    await field(page, t('account.create.password')).fill(person.password);
    await field(page, t('account.create.confirm_password')).fill(person.password);
    await main(page)
      .getByRole('button', { name: t('account.create.submit') })
      .click();

    // No success dialog in the app: the address changes directly; the navigation is announced before it shows.
    await page.waitForURL(`${ctx.app.url}/${person.username}`);
    expect(await page.getByRole('dialog').count()).toBe(0);
    const messages = await receivedUntil(page, (all) => ofType(all, 'updateAccountInfo').length === 2);
    expect(ofType(messages, 'wishlistCreated')).toEqual([
      { type: 'wishlistCreated', username: person.username, shownPath: '/account/create' },
    ]);
    expect(ofType(messages, 'navigate')).toEqual([
      { type: 'navigate', path: `/${person.username}`, shownPath: '/account/create' },
    ]);
    expect(ofType(messages, 'updateAccountInfo')[1]).toMatchObject({
      account: { email: person.email, firstName: person.firstName, lastName: person.lastName, isAccount: true },
    });
    expect(JSON.stringify(messages)).not.toContain('privateGuid');

    // Sharing hands the list's address to the app.
    await main(page)
      .getByRole('button', { name: t('owner.share') })
      .click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t('share.app') })
      .click();
    const [share] = ofType(await receivedUntil(page, (all) => ofType(all, 'shareList').length > 0), 'shareList');
    expect(share).toMatchObject({ username: person.username, url: `${ctx.app.url}/${person.username}` });
    await page.keyboard.press('Escape');

    // A new list: the app may open its own form; creating one here tells it too.
    const second = newAccount();
    await page.goto(`${ctx.app.url}/mylist/new`);
    await field(page, t('new_list.username')).fill(second.username);
    await field(page, t('new_list.first_name')).fill('Fien');
    await field(page, t('new_list.last_name')).fill('Vos');
    expect(ofType(await received(page), 'openNewListModal')).toHaveLength(1);
    await main(page)
      .getByRole('button', { name: t('new_list.submit') })
      .click();
    await page.waitForURL(`${ctx.app.url}/${second.username}`);
    const afterCreate = await receivedUntil(page, (all) => ofType(all, 'navigate').length > 0);
    expect(ofType(afterCreate, 'wishlistCreated')).toMatchObject([{ username: second.username }]);
    expect(ofType(afterCreate, 'navigate')).toMatchObject([{ path: `/${second.username}`, shownPath: '/mylist/new' }]);
    await page.context().close();
  });

  it('opens a single list as the home, offers a new list beside several, and tells the app when a friend is deleted (issue 27)', async () => {
    const owner = await register(ctx.app.url);
    const friend = await register(ctx.app.url, { firstName: 'Vriend', lastName: 'Weg' });
    const friendList = await owner.client.get<{ publicGuid: string }>(`/api/Wishlist/Get/${friend.account.username}`);
    expect(
      (await owner.client.post('/api/Friend/Add', { wishlistPublicGuid: friendList.body.publicGuid })).status,
    ).toBe(200);
    const page = await (await ctx.browser.newContext(phone)).newPage();
    await actAsTheApp(page);
    await page.goto(`${ctx.app.url}/?app=android`);
    await main(page).waitFor();
    await logIn(page, ctx.app.url, owner.account, '/friends');

    // Deleting a friend tells the app, without the friend's private guid.
    await main(page)
      .getByRole('button', { name: t('friends.delete_label', { name: 'Vriend Weg' }) })
      .click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t('general.delete') })
      .click();
    await main(page).getByText(t('friends.empty')).waitFor();
    const told = ofType(
      await receivedUntil(page, (all) => ofType(all, 'updateAccountInfo').some((m) => m.changed === 'friends')),
      'updateAccountInfo',
    );
    expect(told.filter((m) => m.changed === 'friends')).toEqual([
      expect.objectContaining({
        account: expect.objectContaining({ email: owner.account.email }),
        shownPath: '/friends',
      }),
    ]);
    expect(JSON.stringify(told)).not.toContain('privateGuid');

    // With one list, the home is that list.
    await page.goto(`${ctx.app.url}/`);
    await page.waitForURL(`${ctx.app.url}/${owner.account.username}`);

    // With two, the home lists them with a button for a new one (the app has no side menu), which opens the new-list page.
    const second = `${owner.account.username}-b`;
    expect(
      (
        await owner.client.post('/api/MyList/Create', {
          username: second,
          firstName: 'Tweede',
          lastName: 'Lijst',
          accessType: 'PUBLIC',
        })
      ).status,
    ).toBe(201);
    await page.goto(`${ctx.app.url}/`);
    await main(page)
      .getByRole('link', { name: `/${second}` })
      .waitFor();
    expect(page.url()).toBe(`${ctx.app.url}/`);
    await main(page)
      .getByRole('link', { name: t('menu.new_list') })
      .click();
    await page.waitForURL(`${ctx.app.url}/mylist/new`);
    await receivedUntil(page, (all) => ofType(all, 'openNewListModal').length === 1);
    await page.context().close();
  });

  it('shows the full shell in a browser and sends nothing, even when something injected the interface', async () => {
    const page = await (await ctx.browser.newContext(phone)).newPage();
    await actAsTheApp(page);
    await page.goto(`${ctx.app.url}/account/login`);
    await field(page, t('login.email_or_username')).waitFor();
    expect(await page.locator('header').count()).toBe(1);
    expect(await page.locator('footer').count()).toBe(1);
    expect(await main(page).getByText(t('app.slogan')).count()).toBe(0);
    await main(page)
      .getByRole('link', { name: t('login.forgot_password') })
      .click();
    await page.waitForURL(`${ctx.app.url}/account/forgotpassword`);
    expect(await received(page)).toEqual([]);
    await page.context().close();
  });

  it('lets a route hide the footer in a browser: the QR page to show or print has none, the list page has one (issue 27)', async () => {
    const owner = await register(ctx.app.url, { firstName: 'Qr', lastName: 'Toon' });
    const page = await (await ctx.browser.newContext()).newPage();
    await page.goto(`${ctx.app.url}/${owner.account.username}/qr`);
    await page.getByRole('heading', { name: t('qr.title', { name: 'Qr Toon' }) }).waitFor();
    expect(await page.locator('header').count()).toBe(1);
    expect(await page.locator('footer').count()).toBe(0);
    await page.goto(`${ctx.app.url}/${owner.account.username}`);
    await page.locator('footer').waitFor();
    await page.context().close();
  });
});
