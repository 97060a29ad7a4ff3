import { t } from '@wl/contracts';
import { register, type Registered } from '../support/api-client.js';
import { browserApp, chromiumAvailable, logIn, main, settle } from '../support/browser.js';

const describeInBrowser = chromiumAvailable() ? describe : describe.skip;

describeInBrowser('sorting friends in the browser', () => {
  const ctx = browserApp();

  it('turns the order of each sort key around, starting from the spec\u2019s default per key, and says the current direction', async () => {
    const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const name = (first: string) => `${first} Sorteer${unique}`;
    const giftOn = async (owner: Registered) => {
      const list = await owner.client.get<{ categories: { privateGuid: string }[] }>(
        `/api/MyList/Get/${owner.wishlistId}`,
      );
      await owner.client.post('/api/MyGift/EditWithoutProduct', {
        categoryPrivateGuid: list.body.categories[0]!.privateGuid,
        description: 'Een boek',
        enableCrossOff: true,
      });
    };
    // Last updated in the order Bert, Cis, Anna: by date the order differs from the one by name.
    const owners: Registered[] = [];
    for (const first of ['Bert', 'Cis', 'Anna']) {
      const owner = await register(ctx.app.url, { firstName: first, lastName: `Sorteer${unique}` });
      await new Promise((resolve) => setTimeout(resolve, 20));
      await giftOn(owner);
      owners.push(owner);
    }
    const me = await register(ctx.app.url);
    for (const owner of owners) {
      const list = await me.client.get<{ publicGuid: string }>(`/api/Wishlist/Get/${owner.account.username}`);
      await me.client.post('/api/Friend/Add', { wishlistPublicGuid: list.body.publicGuid });
    }

    const context = await ctx.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await logIn(page, ctx.app.url, me.account, '/friends');
    const friendNames = () => main(page).locator('[data-friend] .friend__name').allTextContents();
    const toggle = (direction: 'ascending' | 'descending') =>
      main(page).getByRole('button', { name: t(`friends.sort.toggle.${direction}`) });
    const sortBy = async (current: string, key: string) => {
      await main(page)
        .getByRole('button', { name: t('friends.sort.current', { key: current }) })
        .click();
      await main(page).getByRole('button', { name: key }).click();
    };

    // Initially by name, A to Z; the toggle says so and turns it around.
    expect(await settle(friendNames, (names) => names.length === 3)).toEqual([name('Anna'), name('Bert'), name('Cis')]);
    await toggle('ascending').click();
    expect(await friendNames()).toEqual([name('Cis'), name('Bert'), name('Anna')]);
    await toggle('descending').waitFor();

    // Last update starts newest first (descending) and turns to oldest first.
    await sortBy(t('friends.sort.fullName'), t('friends.sort.lastUpdate'));
    expect(await friendNames()).toEqual([name('Anna'), name('Cis'), name('Bert')]);
    await toggle('descending').focus();
    await page.keyboard.press('Enter');
    expect(await friendNames()).toEqual([name('Bert'), name('Cis'), name('Anna')]);
    await toggle('ascending').waitFor();

    // Each key keeps its own direction: back on the name, Z to A as left.
    await sortBy(t('friends.sort.lastUpdate'), t('friends.sort.fullName'));
    expect(await friendNames()).toEqual([name('Cis'), name('Bert'), name('Anna')]);
    await toggle('descending').waitFor();
    await context.close();
  }, 60_000);
});
