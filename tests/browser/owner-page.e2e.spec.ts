import { t } from '@wl/contracts';
import { register } from '../support/api-client.js';
import { browserApp, chromiumAvailable, logIn, main, markNotReloaded, settle, wasReloaded } from '../support/browser.js';

const describeInBrowser = chromiumAvailable() ? describe : describe.skip;

describeInBrowser('the owner page in the browser', () => {
  const ctx = browserApp();

  it('shows the list\u2019s forum to its owner, live, and deletes a post after a keyboard confirmation', async () => {
    const owner = await register(ctx.app.url);
    const poster = await register(ctx.app.url);
    const context = await ctx.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await logIn(page, ctx.app.url, owner.account, `/${owner.account.username}`);

    const forum = main(page).locator('section.forum', { has: page.getByRole('heading', { name: t('forum.title') }) });
    await forum.getByText(t('forum.empty')).waitFor();
    await markNotReloaded(page);

    // A visitor posts: the owner page shows it without reloading.
    const visitorView = async () => (await poster.client.get<{ publicGuid: string; forum: { message: string }[] }>(`/api/Wishlist/Get/${owner.account.username}`)).body;
    const { publicGuid } = await visitorView();
    await poster.client.post('/api/Wishlist/CreateForumPost', { publicWishlistGuid: publicGuid, message: 'Wat een mooi lijstje!' });
    const post = forum.locator('[data-forum-post]', { hasText: 'Wat een mooi lijstje!' });
    await post.waitFor();
    expect(await wasReloaded(page)).toBe(false);
    const posterName = `${poster.account.firstName} ${poster.account.lastName}`;
    await post.getByText(posterName).waitFor();

    // Delete by keyboard: Escape keeps the post, Enter on the confirm button removes it.
    const deleteButton = post.getByRole('button', { name: t('forum.delete_label', { name: posterName }) });
    await deleteButton.focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: t('forum.delete_confirm.title') });
    await confirm.waitFor();
    await page.keyboard.press('Escape');
    await confirm.waitFor({ state: 'detached' });
    expect(await post.count()).toBe(1);

    await deleteButton.focus();
    await page.keyboard.press('Enter');
    await confirm.getByRole('button', { name: t('general.delete') }).focus();
    await page.keyboard.press('Enter');
    await post.waitFor({ state: 'detached' });
    await forum.getByText(t('forum.empty')).waitFor();
    expect((await settle(visitorView, (list) => list.forum.length === 0)).forum).toEqual([]);
    await context.close();
  }, 60_000);

  it('completes a gift link typed without https:// and links to it', async () => {
    const owner = await register(ctx.app.url);
    const context = await ctx.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await logIn(page, ctx.app.url, owner.account, `/${owner.account.username}`);

    await main(page).getByRole('button', { name: t('owner.add_gift') }).click();
    const editor = page.getByRole('dialog');
    await editor.getByLabel(t('owner.gift.description')).fill('Een rode fiets');
    const link = editor.getByLabel(t('owner.gift.url'));
    await link.fill('javascript:alert(1)');
    await editor.getByRole('button', { name: t('general.save') }).click();
    await editor.getByText(t('validation.gift.url.invalid')).waitFor();
    await link.fill('www.winkel.be/fiets');
    await link.blur();
    expect(await link.inputValue()).toBe('https://www.winkel.be/fiets');
    await editor.getByRole('button', { name: t('general.save') }).click();
    await editor.waitFor({ state: 'detached' });
    const gift = main(page).locator('[data-gift]', { hasText: 'Een rode fiets' });
    expect(await gift.getByRole('link').first().getAttribute('href')).toBe('https://www.winkel.be/fiets');
    await context.close();
  }, 60_000);
});
