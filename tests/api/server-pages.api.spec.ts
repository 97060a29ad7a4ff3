import { join } from 'node:path';
import { t as message } from '@wl/contracts';
import { readArticles } from '../../frontend/build/blog-articles.js';
import { ApiClient, ownerWithGift, register } from '../support/api-client.js';
import { builtFrontend, pageAs, rootOf } from '../support/page-html.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * The visitor page rendered on the server for the viewer who asks (issue 28, item 1; DESIGN decision 20): its HTML holds
 * what the API answers that viewer and nothing else, is never shared across viewers, and revalidates with an ETag.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ frontendDir: builtFrontend });
});
afterAll(async () => {
  await t.close();
});

type Owner = Awaited<ReturnType<typeof ownerWithGift>>['owner'];

const settings = (owner: Owner, change: Record<string, unknown>) => ({
  privateGuid: owner.wishlistId,
  username: owner.account.username,
  firstName: owner.account.firstName,
  lastName: owner.account.lastName,
  accessType: 'PUBLIC',
  includeInSearchResult: false,
  showCrossedOff: false,
  accessQuestion: null,
  accessAnswer: null,
  ...change,
});

async function listWith(description: string, change: Record<string, unknown> = {}) {
  const listed = await ownerWithGift(t.url, { description });
  if (Object.keys(change).length > 0)
    expect((await listed.owner.client.post('/api/MyList/UpdateSettings', settings(listed.owner, change))).status).toBe(
      200,
    );
  return { ...listed, username: listed.owner.account.username };
}

const apiAnswer = async (client: ApiClient, path: string) => (await client.get(path)).body;

describe('the visitor page rendered on the server', () => {
  it('arrives with the list in its HTML, rendered from the same answers the API gives this visitor', async () => {
    const { username } = await listWith('Een houten treintje');
    const visitor = new ApiClient(t.url);
    const page = await pageAs(t.url, null, `/${username}`);
    expect(page.status).toBe(200);
    expect(rootOf(page.html)).toContain('Een houten treintje');
    expect(rootOf(page.html)).toContain('<h1');
    expect(page.answers.getVisitorList).toEqual(await apiAnswer(visitor, `/api/Wishlist/Get/${username}`));
    expect(page.answers.getAccessState).toEqual(await apiAnswer(visitor, `/api/Wishlist/GetAccessState/${username}`));
    expect(page.answers.getUserData).toBeNull();
    // Only data blocks: the Content-Security-Policy allows no inline script.
    expect([...page.html.matchAll(/<script(?![^>]*type="application\/json")(?![^>]*\ssrc=)[^>]*>/g)]).toEqual([]);
    expect(page.html).toMatch(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js"><\/script>/);
    expect((await pageAs(t.url, null, `/list/open/${username}`)).answers.getVisitorList).toEqual(
      page.answers.getVisitorList,
    );
  });

  it('shows its buttons inert until the app runs the page: a tap before hydration is not lost unseen', async () => {
    const { username } = await listWith('Een vliegertje');
    const root = rootOf((await pageAs(t.url, null, `/${username}`)).html);
    const crossOff = [...root.matchAll(/<button[^>]*>([^<]*)<\/button>/g)].find(
      ([, text]) => text === message('cross_off.action'),
    );
    expect(crossOff?.[0]).toMatch(/\sdisabled=""/);
  });

  it('renders a long list (60 gifts) in place, with no inline script the Content-Security-Policy would block', async () => {
    const { owner, categoryId, username } = await listWith('Wens nummer 0');
    for (let g = 1; g < 60; g++) {
      await owner.client.post('/api/MyGift/EditWithoutProduct', {
        categoryPrivateGuid: categoryId,
        description: `Wens nummer ${g}: iets moois voor in huis`,
        enableCrossOff: true,
      });
    }
    const page = await pageAs(t.url, null, `/${username}`);
    expect(rootOf(page.html)).toContain('Wens nummer 59: iets moois voor in huis');
    expect(
      [...page.html.matchAll(/<script(?![^>]*type="application\/json")(?![^>]*\ssrc=)[^>]*>/g)].map(([tag]) => tag),
    ).toEqual([]);
    expect(page.html).not.toContain('<template');
  });

  it('is private to its viewer, kept no longer than its answers: Vary: Cookie, an ETag per viewer that moves with what they see, 304 while it holds', async () => {
    const { owner, categoryId, giftId, username } = await listWith('Een boek');
    const visitor = await register(t.url);
    const anonymous = await pageAs(t.url, null, `/${username}`);
    const mine = await pageAs(t.url, visitor.client, `/${username}`);
    for (const page of [anonymous, mine]) {
      expect(page.headers.get('vary')).toMatch(/cookie/i);
      expect(page.headers.get('etag')).toMatch(/^"[\w-]+"$/);
    }
    // The page holds answers the API lets no cache keep (the access state, a logged-in visitor's user data): neither is
    // the page. (The landing page, whose answers may be kept privately, is `private, no-cache`: below.)
    expect([anonymous.headers.get('cache-control'), mine.headers.get('cache-control')]).toEqual([
      'no-store',
      'no-store',
    ]);
    expect(
      (await new ApiClient(t.url).get(`/api/Wishlist/GetAccessState/${username}`)).headers.get('cache-control'),
    ).toBe('no-store');
    expect(mine.headers.get('etag')).not.toBe(anonymous.headers.get('etag'));
    expect(mine.answers.getUserData).toMatchObject({ email: visitor.account.email });

    const etag = mine.headers.get('etag')!;
    const again = await pageAs(t.url, visitor.client, `/${username}`, { 'if-none-match': etag });
    expect([again.status, again.html]).toEqual([304, '']);
    // Another viewer's tag never answers 304 for this viewer's page.
    expect((await pageAs(t.url, null, `/${username}`, { 'if-none-match': etag })).status).toBe(200);

    await owner.client.post('/api/MyGift/EditWithoutProduct', {
      publicGuid: giftId,
      categoryPrivateGuid: categoryId,
      description: 'Een ander boek',
      enableCrossOff: true,
    });
    const changed = await pageAs(t.url, visitor.client, `/${username}`, { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(rootOf(changed.html)).toContain('Een ander boek');
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  it('shows a giver their own cross-off and its private guid, and no other viewer that guid', async () => {
    const { giftId, username } = await listWith('Een fiets');
    const giver = await register(t.url);
    const crossed = await giver.client.post<{ crossOffGuid: string }>('/api/Gift/CrossOff', { publicGiftGuid: giftId });
    expect(crossed.status).toBe(200);
    const givers = await pageAs(t.url, giver.client, `/${username}`);
    expect(givers.answers.getVisitorList).toEqual(await apiAnswer(giver.client, `/api/Wishlist/Get/${username}`));
    expect(givers.html).toContain(crossed.body.crossOffGuid);
    for (const other of [null, (await register(t.url)).client]) {
      const page = await pageAs(t.url, other, `/${username}`);
      expect(page.html).toContain('Een fiets');
      expect(page.html).not.toContain(crossed.body.crossOffGuid);
    }
  });
});

describe('leak probes on the HTML (the API\u2019s rules, DESIGN decision 17)', () => {
  it('the owner\u2019s own page is not rendered with any answer, and does not move when a giver crosses off (surprise)', async () => {
    const { owner, giftId, username } = await listWith('Een verrassing');
    const before = await pageAs(t.url, owner.client, `/${username}`);
    expect(before.answers).toEqual({});
    expect(before.html).not.toContain('Een verrassing');
    const giver = await register(t.url);
    expect((await giver.client.post('/api/Gift/CrossOff', { publicGiftGuid: giftId })).status).toBe(200);
    // A visitor sees the cross-off at once (the read models have it), the owner's page stays as it was.
    const visitorPage = await pageAs(t.url, null, `/${username}`);
    expect(JSON.stringify(visitorPage.answers.getVisitorList)).toContain('"isCrossedOff":true');
    const after = await pageAs(t.url, owner.client, `/${username}`);
    expect([after.status, after.html, after.headers.get('etag')]).toEqual([
      before.status,
      before.html,
      before.headers.get('etag'),
    ]);
  });

  it('a closed list shows a stranger nothing of its gifts, in the HTML as in the API', async () => {
    const { username } = await listWith('Een geheim cadeau', { accessType: 'CLOSED' });
    const stranger = await register(t.url);
    for (const viewer of [null, stranger.client]) {
      const page = await pageAs(t.url, viewer, `/${username}`);
      expect(page.html).not.toContain('Een geheim cadeau');
      expect(page.answers.getVisitorList).toBeUndefined();
      expect(page.answers.getAccessState).toMatchObject({ accessState: 'NoAccess' });
    }
  });

  it('a list with a question shows its gifts only to a session that answered it, and to no other', async () => {
    const { username } = await listWith('Een vraagcadeau', {
      accessType: 'OPEN',
      accessQuestion: 'Hoe heet mijn hond?',
      accessAnswer: 'Bobby',
    });
    const answered = new ApiClient(t.url);
    const other = new ApiClient(t.url);
    await other.csrfToken();
    const unanswered = await pageAs(t.url, answered, `/${username}`);
    expect(unanswered.html).not.toContain('Een vraagcadeau');
    // Its answer field takes no input before the app runs the page: what was typed would be lost as it takes over.
    expect(rootOf(unanswered.html)).toMatch(
      /<input[^>]*name="answer"[^>]*readOnly=""|<input[^>]*readOnly=""[^>]*name="answer"/i,
    );
    expect(unanswered.answers.getAccessState).toMatchObject({
      accessState: 'Question',
      question: 'Hoe heet mijn hond?',
    });
    expect(unanswered.html).not.toContain('Bobby');

    expect((await answered.post('/api/Wishlist/VerifyAnswer', { username, answer: 'bobby' })).body).toEqual({
      valid: true,
    });
    expect(rootOf((await pageAs(t.url, answered, `/${username}`)).html)).toContain('Een vraagcadeau');
    for (const viewer of [null, other])
      expect((await pageAs(t.url, viewer, `/${username}`)).html).not.toContain('Een vraagcadeau');
  });
});

describe('the landing page rendered on the server', () => {
  it('arrives with its content and the site’s figures for a visitor not logged in; a user’s home is left to the browser', async () => {
    const anonymous = await pageAs(t.url, null, '/');
    expect(rootOf(anonymous.html)).toContain('<h1');
    expect(anonymous.answers).toEqual({
      getUserData: null,
      getHomepageStats: (await new ApiClient(t.url).get('/api/Stats/HomepageStats')).body,
    });
    expect(anonymous.headers.get('cache-control')).toBe('private, no-cache');
    expect((await pageAs(t.url, null, '/', { 'if-none-match': anonymous.headers.get('etag')! })).status).toBe(304);

    const user = await register(t.url);
    const home = await pageAs(t.url, user.client, '/');
    expect([home.answers, rootOf(home.html)]).toEqual([{}, '']);
  });
});

describe('the content pages rendered on the server', () => {
  const [article] = readArticles(join(__dirname, '../../frontend/src/features/content/blog/articles')).filter((each) =>
    each.sites.includes('nl-BE'),
  );
  /** Each content page (and alias) with a text of its content that only its render puts in `#root`. */
  const pages: [path: string, content: string][] = [
    ['/faq', `<h1>${message('faq.title')}</h1>`],
    ['/support', `<h1>${message('faq.title')}</h1>`],
    ['/voorwaarden/gebruiksvoorwaarden', `<h1>${message('legal.terms.title')}</h1>`],
    ['/about/terms', `<h1>${message('legal.terms.title')}</h1>`],
    ['/voorwaarden/privacy', `<h1>${message('legal.privacy.title')}</h1>`],
    ['/about/privacy', `<h1>${message('legal.privacy.title')}</h1>`],
    ['/voorwaarden/veiligheid', `<h1>${message('legal.safety.title')}</h1>`],
    ['/about/safety', `<h1>${message('legal.safety.title')}</h1>`],
    ['/blog', `<h1>${message('blog.index.title')}</h1>`],
    ['/blog', article!.title],
    [`/blog/${article!.slug}`, `<h1>${article!.title}</h1>`],
    [`/blog/${article!.slug}`, `aria-label="${message('blog.pager.label')}"`],
    ['/lootjestrekken/loting/getStarted', `<h1>${message('lotingWizard.title')}</h1>`],
    ['/lootjestrekken/loting/getStarted', `>${message('lotingWizard.get_started.new')}</button>`],
  ];

  it.each(pages)('%s arrives with its content in the HTML (%s), with no inline script', async (path, content) => {
    const page = await pageAs(t.url, null, path);
    expect(page.status).toBe(200);
    expect(rootOf(page.html)).toContain(content);
    expect(page.answers).toEqual({ getUserData: null });
    expect([...page.html.matchAll(/<script(?![^>]*type="application\/json")(?![^>]*\ssrc=)[^>]*>/g)]).toEqual([]);
  });

  it('preloads no chunk: the page shows from its HTML before its scripts share the link; a page the browser renders keeps its preloads', async () => {
    for (const path of ['/', '/faq', '/about/privacy', `/blog/${article!.slug}`, '/lootjestrekken/loting/getStarted']) {
      const { html } = await pageAs(t.url, null, path);
      expect({
        path,
        rendered: html.includes('<div id="root"></div>'),
        preloads: html.includes('modulepreload'),
      }).toEqual({ path, rendered: false, preloads: false });
    }
    const inBrowser = await pageAs(t.url, null, '/account/login');
    expect(inBrowser.html).toContain('<div id="root"></div>');
    expect(inBrowser.html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/react-/);
  });

  it('is the same for every visitor not logged in, revalidated with its ETag; a logged-in user’s (their menu) is theirs alone and kept by no cache', async () => {
    const anonymous = await pageAs(t.url, null, '/faq');
    const etag = anonymous.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(anonymous.headers.get('cache-control')).toBe('private, no-cache');
    expect(anonymous.headers.get('vary')).toMatch(/cookie/i);
    expect((await pageAs(t.url, null, '/faq')).headers.get('etag')).toBe(etag);
    const revalidated = await pageAs(t.url, null, '/faq', { 'if-none-match': etag });
    expect([revalidated.status, revalidated.html]).toEqual([304, '']);

    const { owner } = await ownerWithGift(t.url, { description: 'Een houten treintje' });
    const own = await pageAs(t.url, owner.client, '/faq');
    expect(rootOf(own.html)).toContain(`<h1>${message('faq.title')}</h1>`);
    expect(own.answers.getUserData).toEqual((await owner.client.get('/api/Account/UserData')).body);
    expect(own.answers.getMyLists).toEqual((await owner.client.get('/api/MyList/GetAllWithGiftCount')).body);
    expect(own.headers.get('cache-control')).toBe('no-store');
    expect(own.headers.get('etag')).not.toBe(etag);
    // Their tag is no tag of a stranger's page: the stranger gets the whole page, without the user's lists.
    const stranger = await pageAs(t.url, null, '/faq', { 'if-none-match': own.headers.get('etag')! });
    expect(stranger.status).toBe(200);
    expect(stranger.answers).toEqual({ getUserData: null });
  });

  it('renders the lots landing page for a logged-in user too (their draft, only in their browser, comes after); a redo waits in the browser for the draw it redoes', async () => {
    const user = await register(t.url);
    const page = await pageAs(t.url, user.client, '/lootjestrekken/loting/getStarted');
    expect(rootOf(page.html)).toContain(`<h1>${message('lotingWizard.title')}</h1>`);
    expect(page.answers.getUserData).toEqual((await user.client.get('/api/Account/UserData')).body);
    expect(page.headers.get('cache-control')).toBe('no-store');
    const redo = await pageAs(t.url, user.client, '/lootjestrekken/loting/getStarted?redo=onbekend');
    expect(rootOf(redo.html)).not.toContain(`<h1>${message('lotingWizard.title')}</h1>`);
  });

  it('renders the impressum, while its switch is off, as the browser does: the not-found page', async () => {
    const page = await pageAs(t.url, null, '/impressum');
    expect(rootOf(page.html)).toContain(message('error.not_found.title'));
    expect(rootOf(page.html)).not.toContain(message('legal.impressum.title'));
  });
});

describe('the server-rendering budget of an address', () => {
  it('sends the pages past its renders of the minute unrendered, for the browser to render: nobody is refused a page', async () => {
    const limited = await startTestApp({ frontendDir: builtFrontend, rateLimitPoints: { serverRendersPerIp: 2 } });
    try {
      for (let i = 0; i < 2; i++) expect(rootOf((await pageAs(limited.url, null, '/faq')).html)).toContain('<h1');
      const past = await pageAs(limited.url, null, '/faq');
      expect(past.status).toBe(200);
      expect(rootOf(past.html)).toBe('');
      expect(past.answers).toEqual({});
      expect(past.html).toContain('<title>Veelgestelde vragen – Verlanglijstje</title>');
    } finally {
      await limited.close();
    }
  });
});
