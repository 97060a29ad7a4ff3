import { t } from '@wl/contracts';
import type { Page } from 'playwright-core';
import { ownerWithGift } from '../support/api-client.js';
import { browserApp, chromiumAvailable, main, settle } from '../support/browser.js';

const describeInBrowser = chromiumAvailable() ? describe : describe.skip;

describeInBrowser('a first-time visitor of a list in the browser', () => {
  const ctx = browserApp();
  const phone = { viewport: { width: 390, height: 844 } };

  const explanation = (page: Page) => main(page).getByRole('region', { name: t('visitor.explain.title') });
  const top = async (locator: ReturnType<Page['locator']>) => (await locator.boundingBox())!.y;

  it('explains crossing off until dismissed (remembered in this browser), and puts the friend invitation after the gifts', async () => {
    const { owner } = await ownerWithGift(ctx.app.url, { description: 'Een regenjas' });
    const name = owner.account.firstName;
    const context = await ctx.browser.newContext(phone);
    const page = await context.newPage();
    await page.goto(`${ctx.app.url}/${owner.account.username}`);

    const gift = main(page).locator('.gift-list li', { hasText: 'Een regenjas' });
    await gift.waitFor();
    await explanation(page).getByText(t('visitor.explain.text', { name })).waitFor();
    await explanation(page).getByText(t('visitor.explain.secret', { name })).waitFor();
    expect(await top(explanation(page))).toBeLessThan(await top(gift));

    // The invitation to log in and add a friend: one modest line after the gifts, not a button-sized box above them.
    const invitation = main(page).getByText(
      t('visitor.friend.login', { name: `${owner.account.firstName} ${owner.account.lastName}` }),
    );
    expect(await top(invitation)).toBeGreaterThan(await top(gift));
    const login = main(page)
      .getByRole('link', { name: t('visitor.login') })
      .first();
    expect(await login.evaluate((element) => element.classList.contains('btn'))).toBe(false);

    await explanation(page)
      .getByRole('button', { name: t('visitor.explain.dismiss') })
      .click();
    await explanation(page).waitFor({ state: 'detached' });
    expect(
      await settle(
        () => page.evaluate(() => document.activeElement?.id),
        (id) => id === 'main',
      ),
    ).toBe('main');

    // Remembered in this browser, on this list and others.
    await page.reload();
    await gift.waitFor();
    const other = await ownerWithGift(ctx.app.url, { description: 'Een fiets' });
    await page.goto(`${ctx.app.url}/${other.owner.account.username}`);
    await main(page).getByText('Een fiets').waitFor();
    // The server cannot know what this browser remembers: its page holds the explanation until the app hydrates it.
    await explanation(page).waitFor({ state: 'detached' });

    // Another browser has not seen it yet.
    const fresh = await (await ctx.browser.newContext(phone)).newPage();
    await fresh.goto(`${ctx.app.url}/${owner.account.username}`);
    await explanation(fresh).waitFor();
    await fresh.context().close();
    await context.close();
  });
});
