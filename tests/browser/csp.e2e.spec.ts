import { t } from '@wl/contracts';
import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { ApiClient, mailSettingsKeyMailedTo, ownerWithGift, register } from '../support/api-client.js';
import { browserApp, chromiumAvailable, main } from '../support/browser.js';

const describeInBrowser = chromiumAvailable() ? describe : describe.skip;

/** Everything the browser says about the Content-Security-Policy, from the page and from the console. */
interface CspWatch {
  violations: string[];
  errors: string[];
}

function watch(page: Page): CspWatch {
  const seen: CspWatch = { violations: [], errors: [] };
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text()))
      seen.violations.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => seen.errors.push(`${page.url()}: ${error.message}`));
  return seen;
}

/** Collects `securitypolicyviolation` events in the page, from before any of its own script runs. */
const RECORD_VIOLATIONS = () => {
  const w = window as unknown as { cspViolations: string[] };
  w.cspViolations = [];
  document.addEventListener('securitypolicyviolation', (e) =>
    w.cspViolations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber} ${e.sample}`),
  );
};
const violationsIn = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

describeInBrowser('the Content-Security-Policy in the browser', () => {
  const ctx = browserApp();

  /** A page of `context` that has visited each path; `seen` holds what the browser said about the policy. */
  async function visit(context: BrowserContext, paths: string[]) {
    await context.addInitScript(RECORD_VIOLATIONS);
    const page = await context.newPage();
    const seen = watch(page);
    for (const path of paths) {
      const answer = await page.goto(`${ctx.app.url}${path}`, { waitUntil: 'networkidle' });
      expect(answer?.headers()['content-security-policy']).toContain("default-src 'self'");
      await main(page).waitFor();
      seen.violations.push(...(await violationsIn(page)).map((v) => `${path}: ${v}`));
    }
    return { page, seen };
  }

  it('shows every page, logged out and logged in, owner and visitor, with no CSP violation', async () => {
    const { owner, giftId } = await ownerWithGift(ctx.app.url);
    const list = owner.account.username;
    const giver = await register(ctx.app.url);
    const crossOff = await giver.client.post<{ crossOffGuid: string }>('/api/Gift/CrossOff', {
      publicGiftGuid: giftId,
    });
    const listView = await giver.client.get<{ publicGuid: string }>(`/api/Wishlist/Get/${list}`);
    await giver.client.post('/api/Friend/Add', { wishlistPublicGuid: listView.body.publicGuid });
    await giver.client.post('/api/Wishlist/CreateForumPost', {
      publicWishlistGuid: listView.body.publicGuid,
      message: 'Leuke lijst!',
    });
    await new ApiClient(ctx.app.url).post('/api/Account/RequestResetPassword', { login: owner.account.email });
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 157, g: 23, b: 66 } } })
      .png()
      .toBuffer();
    const upload = await owner.client.raw('POST', `/api/WishlistImage/UploadImage/${list}`, png, {
      'content-type': 'image/png',
      'x-csrf-token': await owner.client.csrfToken(),
      cookie: owner.client.sessionCookie!,
    });
    expect(upload.status).toBeLessThan(300);

    const settingsKey = await mailSettingsKeyMailedTo(ctx.app.url, owner);
    const anonymous = await ctx.browser.newContext();
    const ownerContext = await ctx.browser.newContext();
    const [name, value] = owner.client.sessionCookie!.split('=') as [string, string];
    await ownerContext.addCookies([{ name, value, url: ctx.app.url }]);
    // Both visitors at once: a visit mostly waits for the network to go quiet.
    const [{ seen: seenAnonymous }, { page, seen: seenOwner }] = await Promise.all([
      visit(anonymous, [
        '/',
        '/account/login',
        '/account/forgotpassword',
        '/account/resetpassword',
        '/account/resetpassword/onbekend',
        '/account/create',
        '/account/deleted',
        '/account/goodbye',
        '/account/deletedError',
        `/account/mailings/${owner.userId}?k=${settingsKey}`,
        `/crossedoff/${giftId}/${crossOff.body.crossOffGuid}`,
        '/error',
        '/dev/outbox',
        '/list/search?query=user',
        `/list/open/${list}`,
        `/${list}`,
        `/${list}/qr`,
        '/faq',
        '/voorwaarden/privacy',
        '/blog',
        '/blog/de-geheimen-van-verlanglijstje',
        '/bestaat-niet/echt-niet',
        '/account',
        '/crossedoff',
        '/friends',
      ]),
      visit(ownerContext, [
        '/account',
        '/account/delete',
        '/crossedoff',
        '/friends/gifts',
        '/friends',
        '/mylist/new',
        '/mylist/send',
        `/${list}/categories`,
        `/${list}/image`,
        `/${list}/qr`,
        `/${giver.account.username}`,
        '/',
        `/${list}`,
      ]),
    ]);
    // The owner page's gift editor, with a chosen picture previewed from a blob: address.
    await main(page)
      .getByRole('button', { name: t('owner.add_gift') })
      .click();
    const editor = page.getByRole('dialog');
    await editor.locator('input[type="file"]').setInputFiles({ name: 'kado.png', mimeType: 'image/png', buffer: png });
    await editor.locator('img.picture-field__preview[src^="blob:"]').waitFor();
    await editor.getByRole('button', { name: t('general.cancel') }).click();
    // The QR code is drawn by a library loaded on demand.
    await page.goto(`${ctx.app.url}/${list}/qr`, { waitUntil: 'networkidle' });
    await page.locator('canvas').waitFor();
    seenOwner.violations.push(...(await violationsIn(page)));

    expect([...seenAnonymous.violations, ...seenOwner.violations]).toEqual([]);
    expect([...seenAnonymous.errors, ...seenOwner.errors]).toEqual([]);
    await anonymous.close();
    await ownerContext.close();
  }, 120_000);
});
