import { ReadModels } from '../../backend/src/platform/projections/read-models.js';
import { register } from '../support/api-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => { t = await startTestApp({ readYourWritesWaitMs: 200 }); });
afterAll(async () => { await t.close(); });

/**
 * Use cases decide on the loaded streams (docs/architecture.md, "One shape for every write"): a change the read models
 * do not show yet still counts. Here they show nothing new at all: the projections are stopped.
 */
describe('decisions on the list stream, not on lagging read models', () => {
  it('refuses a forum post and a new friend on a list closed a moment ago', async () => {
    const owner = await register(t.url);
    const visitor = await register(t.url);
    const { publicGuid } = (await visitor.client.get<{ publicGuid: string }>(`/api/Wishlist/Get/${owner.account.username}`)).body;
    const { account } = owner;
    await t.app.get(ReadModels).runner.stop();

    const closed = await owner.client.post('/api/MyList/UpdateSettings', {
      privateGuid: owner.wishlistId, username: account.username, firstName: account.firstName, lastName: account.lastName,
      accessType: 'CLOSED', includeInSearchResult: false, showCrossedOff: false,
    });
    // Stored, but the read models do not show it: they still say the list is public.
    expect(closed).toMatchObject({ status: 503, body: { problem: 'ReadModelsBehind' } });
    expect(await visitor.client.post('/api/Wishlist/CreateForumPost', { publicWishlistGuid: publicGuid, message: 'Nog snel' })).toMatchObject({ status: 422, body: 'NoAccess' });
    expect(await visitor.client.post('/api/Friend/Add', { wishlistPublicGuid: publicGuid })).toMatchObject({ status: 422, body: 'NoAccess' });
  });
});
