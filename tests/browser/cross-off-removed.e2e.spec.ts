import { t } from '@wl/contracts';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { register, type Registered } from '../support/api-client.js';
import { browserApp, chromiumAvailable, logIn, main } from '../support/browser.js';

const describeInBrowser = chromiumAvailable() ? describe : describe.skip;

/** Where the phone-width screenshot goes (SCREENSHOT_DIR, else a folder in the system's temp folder). */
const SHOTS = process.env.SCREENSHOT_DIR ?? join(tmpdir(), 'verlanglijstje-cross-off-removed-e2e');

async function giftOn(owner: Registered, gift: { description: string; url?: string }) {
  const list = await owner.client.get<{ categories: { privateGuid: string }[] }>(`/api/MyList/Get/${owner.wishlistId}`);
  const created = await owner.client.post<{ editedGift: { publicGuid: string } }>('/api/MyGift/EditWithoutProduct', {
    categoryPrivateGuid: list.body.categories[0]!.privateGuid,
    enableCrossOff: true,
    ...gift,
  });
  expect(created.status).toBe(201);
  return created.body.editedGift.publicGuid;
}

describeInBrowser("a crossed-off gift the owner deleted, on the giver's page (issue 27, item 9)", () => {
  const ctx = browserApp();

  it('shows it as taken off the list, as it was, without undo, next to a gift still crossed off, until she hides it; on a phone too', async () => {
    const owner = await register(ctx.app.url, { firstName: 'Lotte', lastName: 'Peeters' });
    const gone = await register(ctx.app.url, { firstName: 'Sam', lastName: 'Janssens' });
    const giver = await register(ctx.app.url);
    const bike = await giftOn(owner, { description: 'Een rode fiets', url: 'https://winkel.example/rode-fiets' });
    const scarf = await giftOn(owner, { description: 'Een warme sjaal' });
    const puzzle = await giftOn(gone, { description: 'Een puzzel van 1000 stukjes' });
    for (const giftId of [bike, scarf, puzzle])
      expect((await giver.client.post('/api/Gift/CrossOff', { publicGiftGuid: giftId })).status).toBe(200);
    expect((await owner.client.delete(`/api/MyGift/${bike}`)).status).toBe(204);
    expect((await gone.client.delete(`/api/MyList/${gone.wishlistId}`)).status).toBe(204);

    // The list's gifts are deleted by a reactor shortly after the list: wait until the overview has the puzzle.
    const overview = async () => JSON.stringify((await giver.client.get('/api/Gift/CrossedOff')).body);
    for (const deadline = Date.now() + 10_000; !(await overview()).includes(puzzle);) {
      if (Date.now() > deadline) throw new Error("the deleted list's gift never reached the overview");
      await new Promise((resolve) => setTimeout(resolve, 25));
    }

    const page = await (await ctx.browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await logIn(page, ctx.app.url, giver.account, '/crossedoff');
    const removed = main(page).locator(`[data-gift="${bike}"]`);
    await removed.waitFor();
    await expect(removed.getAttribute('data-removed-from-list')).resolves.toBe('true');
    await expect(removed.innerText()).resolves.toContain(t('crossed_off.removed'));
    await expect(removed.getByRole('link', { name: 'winkel.example' }).getAttribute('href')).resolves.toBe(
      'https://winkel.example/rode-fiets',
    );
    // No undo: only "verbergen".
    expect(await removed.getByRole('button').allInnerTexts()).toEqual([t('crossed_off.hide')]);

    // The gift still on the list keeps its undo; the deleted list's gift is under a heading that names nobody.
    const still = main(page).locator(`[data-gift="${scarf}"]`);
    await still.getByRole('button', { name: 'Een warme sjaal' }).click();
    await still.getByRole('button', { name: t('cross_off.undo') }).waitFor();
    const lists = main(page).locator('h2');
    await expect(lists.filter({ hasText: t('crossed_off.list_of', { name: 'Lotte Peeters' }) }).count()).resolves.toBe(
      1,
    );
    await expect(lists.filter({ hasText: t('crossed_off.deleted_list') }).count()).resolves.toBe(1);
    await expect(main(page).innerText()).resolves.not.toContain('Janssens');
    await expect(main(page).locator(`[data-gift="${puzzle}"]`).getAttribute('data-removed-from-list')).resolves.toBe(
      'true',
    );

    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: join(SHOTS, 'crossed-off-removed-gift-phone.png') });

    // Hidden, it leaves her page, also after a reload; the gift still on the list stays.
    await removed.getByRole('button', { name: t('crossed_off.hide') }).click();
    await removed.waitFor({ state: 'detached' });
    await page.reload();
    await still.waitFor();
    expect(await main(page).locator(`[data-gift="${bike}"]`).count()).toBe(0);
  }, 60_000);
});
