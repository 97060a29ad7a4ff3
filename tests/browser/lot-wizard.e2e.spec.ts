import { formatPrice, t, tMail } from '@wl/contracts';
import type { Page } from 'playwright-core';
import { register } from '../support/api-client.js';
import { browserApp, chromiumAvailable, field, main } from '../support/browser.js';
import { openLoggedIn } from '../support/session-cookie.js';

const describeInBrowser = chromiumAvailable() ? describe : describe.skip;

describeInBrowser('the lot drawing wizard in the browser', () => {
  const ctx = browserApp();
  const phone = { viewport: { width: 390, height: 844 } };

  /** Waits for the step's progress bar (the URL can change before the step renders). */
  const atStep = (page: Page, step: number) =>
    main(page).locator(`[role="progressbar"][aria-valuenow="${step}"]`).waitFor();
  const next = (page: Page) => main(page).getByRole('button', { name: t('lotingWizard.next') });
  const dialog = (page: Page) => page.getByRole('dialog');

  it('leads a logged-out organizer from getStarted through details, bulk participants and exclusions to the overview warning', async () => {
    const context = await ctx.browser.newContext(phone);
    const page = await context.newPage();

    // The bare route goes to getStarted: no progress bar, one button for a new draw.
    await page.goto(`${ctx.app.url}/lootjestrekken/loting`);
    await page.waitForURL(/\/lootjestrekken\/loting\/getStarted$/);
    const newDraw = main(page).getByRole('button', { name: t('lotingWizard.get_started.new') });
    await newDraw.waitFor();
    expect(await main(page).getByRole('progressbar').count()).toBe(0);
    await newDraw.click();

    // Details: the rules of the contract, then an autosaved draft that survives a reload.
    await page.waitForURL(/\/details$/);
    await atStep(page, 1);
    await next(page).click();
    await main(page).getByText(t('validation.loting.title.required')).waitFor();
    await main(page).getByText(t('lotingWizard.details.email_required')).waitFor();
    await field(page, t('lotingWizard.details.title')).fill('Kerstmis bij Peeters');
    await field(page, t('lotingWizard.details.organizer_name')).fill('Ann');
    await field(page, t('lotingWizard.details.organizer_email')).fill(`ann-${Date.now()}@example.com`);
    await main(page).getByText(t('lotingWizard.details.saved')).waitFor();
    await page.goto(`${ctx.app.url}/lootjestrekken/loting`);
    await main(page)
      .getByText(t('lotingWizard.get_started.draft', { title: 'Kerstmis bij Peeters' }))
      .waitFor();
    await main(page)
      .getByRole('button', { name: t('lotingWizard.get_started.continue') })
      .click();
    expect(await field(page, t('lotingWizard.details.organizer_name')).inputValue()).toBe('Ann');
    await next(page).click();

    // Participants: the organizer comes first and cannot be removed; fewer than 3 do not go on; bulk input must parse.
    await page.waitForURL(/\/deelnemers$/);
    await atStep(page, 2);
    expect(
      await main(page)
        .getByRole('button', { name: t('lotingWizard.participants.remove', { name: 'Ann' }) })
        .count(),
    ).toBe(0);
    await next(page).click();
    await main(page).getByText(t('validation.loting.participants.too_few')).waitFor();
    // A participant without address: the spec's words (02 §8), not the ones that ask the person typing for theirs.
    await field(page, t('lotingWizard.participants.name')).fill('Zonder Adres');
    await main(page)
      .getByRole('button', { name: t('general.add') })
      .click();
    await main(page).getByText(t('lotingWizard.participants.email_required')).waitFor();
    expect(await main(page).getByText(t('validation.email.required')).count()).toBe(0);
    await main(page)
      .getByRole('tab', { name: t('lotingWizard.participants.tab.bulk') })
      .click();
    const bulk = field(page, t('lotingWizard.participants.bulk'));
    await bulk.fill('Bert <bert@example.com>, geen adres');
    await main(page)
      .getByRole('button', { name: t('general.add') })
      .click();
    // The error names the entry that is wrong.
    await main(page)
      .getByText(t('lotingWizard.participants.bulk_wrong_entry', { entry: 'geen adres' }))
      .waitFor();
    await bulk.fill('Bert <bert@example.com>; carla@example.com | Dirk <dirk@example.com>\nann <ann.bis@example.com>');
    await main(page)
      .getByRole('button', { name: t('general.add') })
      .click();
    await main(page)
      .getByText(t('lotingWizard.participants.list', { count: '5' }))
      .waitFor();
    await main(page)
      .getByText(t('lotingWizard.participants.duplicates', { names: 'Ann' }))
      .waitFor();
    await main(page)
      .getByRole('button', { name: t('lotingWizard.participants.remove', { name: 'ann' }) })
      .click();
    await main(page)
      .getByText(t('lotingWizard.participants.list', { count: '4' }))
      .waitFor();
    expect(
      await main(page)
        .getByText(t('lotingWizard.participants.duplicates', { names: 'Ann' }))
        .count(),
    ).toBe(0);
    await next(page).click();

    // Exclusions: Bert may only draw Ann; then Carla too would leave Bert and Carla with Ann alone: refused, named.
    await page.waitForURL(/\/uitsluitingen$/);
    await atStep(page, 3);
    await excludeFor(page, 'Bert', ['Carla', 'Dirk']);
    await dialog(page)
      .getByRole('button', { name: t('general.save') })
      .click();
    await dialog(page).waitFor({ state: 'detached' });
    await main(page)
      .getByText(t('lotingWizard.exclusions.some', { names: 'Carla en Dirk' }))
      .waitFor();

    await excludeFor(page, 'Carla', ['Bert', 'Dirk']);
    const impossible = `${t('lotingWizard.exclusions.impossible', { givers: 'Bert en Carla', receivers: 'Ann' })} ${t('lotingWizard.exclusions.fix')}`;
    await dialog(page).getByText(impossible).waitFor();
    await dialog(page)
      .getByRole('button', { name: t('general.save') })
      .click();
    expect(await dialog(page).isVisible()).toBe(true);
    await dialog(page).getByLabel('Dirk').uncheck();
    expect(await dialog(page).getByText(impossible).count()).toBe(0);
    await dialog(page)
      .getByRole('button', { name: t('general.save') })
      .click();
    await dialog(page).waitFor({ state: 'detached' });
    // Both directions: Carla and Bert exclude each other, Bert alone excludes Dirk.
    const row = (name: string) => main(page).locator('.wizard__participant', { hasText: name });
    await row('Carla')
      .getByText(t('lotingWizard.exclusions.mutual', { names: 'Bert' }), { exact: true })
      .waitFor();
    await row('Bert')
      .getByText(t('lotingWizard.exclusions.some', { names: 'Dirk' }), { exact: true })
      .waitFor();
    await row('Dirk')
      .getByText(t('lotingWizard.exclusions.excluded_by', { names: 'Bert' }), { exact: true })
      .waitFor();
    await next(page).click();

    // Overview: the summary, and the warning that Bert's lot is known before anyone draws.
    await page.waitForURL(/\/overzicht$/);
    await atStep(page, 4);
    await main(page).getByRole('heading', { name: 'Kerstmis bij Peeters' }).waitFor();
    await main(page).getByText(t('lotingWizard.overview.privacy_title')).waitFor();
    await main(page).getByText(t('lotingWizard.overview.privacy_forced')).waitFor();
    await main(page)
      .getByRole('link', { name: t('lotingWizard.back') })
      .click();
    await page.waitForURL(/\/uitsluitingen$/);
    await context.close();
  });

  it("opens the login when the organizer's address has an account", async () => {
    const { account } = await register(ctx.app.url);
    const context = await ctx.browser.newContext(phone);
    const page = await context.newPage();
    await page.goto(`${ctx.app.url}/lootjestrekken/loting/details`);
    await field(page, t('lotingWizard.details.organizer_email')).fill(account.email);
    await dialog(page)
      .getByText(t('lotingWizard.details.login_text', { email: account.email }))
      .waitFor();
    await dialog(page)
      .getByRole('link', { name: t('lotingWizard.details.login') })
      .click();
    await page.waitForURL(/\/account\/login\?returnUrl=%2Flootjestrekken%2Floting%2Fdetails$/);
    await context.close();
  });

  it('lets a logged-out organizer draw: they become a lightweight user by e-mail, and the draft is gone', async () => {
    const context = await ctx.browser.newContext(phone);
    const page = await context.newPage();
    const email = `organizer-${Date.now()}@example.com`;
    await page.goto(`${ctx.app.url}/lootjestrekken/loting/details`);
    await field(page, t('lotingWizard.details.title')).fill('Sinterklaas op kantoor');
    await field(page, t('lotingWizard.details.organizer_name')).fill('Els');
    await field(page, t('lotingWizard.details.organizer_email')).fill(email);
    await main(page).getByText(t('lotingWizard.details.saved')).waitFor();
    await next(page).click();
    await atStep(page, 2);
    await main(page)
      .getByRole('tab', { name: t('lotingWizard.participants.tab.bulk') })
      .click();
    await field(page, t('lotingWizard.participants.bulk')).fill('Fien <fien@example.com>; Gust <gust@example.com>');
    await main(page)
      .getByRole('button', { name: t('general.add') })
      .click();
    await main(page)
      .getByText(t('lotingWizard.participants.list', { count: '3' }))
      .waitFor();
    await next(page).click();
    await atStep(page, 3);
    await next(page).click();
    await atStep(page, 4);
    expect(await page.evaluate(() => localStorage.getItem('lotingDraft'))).not.toBeNull();
    await main(page)
      .getByRole('button', { name: t('lotingWizard.overview.draw') })
      .click();
    await page.waitForURL(/\/lootjestrekken\/loting\/getrokken\/[\w-]+\/net$/, { timeout: 15_000 });
    await main(page)
      .getByRole('link', { name: t('lotingWizard.just_drawn.own_lot') })
      .waitFor();

    // The organizer is now a lightweight user with the details' address; the drawn draft is not kept.
    const me = await page.request.get(`${ctx.app.url}/api/Account/UserData`);
    expect(await me.json()).toMatchObject({ email, isAccount: false });
    expect(await page.evaluate(() => localStorage.getItem('lotingDraft'))).toBeNull();
    await page.goto(`${ctx.app.url}/lootjestrekken/loting`);
    await page.waitForURL(/\/getStarted$/);
    await main(page)
      .getByRole('button', { name: t('lotingWizard.get_started.new') })
      .waitFor();
    expect(
      await main(page)
        .getByRole('button', { name: t('lotingWizard.get_started.continue') })
        .count(),
    ).toBe(0);

    // Their organizer view opens in the same session.
    await page.goBack();
    await main(page)
      .getByRole('link', { name: t('lotingWizard.just_drawn.manage') })
      .click();
    await main(page).getByRole('heading', { name: 'Sinterklaas op kantoor' }).waitFor();
    await main(page).locator('.loting-participant', { hasText: 'Gust' }).waitFor();
    // Their home is their draws (a lightweight user has no lists).
    await page.goto(ctx.app.url);
    await page.waitForURL(/\/lootjestrekken$/);
    await main(page).getByText('Sinterklaas op kantoor').first().waitFor();
    await context.close();

    // Without a password, the organizer comes back through the link in their mail, on another device.
    const elsewhere = await ctx.browser.newContext(phone);
    const other = await elsewhere.newPage();
    await other.goto(`${ctx.app.url}/dev/outbox`);
    const mail = main(other)
      .locator('li', { hasText: email })
      .filter({ hasText: tMail('mail.lot.organizer.subject', { title: 'Sinterklaas op kantoor' }) });
    await mail.getByRole('button').click();
    const organizerLink = mail.getByRole('link', { name: /\/lootjestrekken\/loting\/open\// });
    const href = (await organizerLink.getAttribute('href'))!;
    await organizerLink.click();
    await other.waitForURL(/\/lootjestrekken\/loting\/getrokken\/[\w-]+$/);
    await main(other).getByRole('heading', { name: 'Sinterklaas op kantoor' }).waitFor();
    await elsewhere.close();

    // Someone logged in as another user keeps their session: the link shows them no access (no login CSRF).
    const someone = await register(ctx.app.url);
    const theirs = await (await ctx.browser.newContext(phone)).newPage();
    await openLoggedIn(theirs, ctx.app.url, someone);
    await theirs.goto(new URL(href, ctx.app.url).href);
    await main(theirs)
      .getByRole('heading', { name: t('error.no_access') })
      .waitFor();
    const stillThem = await theirs.request.get(`${ctx.app.url}/api/Account/UserData`);
    expect(await stillThem.json()).toMatchObject({ email: someone.account.email });
    await theirs.context().close();
  }, 60_000);

  it('keeps two couples apart with the partners action, and shows the budget and date on the overview, the lot and the organizer view', async () => {
    const context = await ctx.browser.newContext(phone);
    const page = await context.newPage();
    await page.goto(`${ctx.app.url}/lootjestrekken/loting/details`);
    await field(page, t('lotingWizard.details.title')).fill('Kerst bij Vos');
    await field(page, t('lotingWizard.details.budget')).fill('25,50');
    await next(page).click();
    await main(page).getByText(t('validation.loting.budget.invalid')).waitFor();
    await field(page, t('lotingWizard.details.budget')).fill('25');
    await field(page, t('lotingWizard.details.date')).fill('2026-12-24');
    await field(page, t('lotingWizard.details.organizer_name')).fill('Ann');
    await field(page, t('lotingWizard.details.organizer_email')).fill(`ann-${Date.now()}@example.com`);
    await main(page).getByText(t('lotingWizard.details.saved')).waitFor();
    await next(page).click();
    await atStep(page, 2);
    await main(page)
      .getByRole('tab', { name: t('lotingWizard.participants.tab.bulk') })
      .click();
    await field(page, t('lotingWizard.participants.bulk')).fill(
      'Bert <bert@example.com>; Carla <carla@example.com>; Dirk <dirk@example.com>; Els <els@example.com>',
    );
    await main(page)
      .getByRole('button', { name: t('general.add') })
      .click();
    await main(page)
      .getByText(t('lotingWizard.participants.list', { count: '5' }))
      .waitFor();
    await next(page).click();

    // Two couples, one dialog each: both directions at once.
    await atStep(page, 3);
    for (const [first, second] of [
      ['Ann', 'Bert'],
      ['Carla', 'Dirk'],
    ] as const) {
      await main(page)
        .getByRole('button', { name: t('lotingWizard.partners.add') })
        .click();
      await dialog(page).getByLabel(t('lotingWizard.partners.first'), { exact: true }).selectOption({ label: first });
      await dialog(page).getByLabel(t('lotingWizard.partners.second'), { exact: true }).selectOption({ label: second });
      await dialog(page)
        .getByRole('button', { name: t('lotingWizard.partners.save') })
        .click();
      await dialog(page).waitFor({ state: 'detached' });
    }
    for (const [who, partner] of [
      ['Ann', 'Bert'],
      ['Bert', 'Ann'],
      ['Carla', 'Dirk'],
      ['Dirk', 'Carla'],
    ]) {
      await main(page)
        .locator('.wizard__participant', { hasText: who })
        .getByText(t('lotingWizard.exclusions.mutual', { names: partner! }))
        .waitFor();
    }
    await main(page)
      .locator('.wizard__participant', { hasText: 'Els' })
      .getByText(t('lotingWizard.exclusions.none'))
      .waitFor();
    await next(page).click();

    const budget = t('lot.budget', { budget: formatPrice(25) });
    const date = t('lot.date', { date: 'donderdag 24 december 2026' });
    await atStep(page, 4);
    await main(page).getByText(budget).waitFor();
    await main(page).getByText(date).waitFor();
    await main(page)
      .getByRole('button', { name: t('lotingWizard.overview.draw') })
      .click();
    await page.waitForURL(/\/net$/, { timeout: 15_000 });
    await main(page)
      .getByRole('link', { name: t('lotingWizard.just_drawn.own_lot') })
      .click();
    await page.waitForURL(/\/lootjestrekken\/lootje\/[\w-]+$/);
    await main(page).getByRole('heading', { name: 'Kerst bij Vos' }).waitFor();
    await main(page).getByText(budget).waitFor();
    await main(page).getByText(date).waitFor();
    await page.goBack();
    await main(page)
      .getByRole('link', { name: t('lotingWizard.just_drawn.manage') })
      .click();
    await page.waitForURL(/\/lootjestrekken\/loting\/getrokken\/[\w-]+$/);
    await main(page).getByText(budget).waitFor();
    await main(page).getByText(date).waitFor();
    await context.close();
  }, 60_000);

  async function excludeFor(page: Page, giver: string, excluded: string[]) {
    await main(page)
      .getByRole('button', { name: t('lotingWizard.exclusions.choose', { name: giver }) })
      .click();
    await dialog(page)
      .getByRole('heading', { name: t('lotingWizard.exclusions.modal_title', { name: giver }) })
      .waitFor();
    for (const name of excluded) await dialog(page).getByLabel(name, { exact: true }).check();
  }
});
