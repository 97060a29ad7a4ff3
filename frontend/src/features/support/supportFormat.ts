import {
  locale,
  type MessageKey,
  SupportSubjectKind,
  t,
  type LotingView,
  type SupportEvent,
  type SupportGiftState,
} from '@wl/contracts';

const timeFormat = new Intl.DateTimeFormat(locale, {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** An event's time in nl-BE, to the second: support compares events that happen within one minute. */
export const supportTime = (at: string) => timeFormat.format(new Date(at));

/** A subject of the console: what an id in an event names, linked to its timeline. */
export type SubjectRef = { kind: SupportSubjectKind; id: string };

/** Piece of pretty-printed JSON; `badge` marks a value the server left unopened (erased key, sealed pairs); `subject` an id of one. */
export type JsonSegment = { text: string; badge?: 'erased' | 'sealed'; subject?: SubjectRef };

/** Data fields holding the id of a subject the console has a timeline of (an array of them: each item). */
const SUBJECT_FIELDS: Readonly<Record<string, Exclude<SupportSubjectKind, 'participant'>>> = {
  userId: 'user',
  byUserId: 'user',
  authorId: 'user',
  primaryOwnerId: 'user',
  organizerId: 'user',
  senderId: 'user',
  supportUserId: 'user',
  invitedBy: 'user',
  personIds: 'user',
  wishlistId: 'wishlist',
  fromWishlistId: 'wishlist',
  toWishlistId: 'wishlist',
  giftId: 'gift',
  giftIds: 'gift',
  lotingId: 'loting',
  redoOf: 'loting',
  replacedBy: 'loting',
};
const UNOPENED = new Set(['erased', 'sealed']);

/**
 * The subject an id of event data names, by its field: a user, list, gift or draw; a participant together with its
 * draw (`lotingId` beside it, or of the whole event); a support record's subject by its `subjectKind`.
 */
export function subjectOfField(
  field: string | null,
  id: string,
  holder: Record<string, unknown>,
  lotingId: string | null,
): SubjectRef | null {
  if (!field || !id || UNOPENED.has(id)) return null;
  const kind = SUBJECT_FIELDS[field];
  if (kind) return { kind, id };
  const draw = typeof holder.lotingId === 'string' ? holder.lotingId : lotingId;
  if (field === 'participantId' && draw) return { kind: 'participant', id: `${draw}:${id}` };
  const subjectKind = SupportSubjectKind.safeParse(holder.subjectKind);
  return field === 'subjectId' && subjectKind.success ? { kind: subjectKind.data, id } : null;
}

/** The subject whose stream it is: `user-`, `friends-` and `support-user-` are a person's; `forum-` is its list's. */
export function subjectOfStream(streamId: string): SubjectRef | null {
  const match =
    /^(?:support-(user|wishlist|gift|loting|participant)|(user|friends|wishlist|forum|gift|loting))-(.+)$/.exec(
      streamId,
    );
  if (!match) return null;
  const kind =
    match[1] ??
    (
      {
        user: 'user',
        friends: 'user',
        wishlist: 'wishlist',
        forum: 'wishlist',
        gift: 'gift',
        loting: 'loting',
      } as const
    )[match[2] as 'user'];
  return { kind: kind as SupportSubjectKind, id: match[3]! };
}

/**
 * The value as indented JSON (as `JSON.stringify(value, null, 2)` writes it), split so that the UI can show
 * `"erased"` and `"sealed"` values as badges and the ids of subjects as links to their timelines.
 */
export function jsonSegments(value: unknown): JsonSegment[] {
  const segments: JsonSegment[] = [];
  const push = (segment: JsonSegment) => {
    const last = segments.at(-1);
    if (last && !last.badge && !last.subject && !segment.badge && !segment.subject) last.text += segment.text;
    else if (segment.text !== '') segments.push(segment);
  };
  const lotingId =
    value && typeof value === 'object' && typeof (value as { lotingId?: unknown }).lotingId === 'string'
      ? (value as { lotingId: string }).lotingId
      : null;
  const write = (item: unknown, indent: string, field: string | null, holder: Record<string, unknown>) => {
    if (typeof item === 'string') {
      if (UNOPENED.has(item)) return push({ text: item, badge: item as 'erased' | 'sealed' });
      const subject = subjectOfField(field, item, holder, lotingId);
      return push(subject ? { text: JSON.stringify(item), subject } : { text: JSON.stringify(item) });
    }
    if (Array.isArray(item) || (item !== null && typeof item === 'object')) {
      const entries: [string | null, unknown][] = Array.isArray(item)
        ? item.map((element) => [field, element ?? null])
        : Object.entries(item).filter(([, element]) => element !== undefined);
      const [open, close] = Array.isArray(item) ? ['[', ']'] : ['{', '}'];
      if (entries.length === 0) return push({ text: open + close });
      push({ text: `${open}\n` });
      entries.forEach(([key, element], index) => {
        push({ text: `${indent}  ${Array.isArray(item) ? '' : `${JSON.stringify(key)}: `}` });
        write(element, `${indent}  `, key, Array.isArray(item) ? holder : (item as Record<string, unknown>));
        push({ text: index < entries.length - 1 ? ',\n' : '\n' });
      });
      return push({ text: indent + close });
    }
    return push({ text: item === undefined ? 'null' : JSON.stringify(item) });
  };
  write(value, '', null, {});
  return segments;
}

/** One side of a diff row on one line; a side that did not exist shows as a dash. */
export const diffValue = (value: unknown) => (value === undefined ? t('support.diff.missing') : JSON.stringify(value));

/** The event types of a comma-separated filter, trimmed, without empties or repeats. */
export const typeList = (types: string) => [
  ...new Set(
    types
      .split(',')
      .map((type) => type.trim())
      .filter(Boolean),
  ),
];

/** The types to offer as filter toggles: those of the loaded events and those filtered on now, sorted. */
export function knownTypes(filter: { types?: string }, events: Pick<SupportEvent, 'type'>[]): string[] {
  return [...new Set([...typeList(filter.types ?? ''), ...events.map((event) => event.type)])].sort();
}

/** The distinct times of the loaded events, oldest first: the stops of the state slider. */
export function sliderMoments(events: Pick<SupportEvent, 'at'>[]): string[] {
  return [...new Set(events.map((event) => event.at))].sort((a, b) => Date.parse(a) - Date.parse(b));
}

/** A `datetime-local` input's value (local time, to the second) as an ISO time; null when empty or invalid. */
export function isoOfLocalInput(value: string): string | null {
  const time = value ? new Date(value) : null;
  return time && !Number.isNaN(time.getTime()) ? time.toISOString() : null;
}

/** An ISO time as a `datetime-local` input's value (local time, to the second). */
export function localInputOfIso(iso: string): string {
  const time = new Date(iso);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${time.getFullYear()}-${two(time.getMonth() + 1)}-${two(time.getDate())}T${two(time.getHours())}:${two(time.getMinutes())}:${two(time.getSeconds())}`;
}

/** A rebuild's remaining time: "45 s", "2 min 5 s", "1 u 3 min". */
export function durationText(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  if (h > 0) return t('support.duration.hours', { h, m });
  if (m > 0) return t('support.duration.minutes', { m, s });
  return t('support.duration.seconds', { s });
}

/** What support reads first in a list view: title, categories with their gifts and cross-off flags, forum size. */
export type ListSummary = {
  title: string;
  categories: { name: string; gifts: { description: string; isCrossedOff: boolean }[]; crossedOff: number }[];
  forumCount: number;
};

/** The part of an owner or visitor view (`OwnerWishlist`, `VisitorWishlist`) a summary reads. */
type ListView = {
  title: string | null;
  firstName: string;
  lastName: string;
  categories: { name: string; gifts: { description: string; isCrossedOff: boolean }[] }[];
  forum: unknown[];
};

export function listSummary(view: ListView): ListSummary {
  return {
    // As the list's own page shows it: its title, or its owner's name without one.
    title: view.title || `${view.firstName} ${view.lastName}`.trim(),
    categories: view.categories.map(({ name, gifts }) => ({
      name,
      gifts: gifts.map(({ description, isCrossedOff }) => ({ description, isCrossedOff })),
      crossedOff: gifts.filter((gift) => gift.isCrossedOff).length,
    })),
    forumCount: view.forum.length,
  };
}

/** A draw's organizer view in one line: its title and how many take part (never who drew whom). */
export const lotingSummary = (view: Pick<LotingView, 'title'> & { participants: unknown[] }) =>
  `${view.title} · ${t('support.state.participants', { count: view.participants.length })}`;

/** A gift's cross-off state in one line: since when and by which user (an id), or not crossed off. */
export function giftSummary({ crossOff }: SupportGiftState): string {
  return crossOff
    ? t('support.state.gift.crossed', { at: supportTime(crossOff.at), user: crossOff.byUserId })
    : t('support.state.gift.not_crossed');
}

/** The views a state answer holds, by their names in the console. */
const VIEW_TITLES: Readonly<Record<string, MessageKey>> = {
  ownerView: 'support.state.owner_view',
  visitorView: 'support.state.visitor_view',
  organizerView: 'support.state.organizer_view',
};
/** What an entry of a view's list is called: a category's or shop's name, a gift's description, a person's name. */
const NAME_FIELDS = ['name', 'description', 'fullName', 'title'] as const;
const PATH_STEP = /\.([A-Za-z_$][\w$]*)|\[(\d+)\]|\[(\w+)=([^\]]+)\]|\[("(?:[^"\\]|\\.)*")\]/g;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const nameOf = (entry: unknown) =>
  isRecord(entry)
    ? (NAME_FIELDS.map((field) => entry[field]).find((name) => typeof name === 'string' && name !== '') as
        string | undefined)
    : undefined;

/**
 * Where a change of a diff is, as support reads it: the view, then each entry by its name (the category, the gift),
 * then the field that changed: "Wat de bezoeker zag › Boeken › Roman › isCrossedOff". Entries are found in either
 * state, so a removed gift is named by its description before and an added one by its description after.
 */
export function changePlace(path: string, before: unknown, after: unknown): string {
  const steps = [...path.matchAll(PATH_STEP)];
  const place: string[] = [];
  let nodes = [before, after];
  steps.forEach((step, index) => {
    const [, key, position, idField, id, quoted] = step;
    const field = key ?? (quoted === undefined ? undefined : (JSON.parse(quoted) as string));
    if (field !== undefined) {
      nodes = nodes.map((node) => (isRecord(node) ? node[field] : undefined));
      if (index === 0 && VIEW_TITLES[field]) place.push(t(VIEW_TITLES[field]));
      else if (index === steps.length - 1) place.push(field);
      return;
    }
    nodes = nodes.map((node) =>
      !Array.isArray(node)
        ? undefined
        : position !== undefined
          ? node[Number(position)]
          : node.find((entry) => isRecord(entry) && entry[idField!] === id),
    );
    place.push(nodes.map(nameOf).find(Boolean) ?? (position !== undefined ? `#${Number(position) + 1}` : id!));
  });
  return place.join(' › ');
}
