import { ReadModels } from '../../backend/src/platform/projections/read-models.js';
import { type Registered, register, verifyEmail } from '../support/api-client.js';
import { createLoting } from '../support/loting-draws.js';
import { lotHoldersOf } from '../support/lot-holders.js';
import { appsOfEachTest, type TestApp, TestClock } from '../support/test-app.js';

const { start } = appsOfEachTest();
/** From here on the read models show nothing new: the app's projections are stopped (its reactors still run). */
const freezeReadModels = (t: TestApp) => t.app.get(ReadModels).runner.stop();

const closeList = ({ client, wishlistId, account }: Registered) => client.post('/api/MyList/UpdateSettings', {
  privateGuid: wishlistId, username: account.username, firstName: account.firstName, lastName: account.lastName,
  accessType: 'CLOSED', includeInSearchResult: false, showCrossedOff: false,
});

/**
 * Use cases decide on the loaded streams (docs/architecture.md, "One shape for every write"): a change the read models
 * do not show yet still counts. Each command below was decided on a read model before, which still showed the old state.
 */
describe('decisions on streams, not on lagging read models', () => {
  it('refuses a forum post and a new friend on a list closed a moment ago', async () => {
    const t = await start({ readYourWritesWaitMs: 200 });
    const owner = await register(t.url);
    const visitor = await register(t.url);
    const { publicGuid } = (await visitor.client.get<{ publicGuid: string }>(`/api/Wishlist/Get/${owner.account.username}`)).body;
    await freezeReadModels(t);

    const closed = await closeList(owner);
    // Stored, but the read models do not show it: they still say the list is public.
    expect(closed).toMatchObject({ status: 503, body: { problem: 'ReadModelsBehind' } });
    expect(await visitor.client.post('/api/Wishlist/CreateForumPost', { publicWishlistGuid: publicGuid, message: 'Nog snel' })).toMatchObject({ status: 422, body: 'NoAccess' });
    expect(await visitor.client.post('/api/Friend/Add', { wishlistPublicGuid: publicGuid })).toMatchObject({ status: 422, body: 'NoAccess' });
  });

  it('refuses to mail a list deleted a moment ago', async () => {
    const clock = new TestClock();
    const t = await start({ readYourWritesWaitMs: 200 }, clock);
    const owner = await register(t.url);
    await verifyEmail(t.url, owner);
    clock.advance(25 * 3_600_000);
    await freezeReadModels(t);

    expect(await owner.client.delete(`/api/MyList/${owner.wishlistId}`)).toMatchObject({ status: 503, body: { problem: 'ReadModelsBehind' } });
    const send = { privateGuid: owner.wishlistId, recipients: 'oma@example.com', subject: 'Mijn lijst', messageStart: 'Dag oma,', messageEnd: 'Tot snel!' };
    expect(await owner.client.post('/api/MyList/Send', send)).toMatchObject({ status: 422, body: 'WishlistNotFound' });
  });

  it('refuses to couple a list made private a moment ago to a lot', async () => {
    const t = await start({ readYourWritesWaitMs: 200 });
    const organizer = await register(t.url);
    const created = await createLoting(organizer.client);
    const own = (await lotHoldersOf(t, created.body.publicGuid)).find((h) => h.name === 'Organisator')!;
    await freezeReadModels(t);

    expect(await closeList(organizer)).toMatchObject({ status: 503, body: { problem: 'ReadModelsBehind' } });
    const select = { participantPrivateGuid: own.lotGuid, wishlistPrivateGuid: organizer.wishlistId };
    expect(await organizer.client.post('/api/Lot/SelectWishlist', select)).toMatchObject({ status: 422, body: 'WishlistNotFound' });
  });
});
