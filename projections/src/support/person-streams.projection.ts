import { defineProjection, unhandled } from '../runner/projection.js';

/**
 * Read model `person_streams`: per user, the ids of the streams that hold their doings, deleted ones kept: the lists
 * they created or co-owned, the gifts they crossed off (undone ones too), the posts they wrote (deleted ones too), the
 * draws they organized or took part in with their account (deleted and redone ones too). Only ids, never data; the
 * support timeline of a user reads these streams from the log (docs/support.md).
 */
export interface PersonStreamsDocument {
  wishlistIds: string[];
  crossedOffGiftIds: string[];
  posts: { wishlistId: string; postId: string }[];
  /** Absent in documents written before draws were noted (a rebuild of the read model fills it). */
  lotingIds?: string[];
}

export const PERSON_STREAMS = 'person_streams';

const EMPTY: PersonStreamsDocument = { wishlistIds: [], crossedOffGiftIds: [], posts: [], lotingIds: [] };
const withId = (ids: string[], id: string) => (ids.includes(id) ? ids : [...ids, id]);

export const personStreamsProjection = defineProjection({
  name: 'person-streams',
  collections: [PERSON_STREAMS],
  indexes: [],
  handles: ['WishlistCreated', 'ExtraOwnerInviteAccepted', 'GiftCrossedOff', 'ForumPostCreated', 'LotingCreated'],
  async apply(event, context) {
    const note = async (userId: string, change: (doc: PersonStreamsDocument) => PersonStreamsDocument) => {
      context.put(
        PERSON_STREAMS,
        userId,
        change((await context.get<PersonStreamsDocument>(PERSON_STREAMS, userId)) ?? EMPTY),
      );
    };
    // Each change adds an id only once, so an event applied again changes nothing.
    if (event.type === 'WishlistCreated') {
      await note(event.data.primaryOwnerId, (doc) => ({
        ...doc,
        wishlistIds: withId(doc.wishlistIds, event.data.wishlistId),
      }));
    } else if (event.type === 'ExtraOwnerInviteAccepted') {
      await note(event.data.userId, (doc) => ({ ...doc, wishlistIds: withId(doc.wishlistIds, event.data.wishlistId) }));
    } else if (event.type === 'GiftCrossedOff') {
      await note(event.data.byUserId, (doc) => ({
        ...doc,
        crossedOffGiftIds: withId(doc.crossedOffGiftIds, event.data.giftId),
      }));
    } else if (event.type === 'ForumPostCreated') {
      const { wishlistId, postId, authorId } = event.data;
      await note(authorId, (doc) =>
        doc.posts.some((p) => p.postId === postId) ? doc : { ...doc, posts: [...doc.posts, { wishlistId, postId }] },
      );
    } else if (event.type === 'LotingCreated') {
      const { lotingId, organizerId, participants } = event.data;
      for (const userId of new Set([organizerId, ...participants.map((p) => p.userId)])) {
        if (userId) await note(userId, (doc) => ({ ...doc, lotingIds: withId(doc.lotingIds ?? [], lotingId) }));
      }
    } else unhandled(event);
  },
});
