import { t, tMail } from '@wl/contracts';
import { ownerWithGift, register } from '../support/api-client.js';
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

describeInBrowser('the visitor side in the browser', () => {
  const ctx = browserApp();

  it('an anonymous visitor crosses off by e-mail, posts, befriends the owner and undoes from the mail; the owner sees it live', async () => {
    // The owner (made through the API) shows crossed-off gifts and keeps the list open in the browser.
    const { owner } = await ownerWithGift(ctx.app.url, { description: 'Een boek over vogels' });
    const { username, firstName, lastName } = owner.account;
    const ownerName = `${firstName} ${lastName}`;
    const settings = await owner.client.post('/api/MyList/UpdateSettings', {
      privateGuid: owner.wishlistId,
      username,
      firstName,
      lastName,
      accessType: 'PUBLIC',
      includeInSearchResult: false,
      showCrossedOff: true,
    });
    expect(settings.status).toBe(200);

    const ownerPage = await (await ctx.browser.newContext()).newPage();
    await ownerPage.goto(`${ctx.app.url}/account/login?returnUrl=/${username}`);
    await field(ownerPage, t('login.email_or_username')).fill(owner.account.email);
    await field(ownerPage, t('login.password')).fill(owner.account.password);
    await main(ownerPage)
      .getByRole('button', { name: t('login.submit') })
      .click();
    await ownerPage.waitForURL(`${ctx.app.url}/${username}`);
    const ownersGift = main(ownerPage).locator('[data-gift]', { hasText: 'Een boek over vogels' });
    await ownersGift.waitFor();
    expect(await ownersGift.getAttribute('data-crossed-off')).toBeNull();
    await markNotReloaded(ownerPage);

    // An anonymous visitor crosses the gift off with an e-mail address (no account, no login screen).
    const visitorEmail = `gever-${username}@example.com`;
    const page = await (await ctx.browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await page.goto(`${ctx.app.url}/${username}`);
    const gift = main(page).locator('[data-gift]', { hasText: 'Een boek over vogels' });
    await gift.getByRole('button', { name: t('cross_off.action') }).click();
    const dialog = page.getByRole('dialog', { name: t('cross_off.email.title') });
    await dialog.getByRole('link', { name: t('cross_off.email.login') }).waitFor();
    await dialog.getByLabel(t('cross_off.email.email')).fill(visitorEmail);
    await dialog.getByRole('button', { name: t('cross_off.email.submit') }).click();
    await dialog.getByText(t('cross_off.email.done', { description: 'Een boek over vogels' })).waitFor();
    await dialog.getByText(t('cross_off.email.mail_sent', { email: visitorEmail })).waitFor();
    await dialog.getByRole('button', { name: t('general.ok') }).click();
    await gift.getByRole('button', { name: t('cross_off.undo') }).waitFor();

    // The owner sees it crossed off, without reloading.
    await main(ownerPage)
      .locator('[data-gift][data-crossed-off="true"]', { hasText: 'Een boek over vogels' })
      .waitFor({ timeout: 20_000 });
    expect(await wasReloaded(ownerPage)).toBe(false);

    // The visitor, now a user without a name, posts in the forum: the name is asked along with the message.
    await field(page, t('account.create.first_name')).fill('Nina');
    await field(page, t('account.create.last_name')).fill('Gever');
    await field(page, t('forum.message')).fill('Dit boek wordt een schot in de roos!');
    await main(page)
      .getByRole('button', { name: t('forum.submit') })
      .click();
    const post = main(page).locator('[data-forum-post]', { hasText: 'Dit boek wordt een schot in de roos!' });
    await post.getByText('Nina Gever').waitFor();
    await main(page).getByRole('status').getByText(t('forum.posted')).waitFor();
    expect(await post.getByRole('button', { name: t('forum.delete_label', { name: 'Nina Gever' }) }).count()).toBe(1);

    // ...and adds the owner as a friend; the friends page shows them.
    await main(page)
      .getByRole('button', { name: t('visitor.friend.add') })
      .click();
    await main(page)
      .getByText(t('visitor.friend.added', { name: ownerName }))
      .waitFor();
    expect(
      await main(page)
        .getByRole('button', { name: t('visitor.friend.add') })
        .count(),
    ).toBe(0);
    await main(page)
      .getByRole('link', { name: t('visitor.friend.to_friends') })
      .click();
    await page.waitForURL(`${ctx.app.url}/friends`);
    const friend = main(page).locator(`[data-friend="${username}"]`);
    await friend.getByRole('link', { name: ownerName }).waitFor();
    await friend.getByText(`/${username}`).waitFor();

    // The confirmation mail's link opens the single crossed-off gift, where the visitor undoes the cross-off.
    await page.goto(`${ctx.app.url}/dev/outbox`);
    const mail = main(page)
      .locator('li', { hasText: visitorEmail })
      .filter({ hasText: tMail('mail.crossed_off.subject', { owner: ownerName }) });
    await mail.getByRole('button').click();
    await mail.getByRole('link', { name: /\/crossedoff\// }).click();
    await page.waitForURL(/\/crossedoff\/[\w-]+\/[\w-]+$/);
    await main(page)
      .getByRole('heading', { name: t('crossed_off.gift.title') })
      .waitFor();
    await main(page).getByText('Een boek over vogels').waitFor();
    await main(page).getByRole('link', { name: ownerName }).waitFor();
    await main(page)
      .getByRole('button', { name: t('cross_off.undo') })
      .click();
    await page
      .getByRole('dialog', { name: t('crossed_off.undo_confirm.title') })
      .getByRole('button', { name: t('cross_off.undo') })
      .click();
    const undone = page.getByRole('dialog');
    await undone.getByText(t('crossed_off.gift.undone', { name: ownerName })).waitFor();
    await undone.getByRole('button', { name: t('general.ok') }).click();

    // Then the visitor is back on the owner's list, where the gift is free again.
    await page.waitForURL(`${ctx.app.url}/${username}`);
    await gift.getByRole('button', { name: t('cross_off.action') }).waitFor();

    // The owner sees it free again, still without reloading.
    const crossedOffAtOwner = await settle(
      () => main(ownerPage).locator('[data-gift][data-crossed-off="true"]').count(),
      (count) => count === 0,
    );
    expect(crossedOffAtOwner).toBe(0);
    await ownersGift.waitFor();
    expect(await wasReloaded(ownerPage)).toBe(false);

    // The link was used: opening it again says the cross-off is already undone.
    await page.goBack();
    await page.waitForURL(/\/crossedoff\/[\w-]+\/[\w-]+$/);
    await main(page).getByText(t('crossed_off.gift.already_undone')).waitFor();
  }, 90_000);

  it('asks an open list\u2019s question, finds lists by search, and sorts and removes friends live across tabs', async () => {
    const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    type Owner = Awaited<ReturnType<typeof register>>;
    const settings = (o: Owner, change: Record<string, unknown>) =>
      o.client.post('/api/MyList/UpdateSettings', {
        privateGuid: o.wishlistId,
        username: o.account.username,
        firstName: o.account.firstName,
        lastName: o.account.lastName,
        accessType: 'PUBLIC',
        includeInSearchResult: true,
        showCrossedOff: false,
        ...change,
      });
    const wout = await register(ctx.app.url, { firstName: 'Wout', lastName: `Vogelaar${unique}` });
    await settings(wout, {
      city: 'Antwerpen',
      accessType: 'OPEN',
      accessQuestion: 'Hoe heet de kat?',
      accessAnswer: 'Minou',
    });
    const bram = await register(ctx.app.url, { firstName: 'Bram', lastName: `Vogelaar${unique}` });
    await settings(bram, { city: 'Zottegem' });
    const visitor = await register(ctx.app.url);

    const context = await ctx.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${ctx.app.url}/account/login?returnUrl=/${wout.account.username}`);
    await field(page, t('login.email_or_username')).fill(visitor.account.email);
    await field(page, t('login.password')).fill(visitor.account.password);
    await main(page)
      .getByRole('button', { name: t('login.submit') })
      .click();
    await page.waitForURL(`${ctx.app.url}/${wout.account.username}`);

    // The open list asks its question: a wrong answer is said under the field, the right one opens the list.
    await main(page)
      .getByRole('heading', { name: t('listview.question.title') })
      .waitFor();
    await field(page, 'Hoe heet de kat?').fill('Felix');
    await main(page)
      .getByRole('button', { name: t('listview.question.submit') })
      .click();
    await main(page).getByText(t('listview.question.wrong_answer')).waitFor();
    await field(page, 'Hoe heet de kat?').fill(' minou ');
    await main(page)
      .getByRole('button', { name: t('listview.question.submit') })
      .click();
    await main(page)
      .getByRole('heading', { name: `Wout Vogelaar${unique}`, level: 1 })
      .waitFor();
    await main(page)
      .getByRole('button', { name: t('visitor.friend.add') })
      .click();
    await main(page)
      .getByText(t('visitor.friend.added', { name: `Wout Vogelaar${unique}` }))
      .waitFor();

    // A second tab keeps the friends page open.
    const friendsTab = await context.newPage();
    await friendsTab.goto(`${ctx.app.url}/friends`);
    const friendNames = () => main(friendsTab).locator('[data-friend] .friend__name').allTextContents();
    expect(await settle(friendNames, (names) => names.length === 1)).toEqual([`Wout Vogelaar${unique}`]);

    // List search: too short first, then live results; a result opens the list.
    await page.goto(`${ctx.app.url}/list/search`);
    await field(page, t('list_search.query')).fill('vo');
    await main(page).getByText(t('validation.search.too_short')).waitFor();
    await field(page, t('list_search.query')).fill(`vogelaar${unique}`);
    await main(page)
      .getByText(t('list_search.results.other', { count: 2 }))
      .waitFor();
    await page.waitForURL(`${ctx.app.url}/list/search?query=vogelaar${unique}`);
    await field(page, t('list_search.query')).fill(`vogelaar${unique} zottegem`);
    await main(page).getByText(t('list_search.results.one')).waitFor();
    await field(page, t('list_search.query')).fill(`vogelaar${unique} brugge`);
    await main(page)
      .getByText(t('list_search.not_found', { query: `vogelaar${unique} brugge` }))
      .waitFor();
    expect(
      await main(page)
        .getByRole('button', { name: t('general.retry') })
        .count(),
    ).toBe(0);
    await main(page)
      .getByRole('button', { name: t('list_search.reset') })
      .click();
    expect(await field(page, t('list_search.query')).inputValue()).toBe('');
    await page.waitForURL(`${ctx.app.url}/list/search`);
    await page.goto(`${ctx.app.url}/list/search?query=${encodeURIComponent(`bram vogelaar${unique}`)}`);
    expect(await field(page, t('list_search.query')).inputValue()).toBe(`bram vogelaar${unique}`);
    await main(page)
      .getByRole('link', { name: new RegExp(`Bram Vogelaar${unique}`) })
      .click();
    await page.waitForURL(`${ctx.app.url}/${bram.account.username}`);
    await main(page)
      .getByRole('button', { name: t('visitor.friend.add') })
      .click();
    await main(page)
      .getByText(t('visitor.friend.added', { name: `Bram Vogelaar${unique}` }))
      .waitFor();

    // The friends tab follows live, sorted by name; by city the order turns.
    expect(await settle(friendNames, (names) => names.length === 2)).toEqual([
      `Bram Vogelaar${unique}`,
      `Wout Vogelaar${unique}`,
    ]);
    await main(friendsTab)
      .getByRole('button', { name: t('friends.sort.current', { key: t('friends.sort.fullName') }) })
      .click();
    await main(friendsTab)
      .getByRole('button', { name: t('friends.sort.city') })
      .click();
    expect(await friendNames()).toEqual([`Wout Vogelaar${unique}`, `Bram Vogelaar${unique}`]);

    // Removing a friend asks first; the list page shows the invitation again.
    await main(friendsTab)
      .getByRole('button', { name: t('friends.delete_label', { name: `Bram Vogelaar${unique}` }) })
      .click();
    await friendsTab
      .getByRole('dialog', { name: t('friends.delete_confirm.title') })
      .getByRole('button', { name: t('general.delete') })
      .click();
    expect(await settle(friendNames, (names) => names.length === 1)).toEqual([`Wout Vogelaar${unique}`]);
    await main(page)
      .getByRole('button', { name: t('visitor.friend.add') })
      .waitFor({ timeout: 20_000 });
  }, 90_000);
});
