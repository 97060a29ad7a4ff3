import { type OwnersAndInvitesAnswer, t } from '@wl/contracts';
import { ApiClient, coOwnerOf, ownerWithGift, register } from '../support/api-client.js';
import { browserApp, chromiumAvailable, logIn, main, settle } from '../support/browser.js';

const describeInBrowser = chromiumAvailable() ? describe : describe.skip;

/** Issue 26, item 3: a list deleted while its page is open says so (the live messages: tests/api/live.api.spec.ts). */
describeInBrowser('a list deleted while its page is open', () => {
  const ctx = browserApp();
  const gone = t('listview.gone.title');

  it('tells a visitor that it no longer exists instead of showing the stale list', async () => {
    const { owner } = await ownerWithGift(ctx.app.url, { description: 'Een boek over vogels' });
    const page = await (await ctx.browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await page.goto(`${ctx.app.url}/${owner.account.username}`);
    await main(page).locator('[data-gift]', { hasText: 'Een boek over vogels' }).waitFor();
    // The page follows the list once a live change reaches it (its group is joined).
    await owner.client.post('/api/MyList/UpdateTitle', { privateGuid: owner.wishlistId, title: 'Voor de verjaardag' });
    await main(page).getByRole('heading', { name: 'Voor de verjaardag', level: 1 }).waitFor();

    expect((await owner.client.delete(`/api/MyList/${owner.wishlistId}`)).status).toBe(204);
    await main(page).getByRole('heading', { name: gone, level: 1 }).waitFor();
    expect(await main(page).locator('[data-gift]').count()).toBe(0);
    // Whoever never had the page open finds no list there.
    expect(
      (await new ApiClient(ctx.app.url).get(`/api/Wishlist/GetAccessState/${owner.account.username}`)).status,
    ).toBe(404);
  });

  it('tells a co-owner whose owner page is open that the primary owner deleted it', async () => {
    const primary = await register(ctx.app.url);
    const coOwner = await coOwnerOf(ctx.app.url, primary);
    const page = await (await ctx.browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await logIn(page, ctx.app.url, coOwner.account, `/${primary.account.username}`);
    await main(page)
      .getByRole('button', { name: t('owner.add_gift') })
      .waitFor();
    // The page follows the list once its owner is online there (its group is joined).
    const coOwnerOnline = async () =>
      (
        await primary.client.get<OwnersAndInvitesAnswer>(`/api/WishlistOwner/${primary.wishlistId}/GetOwnersAndInvites`)
      ).body.owners.some((o) => o.publicUserGuid === coOwner.publicGuid && o.isOnline);
    await settle(coOwnerOnline, (online) => online);

    expect((await primary.client.delete(`/api/MyList/${primary.wishlistId}`)).status).toBe(204);
    await main(page).getByRole('heading', { name: gone, level: 1 }).waitFor();
    await main(page)
      .getByRole('button', { name: t('owner.add_gift') })
      .waitFor({ state: 'detached' });
  });
});
