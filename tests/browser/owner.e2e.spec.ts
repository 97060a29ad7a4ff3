import { t } from '@wl/contracts';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { newAccount } from '../support/api-client.js';
import {
  browserApp,
  chromiumAvailable,
  drag,
  field,
  main,
  markNotReloaded,
  settle,
  wasReloaded,
} from '../support/browser.js';

const describeInBrowser = chromiumAvailable() ? describe : describe.skip;

describeInBrowser('the owner side of lists in the browser', () => {
  const ctx = browserApp();

  const giftDescriptions = (section: Locator) =>
    section.locator('[data-gift] .gift-content__description').allTextContents();
  const category = (page: Page, name: string) =>
    main(page).locator('section.category', { has: page.getByRole('heading', { name, exact: true }) });

  const equals =
    <T>(expected: T) =>
    (value: T) =>
      JSON.stringify(value) === JSON.stringify(expected);
  const isImageAddress = (src: string | null) => /^\/api\/Image\//.test(src ?? '');

  async function addGift(page: Page, description: string, categoryName?: string) {
    await main(page)
      .getByRole('button', { name: t('owner.add_gift') })
      .click();
    const editor = page.getByRole('dialog');
    await editor.getByLabel(t('owner.gift.description')).fill(description);
    if (categoryName) await editor.getByLabel(t('owner.gift.category')).selectOption({ label: categoryName });
    await editor.getByRole('button', { name: t('general.save') }).click();
    await editor.waitFor({ state: 'detached' });
    await main(page).locator('[data-gift]', { hasText: description }).waitFor();
  }

  it('makes a second list, categories and gifts, reorders and moves gifts, sets a picture, edits live and shows the QR code', async () => {
    const owner = newAccount();
    const second = newAccount();
    const context = await ctx.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();

    // An account made in the browser lands on its first list.
    await page.goto(`${ctx.app.url}/account/create`);
    await field(page, t('account.create.username')).fill(owner.username);
    await field(page, t('account.create.first_name')).fill(owner.firstName);
    await field(page, t('account.create.last_name')).fill(owner.lastName);
    await field(page, t('account.create.email')).fill(owner.email);
    await field(page, t('account.create.password')).fill(owner.password);
    await field(page, t('account.create.confirm_password')).fill(owner.password);
    await main(page)
      .getByRole('button', { name: t('account.create.submit') })
      .click();
    await page.getByRole('dialog').getByRole('button').first().click();
    await page.waitForURL(`${ctx.app.url}/${owner.username}`);

    // A second list through /mylist/new, private this time.
    await page.goto(`${ctx.app.url}/mylist/new`);
    await field(page, t('new_list.username')).fill(second.username);
    await main(page).getByText(t('account.create.username_available')).waitFor();
    await field(page, t('new_list.first_name')).fill('Noor');
    await field(page, t('new_list.last_name')).fill(owner.lastName);
    await main(page).getByLabel(t('access.CLOSED'), { exact: true }).check();
    await main(page)
      .getByRole('button', { name: t('new_list.submit') })
      .click();
    await page.waitForURL(`${ctx.app.url}/${second.username}`);
    await main(page).getByText(t('owner.private_banner')).waitFor();

    // Two more categories on the first list, added on its categories page.
    await page.goto(`${ctx.app.url}/${owner.username}`);
    await main(page)
      .getByRole('link', { name: t('owner.categories') })
      .click();
    await page.waitForURL(`${ctx.app.url}/${owner.username}/categories`);
    for (const name of ['Boeken', 'Spellen']) {
      await main(page)
        .getByRole('button', { name: t('owner.add_category') })
        .click();
      await field(page, t('owner.category.name')).fill(name);
      await main(page)
        .getByRole('button', { name: t('general.add') })
        .click();
      await main(page).locator(`[data-category="${name}"]`).waitFor();
    }
    await main(page)
      .getByRole('link', { name: t('owner.back_to_list') })
      .click();
    await page.waitForURL(`${ctx.app.url}/${owner.username}`);

    // Gifts: two in the first category, one in each new one.
    await addGift(page, 'Een warme sjaal');
    await addGift(page, 'Wollen muts');
    await addGift(page, 'Een dik boek', 'Boeken');
    await addGift(page, 'Catan', 'Spellen');
    const wishes = category(page, t('category.default_name'));
    expect(await giftDescriptions(wishes)).toEqual(['Een warme sjaal', 'Wollen muts']);

    // A second tab of the same owner (the same session, in a window of its own) keeps the list open: it must follow
    // the edits of the first.
    const watcherContext = await ctx.browser.newContext({
      viewport: { width: 1280, height: 900 },
      storageState: await context.storageState(),
    });
    const watcher = await watcherContext.newPage();
    await watcher.goto(`${ctx.app.url}/${owner.username}`);
    await watcher.locator('[data-gift]', { hasText: 'Catan' }).waitFor();

    // Reorder by dragging the handle (press, wait past 200 ms, move); the order is saved.
    await drag(
      page,
      main(page).getByRole('button', { name: t('owner.gift.drag', { description: 'Wollen muts' }) }),
      main(page).getByRole('button', { name: t('owner.gift.drag', { description: 'Een warme sjaal' }) }),
    );
    const reordered = ['Wollen muts', 'Een warme sjaal'];
    expect(await settle(() => giftDescriptions(wishes), equals(reordered))).toEqual(reordered);
    expect(
      await settle(() => giftDescriptions(category(watcher, t('category.default_name'))), equals(reordered), 3000),
    ).toEqual(reordered);
    await page.reload();
    expect(await settle(() => giftDescriptions(category(page, t('category.default_name'))), equals(reordered))).toEqual(
      reordered,
    );

    // Move a gift to the other list by dropping it on that list (the drop target shows only while dragging) ...
    await drag(
      page,
      main(page).getByRole('button', { name: t('owner.gift.drag', { description: 'Catan' }) }),
      async () => {
        const target = page.locator(`[data-drop-list="${second.username}"]`);
        await target.waitFor();
        return target;
      },
    );
    await main(page)
      .getByText(t('owner.gift.moved', { description: 'Catan', username: second.username }))
      .waitFor();
    expect(await main(page).locator('[data-gift]', { hasText: 'Catan' }).count()).toBe(0);
    // ... and another through the move dialog.
    await main(page)
      .getByRole('button', { name: `${t('owner.gift.move')}: Een dik boek` })
      .click();
    const mover = page.getByRole('dialog');
    await mover
      .getByLabel(t('owner.gift.move_target'))
      .selectOption({ label: `Noor ${owner.lastName} (/${second.username})` });
    await mover.getByRole('button', { name: t('owner.gift.move') }).click();
    await mover.waitFor({ state: 'detached' });
    await page.goto(`${ctx.app.url}/${second.username}`);
    await main(page).locator('[data-gift]', { hasText: 'Catan' }).waitFor();
    await main(page).locator('[data-gift]', { hasText: 'Een dik boek' }).waitFor();

    // A list picture: a PNG made here, uploaded on the picture page; the list header shows it.
    const png = await sharp({ create: { width: 900, height: 300, channels: 3, background: { r: 157, g: 23, b: 66 } } })
      .png()
      .toBuffer();
    await page.goto(`${ctx.app.url}/${owner.username}/image`);
    await main(page)
      .locator('input[type="file"]')
      .setInputFiles({ name: 'lijst.png', mimeType: 'image/png', buffer: png });
    await main(page).getByText(t('image.saved')).waitFor();
    const current = main(page).getByRole('img', { name: t('image.current') });
    expect(await settle(() => current.getAttribute('src'), isImageAddress)).toMatch(/^\/api\/Image\//);
    await main(page)
      .getByRole('link', { name: t('owner.back_to_list') })
      .click();
    expect(
      await settle(() => main(page).locator('.owner-header__image img').getAttribute('src'), isImageAddress),
    ).toMatch(/^\/api\/Image\//);

    // The title, edited inline; the other tab shows it without reloading.
    await markNotReloaded(watcher);
    await main(page).getByRole('heading', { level: 1 }).getByRole('button').click();
    await field(page, t('owner.title.label')).fill('Mijn verjaardag');
    await field(page, t('owner.title.label')).press('Enter');
    await main(page)
      .getByRole('heading', { level: 1, name: /Mijn verjaardag/ })
      .waitFor();
    await main(watcher)
      .getByRole('heading', { level: 1, name: /Mijn verjaardag/ })
      .waitFor({ timeout: 2000 });
    expect(await wasReloaded(watcher)).toBe(false);

    // A setting: show crossed-off gifts asks for confirmation first, and is saved.
    await main(page)
      .getByRole('button', { name: t('owner.settings') })
      .click();
    const settings = page.getByRole('dialog', { name: t('settings.title') });
    await settings.getByLabel(t('settings.show_crossed_off')).click();
    await page
      .getByRole('dialog', { name: t('settings.show_crossed_off_confirm.title') })
      .getByRole('button', { name: t('settings.show_crossed_off_confirm.ok') })
      .click();
    expect(await settings.getByLabel(t('settings.show_crossed_off')).isChecked()).toBe(true);
    await settings.getByRole('button', { name: t('general.save') }).click();
    await settings.waitFor({ state: 'detached' });
    await main(page).getByText(t('settings.saved')).waitFor();
    await page.reload();
    await main(page)
      .getByRole('button', { name: t('owner.settings') })
      .click();
    expect(
      await page
        .getByRole('dialog', { name: t('settings.title') })
        .getByLabel(t('settings.show_crossed_off'))
        .isChecked(),
    ).toBe(true);
    await page.keyboard.press('Escape');

    // The QR page draws a code of the list's address.
    await page.goto(`${ctx.app.url}/${owner.username}/qr`);
    const code = main(page).getByRole('img', {
      name: t('qr.image_label', { link: `${ctx.app.url}/${owner.username}` }),
    });
    await code.waitFor();
    expect(await code.evaluate((canvas) => (canvas as HTMLCanvasElement).toDataURL().length)).toBeGreaterThan(1000);
    await main(page)
      .getByRole('link', { name: `${ctx.app.url}/${owner.username}` })
      .waitFor();

    await watcherContext.close();
    await context.close();
  }, 90_000);
});
