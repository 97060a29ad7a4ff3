import { t } from '@wl/contracts';
import { ApiClient, ownerWithGift } from '../support/api-client.js';
import { browserApp, chromiumAvailable, main } from '../support/browser.js';

const describeInBrowser = chromiumAvailable() ? describe : describe.skip;

/** Issue 27, item 8: a returning giver who crossed off with only her address signs in with a mailed link. */
describeInBrowser('sign-in by mailed link', () => {
  const ctx = browserApp();

  /** The sign-in link mailed to the address, once it is there. */
  async function mailedLink(email: string): Promise<string> {
    for (let tries = 0; tries < 200; tries++) {
      const outbox = (await new ApiClient(ctx.app.url).get<{ to: string; text: string }[]>('/api/Dev/Outbox')).body;
      const link = outbox
        .map((m) => (m.to === email ? /https?:\S+\/account\/signin\/\S+/.exec(m.text)?.[0] : undefined))
        .find(Boolean);
      if (link) return link;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`no sign-in link mailed to ${email}`);
  }

  it('a giver without password asks a link in the cross-off dialog, opens it once and lands on her crossed-off gifts', async () => {
    const { owner, categoryId } = await ownerWithGift(ctx.app.url, { description: 'Een boek over vogels' });
    await owner.client.post('/api/MyGift/EditWithoutProduct', {
      categoryPrivateGuid: categoryId,
      description: 'Een vogelhuisje',
      enableCrossOff: true,
    });
    const listUrl = `${ctx.app.url}/${owner.account.username}`;
    const email = `gever-${owner.account.username}@example.com`;
    // She crossed off earlier with only her address, on another device.
    const earlier = new ApiClient(ctx.app.url);
    expect((await earlier.post('/api/Afstreper/Create', { email })).status).toBe(200);
    const [gift] = (
      await earlier.get<{ categories: { gifts: { publicGuid: string; description: string }[] }[] }>(
        `/api/Wishlist/Get/${owner.account.username}`,
      )
    ).body.categories
      .flatMap((c) => c.gifts)
      .filter((g) => g.description === 'Een boek over vogels');
    expect((await earlier.post('/api/Gift/CrossOff', { publicGiftGuid: gift!.publicGuid })).status).toBe(200);

    const page = await (await ctx.browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await page.goto(listUrl);
    await main(page)
      .locator('[data-gift]', { hasText: 'Een vogelhuisje' })
      .getByRole('button', { name: t('cross_off.action') })
      .click();
    const dialog = page.getByRole('dialog', { name: t('cross_off.email.title') });
    await dialog.getByLabel(t('cross_off.email.email')).fill(email);
    await dialog.getByRole('button', { name: t('cross_off.email.submit') }).click();

    // Her address is known: besides the password she never set, the dialog offers a sign-in link.
    await dialog.getByText(t('cross_off.email.in_use', { email })).waitFor();
    await dialog.getByText(t('sign_in_link.no_password')).waitFor();
    await dialog.getByRole('button', { name: t('sign_in_link.request') }).click();
    await dialog
      .getByRole('status')
      .getByText(t('sign_in_link.sent', { email, minutes: 15 }))
      .waitFor();
    await page.keyboard.press('Escape');

    const link = await mailedLink(email);
    await page.goto(link);
    await main(page)
      .getByRole('heading', { name: t('sign_in_link.open_title') })
      .waitFor();
    await main(page)
      .getByRole('button', { name: t('sign_in_link.open_submit') })
      .click();
    await page.waitForURL(`${ctx.app.url}/crossedoff`);
    await main(page).getByText('Een boek over vogels').waitFor();
    await page.getByRole('button', { name: t('menu.account', { name: email }) }).waitFor();

    // The link works once: opened again (in another browser), it says so and offers a new one.
    const other = await (await ctx.browser.newContext()).newPage();
    await other.goto(link);
    await main(other)
      .getByRole('button', { name: t('sign_in_link.open_submit') })
      .click();
    await main(other)
      .getByRole('heading', { name: t('sign_in_link.unknown_title') })
      .waitFor();
    await main(other)
      .getByRole('link', { name: t('sign_in_link.request_new') })
      .click();
    await other.waitForURL(`${ctx.app.url}/account/signinlink`);
  });

  it('the login screen offers a sign-in link for the address typed there', async () => {
    const page = await (await ctx.browser.newContext()).newPage();
    await page.goto(`${ctx.app.url}/account/login`);
    await main(page).getByLabel(t('login.email_or_username'), { exact: true }).fill('iemand@example.com');
    await main(page)
      .getByRole('link', { name: t('login.sign_in_link') })
      .click();
    await page.waitForURL(`${ctx.app.url}/account/signinlink`);
    expect(await main(page).getByLabel(t('sign_in_link.email'), { exact: true }).inputValue()).toBe(
      'iemand@example.com',
    );
    await main(page)
      .getByRole('button', { name: t('sign_in_link.request') })
      .click();
    await main(page)
      .getByRole('status')
      .getByText(t('sign_in_link.sent', { email: 'iemand@example.com', minutes: 15 }))
      .waitFor();
  });
});
