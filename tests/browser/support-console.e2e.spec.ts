import { t } from '@wl/contracts';
import { TIMELINE_PAGE_SIZE } from '../../frontend/src/features/support/supportApi.js';
import { ownerWithGift, type Registered, register, verifyEmail } from '../support/api-client.js';
import { browserApp, chromiumAvailable, logIn, main, settle } from '../support/browser.js';

const describeInBrowser = chromiumAvailable() ? describe : describe.skip;
const SUPPORT_EMAIL = 'support-console@example.com';

describeInBrowser('the support console in the browser', () => {
  const ctx = browserApp({ supportUsers: [SUPPORT_EMAIL] });
  let support: Registered;
  beforeAll(async () => {
    support = await register(ctx.app.url, { email: SUPPORT_EMAIL });
    await verifyEmail(ctx.app.url, support);
  });

  it('support finds a list, reads its timeline and a request, its state at a moment and a diff, and rebuilds a read model', async () => {
    const { owner, giftId } = await ownerWithGift(ctx.app.url, { description: 'Een warme sjaal' });
    const giver = await register(ctx.app.url);
    expect((await giver.client.post('/api/Gift/CrossOff', { publicGiftGuid: giftId })).status).toBe(200);

    const page = await (await ctx.browser.newContext({ locale: 'nl-BE' })).newPage();
    await logIn(page, ctx.app.url, support.account, '/beheer');

    // Find: the owner's username leads to the list.
    await main(page).getByLabel(t('support.search.label')).fill(owner.account.username);
    await main(page).getByRole('button', { name: t('support.search.submit') }).click();
    await main(page).locator(`a[href="/beheer/wishlist/${owner.wishlistId}"]`).click();
    await page.waitForURL(new RegExp(`/beheer/wishlist/${owner.wishlistId}$`));

    // Timeline: the list's and its gift's events in log order; one opens to its data.
    const events = main(page).locator('.support-event');
    await events.first().waitFor();
    const types = await main(page).locator('.support-event__type').allTextContents();
    expect(types[0]).toBe('WishlistCreated');
    expect(types).toEqual(expect.arrayContaining(['GiftCrossedOff']));
    const crossOff = events.filter({ hasText: 'GiftCrossedOff' });
    const toggle = crossOff.getByRole('button', { expanded: false });
    await toggle.press('Enter');
    await crossOff.getByRole('button', { expanded: true }).waitFor();
    await crossOff.locator('.support-json').waitFor();

    // State at a moment: now, the visitor view shows the gift crossed off and the owner view does not.
    const state = main(page).locator('.support-state');
    const ownerView = state.locator('[data-view="ownerView"]');
    const visitorView = state.locator('[data-view="visitorView"]');
    await visitorView.getByText(t('support.state.crossed_off'), { exact: true }).waitFor();
    await ownerView.getByText('Een warme sjaal', { exact: true }).waitFor();
    expect(await ownerView.getByText(t('support.state.crossed_off'), { exact: true }).count()).toBe(0);

    // Back to the list's creation with the keyboard: the gift was not there yet.
    const slider = state.getByRole('slider', { name: t('support.state.slider') });
    await slider.focus();
    await page.keyboard.press('Home');
    await ownerView.getByText(t('support.state.gifts', { count: 0, crossedOff: 0 })).waitFor();
    expect(await ownerView.getByText('Een warme sjaal', { exact: true }).count()).toBe(0);

    // The diff from the first to the last moment names the gift's cross-off in the visitor view.
    await state.getByRole('button', { name: t('support.diff.submit') }).click();
    await state.locator('.support-changes li', { hasText: 'visitorView' }).first().waitFor();

    // A gift's state: crossed off, by the giver's user id.
    await page.goto(`${ctx.app.url}/beheer/gift/${giftId}`);
    await main(page).locator('[data-view="crossOff"] .support-view__title', { hasText: giver.userId }).waitFor();
    await page.goBack();

    // The support reads are on the list's own timeline, marked.
    await page.reload();
    await main(page).locator('.support-event--audit').first().waitFor();
    await main(page).getByText(t('support.event.audit')).first().waitFor();

    // One request's events: the cross-off's correlation id.
    await main(page).locator('.support-event', { hasText: 'GiftCrossedOff' }).getByRole('link').first().click();
    await page.waitForURL(/\/beheer\/correlatie\//);
    await main(page).getByRole('heading', { name: t('support.correlation.title') }).waitFor();
    await main(page).locator('.support-event', { hasText: 'GiftCrossedOff' }).waitFor();

    // Rebuild a read model: progress, then swapped with its difference report.
    await main(page).getByRole('link', { name: t('support.nav.operations') }).click();
    const readModel = main(page).locator('[data-read-model="wishlists"]');
    await readModel.getByRole('button', { name: t('support.ops.rebuild') }).click();
    await page.getByRole('dialog').getByRole('button', { name: t('support.ops.rebuild') }).click();
    await readModel.getByRole('progressbar').waitFor();
    await readModel.getByText(t('support.ops.swapped', { count: 0 })).waitFor({ timeout: 20_000 });
  }, 90_000);

  it('pages a long timeline with "meer laden" and filters it by type', async () => {
    const { owner, categoryId } = await ownerWithGift(ctx.app.url);
    for (let i = 0; i < TIMELINE_PAGE_SIZE / 2; i++) {
      const created = await owner.client.post('/api/MyGift/EditWithoutProduct', { categoryPrivateGuid: categoryId, description: `Kadootje ${i}`, enableCrossOff: true });
      expect(created.status).toBe(201);
    }
    const page = await (await ctx.browser.newContext()).newPage();
    await logIn(page, ctx.app.url, support.account, `/beheer/wishlist/${owner.wishlistId}`);

    const events = main(page).locator('.support-event');
    await events.first().waitFor();
    expect(await events.count()).toBe(TIMELINE_PAGE_SIZE);
    await main(page).getByRole('button', { name: t('support.timeline.more') }).click();
    await main(page).getByText(t('support.timeline.end')).waitFor();
    const all = await events.count();
    expect(all).toBeGreaterThan(TIMELINE_PAGE_SIZE);
    const positions = (await main(page).locator('.support-event').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-event'))));
    expect(new Set(positions).size).toBe(all);

    await main(page).getByText(t('support.filter.title')).click();
    const offered = main(page).getByRole('group', { name: t('support.filter.known') });
    await offered.getByRole('button', { name: 'WishlistCreated', exact: true }).click();
    await offered.getByRole('button', { name: 'GiftAdded', exact: true }).click();
    expect(await main(page).getByLabel(t('support.filter.types'), { exact: true }).inputValue()).toBe('WishlistCreated, GiftAdded');
    await main(page).getByRole('button', { name: t('support.filter.apply') }).click();
    await page.waitForURL(/types=WishlistCreated%2CGiftAdded/);
    // The list's creation and each gift's addition (the first gift's too): never the unfiltered events meanwhile.
    const filtered = 1 + TIMELINE_PAGE_SIZE / 2 + 1;
    await settle(() => events.count(), (count) => count === filtered);
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
    await main(page).getByRole('heading', { name: t('error.no_access') }).waitFor();
    expect(await main(page).getByText(t('support.search.title')).count()).toBe(0);
  }, 30_000);
});
