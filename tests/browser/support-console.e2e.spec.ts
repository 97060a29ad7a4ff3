import { t } from '@wl/contracts';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TIMELINE_PAGE_SIZE } from '../../frontend/src/features/support/supportApi.js';
import { ownerWithGift, type Registered, register, verifyEmail } from '../support/api-client.js';
import { browserApp, chromiumAvailable, logIn, main, settle } from '../support/browser.js';

const describeInBrowser = chromiumAvailable() ? describe : describe.skip;
const SUPPORT_EMAIL = 'support-console@example.com';
/** Where the timeline's screenshots go (SCREENSHOT_DIR, e.g. docs/screenshots, else a folder in the system's temp folder). */
const SHOTS = process.env.SCREENSHOT_DIR ?? join(tmpdir(), 'verlanglijstje-support-e2e');
mkdirSync(SHOTS, { recursive: true });
const VIEWPORTS = { desktop: { width: 1280, height: 860 }, phone: { width: 390, height: 844 } };
const fullName = ({ account }: Registered) => `${account.firstName} ${account.lastName}`;

describeInBrowser('the support console in the browser', () => {
  const ctx = browserApp({ supportUsers: [SUPPORT_EMAIL] });
  let support: Registered;
  beforeAll(async () => {
    support = await register(ctx.app.url, { email: SUPPORT_EMAIL });
    await verifyEmail(ctx.app.url, support);
  });

  it('support finds a list, reads its timeline and a request, its state at a moment and a diff, and rebuilds a read model', async () => {
    const { owner, giftId } = await ownerWithGift(ctx.app.url, { description: 'Een warme sjaal' });
    const giver = await register(ctx.app.url, { firstName: 'Els' });
    expect((await giver.client.post('/api/Gift/CrossOff', { publicGiftGuid: giftId })).status).toBe(200);

    const page = await (await ctx.browser.newContext({ locale: 'nl-BE' })).newPage();
    await logIn(page, ctx.app.url, support.account, '/beheer');

    // Find: the owner's username leads to the list.
    await main(page).getByLabel(t('support.search.label')).fill(owner.account.username);
    await main(page)
      .getByRole('button', { name: t('support.search.submit') })
      .click();
    await main(page).locator(`a[href="/beheer/wishlist/${owner.wishlistId}"]`).click();
    await page.waitForURL(new RegExp(`/beheer/wishlist/${owner.wishlistId}$`));

    // Timeline: the list's and its gift's events in log order, each a Dutch sentence; its type, ids and data behind "Details".
    const events = main(page).locator('.support-event');
    await events.first().waitFor();
    const types = await main(page).locator('.support-event__type').allTextContents();
    expect(types[0]).toBe('WishlistCreated');
    expect(types).toEqual(expect.arrayContaining(['GiftCrossedOff']));
    const crossOff = events.filter({
      hasText: `${fullName(giver)} streepte 'Een warme sjaal' af op de lijst van ${fullName(owner)}`,
    });
    await crossOff.getByText(t('support.event.details')).click();
    await crossOff.locator('.support-json').waitFor();
    expect(await crossOff.locator('.support-event__type').textContent()).toBe('GiftCrossedOff');

    // State at a moment: now, the visitor view shows the gift crossed off and the owner view does not.
    const state = main(page).locator('.support-state');
    const ownerView = state.locator('[data-view="ownerView"]');
    const visitorView = state.locator('[data-view="visitorView"]');
    await visitorView.getByText(t('support.state.crossed_off'), { exact: true }).waitFor();
    await ownerView.getByText('Een warme sjaal', { exact: true }).waitFor();
    expect(await ownerView.getByText(t('support.state.crossed_off'), { exact: true }).count()).toBe(0);

    // Back to the list's creation with the keyboard: the gift was not there yet.
    const slider = state.getByRole('slider', { name: t('support.state.slider') });
    const atCreation = ownerView.getByText(t('support.state.gifts', { count: 0, crossedOff: 0 }));
    // Pressed on the slider itself, and again until the first moment's state shows: one quiet run lost the key (the
    // view kept the last moment for 30 s); a press on a slider at its start changes nothing, so a repeat is harmless.
    await settle(
      async () => {
        await slider.press('Home');
        return atCreation.waitFor({ timeout: 5000 }).then(
          () => true,
          () => false,
        );
      },
      (shown) => shown,
      30_000,
    );
    await atCreation.waitFor();
    expect(await ownerView.getByText('Een warme sjaal', { exact: true }).count()).toBe(0);

    // The diff from the first to the last moment names the gift's cross-off in the visitor view.
    await state.getByRole('button', { name: t('support.diff.submit') }).click();
    await state.locator('.support-changes li', { hasText: 'visitorView' }).first().waitFor();

    // The diff names the gift by its description.
    await state.locator('.support-changes__place', { hasText: 'Een warme sjaal' }).first().waitFor();

    // A gift's state: crossed off, by the giver's user id; the gift's id in the event's data leads there.
    await crossOff
      .locator('.support-json')
      .getByRole('link', { name: `"${giftId}"` })
      .click();
    await page.waitForURL(new RegExp(`/beheer/gift/${giftId}$`));
    await main(page).locator('[data-view="crossOff"] .support-view__title', { hasText: giver.userId }).waitFor();
    await page.goBack();

    // The support reads are on the list's own timeline, marked.
    await page.reload();
    await main(page).locator('.support-event--audit').first().waitFor();
    await main(page).getByText(t('support.event.audit')).first().waitFor();

    // One request's events: the cross-off's correlation id.
    const crossOffAgain = main(page).locator('.support-event', { hasText: 'GiftCrossedOff' });
    await crossOffAgain.getByText(t('support.event.details')).click();
    await crossOffAgain.locator('a[href^="/beheer/correlatie/"]').click();
    await page.waitForURL(/\/beheer\/correlatie\//);
    await main(page)
      .getByRole('heading', { name: t('support.correlation.title') })
      .waitFor();
    await main(page).locator('.support-event', { hasText: 'GiftCrossedOff' }).waitFor();

    // Rebuild a read model: progress, then swapped with its difference report.
    await main(page)
      .getByRole('link', { name: t('support.nav.operations') })
      .click();
    const readModel = main(page).locator('[data-read-model="wishlists"]');
    await readModel.getByRole('button', { name: t('support.ops.rebuild') }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t('support.ops.rebuild') })
      .click();
    await readModel.getByRole('progressbar').waitFor();
    await readModel.getByText(t('support.ops.swapped', { count: 0 })).waitFor({ timeout: 20_000 });
  }, 90_000);

  it("leads from a name in a summary to that person's timeline, which holds what the owner did to the gift she crossed off", async () => {
    const { owner, giftId } = await ownerWithGift(ctx.app.url, { description: 'Fiets' });
    const giver = await register(ctx.app.url, { firstName: 'Els' });
    expect((await giver.client.post('/api/Gift/CrossOff', { publicGiftGuid: giftId })).status).toBe(200);
    expect((await owner.client.delete(`/api/MyGift/${giftId}`)).status).toBe(204);

    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      const page = await (await ctx.browser.newContext({ locale: 'nl-BE', viewport })).newPage();
      await logIn(page, ctx.app.url, support.account, `/beheer/wishlist/${owner.wishlistId}`);
      const crossOff = main(page).locator('.support-event', {
        hasText: `${fullName(giver)} streepte 'Fiets' af op de lijst van ${fullName(owner)}`,
      });
      await crossOff.getByRole('link', { name: fullName(giver), exact: true }).click();
      await page.waitForURL(new RegExp(`/beheer/user/${giver.userId}$`));
      await main(page)
        .getByRole('heading', { name: fullName(giver) })
        .waitFor();
      // The owner's deletion of the gift she crossed off is in her timeline, the owner's name a link to the owner.
      const deleted = main(page).locator('.support-event', {
        hasText: `${fullName(owner)} verwijderde 'Fiets' van de lijst van ${fullName(owner)}`,
      });
      await deleted.waitFor();
      expect(await deleted.getByRole('link', { name: 'Fiets', exact: true }).getAttribute('href')).toBe(
        `/beheer/gift/${giftId}`,
      );
      await deleted.getByText(t('support.event.details')).click();
      await deleted.locator('.support-json').waitFor();
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: join(SHOTS, `support-timeline-${size}.png`), fullPage: true });
      await page.context().close();
    }
  }, 90_000);

  it('pages a long timeline with "meer laden" and filters it by type', async () => {
    const { owner, categoryId } = await ownerWithGift(ctx.app.url);
    for (let i = 0; i < TIMELINE_PAGE_SIZE / 2; i++) {
      const created = await owner.client.post('/api/MyGift/EditWithoutProduct', {
        categoryPrivateGuid: categoryId,
        description: `Kadootje ${i}`,
        enableCrossOff: true,
      });
      expect(created.status).toBe(201);
    }
    const page = await (await ctx.browser.newContext()).newPage();
    await logIn(page, ctx.app.url, support.account, `/beheer/wishlist/${owner.wishlistId}`);

    const events = main(page).locator('.support-event');
    await events.first().waitFor();
    expect(await events.count()).toBe(TIMELINE_PAGE_SIZE);
    await main(page)
      .getByRole('button', { name: t('support.timeline.more') })
      .click();
    await main(page).getByText(t('support.timeline.end')).waitFor();
    const all = await events.count();
    expect(all).toBeGreaterThan(TIMELINE_PAGE_SIZE);
    const positions = await main(page)
      .locator('.support-event')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-event')));
    expect(new Set(positions).size).toBe(all);

    await main(page).getByText(t('support.filter.title')).click();
    const offered = main(page).getByRole('group', { name: t('support.filter.known') });
    await offered.getByRole('button', { name: 'WishlistCreated', exact: true }).click();
    await offered.getByRole('button', { name: 'GiftAdded', exact: true }).click();
    expect(await main(page).getByLabel(t('support.filter.types'), { exact: true }).inputValue()).toBe(
      'WishlistCreated, GiftAdded',
    );
    await main(page)
      .getByRole('button', { name: t('support.filter.apply') })
      .click();
    await page.waitForURL(/types=WishlistCreated%2CGiftAdded/);
    // The list's creation and each gift's addition (the first gift's too): never the unfiltered events meanwhile.
    const filtered = 1 + TIMELINE_PAGE_SIZE / 2 + 1;
    await settle(
      () => events.count(),
      (count) => count === filtered,
    );
    await main(page).getByText(t('support.timeline.end')).waitFor();
    const types = await main(page).locator('.support-event__type').allTextContents();
    expect([...new Set(types)].sort()).toEqual(['GiftAdded', 'WishlistCreated']);
  }, 90_000);

  it('shows a user without the role the plain no-access screen, and a visitor the login', async () => {
    const someone = await register(ctx.app.url);
    const page = await (await ctx.browser.newContext()).newPage();
    await page.goto(`${ctx.app.url}/beheer`);
    await page.waitForURL(/\/account\/login/);
    await logIn(page, ctx.app.url, someone.account, '/beheer');
    await main(page)
      .getByRole('heading', { name: t('error.no_access') })
      .waitFor();
    expect(await main(page).getByText(t('support.search.title')).count()).toBe(0);
  }, 30_000);
});
