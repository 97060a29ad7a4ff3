import { CSRF_HEADER } from '@wl/contracts';
import { randomUUID } from 'node:crypto';
import { type Answer, ApiClient, inviteTo, ownerWithGift, register, verifyEmail } from '../support/api-client.js';
import { createLoting } from '../support/loting-draws.js';
import { lotHoldersOf } from '../support/lot-holders.js';
import { registeredRoutes } from '../support/registered-routes.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const SUPPORT_EMAIL = `support-${randomUUID().slice(0, 8)}@example.com`;
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ supportUsers: [SUPPORT_EMAIL] });
});
afterAll(async () => {
  await t.close();
});

/**
 * The routes whose answers are public or cached on purpose (`@PublicAnswer()`), with the caching they keep; `null`:
 * none of their own. Outside the API: robots.txt and the sitemap. Every other route must answer `no-store`.
 */
const KEPT: Record<string, string | null> = {
  'GET /api/Utility/SiteConfig': null,
  'GET /api/Utility/WebVersion': null,
  'GET /api/Stats/HomepageStats': null,
  'GET /api/WishlistImage/GetThemeImages': null,
  'GET /api/Shop': null,
  'GET /api/Image/:id': 'private, max-age=86400',
  'GET /api/Wishlist/Get/:username': 'private, no-cache',
  'GET /robots.txt': null,
  'GET /sitemap.xml': null,
};

const cacheOf = (answer: Answer) => answer.headers.get('cache-control');

describe('Cache-Control of personal and capability answers (issue 24)', () => {
  it('answers no-store on every route of the server but the public ones, whatever the answer (derived from the route table)', async () => {
    const routes = registeredRoutes(t).filter((route) => !(route in KEPT));
    expect(routes.length).toBeGreaterThan(100);
    const caller = await register(t.url);
    const token = await caller.client.csrfToken();
    const misses: string[] = [];
    for (const route of routes) {
      const [method, template] = route.split(' ') as [string, string];
      const path = template.replace(/:\w+/g, () => randomUUID());
      const answer = await fetch(t.url + path, {
        method,
        redirect: 'manual',
        body: method === 'GET' ? undefined : '{}',
        headers: {
          cookie: caller.client.sessionCookie!,
          ...(method === 'GET' ? {} : { 'content-type': 'application/json', [CSRF_HEADER]: token }),
        },
      });
      const cache = answer.headers.get('cache-control');
      if (cache !== 'no-store') misses.push(`${route} -> ${answer.status} ${cache}`);
    }
    expect(misses).toEqual([]);
  });

  it('answers no-store with the personal data and capabilities themselves: owner views, account, e-mail settings, cross-offs, friends, invites', async () => {
    const { owner, giftId, wishlistPublicGuid } = await ownerWithGift(t.url);
    const visitor = await register(t.url);
    const crossOff = await visitor.client.post('/api/Gift/CrossOff', { publicGiftGuid: giftId });
    const friend = await visitor.client.post('/api/Friend/Add', { wishlistPublicGuid });
    const invite = await inviteTo(owner);
    const anonymous = new ApiClient(t.url);
    const answers: [string, Answer][] = [
      ['cross-off (its private guid)', crossOff],
      ['friend added', friend],
      ['owner view', await owner.client.get(`/api/MyList/Get/${owner.wishlistId}`)],
      ['own lists', await owner.client.get('/api/MyList/GetAll')],
      ['account', await owner.client.get('/api/Account/UserData')],
      ['e-mail settings', await owner.client.get(`/api/Account/GetEmailSettings/${owner.userId}`)],
      ['owners and invites', await owner.client.get(`/api/WishlistOwner/${owner.wishlistId}/GetOwnersAndInvites`)],
      ['invite by guid', await anonymous.get(`/api/Wishlist/OpenInvite/${invite.guid}`)],
      ['crossed-off overview', await visitor.client.get('/api/Gift/CrossedOff')],
      ['friends', await visitor.client.get('/api/Friend/Overview')],
      ['anti-forgery token', await anonymous.get('/api/Utility/CsrfToken')],
    ];
    expect(answers.map(([name, answer]) => [name, answer.status < 300, cacheOf(answer)])).toEqual(
      answers.map(([name]) => [name, true, 'no-store']),
    );
  });

  it('answers no-store on the lot view, the organizer view and the support answers', async () => {
    const organizer = await register(t.url);
    const draw = await createLoting(organizer.client);
    expect(draw.status).toBe(201);
    const [lot] = await lotHoldersOf(t, draw.body.publicGuid);
    const support = await register(t.url, { email: SUPPORT_EMAIL });
    await verifyEmail(t.url, support);
    const answers: [string, Answer][] = [
      ['lot view', await new ApiClient(t.url).get(`/api/Lot/${lot!.lotGuid}`)],
      ['organizer view', await organizer.client.get(`/api/Loting/${draw.body.manageGuid}`)],
      ['draws overview', await organizer.client.get('/api/Loting/Overview')],
      ['support access', await support.client.get('/api/Support/Access')],
      ['support find', await support.client.get(`/api/Support/Find?q=${encodeURIComponent(organizer.account.email)}`)],
    ];
    expect(answers.map(([name, answer]) => [name, answer.status < 300, cacheOf(answer)])).toEqual(
      answers.map(([name]) => [name, true, 'no-store']),
    );
  });

  it('leaves the public answers their own caching: the visitor page with its ETag, the site configuration, the shops', async () => {
    const owner = await register(t.url);
    const visitorPage = await new ApiClient(t.url).get(`/api/Wishlist/Get/${owner.account.username}`);
    expect([visitorPage.status, cacheOf(visitorPage), Boolean(visitorPage.headers.get('etag'))]).toEqual([
      200,
      KEPT['GET /api/Wishlist/Get/:username'],
      true,
    ]);
    for (const path of [
      '/api/Utility/SiteConfig',
      '/api/Utility/WebVersion',
      '/api/Stats/HomepageStats',
      '/api/WishlistImage/GetThemeImages',
      '/robots.txt',
    ]) {
      const answer = await fetch(t.url + path, { headers: { cookie: owner.client.sessionCookie! } });
      expect({ path, status: answer.status, cache: answer.headers.get('cache-control') }).toEqual({
        path,
        status: 200,
        cache: null,
      });
    }
  });
});
