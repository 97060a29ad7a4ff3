import { Inject, Injectable } from '@nestjs/common';
import type { SupportSubject, SupportTimeline } from '@wl/contracts';
import {
  type AuthorPosts, CROSSED_OFF, type CrossedOffDocument, type DocumentStore, FORUM_POSTS, type ForumPostDocument, LOTING_MEMBERS,
  type LotingMemberDocument, POSTS_BY_AUTHOR, userMemberKey,
} from '@wl/projections';
import { userStream } from '../account/user.decider.js';
import { friendsStream } from '../friend/friends.decider.js';
import { giftStream } from '../gift/gift.decider.js';
import { lotingStream } from '../lots/loting.decider.js';
import { comparePositions, type EventStore, type RecordedEvent } from '../platform/event-store/event-store.port.js';
import { invalidInput } from '../platform/http/zod-body.js';
import { DOCUMENT_STORE, EVENT_STORE } from '../platform/tokens.js';
import { forumStream } from '../wishlist/forum.decider.js';
import { wishlistStream } from '../wishlist/wishlist.decider.js';
import { WishlistQueries } from '../wishlist/wishlist.queries.js';
import { supportAuditStream } from './support-audit.js';
import { SupportEvents } from './support-events.js';

/** Which events of a stream belong to the subject: all of them, or the ones a filter keeps (another person's stream). */
type Keep = ((event: RecordedEvent) => boolean) | 'all';
type Parts = Map<string, Keep>;

const dataOf = (event: RecordedEvent) => (event.data ?? {}) as Record<string, unknown>;
const giftIdsIn = (events: RecordedEvent[]) => new Set(events.map((e) => dataOf(e).giftId).filter((id): id is string => typeof id === 'string'));

/**
 * A subject's timeline: its streams (found through the read models, a list's gifts through the list's own stream) and
 * its support audit stream, merged in log order. Of another person's stream only the subject's own events count: a
 * user's cross-offs on someone's gift, their posts on someone's forum.
 */
@Injectable()
export class SupportTimelines {
  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
    private readonly queries: WishlistQueries,
    private readonly supportEvents: SupportEvents,
  ) {}

  async read(subject: SupportSubject, query: ReturnType<typeof parsedQuery>): Promise<SupportTimeline> {
    const streams = new Map<string, Promise<RecordedEvent[]>>();
    const read = (streamId: string) => streams.get(streamId) ?? streams.set(streamId, this.events.readStream(streamId)).get(streamId)!;
    const parts = await this.partsOf(subject, read);
    parts.set(supportAuditStream(subject), 'all');

    const all = (await Promise.all([...parts].map(async ([streamId, keep]) => (await read(streamId)).filter((e) => keep === 'all' || keep(e)))))
      .flat().sort((a, b) => comparePositions(a.position, b.position));
    const wanted = all.filter((e) => query.matches(e));
    const page = wanted.slice(0, query.limit);
    return {
      subject,
      streams: [...parts.keys()],
      events: await this.supportEvents.toSupportEvents(page),
      next: wanted.length > query.limit ? page[page.length - 1]!.position : null,
    };
  }

  private async partsOf(subject: SupportSubject, read: (streamId: string) => Promise<RecordedEvent[]>): Promise<Parts> {
    const parts: Parts = new Map();
    switch (subject.kind) {
      case 'user':
        await this.userParts(subject.id, parts, read);
        break;
      case 'wishlist':
        await this.listParts(subject.id, parts, read);
        break;
      case 'gift':
        parts.set(giftStream(subject.id), 'all');
        break;
      case 'loting':
      case 'participant':
        parts.set(lotingStream(subject.id.split(':')[0]!), 'all');
        break;
    }
    return parts;
  }

  private async listParts(wishlistId: string, parts: Parts, read: (streamId: string) => Promise<RecordedEvent[]>) {
    parts.set(wishlistStream(wishlistId), 'all');
    parts.set(forumStream(wishlistId), 'all');
    for (const giftId of giftIdsIn(await read(wishlistStream(wishlistId)))) parts.set(giftStream(giftId), 'all');
  }

  private async userParts(userId: string, parts: Parts, read: (streamId: string) => Promise<RecordedEvent[]>) {
    const [lists, crossOffs, posts, draws] = await Promise.all([
      this.queries.listsOf(userId),
      this.store.find<CrossedOffDocument>(CROSSED_OFF, { userId }, 10_000),
      this.authoredPosts(userId),
      this.store.find<LotingMemberDocument>(LOTING_MEMBERS, { memberKey: userMemberKey(userId) }, 10_000),
    ]);
    parts.set(userStream(userId), 'all');
    parts.set(friendsStream(userId), 'all');
    for (const list of lists) await this.listParts(list.wishlistId, parts, read);
    for (const { lotingId } of draws) parts.set(lotingStream(lotingId), 'all');
    // On the user's own lists these streams are there whole already.
    const byUser = (e: RecordedEvent) => dataOf(e).byUserId === userId;
    for (const { giftId } of crossOffs) if (!parts.has(giftStream(giftId))) parts.set(giftStream(giftId), byUser);
    for (const { wishlistId, postIds } of posts) {
      if (!parts.has(forumStream(wishlistId))) parts.set(forumStream(wishlistId), (e) => postIds.has(dataOf(e).postId as string));
    }
  }

  /** The lists a user posted on, each with the ids of the user's posts there. */
  private async authoredPosts(userId: string): Promise<{ wishlistId: string; postIds: Set<string> }[]> {
    const ids = (await this.store.get<AuthorPosts>(POSTS_BY_AUTHOR, userId))?.postIds ?? [];
    const posts = (await Promise.all(ids.map((id) => this.store.get<ForumPostDocument>(FORUM_POSTS, id)))).filter((p) => p !== null);
    const byList = new Map<string, Set<string>>();
    for (const post of posts) (byList.get(post.wishlistId) ?? byList.set(post.wishlistId, new Set()).get(post.wishlistId)!).add(post.postId);
    return [...byList].map(([wishlistId, postIds]) => ({ wishlistId, postIds }));
  }
}

const POSITION = /^\d{1,19}(\/\d{1,19})?$/;

/** The page and filters of a timeline query: after a position, of some types, between two times. */
export function parsedQuery(query: { after?: string; limit: number; types?: string; from?: string; to?: string }) {
  if (query.after !== undefined && !POSITION.test(query.after)) throw invalidInput([{ path: 'after', message: 'Not a log position' }]);
  const types = query.types ? new Set(query.types.split(',').map((t) => t.trim()).filter(Boolean)) : null;
  const from = query.from ? Date.parse(query.from) : null;
  const to = query.to ? Date.parse(query.to) : null;
  // Without a time filter an event whose metadata lacks its time (a broken one) still shows.
  const within = (at: number) => (from === null || at >= from) && (to === null || at <= to);
  return {
    limit: query.limit,
    matches(event: RecordedEvent): boolean {
      return (!query.after || comparePositions(event.position, query.after) > 0) && (!types || types.has(event.type))
        && within(Date.parse((event.metadata as { at?: string }).at ?? ''));
    },
  };
}