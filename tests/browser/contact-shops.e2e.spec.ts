import { t } from '@wl/contracts';
import sharp from 'sharp';
import { configFromEnv } from '../../backend/src/platform/config/config.js';
import { ApiClient, register, verifyEmail } from '../support/api-client.js';
import { browserApp, chromiumAvailable, field, logIn, main, settle } from '../support/browser.js';

const describeInBrowser = chromiumAvailable() ? describe : describe.skip;

interface Mail {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}
const outbox = async (url: string) => (await new ApiClient(url).get<Mail[]>('/api/Dev/Outbox')).body;

/** Issue 14: the contact form end to end (spec 02 §2.8) and the shop directory behind its switch (§2.10). */
describeInBrowser('contact page in the browser', () => {
  const ctx = browserApp({
    rateLimitPoints: { newUsersPerIp: 10_000, newUsersSiteWide: 10_000, contactMessagesPerIp: 2 },
  });

  it('checks the fields, sends the message to support, says so and empties the form; a refusal opens a dialog', async () => {
    const page = await ctx.browser.newPage();
    page.setDefaultTimeout(8000);
    await page.goto(`${ctx.app.url}/contact`);
    await main(page)
      .getByRole('link', { name: `${t('contact.mail_us', { email: 'hallo@verlanglijstje.be' })}` })
      .waitFor();

    await main(page)
      .getByRole('button', { name: t('contact.send') })
      .click();
    await main(page).getByText(t('validation.contact.subject.required')).waitFor();
    await main(page).getByText(t('validation.contact.message.required')).waitFor();

    const send = async (sender: string, text: string) => {
      await field(page, t('contact.email')).fill(sender);
      await field(page, t('contact.subject')).fill('Vraag uit de browser');
      await field(page, t('contact.message')).fill(text);
      await main(page)
        .getByRole('button', { name: t('contact.send') })
        .click();
    };
    await send('bezoeker@example.com', 'Kan ik mijn lijst delen via WhatsApp?');
    await main(page).getByText(t('contact.sent')).waitFor();
    expect(await field(page, t('contact.subject')).inputValue()).toBe('');
    const mails = await settle(
      () => outbox(ctx.app.url),
      (all) => all.some((m) => m.text.includes('delen via WhatsApp')),
    );
    expect(mails.find((m) => m.text.includes('delen via WhatsApp'))).toMatchObject({
      to: 'hallo@verlanglijstje.be',
      replyTo: 'bezoeker@example.com',
    });

    // The second message of this address is allowed, the third is over the cap: the answer opens the error dialog.
    await send('bezoeker@example.com', "Nog een vraag: kan ik ook foto's toevoegen?");
    await main(page).getByText(t('contact.sent')).waitFor();
    await send('bezoeker@example.com', 'En een derde vraag, die niet meer mag.');
    const dialog = page.getByRole('dialog', { name: t('contact.error.title') });
    await dialog.getByText(t('contact.error.too_many')).waitFor();
    await dialog.getByRole('button', { name: t('general.ok') }).click();
    await page.close();
  });

  it('prefills and disables the e-mail address for a logged-in user', async () => {
    const { account } = await register(ctx.app.url);
    const page = await ctx.browser.newPage();
    page.setDefaultTimeout(8000);
    await logIn(page, ctx.app.url, account, '/contact');
    const email = field(page, t('contact.email'));
    await settle(
      () => email.inputValue(),
      (value) => value === account.email,
    );
    expect(await email.inputValue()).toBe(account.email);
    expect(await email.isDisabled()).toBe(true);
    await page.close();
  });
});

describeInBrowser('shops page in the browser', () => {
  const ctx = browserApp();

  it.each(['/winkels', '/laden', '/shops'])(
    '%s groups the shops by category, each opening in a new tab',
    async (path) => {
      const page = await ctx.browser.newPage();
      page.setDefaultTimeout(8000);
      await page.goto(`${ctx.app.url}${path}`);
      await main(page)
        .getByRole('heading', { name: t('shops.title'), level: 1 })
        .waitFor();
      const books = main(page).getByRole('region', { name: 'Boeken' });
      const link = books.getByRole('link', { name: /Standaard Boekhandel/ });
      await link.waitFor();
      expect(await link.getAttribute('href')).toBe('https://www.standaardboekhandel.be');
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toContain('noopener');
      expect(await main(page).getByRole('heading', { level: 2 }).allTextContents()).toEqual([
        'Boeken',
        'Speelgoed',
        'Mode',
        'Wonen',
        'Elektronica',
      ]);
      await page.close();
    },
  );
});

describeInBrowser('shops page with the switch off', () => {
  const ctx = browserApp({ site: { ...configFromEnv({}).site, shops: false } });

  it('is the not-found page', async () => {
    const page = await ctx.browser.newPage();
    page.setDefaultTimeout(8000);
    await page.goto(`${ctx.app.url}/winkels`);
    await main(page).getByText(t('error.not_found')).waitFor();
    expect(
      await main(page)
        .getByRole('link', { name: /Standaard Boekhandel/ })
        .count(),
    ).toBe(0);
    await page.close();
  });
});

describeInBrowser('support edits the shops', () => {
  const SUPPORT_EMAIL = 'winkels-beheer@example.com';
  const LOGO_SUPPORT_EMAIL = 'logo-beheer@example.com';
  const ctx = browserApp({ supportUsers: [SUPPORT_EMAIL, LOGO_SUPPORT_EMAIL] });

  it('changes, adds and removes shops on /beheer/winkels by keyboard, and /winkels shows the result', async () => {
    const support = await register(ctx.app.url, { email: SUPPORT_EMAIL });
    await verifyEmail(ctx.app.url, support);
    const page = await ctx.browser.newPage();
    page.setDefaultTimeout(8000);
    await logIn(page, ctx.app.url, support.account, '/beheer');
    await page
      .getByRole('navigation', { name: t('support.nav.label') })
      .getByRole('link', { name: t('support.nav.shops') })
      .click();
    await main(page)
      .getByRole('heading', { level: 1, name: t('support.shops.title') })
      .waitFor();
    const dialog = page.getByRole('dialog');

    // Change a shop: the dialog opens with the name focused, Enter saves.
    const toys = main(page).getByRole('region', { name: 'Speelgoed' });
    await toys.getByRole('button', { name: t('support.shops.edit_shop.label', { name: 'Fun' }) }).focus();
    await page.keyboard.press('Enter');
    await dialog.getByLabel(t('support.shops.field.name')).waitFor();
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).value)).toBe('Fun');
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Fun Speelgoed');
    await dialog.getByLabel(t('support.shops.field.url')).fill('https://www.fun.be/speelgoed');
    await page.keyboard.press('Enter');
    await main(page).getByText(t('support.shops.saved')).waitFor();
    await toys.getByText('Fun Speelgoed', { exact: true }).waitFor();

    // Add one: an address without https is refused on its field, a taken name by the server as a sentence.
    const fashion = main(page).getByRole('region', { name: 'Mode' });
    await fashion.getByRole('button', { name: t('support.shops.add_shop.label', { name: 'Mode' }) }).click();
    await dialog.getByLabel(t('support.shops.field.name')).fill('zalando');
    await dialog.getByLabel(t('support.shops.field.url')).fill('http://www.broers.be');
    await dialog.getByRole('button', { name: t('general.save') }).click();
    await dialog.getByText(t('validation.shop.url.invalid')).waitFor();
    await dialog.getByLabel(t('support.shops.field.url')).fill('https://www.broers.be');
    await dialog.getByRole('button', { name: t('general.save') }).click();
    await dialog.getByRole('alert').getByText(t('support.shops.ShopNameTaken')).waitFor();
    await dialog.getByLabel(t('support.shops.field.name')).fill('Broers');
    await dialog.getByRole('button', { name: t('general.save') }).click();
    await fashion.getByText('Broers', { exact: true }).waitFor();

    // Remove one: cancelled first, then confirmed.
    const home = main(page).getByRole('region', { name: 'Wonen' });
    const removeXenos = home.getByRole('button', { name: t('support.shops.remove_shop.label', { name: 'Xenos' }) });
    await removeXenos.click();
    await dialog.getByText(t('support.shops.remove_shop.confirm.text', { name: 'Xenos' })).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await home.getByText('Xenos', { exact: true }).count()).toBe(1);
    await removeXenos.click();
    await dialog.getByRole('button', { name: t('support.shops.remove_shop') }).click();
    await main(page).getByText(t('support.shops.removed')).waitFor();
    expect(await home.getByText('Xenos', { exact: true }).count()).toBe(0);

    // The public page shows it all.
    await main(page)
      .getByRole('link', { name: t('support.shops.public_link') })
      .click();
    await main(page)
      .getByRole('heading', { name: t('shops.title'), level: 1 })
      .waitFor();
    const funLink = main(page)
      .getByRole('region', { name: 'Speelgoed' })
      .getByRole('link', { name: /Fun Speelgoed/ });
    await funLink.waitFor();
    expect(await funLink.getAttribute('href')).toBe('https://www.fun.be/speelgoed');
    expect(
      await main(page)
        .getByRole('region', { name: 'Mode' })
        .getByRole('link', { name: /Broers/ })
        .getAttribute('href'),
    ).toBe('https://www.broers.be');
    expect(await main(page).getByRole('link', { name: /Xenos/ }).count()).toBe(0);
    await page.close();
  });

  it('sets a shop logo from any picture on /beheer/winkels, /winkels shows it, and removes it again (issue 27)', async () => {
    const support = await register(ctx.app.url, { email: LOGO_SUPPORT_EMAIL });
    await verifyEmail(ctx.app.url, support);
    const page = await ctx.browser.newPage();
    page.setDefaultTimeout(8000);
    await logIn(page, ctx.app.url, support.account, '/beheer/winkels');
    const books = main(page).getByRole('region', { name: 'Boeken' });

    // A JPEG: the browser turns it into the PNG the server takes, as for a list's picture.
    const jpeg = await sharp({ create: { width: 120, height: 60, channels: 3, background: { r: 0, g: 80, b: 200 } } })
      .jpeg()
      .toBuffer();
    await main(page)
      .getByLabel(t('support.shops.logo.choose.label', { name: 'Club' }))
      .setInputFiles({ name: 'club.jpg', mimeType: 'image/jpeg', buffer: jpeg });
    await main(page).getByText(t('support.shops.logo.saved')).waitFor();
    const consoleLogo = books.getByRole('img', { name: t('support.shops.logo.alt', { name: 'Club' }) });
    const logoUrl = await consoleLogo.getAttribute('src');
    expect(logoUrl).toMatch(/^\/api\/Image\/[0-9a-f-]{36}$/);

    await page.goto(`${ctx.app.url}/winkels`);
    const shown = main(page).getByRole('link', { name: /Club/ }).locator('img');
    await shown.waitFor();
    expect(await shown.getAttribute('src')).toBe(logoUrl);
    await settle(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), Boolean);

    await page.goto(`${ctx.app.url}/beheer/winkels`);
    await books.getByRole('button', { name: t('support.shops.logo.remove.label', { name: 'Club' }) }).click();
    await main(page).getByText(t('support.shops.logo.removed')).waitFor();
    expect(await books.getByRole('img', { name: t('support.shops.logo.alt', { name: 'Club' }) }).count()).toBe(0);
    await page.close();
  });
});
