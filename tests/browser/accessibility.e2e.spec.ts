import AxeBuilder from '@axe-core/playwright';
import { t } from '@wl/contracts';
import type { BrowserContext, Page } from 'playwright-core';
import { ownerWithGift, register, type Registered, verifyEmail } from '../support/api-client.js';
import { createLoting } from '../support/loting-draws.js';
import { lotHoldersOf } from '../support/lot-holders.js';
import { browserApp, chromiumAvailable, field, main } from '../support/browser.js';

const describeInBrowser = chromiumAvailable() ? describe : describe.skip;
const phone = { viewport: { width: 390, height: 844 }, locale: 'nl-BE' };
const desktop = { viewport: { width: 1280, height: 900 }, locale: 'nl-BE' };
const SUPPORT_EMAIL = 'support-axe@example.com';

/** The serious and critical violations axe finds on the page as it is now, one line each: rule, then the elements. */
async function seriousViolations(page: Page): Promise<string[]> {
  // Legacy mode: axe.run in the page, into its frames of the same origin. The default combines per-frame results in a
  // blank page that it opens and loads axe into for every analysis; the findings differ only for frames of another
  // origin, which legacy mode leaves out, so none may be there.
  const origin = new URL(page.url()).origin;
  const otherOrigins = page
    .frames()
    .map((frame) => frame.url())
    .filter((url) => /^https?:/.test(url) && new URL(url).origin !== origin);
  expect(otherOrigins).toEqual([]);
  const { violations } = await new AxeBuilder({ page }).setLegacyMode().analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/** Checks the page with axe after `ready` resolved; the failure message names each violation and where it is. */
async function expectAccessible(page: Page, name: string, ready: () => Promise<unknown>) {
  await ready();
  expect({ page: name, violations: await seriousViolations(page) }).toEqual({ page: name, violations: [] });
}

describeInBrowser('every main page passes axe without a serious or critical violation', () => {
  const ctx = browserApp({ supportUsers: [SUPPORT_EMAIL] });
  const contexts: BrowserContext[] = [];
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  /** A phone-sized page (or `size`), anonymous or logged in as `who` (their session cookie carried over). */
  async function pageFor(who?: Registered, size = phone): Promise<Page> {
    const context = await ctx.browser.newContext(size);
    contexts.push(context);
    context.setDefaultTimeout(10_000);
    const cookie = who?.client.sessionCookie;
    if (cookie) {
      const [name, value] = cookie.split('=') as [string, string];
      await context.addCookies([{ name, value, url: ctx.app.url }]);
    }
    return context.newPage();
  }

  const heading = (page: Page, name: string) => main(page).getByRole('heading', { name, level: 1 }).waitFor();
  const open = async (page: Page, path: string) => {
    await page.goto(`${ctx.app.url}${path}`);
  };

  it('the landing page, create account and login', async () => {
    const page = await pageFor();
    await open(page, '/');
    await expectAccessible(page, 'landing', () => main(page).locator('h1').first().waitFor());
    await open(page, '/account/create');
    await expectAccessible(page, 'create account', () => field(page, t('account.create.username')).waitFor());
    await open(page, '/account/login');
    await expectAccessible(page, 'login', () => field(page, t('login.password')).waitFor());
  });

  it('the owner page with gifts, with the gift editor open, and my lists', async () => {
    const { owner } = await ownerWithGift(ctx.app.url, { description: 'Een warme sjaal' });
    const page = await pageFor(owner);
    await open(page, `/${owner.account.username}`);
    await expectAccessible(page, 'owner page', () =>
      main(page).locator('[data-gift]', { hasText: 'Een warme sjaal' }).waitFor(),
    );
    await main(page)
      .getByRole('button', { name: `${t('general.edit')}: Een warme sjaal` })
      .click();
    await expectAccessible(page, 'edit gift', () =>
      page.getByRole('dialog').getByLabel(t('owner.gift.description')).waitFor(),
    );
    await page.keyboard.press('Escape');
    await open(page, '/');
    await expectAccessible(page, 'my lists', () => heading(page, t('home.title')));
  });

  it('a visitor page, list search, friends and crossed-off gifts', async () => {
    const { owner, categoryId, wishlistPublicGuid } = await ownerWithGift(ctx.app.url, {
      description: 'Een warme sjaal',
    });
    const second = await owner.client.post<{ editedGift: { publicGuid: string } }>('/api/MyGift/EditWithoutProduct', {
      categoryPrivateGuid: categoryId,
      description: 'Wollen muts',
      enableCrossOff: true,
    });
    const { username, firstName, lastName } = owner.account;
    await owner.client.post('/api/MyList/UpdateSettings', {
      privateGuid: owner.wishlistId,
      username,
      firstName,
      lastName,
      accessType: 'PUBLIC',
      includeInSearchResult: true,
      showCrossedOff: false,
    });
    const giver = await register(ctx.app.url);
    expect(
      (await giver.client.post('/api/Gift/CrossOff', { publicGiftGuid: second.body.editedGift.publicGuid })).status,
    ).toBe(200);
    await giver.client.post('/api/Friend/Add', { wishlistPublicGuid });

    const visitor = await pageFor();
    await open(visitor, `/${owner.account.username}`);
    await expectAccessible(visitor, 'visitor page', () => main(visitor).getByText('Een warme sjaal').waitFor());
    // The same page as the server renders it, before (or without) the app's scripts: what crawlers and the first paint
    // show. The scripts are kept out rather than JavaScript turned off, which axe itself needs.
    const serverRendered = await pageFor();
    await serverRendered.route('**/assets/*.js', (route) => route.abort());
    await open(serverRendered, `/${owner.account.username}`);
    await expectAccessible(serverRendered, 'visitor page as rendered on the server', () =>
      main(serverRendered).getByText('Een warme sjaal').waitFor(),
    );
    await open(visitor, `/list/search?query=${encodeURIComponent(owner.account.lastName)}`);
    await expectAccessible(visitor, 'list search', () =>
      main(visitor).locator('.search-result', { hasText: owner.account.lastName }).waitFor(),
    );

    const page = await pageFor(giver);
    await open(page, '/friends');
    await expectAccessible(page, 'friends', () => main(page).getByText(owner.account.lastName).first().waitFor());
    await open(page, '/crossedoff');
    await expectAccessible(page, 'crossed off', () => main(page).getByText('Wollen muts').first().waitFor());
  });

  it('the lots home, each step of the lots wizard, and a lot', async () => {
    const organizer = await register(ctx.app.url, { firstName: 'Ann', lastName: 'Peeters' });
    const page = await pageFor(organizer);
    const atStep = (step: number) => main(page).locator(`[role="progressbar"][aria-valuenow="${step}"]`).waitFor();
    const next = () =>
      main(page)
        .getByRole('button', { name: t('lotingWizard.next') })
        .click();

    await open(page, '/lootjestrekken');
    await expectAccessible(page, 'lots home / get started', () =>
      main(page)
        .getByRole('button', { name: t('lotingWizard.get_started.new') })
        .waitFor(),
    );
    await main(page)
      .getByRole('button', { name: t('lotingWizard.get_started.new') })
      .click();
    await expectAccessible(page, 'wizard: details', () => atStep(1));
    await field(page, t('lotingWizard.details.title')).fill('Kerstfeest Peeters');
    await next();
    await atStep(2);
    await main(page)
      .getByRole('tab', { name: t('lotingWizard.participants.tab.bulk') })
      .click();
    await field(page, t('lotingWizard.participants.bulk')).fill(
      'Bert <bert-axe@example.com>\nCarla <carla-axe@example.com>',
    );
    await main(page)
      .getByRole('button', { name: t('general.add') })
      .click();
    await expectAccessible(page, 'wizard: participants', () =>
      main(page)
        .getByText(t('lotingWizard.participants.list', { count: '3' }))
        .waitFor(),
    );
    await next();
    await expectAccessible(page, 'wizard: exclusions', () => atStep(3));
    await main(page)
      .getByRole('button', { name: t('lotingWizard.exclusions.choose', { name: 'Bert' }) })
      .click();
    await expectAccessible(page, 'wizard: exclusion dialog', () =>
      page.getByRole('dialog').getByLabel('Carla', { exact: true }).waitFor(),
    );
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t('general.save') })
      .click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await next();
    await expectAccessible(page, 'wizard: overview', () => atStep(4));
    await main(page)
      .getByRole('button', { name: t('lotingWizard.overview.draw') })
      .click();
    await expectAccessible(page, 'wizard: just drawn', () =>
      main(page)
        .getByRole('link', { name: t('lotingWizard.just_drawn.own_lot') })
        .waitFor(),
    );
    const manageGuid = /getrokken\/([\w-]+)\/net$/.exec(page.url())![1]!;

    await open(page, `/lootjestrekken/loting/getrokken/${manageGuid}`);
    await expectAccessible(page, 'a draw (organizer)', () => heading(page, 'Kerstfeest Peeters'));

    const drawn = await createLoting(organizer.client, ['Dirk', 'Els']);
    const [lot] = await lotHoldersOf(ctx.app, drawn.body.publicGuid);
    const holder = await pageFor();
    await open(holder, `/lootjestrekken/lootje/${lot!.lotGuid}`);
    await expectAccessible(holder, 'a lot', () => main(holder).getByText(lot!.drew).first().waitFor());
  });

  it('the FAQ, contact, a blog article, the terms and the shops', async () => {
    const page = await pageFor();
    for (const [name, path] of [
      ['FAQ', '/faq'],
      ['contact', '/contact'],
      ['blog article', '/blog/de-geheimen-van-verlanglijstje'],
      ['terms', '/voorwaarden/gebruiksvoorwaarden'],
      ['shops', '/winkels'],
    ] as const) {
      await open(page, path);
      await expectAccessible(page, name, () => main(page).locator('h1').first().waitFor());
    }
  });

  it('the content pages as the server renders them, before (or without) the app’s scripts', async () => {
    const page = await pageFor();
    await page.route('**/assets/*.js', (route) => route.abort());
    for (const [name, path] of [
      ['FAQ', '/faq'],
      ['privacy statement', '/voorwaarden/privacy'],
      ['blog', '/blog'],
      ['blog article', '/blog/de-geheimen-van-verlanglijstje'],
    ] as const) {
      await open(page, path);
      await expectAccessible(page, `${name} as rendered on the server`, () =>
        main(page).locator('h1').first().waitFor(),
      );
    }
  });

  it('at desktop width (side menu and header login shown): the landing page and the owner page', async () => {
    const { owner } = await ownerWithGift(ctx.app.url, { description: 'Een warme sjaal' });
    const visitor = await pageFor(undefined, desktop);
    await open(visitor, '/');
    await expectAccessible(visitor, 'landing (desktop)', () => main(visitor).locator('h1').first().waitFor());
    const page = await pageFor(owner, desktop);
    await open(page, `/${owner.account.username}`);
    await expectAccessible(page, 'owner page (desktop)', () =>
      main(page).locator('[data-gift]', { hasText: 'Een warme sjaal' }).waitFor(),
    );
  });

  it('the support console: search, a timeline and the operations page', async () => {
    const support = await register(ctx.app.url, { email: SUPPORT_EMAIL });
    await verifyEmail(ctx.app.url, support);
    const { owner } = await ownerWithGift(ctx.app.url);
    const page = await pageFor(support);
    await open(page, '/beheer');
    await expectAccessible(page, 'support search', () => main(page).getByLabel(t('support.search.label')).waitFor());
    await open(page, `/beheer/wishlist/${owner.wishlistId}`);
    await expectAccessible(page, 'support timeline', () => main(page).locator('.support-event').first().waitFor());
    await open(page, '/beheer-taken');
    await expectAccessible(page, 'support operations', () => main(page).locator('h1').first().waitFor());
  });
});
