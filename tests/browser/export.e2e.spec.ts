import { PersonalDataExport, t } from '@wl/contracts';
import { buffer, text } from 'node:stream/consumers';
import { unzipSync } from 'fflate';
import type { BrowserContext } from 'playwright-core';
import { register } from '../support/api-client.js';
import { browserApp, chromiumAvailable, main } from '../support/browser.js';

const describeInBrowser = chromiumAvailable() ? describe : describe.skip;

describeInBrowser("downloading one's data from the profile page", () => {
  const ctx = browserApp();
  const phone = { viewport: { width: 390, height: 844 }, acceptDownloads: true };

  async function loggedInAs(context: BrowserContext, sessionCookie: string) {
    const [name, value] = sessionCookie.split('=') as [string, string];
    await context.addCookies([{ name, value, url: ctx.app.url }]);
  }

  it('saves the JSON document and the ZIP, says so, and says when it was asked too often', async () => {
    const person = await register(ctx.app.url);
    const context = await ctx.browser.newContext(phone);
    await loggedInAs(context, person.client.sessionCookie!);
    const page = await context.newPage();
    await page.goto(`${ctx.app.url}/account`);
    const json = main(page).getByRole('button', { name: t('profile.export.json') });
    const zip = main(page).getByRole('button', { name: t('profile.export.zip') });

    const [document] = await Promise.all([page.waitForEvent('download'), json.click()]);
    expect(document.suggestedFilename()).toMatch(/^verlanglijstje-gegevens-\d{4}-\d{2}-\d{2}\.json$/);
    const data = PersonalDataExport.parse(JSON.parse(await text(await document.createReadStream())));
    expect(data.account?.email).toBe(person.account.email);
    await main(page).getByText(t('profile.export.done')).waitFor();

    const [archive] = await Promise.all([page.waitForEvent('download'), zip.click()]);
    expect(archive.suggestedFilename()).toMatch(/\.zip$/);
    expect(Object.keys(unzipSync(await buffer(await archive.createReadStream())))).toContain('gegevens.json');

    // Five a day: the next ones are refused with the message of the limit, on the page.
    for (let i = 0; i < 3; i++) expect((await person.client.get('/api/Account/Export')).status).toBe(200);
    await json.click();
    await expect(main(page).getByRole('alert').textContent()).resolves.toBe(t('profile.export.too_many'));
    await context.close();
  });
});
