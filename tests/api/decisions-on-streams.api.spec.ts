import { ReadModels } from '../../backend/src/platform/projections/read-models.js';
import { coOwnerOf, type Registered, register, verifyEmail } from '../support/api-client.js';
import { createLoting, organizerParticipant, participant } from '../support/loting-draws.js';
import { lotHoldersOf } from '../support/lot-holders.js';
import { appsOfEachTest, type TestApp, TestClock } from '../support/test-app.js';

const { start } = appsOfEachTest();
/** From here on the read models show nothing new: the app's projections are stopped (its reactors still run). */
const freezeReadModels = (t: TestApp) => t.app.get(ReadModels).runner.stop();

/** The organizer follows each friend's list (on the friends stream), and a draw names one of them by account. */
async function organizerWithFriends(t: TestApp, count: number) {
  const organizer = await register(t.url);
  const friends = await Promise.all(Array.from({ length: count }, () => register(t.url)));
  const follows = await Promise.all(
    friends.map(async (friend) => {
      const { publicGuid } = (
        await organizer.client.get<{ publicGuid: string }>(`/api/Wishlist/Get/${friend.account.username}`)
      ).body;
      return (
        await organizer.client.post<{ friendPrivateGuid: string }>('/api/Friend/Add', {
          wishlistPublicGuid: publicGuid,
        })
      ).body.friendPrivateGuid;
    }),
  );
  const guids = await Promise.all(
    friends.map(
      async (friend) => (await friend.client.get<{ publicGuid: string }>('/api/Account/UserData')).body.publicGuid,
    ),
  );
  const draw = async (friend: number) =>
    organizer.client.post('/api/Loting/Create', {
      title: 'Kerstfeest',
      participants: [
        await organizerParticipant(organizer.client),
        participant('Vriend', '', { publicUserGuid: guids[friend]! }),
        participant('Carla', 'carla@example.com'),
      ],
    });
  return { organizer, friends, follows, draw };
}

const closeList = ({ client, wishlistId, account }: Registered) =>
  client.post('/api/MyList/UpdateSettings', {
    privateGuid: wishlistId,
    username: account.username,
    firstName: account.firstName,
    lastName: account.lastName,
    accessType: 'CLOSED',
    includeInSearchResult: false,
    showCrossedOff: false,
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
    const { publicGuid } = (
      await visitor.client.get<{ publicGuid: string }>(`/api/Wishlist/Get/${owner.account.username}`)
    ).body;
    await freezeReadModels(t);

    const closed = await closeList(owner);
    // Stored, but the read models do not show it: they still say the list is public.
    expect(closed).toMatchObject({ status: 503, body: { problem: 'ReadModelsBehind' } });
    expect(
      await visitor.client.post('/api/Wishlist/CreateForumPost', {
        publicWishlistGuid: publicGuid,
        message: 'Nog snel',
      }),
    ).toMatchObject({ status: 422, body: 'NoAccess' });
    expect(await visitor.client.post('/api/Friend/Add', { wishlistPublicGuid: publicGuid })).toMatchObject({
      status: 422,
      body: 'NoAccess',
    });
  });

  it('refuses to mail a list deleted a moment ago', async () => {
    const clock = new TestClock();
    const t = await start({ readYourWritesWaitMs: 200 }, clock);
    const owner = await register(t.url);
    await verifyEmail(t.url, owner);
    clock.advance(25 * 3_600_000);
    await freezeReadModels(t);

    expect(await owner.client.delete(`/api/MyList/${owner.wishlistId}`)).toMatchObject({
      status: 503,
      body: { problem: 'ReadModelsBehind' },
    });
    const send = {
      privateGuid: owner.wishlistId,
      recipients: 'oma@example.com',
      subject: 'Mijn lijst',
      messageStart: 'Dag oma,',
      messageEnd: 'Tot snel!',
    };
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
    expect(await organizer.client.post('/api/Lot/SelectWishlist', select)).toMatchObject({
      status: 422,
      body: 'WishlistNotFound',
    });
  });

  it('refuses to name in a draw a friend whose list was made private a moment ago', async () => {
    const t = await start({ readYourWritesWaitMs: 200 });
    const {
      friends: [friend],
      draw,
    } = await organizerWithFriends(t, 2);
    // Naming a friend works: the other one, whose list stays public.
    expect(await draw(1)).toMatchObject({ status: 201 });
    await freezeReadModels(t);

    expect(await closeList(friend!)).toMatchObject({ status: 503, body: { problem: 'ReadModelsBehind' } });
    expect(await draw(0)).toMatchObject({ status: 422, body: 'InvalidData' });
  });

  it('refuses to name in a draw a friend the organizer stopped following a moment ago', async () => {
    const t = await start({ readYourWritesWaitMs: 200 });
    const { organizer, follows, draw } = await organizerWithFriends(t, 1);
    await freezeReadModels(t);

    expect(await organizer.client.delete(`/api/Friend/${follows[0]}`)).toMatchObject({
      status: 503,
      body: { problem: 'ReadModelsBehind' },
    });
    expect(await draw(0)).toMatchObject({ status: 422, body: 'InvalidData' });
  });

  it('answers a co-owner removed a moment ago 404 on the list\u2019s picture, as anyone who does not own it', async () => {
    const t = await start({ readYourWritesWaitMs: 200 });
    const owner = await register(t.url);
    const coOwner = await coOwnerOf(t.url, owner);
    const theme = (id: string) =>
      coOwner.client.post('/api/WishlistImage/SetThemeImage', { id, username: owner.account.username });
    expect(await theme('confetti')).toMatchObject({ status: 200 });
    await freezeReadModels(t);

    const removed = await owner.client.post('/api/WishlistOwner/RemoveExtraOwner', {
      privateWishlistGuid: owner.wishlistId,
      publicUserGuid: coOwner.publicGuid,
    });
    // Stored, but the read models do not show it: they still list the co-owner.
    expect([200, 204, 503]).toContain(removed.status);
    expect(await theme('sterren')).toMatchObject({ status: 404, body: { problem: 'WishlistNotFound' } });
  });
});
