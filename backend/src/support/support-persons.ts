import { Inject, Injectable } from '@nestjs/common';
import type { SupportSubject } from '@wl/contracts';
import { giftStream } from '../gift/gift.decider.js';
import { lotingStream } from '../lots/loting.decider.js';
import type { EventStore, RecordedEvent } from '../platform/event-store/event-store.port.js';
import { EVENT_STORE } from '../platform/tokens.js';
import { forumStream } from '../wishlist/forum.decider.js';
import { wishlistStream } from '../wishlist/wishlist.decider.js';

/** Support's own records name support people, never a subject's: they show no one's data. */
const SUPPORT_RECORDS = new Set(['SupportAccessRecorded', 'SupportAccessForwarded']);
/** Data fields that hold the user id of a person the event is about. */
const PERSON_FIELDS = ['userId', 'byUserId', 'authorId', 'primaryOwnerId', 'organizerId', 'senderId'] as const;
/** Streams that are one person's own: `user-<id>`, `friends-<id>`. */
const PERSONAL_STREAM = /^(?:user|friends)-(.+)$/;

type Data = Record<string, unknown>;
const idsIn = (data: Data) => [
  ...PERSON_FIELDS.map((field) => data[field]),
  ...(Array.isArray(data.participants) ? (data.participants as Data[]).map((p) => p.userId) : []),
];

/**
 * The users whose data these events show: who acted (metadata), whose own stream it is, and whom the data names (an
 * owner, a giver of a cross-off, a poster, an organizer, a participant with an account). A participant known only by
 * address has no user id here; their lot reaches them by address in their export.
 */
export function personsShownIn(events: readonly RecordedEvent[]): string[] {
  const persons = new Set<string>();
  for (const event of events) {
    if (SUPPORT_RECORDS.has(event.type)) continue;
    const candidates = [
      (event.metadata as { userId?: unknown }).userId,
      PERSONAL_STREAM.exec(event.streamId)?.[1],
      ...idsIn((event.data ?? {}) as Data),
    ];
    for (const id of candidates) if (typeof id === 'string' && id) persons.add(id);
  }
  return [...persons];
}

/** Whose data a support read of a subject shows when the read itself names no events (a search's label, a state). */
@Injectable()
export class SupportPersons {
  constructor(@Inject(EVENT_STORE) private readonly events: EventStore) {}

  /** The people the subject's own streams name: a user is themselves; a participant is the participant's account. */
  async ofSubject(subject: { kind: SupportSubject['kind']; id: string }): Promise<string[]> {
    switch (subject.kind) {
      case 'user':
        return [subject.id];
      case 'wishlist':
        return personsShownIn([
          ...(await this.events.readStream(wishlistStream(subject.id))),
          ...(await this.events.readStream(forumStream(subject.id))),
        ]);
      case 'gift':
        return personsShownIn(await this.events.readStream(giftStream(subject.id)));
      case 'loting':
        return personsShownIn(await this.events.readStream(lotingStream(subject.id)));
      case 'participant': {
        const [lotingId, participantId] = subject.id.split(':');
        const created = (await this.events.readStream(lotingStream(lotingId!))).find((e) => e.type === 'LotingCreated');
        const participants = ((created?.data as Data | undefined)?.participants ?? []) as {
          participantId: string;
          userId: string | null;
        }[];
        const userId = participants.find((p) => p.participantId === participantId)?.userId;
        return userId ? [userId] : [];
      }
    }
  }
}
