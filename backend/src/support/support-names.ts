import { Inject, Injectable } from '@nestjs/common';
import { type Sealed, type SupportSubjectKind, supportSummaryMessages, t } from '@wl/contracts';
import { userStream } from '../account/user.decider.js';
import { giftStream } from '../gift/gift.decider.js';
import { lotingStream } from '../lots/loting.decider.js';
import type { EventStore, RecordedEvent } from '../platform/event-store/event-store.port.js';
import { PersonalData } from '../platform/personal-data/personal-data.js';
import { EVENT_STORE } from '../platform/tokens.js';
import { wishlistStream } from '../wishlist/wishlist.decider.js';

type Data = Record<string, unknown>;
const dataOf = (event: RecordedEvent) => (event.data ?? {}) as Data;
const nonEmpty = (value: unknown) => (typeof value === 'string' && value ? value : null);

/** Data fields that name a user, a list, a gift or a draw (docs/permissions.md, "Capabilities in support answers": references). */
const FIELDS: Record<Exclude<SupportSubjectKind, 'participant'>, readonly string[]> = {
  user: ['userId', 'byUserId', 'authorId', 'primaryOwnerId', 'organizerId', 'senderId', 'invitedBy'],
  wishlist: ['wishlistId', 'fromWishlistId', 'toWishlistId'],
  gift: ['giftId'],
  loting: ['lotingId', 'redoOf', 'replacedBy'],
};
const OWN_STREAM = /^(?:user|friends|support-user)-(.+)$/;

/** What a name is shown as when its key is forgotten, or when the log holds no name for it. */
const ERASED = () => t('support.label.erased');
const UNKNOWN = () => supportSummaryMessages['support.summary.unknown_name'];

/** The names of the subjects a page of events names, as support reads them. */
export interface Names {
  of(kind: SupportSubjectKind, id: string): string;
  category(wishlistId: string, categoryId: string): string;
}

/** The streams the names of a page come from, read but not opened, and whose data the names are. */
export interface NameSources {
  /**
   * The users whose personal data the names show: the named users, the lists' primary owners, the draws' organizers;
   * not the support people a support record names (support's own records name no one, docs/support.md).
   */
  persons: string[];
  open(): Promise<Names>;
}

/**
 * Names for event summaries (docs/support.md, "Summaries"), from the opened personal data of the streams the events
 * name: a user's name from their stream, a list by its owner's name, a gift by its description, a category by its
 * name on its list, a draw by its title and a participant by their name in it. Never a capability, pair or question:
 * only the names are taken from what is opened.
 */
@Injectable()
export class SupportNames {
  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    private readonly personalData: PersonalData,
  ) {}

  async gather(events: readonly RecordedEvent[]): Promise<NameSources> {
    const named = namedIn(events);
    const read = async (ids: Set<string>, stream: (id: string) => string) =>
      new Map(await Promise.all([...ids].map(async (id) => [id, await this.events.readStream(stream(id))] as const)));
    const [users, lists, gifts, draws] = await Promise.all([
      read(new Set([...named.user, ...named.support]), userStream),
      read(named.wishlist, wishlistStream),
      read(named.gift, giftStream),
      read(named.loting, lotingStream),
    ]);
    const drawPeople = [...draws.values()].flatMap((stream) => {
      const created = stream.find((e) => e.type === 'LotingCreated');
      return created
        ? [dataOf(created).organizerId, ...((dataOf(created).participants ?? []) as Data[]).map((p) => p.userId)]
        : [];
    });
    const listOwners = [...lists.values()]
      .map((stream) => stream.find((e) => e.type === 'WishlistCreated'))
      .map((e) => e && dataOf(e).primaryOwnerId);
    const persons = [
      ...new Set(
        [...named.user, ...listOwners, ...drawPeople].filter((id): id is string => typeof id === 'string' && id !== ''),
      ),
    ];
    return { persons, open: () => this.open(users, lists, gifts, draws) };
  }

  private async open(
    users: Map<string, RecordedEvent[]>,
    lists: Map<string, RecordedEvent[]>,
    gifts: Map<string, RecordedEvent[]>,
    draws: Map<string, RecordedEvent[]>,
  ): Promise<Names> {
    const labels = new Map<string, string>();
    const categories = new Map<string, string>();
    const erasedDraws = new Set<string>();
    const opened = async <T>(event: RecordedEvent | undefined): Promise<T | null | undefined> => {
      const personal = event && (dataOf(event).personal as Sealed | undefined);
      return personal ? this.personalData.open<T>(personal) : undefined;
    };
    await Promise.all([
      ...[...users].map(async ([id, stream]) => {
        const person = await opened<{ firstName?: string; lastName?: string; email?: string }>(
          lastOf(stream, PROFILE_TYPES),
        );
        labels.set(
          `user:${id}`,
          person === undefined
            ? UNKNOWN()
            : person === null
              ? ERASED()
              : fullName(person.firstName, person.lastName) || person.email || UNKNOWN(),
        );
      }),
      ...[...lists].map(async ([id, stream]) => {
        const list = await opened<{ firstName?: string; lastName?: string; username?: string }>(
          lastOf(stream, LIST_PERSONAL_TYPES),
        );
        labels.set(
          `wishlist:${id}`,
          list === undefined
            ? UNKNOWN()
            : list === null
              ? ERASED()
              : fullName(list.firstName, list.lastName) || list.username || UNKNOWN(),
        );
        for (const event of stream) {
          const { categoryId, name } = dataOf(event);
          if ((event.type === 'CategoryCreated' || event.type === 'CategoryRenamed') && typeof name === 'string')
            categories.set(`${id}:${categoryId}`, name);
        }
      }),
      ...[...gifts].map(async ([id, stream]) => {
        const description = lastOf(stream, GIFT_CONTENT_TYPES);
        labels.set(`gift:${id}`, (description && nonEmpty(dataOf(description).description)) ?? UNKNOWN());
      }),
      ...[...draws].map(async ([id, stream]) => {
        const draw = await opened<{ title?: string; participants?: { participantId: string; name: string }[] }>(
          stream.find((e) => e.type === 'LotingCreated'),
        );
        labels.set(`loting:${id}`, draw === undefined ? UNKNOWN() : draw === null ? ERASED() : draw.title || UNKNOWN());
        if (draw === null) erasedDraws.add(id);
        for (const participant of draw?.participants ?? [])
          labels.set(`participant:${id}:${participant.participantId}`, participant.name);
      }),
    ]);
    return {
      of: (kind, id) =>
        labels.get(`${kind}:${id}`) ??
        (kind === 'participant' && erasedDraws.has(id.split(':')[0]!) ? ERASED() : UNKNOWN()),
      category: (wishlistId, categoryId) => categories.get(`${wishlistId}:${categoryId}`) ?? UNKNOWN(),
    };
  }
}

const PROFILE_TYPES = new Set(['UserRegistered', 'UserUpgradedToAccount', 'ProfileChanged']);
const LIST_PERSONAL_TYPES = new Set(['WishlistCreated', 'WishlistSettingsChanged']);
const GIFT_CONTENT_TYPES = new Set(['GiftCreated', 'GiftUpdated']);

const lastOf = (stream: RecordedEvent[], types: ReadonlySet<string>) => stream.findLast((e) => types.has(e.type));
const fullName = (first?: string, last?: string) => [first, last].filter(Boolean).join(' ');

/**
 * The ids of every user, list, gift and draw the events name: who acted, whose stream it is, and the data's
 * references; apart, the support people who acted in support's records.
 */
function namedIn(events: readonly RecordedEvent[]) {
  const named = {
    user: new Set<string>(),
    wishlist: new Set<string>(),
    gift: new Set<string>(),
    loting: new Set<string>(),
    support: new Set<string>(),
  };
  for (const event of events) {
    const data = dataOf(event);
    const actor = nonEmpty((event.metadata as { userId?: unknown } | null)?.userId);
    const owner = OWN_STREAM.exec(event.streamId)?.[1];
    const supportUserId = nonEmpty(data.supportUserId);
    if (supportUserId) named.support.add(supportUserId);
    if (actor && actor !== supportUserId) named.user.add(actor);
    if (owner) named.user.add(owner);
    for (const kind of Object.keys(FIELDS) as (keyof typeof FIELDS)[]) {
      for (const field of FIELDS[kind]) if (nonEmpty(data[field])) named[kind].add(data[field] as string);
    }
    const subjectKind = data.subjectKind;
    const subjectId = nonEmpty(data.subjectId);
    if (
      subjectId &&
      (subjectKind === 'user' || subjectKind === 'wishlist' || subjectKind === 'gift' || subjectKind === 'loting')
    )
      named[subjectKind].add(subjectId);
    if (subjectId && subjectKind === 'participant') named.loting.add(subjectId.split(':')[0]!);
  }
  return named;
}
