import { t } from '@wl/contracts';
import type { Page } from 'playwright-core';
import { coOwnerOf, register } from '../support/api-client.js';
import { browserApp, chromiumAvailable, logIn, main } from '../support/browser.js';

const describeInBrowser = chromiumAvailable() ? describe : describe.skip;

/** Issue 27, item 10: a co-owner removed while her owner page is open is told so (the mail: tests/api/co-owner-removed.api.spec.ts). */
describeInBrowser('a removed co-owner in the browser', () => {
  const ctx = browserApp();

  it('sees a notice that she is no longer a co-owner instead of a silent switch to the visitor view', async () => {
    const primary = await register(ctx.app.url, { firstName: 'Lotte', lastName: 'Peeters' });
    const coOwner = await coOwnerOf(ctx.app.url, primary);
    const page = await (await ctx.browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await logIn(page, ctx.app.url, coOwner.account, `/${primary.account.username}`);
    await main(page)
      .getByRole('button', { name: t('owner.add_gift') })
      .waitFor();
    const notice = main(page)
      .getByRole('alert')
      .filter({ hasText: t('owner.ownership_ended', { name: 'Lotte Peeters' }) });
    expect(await notice.count()).toBe(0);

    expect(
      (
        await primary.client.post('/api/WishlistOwner/RemoveExtraOwner', {
          privateWishlistGuid: primary.wishlistId,
          publicUserGuid: coOwner.publicGuid,
        })
      ).status,
    ).toBe(204);

    await notice.waitFor();
    // The page now shows the list as to any visitor, under the notice.
    await main(page)
      .getByRole('button', { name: t('owner.add_gift') })
      .waitFor({ state: 'detached' });
    expect(page.url()).toBe(`${ctx.app.url}/${primary.account.username}`);
  });

  /** Like a phone put away: the page closes its live connection while hidden and opens a new one when shown again. */
  const setVisibility = (page: Page, state: 'hidden' | 'visible') =>
    page.evaluate((visibility) => {
      Object.defineProperty(document, 'visibilityState', { value: visibility, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    }, state);

  it('is told too when the removal came while her page had no live connection', async () => {
    const primary = await register(ctx.app.url, { firstName: 'Jan', lastName: 'Claes' });
    const coOwner = await coOwnerOf(ctx.app.url, primary);
    const page = await (await ctx.browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await logIn(page, ctx.app.url, coOwner.account, `/${primary.account.username}`);
    await main(page)
      .getByRole('button', { name: t('owner.add_gift') })
      .waitFor();

    await setVisibility(page, 'hidden');
    expect(
      (
        await primary.client.post('/api/WishlistOwner/RemoveExtraOwner', {
          privateWishlistGuid: primary.wishlistId,
          publicUserGuid: coOwner.publicGuid,
        })
      ).status,
    ).toBe(204);
    await setVisibility(page, 'visible');

    await main(page)
      .getByRole('alert')
      .filter({ hasText: t('owner.ownership_ended', { name: 'Jan Claes' }) })
      .waitFor();
    await main(page)
      .getByRole('button', { name: t('owner.add_gift') })
      .waitFor({ state: 'detached' });
  });
});
