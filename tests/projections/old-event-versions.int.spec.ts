import { type EventMetadata, InvalidStoredEvent, type WishlistPersonal } from '@wl/contracts';
import {
  allProjections,
  type ProjectionEvent,
  ProjectionRunner,
  SqliteDocumentStore,
  WISHLIST_GIFTS,
  WISHLISTS,
} from '@wl/projections';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { giftDecider, giftStream } from '../../backend/src/gift/gift.decider.js';
import { StreamWriter } from '../../backend/src/platform/use-case/stream-writer.js';
import { SystemClock } from '../../backend/src/platform/domain/clock.js';
import { SqliteEventStore } from '../../backend/src/platform/event-store/sqlite-event-store.js';
import { SqliteKeyStore } from '../../backend/src/platform/personal-data/sqlite-key-store.js';
import { PersonalData } from '../../backend/src/platform/personal-data/personal-data.js';
import { eventOpener } from '../../backend/src/platform/projections/event-opener.js';
import { lotingDecider, lotingStream } from '../../backend/src/lots/loting.decider.js';
import { wishlistDecider, wishlistStream } from '../../backend/src/wishlist/wishlist.decider.js';

/**
 * Events written before their shape gained a field are stored as version 1 without it. Deciders and projections read
 * them through the upcasters, in today's shape; an event no schema accepts stops the reader with InvalidStoredEvent.
 */
describe('events stored in an older version', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'wl-versions-'));
  const events = new SqliteEventStore(join(dataDir, 'events.db'));
  const documents = new SqliteDocumentStore(join(dataDir, 'readmodels.db'));
  const personalData = new PersonalData(new SqliteKeyStore(join(dataDir, 'keys.db')), documents, events);
  const aggregates = new StreamWriter(events, new SystemClock());

  beforeAll(async () => {
    const personal = await personalData.seal('owner-1', owner);
    await events.append(
      wishlistStream('list-1'),
      [
        stored('e-1', 'WishlistCreated', 1, {
          wishlistId: 'list-1',
          publicGuid: 'pub-1',
          primaryOwnerId: 'owner-1',
          usernameIndex: 'idx',
          accessType: 'PUBLIC',
          includeInSearchResult: true,
          showCrossedOff: false,
          personal,
        }),
        stored('e-2', 'CategoryCreated', 1, {
          wishlistId: 'list-1',
          categoryId: 'cat-1',
          publicGuid: 'cpub-1',
          name: 'Boeken',
        }),
        stored('e-3', 'WishlistSettingsChanged', 1, {
          wishlistId: 'list-1',
          usernameIndex: 'idx',
          accessType: 'PUBLIC',
          includeInSearchResult: true,
          findableWhenVisible: true,
          showCrossedOff: true,
          personal,
        }),
      ],
      'no_stream',
    );
    await events.append(giftStream('gift-1'), [stored('e-4', 'GiftCreated', 1, giftV1)], 'no_stream');
  });

  afterAll(async () => {
    await events.close();
    await documents.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('a decider folds them in the current shape', async () => {
    const { state: wishlist } = await aggregates.load(wishlistStream('list-1'), wishlistDecider);
    expect(wishlist).toMatchObject({ exists: true, accessType: 'PUBLIC', categoryIds: ['cat-1'] });
    expect(wishlist.accessKey).toBeNull();
    expect(wishlist.accessEpoch).toBe(0);
    const { state: gift } = await aggregates.load(giftStream('gift-1'), giftDecider);
    expect(gift.fields).toEqual({ ...giftV1, imageId: null, product: null });
  });

  it('a command decides on them and appends the current version', async () => {
    const { state: wishlist } = await aggregates.load(wishlistStream('list-1'), wishlistDecider);
    const { state: gift } = await aggregates.load(giftStream('gift-1'), giftDecider);
    const context = { commandId: 'cmd-1', correlationId: 'corr-1', userId: 'owner-1', contextId: null };
    await aggregates.execute(
      giftStream('gift-1'),
      giftDecider,
      { type: 'UpdateGift', actorId: 'owner-1', wishlist, gift: { ...gift.fields!, description: 'Twee boeken' } },
      context,
    );
    const [, updated] = await events.readStream(giftStream('gift-1'));
    expect(updated).toMatchObject({
      type: 'GiftUpdated',
      data: { description: 'Twee boeken', imageId: null, product: null },
      metadata: { schemaVersion: 3 },
    });
  });

  it('projections see them in the current shape', async () => {
    const runner = new ProjectionRunner(events, documents, allProjections, eventOpener(personalData));
    const seen: ProjectionEvent[] = [];
    runner.onApplied((projection, applied) => projection === 'wishlists' && seen.push(...applied));
    await runner.rebuild(runner.names());

    expect(seen.find((e) => e.type === 'WishlistCreated')?.data).toMatchObject({ accessKey: null, personal: owner });
    expect(seen.find((e) => e.type === 'WishlistSettingsChanged')?.data).toMatchObject({
      accessKey: null,
      accessEpoch: 0,
    });
    expect(seen.find((e) => e.type === 'GiftCreated')?.data).toEqual({ ...giftV1, imageId: null, product: null });
    expect(await documents.get(WISHLISTS, 'list-1')).toMatchObject({
      username: 'anna',
      accessEpoch: 0,
      showCrossedOff: true,
      giftCount: 1,
    });
    expect(await documents.get(WISHLIST_GIFTS, 'gift-1')).toMatchObject({
      description: 'Twee boeken',
      imageUrl: null,
      categoryId: 'cat-1',
    });
  });

  it('a draw stored before budget and date (LotingCreated v1) folds with neither', async () => {
    const participant = (id: string) => ({
      participantId: id,
      publicGuid: `pub-${id}`,
      lotGuidHash: `hash-${id}`,
      userId: null,
      emailIndex: `mail-${id}`,
    });
    await events.append(
      lotingStream('loting-1'),
      [
        stored('e-loting', 'LotingCreated', 1, {
          lotingId: 'loting-1',
          publicGuid: 'pub-loting',
          organizerId: 'owner-1',
          manageGuidHash: 'hash',
          participants: ['a', 'b', 'c'].map(participant),
          exclusions: [],
          redoOf: null,
          personal: await personalData.seal('loting-1', { title: 'Kerst' }),
        }),
      ],
      'no_stream',
    );
    const { state } = await aggregates.load(lotingStream('loting-1'), lotingDecider);
    expect(state).toMatchObject({
      status: 'created',
      lotingId: 'loting-1',
      budget: null,
      date: null,
      redoOf: null,
      replacedBy: null,
    });
  });

  it('an event no schema accepts stops the decider and the projection opener with InvalidStoredEvent naming it', async () => {
    const withoutImage = stored('e-poison', 'GiftCreated', 2, { ...giftV1, giftId: 'gift-2' });
    await events.append(giftStream('gift-2'), [withoutImage], 'no_stream');
    const refusal = { eventId: 'e-poison', eventType: 'GiftCreated' };
    await expect(aggregates.load(giftStream('gift-2'), giftDecider)).rejects.toThrow(InvalidStoredEvent);
    await expect(aggregates.load(giftStream('gift-2'), giftDecider)).rejects.toMatchObject(refusal);
    const [logEvent] = await events.readStream(giftStream('gift-2'));
    await expect(eventOpener(personalData)(logEvent!)).rejects.toMatchObject(refusal);
  });
});

const owner: WishlistPersonal = {
  username: 'anna',
  firstName: 'Anna',
  lastName: 'Peeters',
  city: null,
  accessQuestion: null,
  accessAnswer: null,
};
const giftV1 = {
  giftId: 'gift-1',
  wishlistId: 'list-1',
  categoryId: 'cat-1',
  description: 'Een boek',
  url: null,
  crossOffEnabled: true,
};

function stored(eventId: string, type: string, schemaVersion: number, data: object) {
  const metadata: EventMetadata = {
    correlationId: 'corr-0',
    causationId: null,
    userId: 'owner-1',
    at: '2023-11-02T09:00:00.000Z',
    schemaVersion,
  };
  return { eventId, type, data, metadata };
}
