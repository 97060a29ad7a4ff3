import { Inject, Injectable } from '@nestjs/common';
import type { SupportSubject, SupportTimeline } from '@wl/contracts';
import {
  type DocumentStore,
  LOTING_MEMBERS,
  type LotingMemberDocument,
  PERSON_STREAMS,
  type PersonStreamsDocument,
  userMemberKey,
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
import { supportAuditStream } from './support-audit.js';
import { SupportEvents } from './support-events.js';

/** Which events of a stream belong to the subject: all of them, or the ones a filter keeps (another person's stream). */
type Keep = ((event: RecordedEvent) => boolean) | 'all';
type Parts = Map<string, Keep>;
type Selection = { streams: string[]; events: RecordedEvent[] };
type TimelineQuery = ReturnType<typeof parsedQuery>;
const inLogOrder = (a: RecordedEvent, b: RecordedEvent) => comparePositions(a.position, b.position);

/** The events of one page of a timeline, and where the next page starts (null on the last). */
export function pageOf(events: RecordedEvent[], query: TimelineQuery): { page: RecordedEvent[]; next: string | null } {
  const wanted = events.filter((e) => query.matches(e));
  const page = wanted.slice(0, query.limit);
  return { page, next: wanted.length > query.limit ? page[page.length - 1]!.position : null };
}

const dataOf = (event: RecordedEvent) => (event.data ?? {}) as Record<string, unknown>;
const giftIdsIn = (events: RecordedEvent[]) =>
  new Set(events.map((e) => dataOf(e).giftId).filter((id): id is string => typeof id === 'string'));

/**
 * A subject's timeline: its streams (a user's through the `person_streams` index, a list's gifts through the list's own stream) and
 * its support audit stream, merged in log order. Of another person's stream only the subject's own events count: a
 * user's cross-offs on someone's gift, their posts on someone's forum.
 */
@Injectable()
export class SupportTimelines {
  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
    private readonly supportEvents: SupportEvents,
  ) {}

  /**
   * The subject's events in log order, all but its audit stream's, not yet opened: the read is audited with whose data
   * its page shows before anything is opened, and the audit stream is read after that, so the read shows itself.
   */
  async select(subject: SupportSubject): Promise<Selection> {
    const streams = new Map<string, Promise<RecordedEvent[]>>();
    const read = (streamId: string) =>
      streams.get(streamId) ?? streams.set(streamId, this.events.readStream(streamId)).get(streamId)!;
    const parts = await this.partsOf(subject, read);
    const events = (
      await Promise.all(
        [...parts].map(async ([streamId, keep]) => (await read(streamId)).filter((e) => keep === 'all' || keep(e))),
      )
    ).flat();
    return { streams: [...parts.keys(), supportAuditStream(subject)], events: events.sort(inLogOrder) };
  }

  /** The page the query selects, with the audit stream as it is now, personal data opened. */
  async answer(subject: SupportSubject, selection: Selection, query: TimelineQuery): Promise<SupportTimeline> {
    const audit = await this.events.readStream(supportAuditStream(subject));
    const { page, next } = pageOf([...selection.events, ...audit].sort(inLogOrder), query);
    return { subject, streams: selection.streams, events: await this.supportEvents.toSupportEvents(page), next };
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

  /**
   * A user's streams from `person_streams`, an index of the streams they acted in that forgets none (a deleted list,
   * an undone cross-off, a deleted post, a deleted or redone draw stay), and the draws `loting_members` holds now.
   */
  private async userParts(userId: string, parts: Parts, read: (streamId: string) => Promise<RecordedEvent[]>) {
    const [mine, draws] = await Promise.all([
      this.store.get<PersonStreamsDocument>(PERSON_STREAMS, userId),
      this.store.find<LotingMemberDocument>(LOTING_MEMBERS, { memberKey: userMemberKey(userId) }, 10_000),
    ]);
    parts.set(userStream(userId), 'all');
    parts.set(friendsStream(userId), 'all');
    for (const wishlistId of mine?.wishlistIds ?? []) await this.listParts(wishlistId, parts, read);
    for (const lotingId of new Set([...(mine?.lotingIds ?? []), ...draws.map((d) => d.lotingId)]))
      parts.set(lotingStream(lotingId), 'all');
    // On the user's own lists these streams are there whole already; elsewhere the user's cross-offs and undos, and
    // what became of the gift once they had crossed it off (edited, moved, deleted), never another giver's events.
    for (const giftId of mine?.crossedOffGiftIds ?? []) {
      if (!parts.has(giftStream(giftId)))
        parts.set(giftStream(giftId), afterCrossOffBy(userId, await read(giftStream(giftId))));
    }
    const postIds = new Set((mine?.posts ?? []).map((p) => p.postId));
    const byPost = (e: RecordedEvent) => postIds.has(dataOf(e).postId as string);
    for (const { wishlistId } of mine?.posts ?? [])
      if (!parts.has(forumStream(wishlistId))) parts.set(forumStream(wishlistId), byPost);
  }
}

/** What happens to a gift itself, which a giver who crossed it off is part of. */
const GIFT_FATES = new Set(['GiftUpdated', 'GiftMoved', 'GiftDeleted']);

/** Of someone else's gift: the giver's own events, and the gift's fate after their first cross-off. */
function afterCrossOffBy(userId: string, gift: RecordedEvent[]): Keep {
  const byUser = (e: RecordedEvent) => dataOf(e).byUserId === userId;
  const first = gift.find((e) => e.type === 'GiftCrossedOff' && byUser(e));
  return (e) =>
    byUser(e) || (first !== undefined && GIFT_FATES.has(e.type) && comparePositions(e.position, first.position) > 0);
}

const POSITION = /^\d{1,19}(\/\d{1,19})?$/;

/** The page and filters of a timeline query: after a position, of some types, between two times. */
export function parsedQuery(query: { after?: string; limit: number; types?: string; from?: string; to?: string }) {
  if (query.after !== undefined && !POSITION.test(query.after))
    throw invalidInput([{ path: 'after', message: 'Not a log position' }]);
  const types = query.types
    ? new Set(
        query.types
          .split(',')
          .map((t) => t.trim())
          .filter(Boolean),
      )
    : null;
  const from = query.from ? Date.parse(query.from) : null;
  const to = query.to ? Date.parse(query.to) : null;
  // Without a time filter an event whose metadata lacks its time (a broken one) still shows.
  const within = (at: number) => (from === null || at >= from) && (to === null || at <= to);
  return {
    limit: query.limit,
    matches(event: RecordedEvent): boolean {
      return (
        (!query.after || comparePositions(event.position, query.after) > 0) &&
        (!types || types.has(event.type)) &&
        within(Date.parse((event.metadata as { at?: string }).at ?? ''))
      );
    },
  };
}
