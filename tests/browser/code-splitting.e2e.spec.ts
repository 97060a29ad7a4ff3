import { t } from '@wl/contracts';
import { browserApp, chromiumAvailable, holdRequests, main } from '../support/browser.js';

const describeInBrowser = chromiumAvailable() ? describe : describe.skip;

/**
 * The FAQ and contact pages' own chunks (lazy routes, docs/architecture.md, Code splitting). A first visit of the FAQ
 * arrives rendered by the server; the contact page is rendered in the browser, so a first visit waits for its chunk.
 */
const faqChunk = '**/assets/FaqPage-*.js';
const contactChunk = '**/assets/ContactPage-*.js';

describeInBrowser('pages as chunks of their own', () => {
  const ctx = browserApp();
  /** The app's loading state (ui/Loading.tsx). */
  const loading = (page: Parameters<typeof main>[0]) => main(page).locator('[role="status"][aria-busy="true"]');
  const faqHeading = (page: Parameters<typeof main>[0]) =>
    main(page).getByRole('heading', { level: 1, name: t('faq.title') });
  const contactHeading = (page: Parameters<typeof main>[0]) =>
    main(page).getByRole('heading', { level: 1, name: t('contact.title') });

  it('shows the header and the loading state while a first visit waits for its page, then the page', async () => {
    const context = await ctx.browser.newContext();
    const release = await holdRequests(context, contactChunk);
    const page = await context.newPage();
    await page.goto(`${ctx.app.url}/contact`, { waitUntil: 'commit' });

    await loading(page).waitFor();
    await page.getByRole('banner').waitFor();
    expect(await contactHeading(page).count()).toBe(0);

    release();
    await contactHeading(page).waitFor();
    await context.close();
  });

  it('hides the page before behind the loading state while a link waits for the next page, then shows the page', async () => {
    const context = await ctx.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${ctx.app.url}/contact`);
    await contactHeading(page).waitFor();
    const release = await holdRequests(context, faqChunk);

    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: t('footer.faq') })
      .click();
    await loading(page).waitFor();
    await contactHeading(page).waitFor({ state: 'hidden' });
    expect(await page.getByRole('banner').isVisible()).toBe(true);

    release();
    await faqHeading(page).waitFor();
    await context.close();
  });

  it('shows the error screen with a retry when a page cannot be fetched (say, after a deploy), and the retry brings it', async () => {
    const context = await ctx.browser.newContext();
    await context.route(contactChunk, (route) => route.abort('failed'));
    const page = await context.newPage();
    await page.goto(`${ctx.app.url}/contact`);

    await main(page)
      .getByRole('heading', { level: 1, name: t('error.oops.title') })
      .waitFor();
    await context.unroute(contactChunk);
    await main(page)
      .getByRole('button', { name: t('general.retry') })
      .click();
    await contactHeading(page).waitFor();
    await context.close();
  });
});
