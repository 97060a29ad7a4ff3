import { t, tMail } from '@wl/contracts';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import type { Browser, Page } from 'playwright-core';
import { newAccount, register } from '../support/api-client.js';
import { lotHoldersOf } from '../support/lot-holders.js';
import { createLoting, follow } from '../support/loting-draws.js';
import { browserApp, chromiumAvailable, field, main, markNotReloaded, wasReloaded } from '../support/browser.js';
import { openLoggedIn } from '../support/session-cookie.js';
import { configFromEnv } from '../../backend/src/platform/config/config.js';

const describeInBrowser = chromiumAvailable() ? describe : describe.skip;
const phone = { viewport: { width: 390, height: 844 } };
/** Where the phone screenshots go: taken only with SCREENSHOT_DIR set (no check reads them). */
const SHOTS = process.env.SCREENSHOT_DIR;
const screenshot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: join(SHOTS, name) });
};

/** Waits for the wizard step's progress bar (the URL can change before the step renders). */
const atStep = (page: Page, step: number) =>
  main(page).locator(`[role="progressbar"][aria-valuenow="${step}"]`).waitFor();
const next = (page: Page) => main(page).getByRole('button', { name: t('lotingWizard.next') });
const dialog = (page: Page) => page.getByRole('dialog');

/** 'Opnieuw trekken' on the organizer view: nothing happens before the organizer confirms what a redo does. */
async function confirmRedo(page: Page) {
  await main(page)
    .getByRole('button', { name: t('loting.view.redo') })
    .click();
  await dialog(page).getByText(t('loting.redo.text')).waitFor();
  expect(page.url()).toMatch(/\/lootjestrekken\/loting\/getrokken\/[\w-]+$/);
  await dialog(page)
    .getByRole('button', { name: t('loting.redo.ok') })
    .click();
}

/** Opens the newest mail to `to` in the developer outbox and follows its lot link. */
async function openLotFromMail(page: Page, baseUrl: string, to: string) {
  await page.goto(`${baseUrl}/dev/outbox`);
  const mail = main(page).locator('li', { hasText: to }).first();
  await mail.getByRole('button').click();
  await mail.getByRole('link', { name: /\/lootjestrekken\/lootje\// }).click();
  await page.waitForURL(/\/lootjestrekken\/lootje\/[\w-]+$/);
  return page.url();
}

describeInBrowser('drawing lots in the browser, end to end', () => {
  const ctx = browserApp();
  const stamp = Date.now().toString(36);
  const people = {
    bert: { name: 'Bert', email: `bert-${stamp}@example.com` },
    carla: { name: 'Carla', email: `carla-${stamp}@example.com` },
    dirk: { name: 'Dirk', email: `dirk-${stamp}@example.com` },
  };
  const title = 'Kerstfeest Peeters';
  // Closing the browser (browserApp) closes every context.
  const newPage = async (browser: Browser) => (await browser.newContext({ ...phone, acceptDownloads: true })).newPage();

  it('an organizer draws with bulk input and an exclusion; a participant couples a list from the mail while the organizer watches live; the history shows it without a pair; a redo deletes the old draw', async () => {
    const organizer = await register(ctx.app.url, { firstName: 'Ann', lastName: 'Peeters' });
    const page = await newPage(ctx.browser);

    // Logged in without draws, the lots home starts the wizard.
    await openLoggedIn(page, ctx.app.url, organizer, '/lootjestrekken');
    await page.waitForURL(/\/lootjestrekken\/loting\/getStarted$/);
    await main(page)
      .getByRole('button', { name: t('lotingWizard.get_started.new') })
      .click();

    // Details: the account's address is fixed, the name prefilled.
    await atStep(page, 1);
    expect(await field(page, t('lotingWizard.details.organizer_name')).inputValue()).toBe('Ann Peeters');
    expect(await field(page, t('lotingWizard.details.organizer_email')).inputValue()).toBe(organizer.account.email);
    await field(page, t('lotingWizard.details.title')).fill(title);
    await next(page).click();

    // Participants: three people typed at once.
    await atStep(page, 2);
    await main(page)
      .getByRole('tab', { name: t('lotingWizard.participants.tab.bulk') })
      .click();
    await field(page, t('lotingWizard.participants.bulk')).fill(
      Object.values(people)
        .map(({ name, email }) => `${name} <${email}>`)
        .join('\n'),
    );
    await main(page)
      .getByRole('button', { name: t('general.add') })
      .click();
    await main(page)
      .getByText(t('lotingWizard.participants.list', { count: '4' }))
      .waitFor();
    await next(page).click();

    // Exclusions: Bert does not draw Carla.
    await atStep(page, 3);
    await main(page)
      .getByRole('button', { name: t('lotingWizard.exclusions.choose', { name: 'Bert' }) })
      .click();
    await dialog(page).getByLabel('Carla', { exact: true }).check();
    await dialog(page)
      .getByRole('button', { name: t('general.save') })
      .click();
    await dialog(page).waitFor({ state: 'detached' });
    await main(page)
      .getByText(t('lotingWizard.exclusions.some', { names: 'Carla' }))
      .waitFor();
    await next(page).click();

    // Overview, the draw (busy dialog), the just-drawn step, with both links.
    await atStep(page, 4);
    await main(page).getByRole('heading', { name: title }).waitFor();
    await main(page)
      .getByRole('button', { name: t('lotingWizard.overview.draw') })
      .click();
    await dialog(page).getByText(t('lotingWizard.overview.drawing')).waitFor();
    await page.waitForURL(/\/lootjestrekken\/loting\/getrokken\/[\w-]+\/net$/, { timeout: 15_000 });
    await atStep(page, 5);
    // Opened in another tab too (a reload keeps the navigation state, another tab or a bookmark does not).
    const otherTab = await page.context().newPage();
    await otherTab.goto(page.url());
    const ownLot = main(otherTab).getByRole('link', { name: t('lotingWizard.just_drawn.own_lot') });
    await ownLot.waitFor();
    expect(await ownLot.getAttribute('href')).toMatch(/^\/lootjestrekken\/lootje\/[\w-]+$/);
    await otherTab.close();
    expect(await page.evaluate(() => localStorage.getItem('lotingDraft'))).toBeNull();

    // The organizer view stays open in this page.
    await main(page)
      .getByRole('link', { name: t('lotingWizard.just_drawn.manage') })
      .click();
    await page.waitForURL(/\/lootjestrekken\/loting\/getrokken\/[\w-]+$/);
    const manageUrl = page.url();
    const counts = main(page).locator('.loting-counts');
    await counts.getByText(t('loting.view.viewed_count', { viewed: '0', count: '4' })).waitFor();
    await counts.getByText(t('loting.view.wishlist_count', { withList: '0', count: '4' })).waitFor();
    const bertRow = main(page).locator('.loting-participant', { hasText: 'Bert' });
    await bertRow.getByText(t('loting.status.sent')).waitFor();
    await markNotReloaded(page);

    // Bert opens his lot from his mail: he drew the organizer or Dirk, never himself or Carla.
    const bert = await newPage(ctx.browser);
    const bertLotUrl = await openLotFromMail(bert, ctx.app.url, people.bert.email);
    const drawn = (await bert.locator('#lot-drawn-name').textContent())?.trim();
    expect(['Ann Peeters', 'Dirk']).toContain(drawn);
    await counts.getByText(t('loting.view.viewed_count', { viewed: '1', count: '4' })).waitFor();
    await bertRow.getByText(t('loting.status.viewed')).waitFor();

    // Bert has no account: he makes one from the lot, comes back and couples his new list.
    await main(bert)
      .getByRole('link', { name: t('lot.wishlists.create_account') })
      .click();
    await bert.waitForURL(/\/account\/create\?returnUrl=/);
    const bertAccount = newAccount({ email: people.bert.email, firstName: 'Bert' });
    await field(bert, t('account.create.username')).fill(bertAccount.username);
    await field(bert, t('account.create.first_name')).fill(bertAccount.firstName);
    await field(bert, t('account.create.last_name')).fill(bertAccount.lastName);
    await field(bert, t('account.create.email')).fill(bertAccount.email);
    await field(bert, t('account.create.password')).fill(bertAccount.password);
    await field(bert, t('account.create.confirm_password')).fill(bertAccount.password);
    await main(bert)
      .getByRole('button', { name: t('account.create.submit') })
      .click();
    await bert.getByRole('dialog').getByRole('button').first().click();
    await bert.waitForURL(bertLotUrl);
    await main(bert)
      .getByRole('button', { name: t('lot.wishlists.couple'), exact: true })
      .click();
    await main(bert).getByText(t('lot.wishlists.coupled')).waitFor();
    await main(bert).getByText(t('lot.wishlists.selected'), { exact: true }).waitFor();

    // The organizer's view followed live, without a reload.
    await bertRow.getByText(t('loting.status.wishlist')).waitFor();
    await counts.getByText(t('loting.view.wishlist_count', { withList: '1', count: '4' })).waitFor();
    expect(await wasReloaded(page)).toBe(false);

    // The organizer's own lot, from their view: someone else than themselves.
    await main(page)
      .getByRole('link', { name: t('loting.view.own_lot') })
      .click();
    await page.waitForURL(/\/lootjestrekken\/lootje\/[\w-]+$/);
    expect(['Bert', 'Carla', 'Dirk']).toContain((await page.locator('#lot-drawn-name').textContent())?.trim());
    await page.goBack();

    // The history: created, drawn, sent, viewed and coupled; never who drew whom.
    await main(page)
      .getByRole('link', { name: t('loting.view.history') })
      .click();
    await page.waitForURL(/\/geschiedenis$/);
    const timeline = main(page).locator('.timeline');
    for (const line of [
      t('loting.history.Created'),
      t('loting.history.Drawn'),
      t('loting.history.LotSent', { name: 'Bert' }),
      t('loting.history.LotSent', { name: 'Dirk' }),
      t('loting.history.LotViewed', { name: 'Bert' }),
      t('loting.history.WishlistCoupled', { name: 'Bert' }),
    ])
      await timeline.getByText(line, { exact: true }).waitFor();
    const lines = await timeline.locator('li > span').allTextContents();
    for (const line of lines)
      expect(['Ann', 'Bert', 'Carla', 'Dirk'].filter((name) => line.includes(name)).length).toBeLessThanOrEqual(1);
    expect(lines.join('\n')).not.toContain(t('lot.drawn_intro'));
    const times = await timeline.locator('time').allTextContents();
    expect(times[0]).toMatch(/^\d{1,2}[-/]\d{1,2}[-/]\d{4}/);

    // The CSV export downloads the same lines.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      main(page)
        .getByRole('button', { name: t('loting.history.export') })
        .click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${t('loting.history.csv.file')}.csv`);
    // Read through the connection: the run's Chromium is shared, and a connected browser's download has no local path.
    const csv = await text(await download.createReadStream());
    expect(csv.split('\r\n')[0]).toContain(t('loting.history.csv.event'));
    expect(csv).toContain(t('loting.history.WishlistCoupled', { name: 'Bert' }));
    expect(csv.trim().split(/\r?\n/).length).toBe(lines.length + 1);

    // A redo asks first and says what happens, then goes through the wizard with the same people and deletes the old draw.
    await page.goto(manageUrl);
    await confirmRedo(page);
    await page.waitForURL(/\/lootjestrekken\/loting\/details$/);
    expect(await field(page, t('lotingWizard.details.title')).inputValue()).toBe(title);
    await atStep(page, 1);
    await next(page).click();
    await atStep(page, 2);
    await main(page)
      .getByText(t('lotingWizard.participants.list', { count: '4' }))
      .waitFor();
    await next(page).click();
    await atStep(page, 3);
    await main(page)
      .getByText(t('lotingWizard.exclusions.some', { names: 'Carla' }))
      .waitFor();
    await next(page).click();
    await atStep(page, 4);
    await main(page).getByText(t('lotingWizard.overview.redo_note')).waitFor();
    await main(page)
      .getByRole('button', { name: t('lotingWizard.overview.draw') })
      .click();
    await page.waitForURL(/\/lootjestrekken\/loting\/getrokken\/[\w-]+\/net$/, { timeout: 15_000 });
    await main(page)
      .getByRole('link', { name: t('lotingWizard.just_drawn.manage') })
      .click();
    await page.waitForURL(/\/lootjestrekken\/loting\/getrokken\/[\w-]+$/);
    expect(page.url()).not.toBe(manageUrl);
    await main(page).locator('.loting-participant', { hasText: 'Carla' }).waitFor();

    // Bert's old link says the draw was done again and his new lot was mailed, not that the party is off.
    await bert.goto(bertLotUrl);
    await bert.waitForURL(/\/lootjestrekken\/lootje\/opnieuw$/);
    await main(bert)
      .getByRole('heading', { name: t('lot.redone.title') })
      .waitFor();
    await main(bert).getByText(t('lot.redone.text')).waitFor();

    // The lots home lists the new draw only; its new-draw button opens a fresh draft's details at once.
    await page.goto(`${ctx.app.url}/lootjestrekken`);
    await main(page)
      .getByRole('heading', { name: t('loting.home.title') })
      .waitFor();
    await main(page).locator('.loting-card', { hasText: title }).waitFor();
    expect(await main(page).locator('.loting-card').count()).toBe(1);
    await main(page)
      .getByRole('link', { name: t('loting.home.new') })
      .click();
    await page.waitForURL(/\/lootjestrekken\/loting\/details$/);
    await atStep(page, 1);
    expect(await field(page, t('lotingWizard.details.title')).inputValue()).toBe('');
  }, 120_000);

  it("follows the drawn person's list live, nudges and asks, leads a participant with an account to log in, and shows a deleted draw", async () => {
    const organizer = await register(ctx.app.url);
    const draw = await createLoting(organizer.client, ['Bert', 'Carla', 'Dirk']);
    expect(draw.status).toBe(201);
    const holders = await lotHoldersOf(ctx.app, draw.body.publicGuid);
    const giver = holders.find((holder) => holder.drew === 'Organisator')!;

    // The giver (logged out) sees that the organizer has no list yet and nudges; the button then waits.
    const page = await (await ctx.browser.newContext(phone)).newPage();
    await page.goto(`${ctx.app.url}/lootjestrekken/lootje/${giver.lotGuid}`);
    await main(page)
      .getByText(t('lot.no_list', { name: 'Organisator' }))
      .waitFor();
    const nudge = main(page).getByRole('button', { name: t('lot.nudge', { name: 'Organisator' }) });
    await nudge.click();
    await main(page)
      .getByText(t('lot.nudge.sent', { name: 'Organisator' }))
      .waitFor();
    await main(page)
      .getByText(t('lot.nudge.wait', { name: 'Organisator' }))
      .waitFor();
    expect(await nudge.isDisabled()).toBe(true);
    await markNotReloaded(page);

    // The organizer couples their list: the giver's lot shows it at once, and the question opens.
    const coupled = await organizer.client.post('/api/Lot/SelectWishlist', {
      participantPrivateGuid: draw.body.organizerLot,
      wishlistPrivateGuid: organizer.wishlistId,
    });
    expect(coupled.status).toBe(200);
    await main(page)
      .getByRole('link', { name: t('lot.drawn_list', { name: 'Organisator' }) })
      .waitFor();
    expect(await wasReloaded(page)).toBe(false);
    await main(page)
      .getByRole('button', { name: t('lot.question.open', { name: 'Organisator' }) })
      .click();
    await page.getByRole('dialog').getByLabel(t('lot.question.label')).fill('Welke maat heb je?');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t('lot.question.send') })
      .click();
    await main(page).getByText(t('lot.question.sent')).waitFor();

    // A participant whose address has an account logs in from the lot and comes back to couple a list.
    const carla = holders.find((holder) => holder.name === 'Carla')!;
    const carlaEmail = draw.participants.find((p) => p.name === 'Carla')!.email;
    const carlaAccount = await register(ctx.app.url, { email: carlaEmail, firstName: 'Carla' });
    const carlaPage = await (await ctx.browser.newContext(phone)).newPage();
    const carlaLot = `/lootjestrekken/lootje/${carla.lotGuid}`;
    await carlaPage.goto(`${ctx.app.url}${carlaLot}`);
    await main(carlaPage)
      .getByText(t('lot.wishlists.login_text', { email: carlaEmail }))
      .waitFor();
    await main(carlaPage)
      .getByRole('link', { name: t('lot.wishlists.login') })
      .click();
    await field(carlaPage, t('login.email_or_username')).fill(carlaAccount.account.email);
    await field(carlaPage, t('login.password')).fill(carlaAccount.account.password);
    await main(carlaPage)
      .getByRole('button', { name: t('login.submit') })
      .click();
    await carlaPage.waitForURL(`${ctx.app.url}${carlaLot}`);
    await main(carlaPage)
      .getByRole('button', { name: t('lot.wishlists.couple'), exact: true })
      .click();
    await main(carlaPage).getByText(t('lot.wishlists.selected'), { exact: true }).waitFor();
    // Her address is not confirmed, but the lot link proved it: her lots home shows the draw at once.
    await carlaPage.goto(`${ctx.app.url}/lootjestrekken`);
    await main(carlaPage)
      .getByRole('link', { name: t('loting.home.lot_of', { name: 'Carla' }) })
      .waitFor();

    // The organizer deletes the draw from their view: the lots home has nothing left, and the lot is gone.
    const organizerPage = await (await ctx.browser.newContext(phone)).newPage();
    await openLoggedIn(
      organizerPage,
      ctx.app.url,
      organizer,
      `/lootjestrekken/loting/getrokken/${draw.body.manageGuid}`,
    );
    await main(organizerPage)
      .getByRole('button', { name: t('loting.view.delete') })
      .click();
    await organizerPage
      .getByRole('dialog')
      .getByRole('button', { name: t('loting.delete.ok') })
      .click();
    await organizerPage.waitForURL(/\/lootjestrekken\/loting\/getStarted$/);
    await page.goto(`${ctx.app.url}/lootjestrekken/lootje/${giver.lotGuid}`);
    await page.waitForURL(/\/lootjestrekken\/lootje\/verwijderd$/);
    await main(page)
      .getByRole('heading', { name: t('lot.deleted.title') })
      .waitFor();
  }, 90_000);

  it('draws with a friend, resends a lot (a friend without address, an e-mail participant to a corrected one), couples a list made from the lot, and keeps the friend on a redo', async () => {
    const organizer = await register(ctx.app.url, { firstName: 'Ann', lastName: 'Peeters' });
    const friend = await register(ctx.app.url, { firstName: 'Fien', lastName: 'Vos' });
    // Friends both ways: the organizer finds Fien on the friends tab, and Fien, who follows Ann back, gets Ann's lots by mail.
    await follow(organizer, friend);
    await follow(friend, organizer);
    const stamp = Date.now().toString(36);
    const gert = { wrong: `gert-${stamp}@exampel.com`, right: `gert-${stamp}@example.com` };

    const page = await (await ctx.browser.newContext(phone)).newPage();
    await openLoggedIn(page, ctx.app.url, organizer, '/lootjestrekken/loting/getStarted');
    await main(page)
      .getByRole('button', { name: t('lotingWizard.get_started.new') })
      .click();
    await atStep(page, 1);
    await field(page, t('lotingWizard.details.title')).fill('Secret Santa');
    await next(page).click();
    await atStep(page, 2);
    await main(page)
      .getByRole('tab', { name: t('lotingWizard.participants.tab.friends') })
      .click();
    await main(page)
      .getByRole('button', { name: t('lotingWizard.participants.add_friend', { name: 'Fien Vos' }) })
      .click();
    await main(page)
      .getByRole('tab', { name: t('lotingWizard.participants.tab.bulk') })
      .click();
    await field(page, t('lotingWizard.participants.bulk')).fill(`Gert <${gert.wrong}>`);
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
    await main(page)
      .getByRole('button', { name: t('lotingWizard.overview.draw') })
      .click();
    await main(page)
      .getByRole('link', { name: t('lotingWizard.just_drawn.manage') })
      .click();
    await page.waitForURL(/\/lootjestrekken\/loting\/getrokken\/[\w-]+$/);
    const manageUrl = page.url();

    // A friend's lot goes to their account's address, which the organizer never sees.
    await main(page)
      .getByRole('button', { name: t('loting.view.resend_to', { name: 'Fien Vos' }) })
      .click();
    await dialog(page)
      .getByText(t('loting.resend.text_friend', { name: 'Fien Vos' }))
      .waitFor();
    expect(await dialog(page).getByRole('textbox').count()).toBe(0);
    expect(await dialog(page).textContent()).not.toContain(friend.account.email);
    await dialog(page)
      .getByRole('button', { name: t('loting.resend.send') })
      .click();
    await main(page)
      .getByText(t('loting.resend.sent', { name: 'Fien Vos' }))
      .waitFor();

    // Gert's address was mistyped: the organizer corrects it, and the lot goes there.
    await main(page)
      .getByRole('button', { name: t('loting.view.resend_to', { name: 'Gert' }) })
      .click();
    const address = dialog(page).getByLabel(t('loting.resend.email'));
    expect(await address.inputValue()).toBe(gert.wrong);
    await address.fill(gert.right);
    await dialog(page)
      .getByRole('button', { name: t('loting.resend.send') })
      .click();
    await main(page)
      .getByText(t('loting.resend.sent', { name: 'Gert' }))
      .waitFor();
    const outbox = await organizer.client.get<{ to: string; subject: string }[]>('/api/Dev/Outbox');
    expect(
      outbox.body.some(
        (mail) =>
          mail.to === gert.right && mail.subject === tMail('mail.lot.resent.subject', { title: 'Secret Santa' }),
      ),
    ).toBe(true);

    // The friend opens their lot from the mail, makes a new list there and finds it coupled on return.
    const friendPage = await (await ctx.browser.newContext(phone)).newPage();
    await openLoggedIn(friendPage, ctx.app.url, friend);
    const lotUrl = await openLotFromMail(friendPage, ctx.app.url, friend.account.email);
    await main(friendPage)
      .getByRole('link', { name: t('lot.wishlists.create') })
      .click();
    await friendPage.waitForURL(/\/mylist\/new\?returnUrl=/);
    await field(friendPage, t('new_list.username')).fill(`fien-${stamp}`);
    await field(friendPage, t('new_list.first_name')).fill('Fien');
    await field(friendPage, t('new_list.last_name')).fill('Vos');
    await main(friendPage)
      .getByRole('button', { name: t('new_list.submit') })
      .click();
    await friendPage.waitForURL(lotUrl);
    await main(friendPage).getByText(t('lot.wishlists.coupled')).waitFor();
    const coupledRow = main(friendPage).locator('.lot-list--selected');
    await coupledRow.getByText(`/fien-${stamp}`).waitFor();

    // A redo keeps the friend as a friend and Gert at his corrected address.
    await page.goto(manageUrl);
    await confirmRedo(page);
    await atStep(page, 1);
    await next(page).click();
    await atStep(page, 2);
    const fien = main(page).locator('.wizard__participant', { hasText: 'Fien Vos' });
    await fien.getByText(t('lotingWizard.participants.friend')).waitFor();
    await main(page).locator('.wizard__participant', { hasText: gert.right }).waitFor();
  }, 90_000);

  it('whom a question was asked answers it from the mailed link without learning who asked; the asker sees the answer on their lot', async () => {
    const organizer = await register(ctx.app.url);
    const draw = await createLoting(organizer.client, ['Bert', 'Carla', 'Dirk']);
    expect(draw.status).toBe(201);
    const holders = await lotHoldersOf(ctx.app, draw.body.publicGuid);
    // Whoever drew the organizer asks, once the organizer coupled a list (a lot offers the question beside the list).
    const asker = holders.find((holder) => holder.drew === 'Organisator')!;
    const asked = holders.find((holder) => holder.name === 'Organisator')!;
    const askedEmail = organizer.account.email;
    await organizer.client.post('/api/Lot/SelectWishlist', {
      participantPrivateGuid: draw.body.organizerLot,
      wishlistPrivateGuid: organizer.wishlistId,
    });
    const askerPage = await (await ctx.browser.newContext(phone)).newPage();
    await askerPage.goto(`${ctx.app.url}/lootjestrekken/lootje/${asker.lotGuid}`);
    await main(askerPage)
      .getByRole('button', { name: t('lot.question.open', { name: asked.name }) })
      .click();
    await askerPage.getByRole('dialog').getByLabel(t('lot.question.label')).fill('Welke kleur sjaal draag je graag?');
    await askerPage
      .getByRole('dialog')
      .getByRole('button', { name: t('lot.question.send') })
      .click();
    await main(askerPage).getByText(t('lot.question.sent')).waitFor();
    await main(askerPage).getByText(t('lot.my_questions.waiting')).waitFor();

    // The asked person follows the mail's answer link: the question, a form, and nothing of who asked.
    const page = await (await ctx.browser.newContext(phone)).newPage();
    await page.goto(`${ctx.app.url}/dev/outbox`);
    const mail = main(page).locator('li', { hasText: askedEmail }).filter({ hasText: 'anonieme vraag' }).first();
    await mail.getByRole('button').click();
    await mail.getByRole('link', { name: /\/vraag\// }).click();
    await page.waitForURL(/\/lootjestrekken\/lootje\/[\w-]+\/vraag\/[\w-]+$/);
    await main(page)
      .getByRole('heading', { level: 1, name: t('lot.answer.heading') })
      .waitFor();
    await main(page).getByText('Welke kleur sjaal draag je graag?').waitFor();
    expect(await main(page).getByText(asker.name).count()).toBe(0);
    await field(page, t('lot.answer.label')).fill('Groen of donkerblauw, graag van wol.');
    await screenshot(page, 'lot-answer-question-phone.png');
    await main(page)
      .getByRole('button', { name: t('lot.answer.send') })
      .click();
    await main(page)
      .getByText(t('lot.answer.yours', { answer: 'Groen of donkerblauw, graag van wol.' }))
      .waitFor();
    await main(page).getByText(t('lot.answer.sent')).waitFor();

    // The asker's lot shows the answer (on reload), and a mail told them.
    await askerPage.reload();
    await main(askerPage)
      .getByText(t('lot.my_questions.answer', { answer: 'Groen of donkerblauw, graag van wol.' }))
      .waitFor();
    await main(askerPage)
      .getByRole('heading', { name: t('lot.my_questions.title', { name: asked.name }) })
      .scrollIntoViewIfNeeded();
    await screenshot(askerPage, 'lot-question-answered-phone.png');
    const askerEmail = draw.participants.find((p) => p.name === asker.name)!.email;
    const outbox = (await (await fetch(`${ctx.app.url}/api/Dev/Outbox`)).json()) as { to: string; subject: string }[];
    expect(outbox.some((m) => m.to === askerEmail && m.subject.includes('is beantwoord'))).toBe(true);
  }, 90_000);
});

describeInBrowser('with drawing lots switched off', () => {
  const ctx = browserApp(() => ({ site: configFromEnv({ SITE_DRAW_LOTS_ENABLED: 'false' }).site }));

  it('has no lots links and no lots pages', async () => {
    const user = await register(ctx.app.url);
    // Wide: the side menu is shown next to the page, not in the phone's drawer.
    const context = await ctx.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await openLoggedIn(page, ctx.app.url, user, '/');
    await page
      .locator('footer')
      .getByRole('link', { name: t('footer.faq') })
      .waitFor();
    await page
      .getByRole('link', { name: t('menu.list_search') })
      .first()
      .waitFor();
    expect(await page.getByRole('link', { name: t('footer.lots') }).count()).toBe(0);
    expect(await page.getByRole('link', { name: t('menu.lots') }).count()).toBe(0);
    expect(await main(page).getByText(t('loting.home.overview_title')).count()).toBe(0);
    for (const path of [
      '/lootjestrekken',
      '/lootjestrekken/loting/details',
      '/lootjestrekken/lootje/0b7e4a9e-8c4b-4c1e-9a51-3f1f3a4c2d10',
    ]) {
      await page.goto(`${ctx.app.url}${path}`);
      await main(page)
        .getByRole('heading', { name: t('error.not_found.title') })
        .waitFor();
    }
    expect((await page.request.get(`${ctx.app.url}/api/Loting/Overview`)).status()).toBe(404);
    await context.close();
  });
});
