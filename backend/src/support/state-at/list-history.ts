import { comparePositions, type LogEvent } from '@wl/projections';
import { userStream } from '../../account/user.decider.js';
import type { EventStore } from '../../platform/event-store/event-store.port.js';
import { giftStream } from '../../gift/gift.decider.js';
import { forumStream } from '../../wishlist/forum.decider.js';
import { wishlistStream } from '../../wishlist/wishlist.decider.js';

/**
 * Which ids in a stream's events lead to other streams a list's views are built from: a list's stream names its gifts,
 * its owners and the lists categories or gifts were moved in from (their documents began there); its forum names
 * the posters, whose erasure removes their posts.
 */
const FOLLOW: Record<string, Record<string, (id: string) => string>> = {
  wishlist: { giftId: giftStream, primaryOwnerId: userStream, userId: userStream, fromWishlistId: wishlistStream },
  forum: { authorId: userStream },
};

const familyOf = (streamId: string) => streamId.slice(0, streamId.indexOf('-'));

/**
 * Every event that can change a list's owner view or visitor view, in log order: the events of its own stream and its
 * forum's, and of the streams those lead to (FOLLOW), until no new stream turns up. Only these streams are read, so
 * the cost grows with the list's history, not with the log.
 */
export async function listHistory(events: EventStore, wishlistId: string): Promise<LogEvent[]> {
  const pending = [wishlistStream(wishlistId), forumStream(wishlistId)];
  const seen = new Set(pending);
  const found: LogEvent[] = [];
  while (pending.length > 0) {
    const streamId = pending.pop()!;
    const follow = FOLLOW[familyOf(streamId)] ?? {};
    for (const event of await events.readStream(streamId)) {
      found.push(event);
      for (const [field, streamOf] of Object.entries(follow)) {
        const id = (event.data as Record<string, unknown>)[field];
        if (typeof id !== 'string' || seen.has(streamOf(id))) continue;
        seen.add(streamOf(id));
        pending.push(streamOf(id));
      }
    }
  }
  return found.sort((a, b) => comparePositions(a.position, b.position));
}
