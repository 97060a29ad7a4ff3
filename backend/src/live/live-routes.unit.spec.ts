import { randomUUID } from 'node:crypto';
import { DomainEvent, eventSchemaVersions } from '@wl/contracts';
import { allProjections, BatchContext, type ProjectionEvent, SqliteDocumentStore } from '@wl/projections';
import { configFromEnv } from '../platform/config/config.js';
import { AggregateStore } from '../platform/domain/aggregate-store.js';
import { SystemClock } from '../platform/domain/clock.js';
import { SqliteEventStore } from '../platform/event-store/sqlite-event-store.js';
import { WishlistQueries } from '../wishlist/index.js';
import { LiveFacts } from './live-facts.js';
import { isLiveProjection, liveRoutes, liveTargets } from './live-routes.js';

const eventTypes = DomainEvent.options.map((schema) => schema.shape.type.value);
const sealed = { keyId: 'k', iv: 'iv', data: 'sealed' };

// The mapping is a Record over the event union: leaving one type out does not compile.
const { WishlistDeleted: _left, ...withoutOne } = liveRoutes;
// @ts-expect-error WishlistDeleted is decided nowhere
export const incomplete: typeof liveRoutes = withoutOne;

describe('liveRoutes', () => {
  it('decides every event type of the union, and nothing else', () => {
    expect(Object.keys(liveRoutes).sort()).toEqual([...eventTypes].sort());
  });

  it('follows, for each push, a read model that handles that event type (else it would never be sent)', () => {
    for (const type of eventTypes) {
      for (const projection of Object.keys(liveRoutes[type])) {
        expect(isLiveProjection(projection)).toBe(true);
        expect({
          type,
          projection,
          handled: allProjections.find((p) => p.name === projection)?.handles.has(type),
        }).toEqual({ type, projection, handled: true });
      }
    }
  });
});

describe('live targets of events, after the read models wrote them', () => {
  const events = new SqliteEventStore(':memory:');
  const documents = new SqliteDocumentStore(':memory:');
  const facts = new LiveFacts(
    new WishlistQueries(documents, configFromEnv({})),
    new AggregateStore(events, new SystemClock()),
    documents,
    events,
  );
  beforeAll(async () => {
    for (const { collection, field } of allProjections.flatMap((p) => p.indexes))
      await documents.ensureIndex(collection, field);
  });
  afterAll(() => {
    documents.close();
    events.close();
  });

  /** Appends the event to its stream and lets every read model that follows it apply it, as the runner does. */
  async function happen(
    streamId: string,
    event: DomainEvent,
    contextId: string | null = 'tab-1',
  ): Promise<ProjectionEvent> {
    const metadata = {
      correlationId: randomUUID(),
      causationId: null,
      userId: null,
      contextId,
      at: new Date().toISOString(),
      schemaVersion: eventSchemaVersions[event.type],
    };
    const eventId = randomUUID();
    const { position } = await events.append(
      streamId,
      [{ eventId, type: event.type, data: event.data, metadata }],
      'any',
    );
    // Personal data as the projections see it once its key is gone: the routes never read it.
    const opened = {
      ...event,
      data: 'personal' in event.data ? { ...event.data, personal: null } : event.data,
      eventId,
      streamId,
      position,
      metadata,
    } as ProjectionEvent;
    for (const projection of allProjections.filter((p) => p.handles.has(event.type))) {
      const context = new BatchContext(documents);
      await projection.apply(opened, context);
      await documents.commit(context.changes());
    }
    return opened;
  }

  async function list(showCrossedOff: boolean, accessType: 'PUBLIC' | 'CLOSED' = 'PUBLIC') {
    const wishlistId = randomUUID();
    const publicGuid = randomUUID();
    const ownerId = randomUUID();
    await happen(`wishlist-${wishlistId}`, {
      type: 'WishlistCreated',
      data: {
        wishlistId,
        publicGuid,
        primaryOwnerId: ownerId,
        usernameIndex: randomUUID(),
        accessType,
        includeInSearchResult: true,
        showCrossedOff,
        personal: sealed,
        accessKey: null,
      },
    });
    return { wishlistId, publicGuid, ownerId, stream: `wishlist-${wishlistId}` };
  }

  async function friendOf(wishlistId: string) {
    const userId = randomUUID();
    await happen(`friends-${userId}`, {
      type: 'FriendAdded',
      data: { userId, friendPrivateGuid: randomUUID(), wishlistId },
    });
    return userId;
  }

  const targetsAfter = async (projection: string, event: ProjectionEvent) => liveTargets(event, projection, facts);

  it('tells visitors and the giver of a cross-off, and owners only while their list shows cross-offs', async () => {
    for (const showCrossedOff of [false, true]) {
      const { wishlistId, publicGuid } = await list(showCrossedOff);
      const giftId = randomUUID();
      const byUserId = randomUUID();
      const crossed = await happen(`gift-${giftId}`, {
        type: 'GiftCrossedOff',
        data: { giftId, wishlistId, crossOffId: randomUUID(), byUserId },
      });
      const visitors = {
        kind: 'publish',
        room: `wishlist:${publicGuid}`,
        name: 'GiftChanged',
        message: { wishlistPublicGuid: publicGuid, giftPublicGuid: giftId, change: 'CrossedOff', contextId: 'tab-1' },
      };
      const owners = {
        kind: 'publish',
        room: `owners:${wishlistId}`,
        name: 'OwnerWishlistChanged',
        message: { wishlistPrivateGuid: wishlistId, giftPublicGuid: giftId, change: 'CrossedOff', contextId: 'tab-1' },
      };
      expect(await targetsAfter('wishlists', crossed)).toEqual(showCrossedOff ? [visitors, owners] : [visitors]);
      expect(await targetsAfter('crossed_off', crossed)).toEqual([
        {
          kind: 'publish',
          room: `user:${byUserId}`,
          name: 'CrossedOffChanged',
          message: { giftPublicGuid: giftId, isCrossedOff: true, contextId: 'tab-1' },
        },
      ]);

      const undone = await happen(`gift-${giftId}`, {
        type: 'CrossOffUndone',
        data: { giftId, wishlistId, crossOffId: randomUUID(), byUserId, undoneBy: 'giver' },
      });
      expect(JSON.stringify(await targetsAfter('wishlists', undone)).includes(`owners:${wishlistId}`)).toBe(
        showCrossedOff,
      );
    }
  });

  it('tells a deleted list\u2019s visitors, owners and friends, and empties its groups', async () => {
    const { wishlistId, publicGuid, stream } = await list(false);
    const friend = await friendOf(wishlistId);
    const deleted = await happen(stream, { type: 'WishlistDeleted', data: { wishlistId } }, null);
    expect(await facts.list(wishlistId)).toBeNull();
    expect(await targetsAfter('wishlists', deleted)).toEqual([
      {
        kind: 'publish',
        room: `wishlist:${publicGuid}`,
        name: 'WishlistDeleted',
        message: { wishlistPublicGuid: publicGuid, contextId: null },
      },
      { kind: 'leave', room: `wishlist:${publicGuid}` },
      {
        kind: 'publish',
        room: `owners:${wishlistId}`,
        name: 'OwnerWishlistDeleted',
        message: { wishlistPrivateGuid: wishlistId, contextId: null },
      },
      { kind: 'leave', room: `owners:${wishlistId}` },
      {
        kind: 'publish',
        room: `user:${friend}`,
        name: 'FriendListChanged',
        message: { wishlistPublicGuid: publicGuid, contextId: null },
      },
    ]);
  });

  it('tells the owners and the friends of a birthday, not the visitors (their page does not show it)', async () => {
    const { wishlistId, publicGuid, stream } = await list(false);
    const friend = await friendOf(wishlistId);
    const birthday = await happen(stream, { type: 'WishlistBirthdaySet', data: { wishlistId, personal: sealed } });
    expect(await targetsAfter('wishlists', birthday)).toEqual([
      {
        kind: 'publish',
        room: `owners:${wishlistId}`,
        name: 'OwnerWishlistChanged',
        message: { wishlistPrivateGuid: wishlistId, giftPublicGuid: null, change: 'ListUpdated', contextId: 'tab-1' },
      },
      {
        kind: 'publish',
        room: `user:${friend}`,
        name: 'FriendListChanged',
        message: { wishlistPublicGuid: publicGuid, contextId: 'tab-1' },
      },
    ]);
  });

  it('tells the friends nothing of a closed list, which their overview does not show', async () => {
    const { wishlistId, publicGuid, stream } = await list(false, 'CLOSED');
    await friendOf(wishlistId);
    const birthday = await happen(stream, { type: 'WishlistBirthdaySet', data: { wishlistId, personal: sealed } });
    expect((await targetsAfter('wishlists', birthday)).map((t) => t.room)).toEqual([`owners:${wishlistId}`]);
    const deleted = await happen(stream, { type: 'WishlistDeleted', data: { wishlistId } });
    expect((await targetsAfter('wishlists', deleted)).map((t) => t.room)).toEqual([
      `wishlist:${publicGuid}`,
      `wishlist:${publicGuid}`,
      `owners:${wishlistId}`,
      `owners:${wishlistId}`,
    ]);
  });

  it('tells, after a settings change, the list\u2019s pages (visitors then join again) and its friends', async () => {
    const { wishlistId, publicGuid, ownerId, stream } = await list(false);
    const friend = await friendOf(wishlistId);
    const changed = await happen(stream, {
      type: 'WishlistSettingsChanged',
      data: {
        wishlistId,
        usernameIndex: ownerId,
        accessType: 'CLOSED',
        includeInSearchResult: false,
        findableWhenVisible: false,
        showCrossedOff: false,
        personal: sealed,
        accessKey: null,
        accessEpoch: 1,
      },
    });
    expect(
      (await targetsAfter('wishlists', changed)).map(
        (t) => `${t.kind} ${t.room}${t.kind === 'publish' ? ` ${t.name}` : ''}`,
      ),
    ).toEqual([
      `publish owners:${wishlistId} OwnerWishlistChanged`,
      `publish wishlist:${publicGuid} WishlistChanged`,
      `leave wishlist:${publicGuid}`,
      `publish user:${friend} FriendListChanged`,
    ]);
  });

  it('sends nothing after a read model the event\u2019s push does not follow, nor for a type that tells nobody', async () => {
    const { wishlistId, stream } = await list(true);
    const giftId = randomUUID();
    const crossed = await happen(`gift-${giftId}`, {
      type: 'GiftCrossedOff',
      data: { giftId, wishlistId, crossOffId: randomUUID(), byUserId: randomUUID() },
    });
    expect(await targetsAfter('list_activity', crossed)).toEqual([]);
    expect(await targetsAfter('forum', crossed)).toEqual([]);
    const sent = await happen(stream, {
      type: 'WishlistSent',
      data: { sentId: randomUUID(), wishlistId, senderId: randomUUID(), personal: sealed },
    });
    for (const projection of allProjections) expect(await targetsAfter(projection.name, sent)).toEqual([]);
  });
});
