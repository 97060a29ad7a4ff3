import { t } from '@wl/contracts';
import { register } from '../support/api-client.js';
import { browserApp, chromiumAvailable, field, main } from '../support/browser.js';

const describeInBrowser = chromiumAvailable() ? describe : describe.skip;

describeInBrowser('texts people stumbled on', () => {
  const ctx = browserApp();

  it('titles the QR page with the owner\u2019s name, leads back to the list and prints the name', async () => {
    const { account } = await register(ctx.app.url, { firstName: 'Lotte', lastName: 'Peeters' });
    const page = await (await ctx.browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await page.goto(`${ctx.app.url}/${account.username}/qr`);

    const title = t('qr.title', { name: 'Lotte Peeters' });
    await main(page).getByRole('heading', { level: 1, name: title }).waitFor();
    // The app sets the title in an effect after the heading renders: wait for it.
    await page.waitForFunction((expected) => document.title === expected, `${title} – ${t('app.name')}`);

    const printIntro = main(page).getByText(t('qr.print_intro', { name: 'Lotte Peeters' }));
    expect(await printIntro.isVisible()).toBe(false);
    await page.emulateMedia({ media: 'print' });
    expect(await printIntro.isVisible()).toBe(true);
    expect(await main(page).getByRole('heading', { level: 1, name: title }).isVisible()).toBe(true);
    await page.emulateMedia({ media: 'screen' });

    await main(page)
      .getByRole('link', { name: t('general.back_to_list') })
      .click();
    await page.waitForURL(`${ctx.app.url}/${account.username}`);
  });

  it('does not promise the address of a username that is taken', async () => {
    const { account } = await register(ctx.app.url);
    const page = await (await ctx.browser.newContext()).newPage();
    await page.goto(`${ctx.app.url}/account/create`);
    await field(page, t('account.create.username')).fill(account.username);
    await field(page, t('account.create.username')).blur();
    await main(page).getByText(t('validation.username.unavailable')).waitFor();
    await main(page).getByText(t('account.create.username_hint_empty')).waitFor();
    expect(
      await main(page)
        .getByText(t('account.create.username_hint', { username: account.username }))
        .count(),
    ).toBe(0);
  });
});
