import { CSRF_HEADER } from '@wl/contracts';
import { join } from 'node:path';
import { configFromEnv } from '../../backend/src/platform/config/config.js';
import { ApiClient, newAccount, ownerWithGift, register } from '../support/api-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

type Owner = Awaited<ReturnType<typeof register>>;
interface OwnerList {
  username: string;
  title: string | null;
  description: string | null;
  occasionDate: string | null;
  birthday: string | null;
  categories: { privateGuid: string; name: string; gifts: { description: string; uri: string | null }[] }[];
}
const view = async (o: Owner) => (await o.client.get<OwnerList>(`/api/MyList/Get/${o.wishlistId}`)).body;
const settings = (o: Owner, change: Record<string, unknown> = {}) => ({
  privateGuid: o.wishlistId,
  username: o.account.username,
  firstName: o.account.firstName,
  lastName: o.account.lastName,
  accessType: 'PUBLIC',
  includeInSearchResult: false,
  showCrossedOff: false,
  ...change,
});
const invalidInput = { status: 400, body: { problem: 'InvalidInput' } };

describe('developer outbox (item 3)', () => {
  /** A request through the whole server as if it came from `remoteAddress`, without opening a socket from there. */
  const outboxFrom = (app: TestApp, remoteAddress: string, headers: Record<string, string> = {}) =>
    app.app.getHttpAdapter().getInstance().inject({ method: 'GET', url: '/api/Dev/Outbox', remoteAddress, headers });

  it('is off unless DEV_OUTBOX=true, whatever NODE_ENV says, and the server listens on loopback unless HOST says otherwise', () => {
    expect(configFromEnv({}).devOutbox).toBe(false);
    expect(configFromEnv({ NODE_ENV: 'development' }).devOutbox).toBe(false);
    expect(configFromEnv({ DEV_OUTBOX: 'true' }).devOutbox).toBe(true);
    expect(configFromEnv({}).host).toBe('127.0.0.1');
    expect(configFromEnv({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('answers 404 when it is off, even on this machine', async () => {
    const off = await startTestApp({ devOutbox: false });
    try {
      expect((await new ApiClient(off.url).get('/api/Dev/Outbox')).status).toBe(404);
      expect((await outboxFrom(off, '127.0.0.1')).statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });

  it('when on, shows the mail to this machine only: not to another address, nor through a proxy, nor with a forged X-Forwarded-For', async () => {
    await new ApiClient(t.url).post('/api/Account/RequestResetPassword', {
      login: (await register(t.url)).account.email,
    });
    expect((await new ApiClient(t.url).get<unknown[]>('/api/Dev/Outbox')).body.length).toBeGreaterThan(0);
    for (const local of ['127.0.0.1', '::1', '::ffff:127.0.0.1'])
      expect((await outboxFrom(t, local)).statusCode).toBe(200);
    for (const outside of ['203.0.113.7', '::ffff:203.0.113.7', '10.0.0.2', '127.0.0.2']) {
      const answer = await outboxFrom(t, outside, { 'x-forwarded-for': '127.0.0.1' });
      expect(answer.statusCode).toBe(404);
      expect(answer.body).not.toContain('resetpassword');
    }
    expect((await outboxFrom(t, '127.0.0.1', { 'x-forwarded-for': '203.0.113.7' })).statusCode).toBe(404);
    expect((await outboxFrom(t, '127.0.0.1', { forwarded: 'for=203.0.113.7' })).statusCode).toBe(404);
  });

  it('behind a trusted proxy a forged X-Forwarded-For: 127.0.0.1 does not open it', async () => {
    const proxied = await startTestApp({ trustProxy: 1 });
    try {
      expect((await outboxFrom(proxied, '203.0.113.7', { 'x-forwarded-for': '127.0.0.1' })).statusCode).toBe(404);
    } finally {
      await proxied.close();
    }
  });
});

describe('anti-forgery token (item 8)', () => {
  it('answers 400 InvalidCsrfToken, not 500, to a token of the right length in other than ASCII characters', async () => {
    const client = new ApiClient(t.url);
    const token = await client.csrfToken();
    for (const forged of ['é'.repeat(token.length), `${token.slice(0, -1)}ÿ`, 'é']) {
      const answer = await client.raw('POST', '/api/Account/Logout', '{}', {
        'content-type': 'application/json',
        [CSRF_HEADER]: forged,
      });
      expect(answer).toMatchObject({ status: 400, body: { problem: 'InvalidCsrfToken' } });
    }
    expect((await client.post('/api/Account/Logout', {})).status).toBeLessThan(300);
  });
});

describe('validation (item 12)', () => {
  it('refuses impossible dates and dates outside 1800-02-01..9999-12-31, and keeps the stored one', async () => {
    const owner = await register(t.url);
    const occasion = (occasionDate: string) =>
      owner.client.post('/api/MyList/UpdateOccasion', {
        privateGuid: owner.wishlistId,
        occasion: 'MyBirthday',
        occasionDate,
      });
    expect((await occasion('2028-02-29')).status).toBe(200);
    for (const day of ['2023-02-30', '2027-02-29', '2027-04-31', '2027-13-01', '1800-01-31', '2027-2-3']) {
      expect(await occasion(day)).toMatchObject(invalidInput);
    }
    expect(
      await owner.client.post('/api/MyList/UpdateSettings', settings(owner, { birthday: '1990-02-30' })),
    ).toMatchObject(invalidInput);
    // The occasion MyBirthday set the birthday (docs/events.md, "Birthdays"); the refused date left it as it was.
    expect(await view(owner)).toMatchObject({ occasionDate: '2028-02-29', birthday: '2028-02-29' });
  });

  it('refuses a username that is a route of the site, at creation, in the settings and for a second list; CheckUsername answers Invalid', async () => {
    const anyone = new ApiClient(t.url);
    for (const username of [
      'account',
      'api',
      'assets',
      'friends',
      'crossedoff',
      'lootjestrekken',
      'blog',
      'faq',
      'contact',
      'winkels',
      'themes',
      'mylist',
      'Dev',
      'voorwaarden',
    ]) {
      const account = newAccount({ username });
      expect(await anyone.post('/api/Account/Create', account)).toMatchObject(invalidInput);
      expect((await anyone.post('/api/Account/CheckEmail', { email: account.email })).body).toBe('Available');
      expect((await anyone.post('/api/MyList/CheckUsername', { username })).body).toBe('Invalid');
    }
    const owner = await register(t.url);
    expect(await owner.client.post('/api/MyList/UpdateSettings', settings(owner, { username: 'faq' }))).toMatchObject(
      invalidInput,
    );
    expect(
      await owner.client.post('/api/MyList/Create', {
        username: 'winkels',
        firstName: 'An',
        lastName: 'Smet',
        accessType: 'PUBLIC',
      }),
    ).toMatchObject(invalidInput);
    expect((await view(owner)).username).toBe(owner.account.username);
    expect((await owner.client.get<unknown[]>('/api/MyList/GetAllWithGiftCount')).body).toHaveLength(1);
    expect((await anyone.post('/api/MyList/CheckUsername', { username: 'faqtotum' })).body).toBe('Available');
  });

  it('refuses control characters and bidirectional overrides in names, titles, descriptions, categories, forum messages and gifts; nothing is stored', async () => {
    const { owner, categoryId } = await ownerWithGift(t.url);
    const anyone = new ApiClient(t.url);
    for (const hidden of ['\u202E', '\u2066', '\u200F', '\u0000', '\u001B[31m', '\u0085']) {
      const text = `Boek${hidden}gpj.exe`;
      const account = newAccount({ firstName: text });
      expect(await anyone.post('/api/Account/Create', account)).toMatchObject(invalidInput);
      expect((await anyone.post('/api/Account/CheckEmail', { email: account.email })).body).toBe('Available');
      expect(
        await owner.client.post('/api/MyList/UpdateTitle', { privateGuid: owner.wishlistId, title: text }),
      ).toMatchObject(invalidInput);
      expect(
        await owner.client.post('/api/MyList/UpdateDescription', {
          privateGuid: owner.wishlistId,
          description: `Regel\n${text}`,
        }),
      ).toMatchObject(invalidInput);
      expect(await owner.client.post('/api/MyList/UpdateSettings', settings(owner, { lastName: text }))).toMatchObject(
        invalidInput,
      );
      expect(
        await owner.client.post('/api/Category/Create', { wishlistPrivateGuid: owner.wishlistId, name: text }),
      ).toMatchObject(invalidInput);
      expect(await owner.client.post('/api/Category/Rename', { privateGuid: categoryId, name: text })).toMatchObject(
        invalidInput,
      );
      expect(
        await owner.client.post('/api/MyGift/EditWithoutProduct', {
          categoryPrivateGuid: categoryId,
          description: text,
          enableCrossOff: true,
        }),
      ).toMatchObject(invalidInput);
      expect(
        await owner.client.post('/api/MyGift/EditWithoutProduct', {
          categoryPrivateGuid: categoryId,
          description: 'Een boek',
          enableCrossOff: true,
          url: `https://example.com/${text}`,
        }),
      ).toMatchObject(invalidInput);
    }
    const list = await view(owner);
    expect(list).toMatchObject({ title: null, description: null, lastName: owner.account.lastName });
    expect(list.categories).toHaveLength(1);
    expect(list.categories[0]!.gifts).toEqual([
      expect.objectContaining({ description: 'Een boek', uri: 'https://example.com/boek' }),
    ]);
  });

  it('refuses invisible characters and names that look blank (issue 24), and still takes the joiners emoji and scripts need', async () => {
    const owner = await register(t.url);
    const anyone = new ApiClient(t.url);
    for (const name of [
      '\u3164',
      '\u2800\u2800',
      'An\u200Bna',
      'An\u2028na',
      'An\u00ADna',
      'An\uFEFFna',
      'An\u{E0041}na',
      '\u115F\u1160',
      '\uFFA0',
    ]) {
      const account = newAccount({ firstName: name });
      expect(await anyone.post('/api/Account/Create', account)).toMatchObject(invalidInput);
      expect(await owner.client.post('/api/MyList/UpdateSettings', settings(owner, { firstName: name }))).toMatchObject(
        invalidInput,
      );
    }
    const joined = 'An 👩🏽\u200D💻 می\u200Cخواهم';
    expect((await owner.client.post('/api/MyList/UpdateSettings', settings(owner, { firstName: joined }))).status).toBe(
      200,
    );
    expect((await owner.client.get<{ firstName: string }>(`/api/MyList/Get/${owner.wishlistId}`)).body.firstName).toBe(
      joined,
    );
  });

  it('keeps line breaks and tabs in texts that span lines, and accepts letters of any script and emoji', async () => {
    const owner = await register(t.url);
    const description = 'Eerste regel\nTweede\tregel 🎁 Zoë שלום';
    expect(
      (await owner.client.post('/api/MyList/UpdateDescription', { privateGuid: owner.wishlistId, description })).status,
    ).toBe(200);
    expect((await view(owner)).description).toBe(description);
  });

  it('refuses forum messages with hidden characters', async () => {
    const owner = await register(t.url);
    const visitor = await register(t.url);
    const list = await visitor.client.get<{ publicGuid: string }>(`/api/Wishlist/Get/${owner.account.username}`);
    const post = (message: string) =>
      visitor.client.post('/api/Wishlist/CreateForumPost', { publicWishlistGuid: list.body.publicGuid, message });
    expect(await post('Leuke lijst \u202Eolah')).toMatchObject(invalidInput);
    expect(await post('Leuke lijst\u0007')).toMatchObject(invalidInput);
    expect(
      (await visitor.client.get<{ forum: unknown[] }>(`/api/Wishlist/Get/${owner.account.username}`)).body.forum,
    ).toEqual([]);
  });

  it('accepts only http and https gift links without user:password@', async () => {
    const { owner, categoryId } = await ownerWithGift(t.url);
    const gift = (url: string) =>
      owner.client.post('/api/MyGift/EditWithoutProduct', {
        categoryPrivateGuid: categoryId,
        description: 'Een spel',
        enableCrossOff: true,
        url,
      });
    for (const url of [
      'https://user:pass@example.com/',
      'https://bol.com@evil.example/spel',
      'javascript:alert(1)',
      'data:text/html,x',
      'ftp://example.com/spel',
    ]) {
      expect(await gift(url)).toMatchObject(invalidInput);
    }
    expect((await gift('https://www.example.com/spel?id=1')).status).toBe(201);
    expect((await view(owner)).categories[0]!.gifts.map((g) => g.uri)).toEqual([
      'https://example.com/boek',
      'https://www.example.com/spel?id=1',
    ]);
  });

  it('adds https:// to a gift link typed without a scheme, and still refuses other schemes', async () => {
    const { owner, categoryId } = await ownerWithGift(t.url);
    const gift = (url: string) =>
      owner.client.post<{ editedGift: { uri: string } }>('/api/MyGift/EditWithoutProduct', {
        categoryPrivateGuid: categoryId,
        description: 'Een fiets',
        enableCrossOff: true,
        url,
      });
    expect(await gift('www.winkel.be/fiets?kleur=rood')).toMatchObject({
      status: 201,
      body: { editedGift: { uri: 'https://www.winkel.be/fiets?kleur=rood' } },
    });
    for (const url of [
      'javascript:alert(1)',
      'javascript://www.winkel.be/%0Aalert(1)',
      'user:pass@www.winkel.be/',
      'fiets',
    ]) {
      expect(await gift(url)).toMatchObject(invalidInput);
    }
    expect((await view(owner)).categories[0]!.gifts.map((g) => g.uri)).toEqual([
      'https://example.com/boek',
      'https://www.winkel.be/fiets?kleur=rood',
    ]);
  });

  it('keeps a gift link whose host is not ASCII with its host in punycode, so look-alike letters show (issue 24)', async () => {
    const { owner, categoryId } = await ownerWithGift(t.url);
    const link = 'https://\u0430pple.com/iphone';
    const saved = await owner.client.post<{ editedGift: { uri: string; uriDisplayText: string } }>(
      '/api/MyGift/EditWithoutProduct',
      { categoryPrivateGuid: categoryId, description: 'Een telefoon', enableCrossOff: true, url: link },
    );
    expect(saved).toMatchObject({
      status: 201,
      body: { editedGift: { uri: 'https://xn--pple-43d.com/iphone', uriDisplayText: 'xn--pple-43d.com' } },
    });
    const visitor = await new ApiClient(t.url).get<{ categories: { gifts: { uri: string }[] }[] }>(
      `/api/Wishlist/Get/${owner.account.username}`,
    );
    expect(visitor.body.categories[0]!.gifts.map((g) => g.uri)).toContain('https://xn--pple-43d.com/iphone');
  });
});

describe('security headers (item 13)', () => {
  const frontendDir = join(__dirname, '../../frontend/dist');
  let site: TestApp;
  beforeAll(async () => {
    site = await startTestApp({ frontendDir });
  });
  afterAll(async () => {
    await site.close();
  });

  const headersOf = async (url: string, init?: RequestInit) => (await fetch(url, init)).headers;
  const expectSecurityHeaders = (headers: Headers) => {
    const csp = headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('same-origin');
    expect(headers.get('x-frame-options')).toBe('DENY');
  };

  it('are on every answer: API, error, static file, page address, not-found', async () => {
    const answers = [
      await headersOf(`${site.url}/api/Utility/SiteConfig`),
      await headersOf(`${site.url}/api/Account/Logout`, { method: 'POST' }),
      await headersOf(`${site.url}/api/DoesNotExist`),
      await headersOf(`${site.url}/favicon.svg`),
      await headersOf(`${site.url}/themes/sterren.svg`),
      await headersOf(`${site.url}/`),
      await headersOf(`${site.url}/account/login`),
      await headersOf(`${site.url}/iemand`),
      await headersOf(`${site.url}/api/Utility/SiteConfig`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{',
      }),
    ];
    for (const headers of answers) expectSecurityHeaders(headers);
  });

  it('send HSTS and upgrade-insecure-requests only when PUBLIC_URL is https', async () => {
    const plain = await headersOf(`${site.url}/api/Utility/SiteConfig`);
    expect(plain.get('strict-transport-security')).toBeNull();
    expect(plain.get('content-security-policy')).not.toContain('upgrade-insecure-requests');
    const secure = await startTestApp({ publicUrl: 'https://verlanglijstje.example' });
    try {
      const headers = await headersOf(`${secure.url}/api/Utility/SiteConfig`);
      expectSecurityHeaders(headers);
      expect(headers.get('strict-transport-security')).toMatch(/^max-age=31536000/);
      expect(headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
      expect(headers.get('content-security-policy')).toContain('wss://verlanglijstje.example');
    } finally {
      await secure.close();
    }
  });
});
