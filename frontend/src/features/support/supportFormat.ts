import { locale, t, type LotingView, type SupportEvent, type SupportGiftState } from '@wl/contracts';

const timeFormat = new Intl.DateTimeFormat(locale, {
  day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit',
});

/** An event's time in nl-BE, to the second: support compares events that happen within one minute. */
export const supportTime = (at: string) => timeFormat.format(new Date(at));

/** Piece of pretty-printed JSON; `badge` marks a value the server left unopened (erased key, sealed pairs). */
export type JsonSegment = { text: string; badge?: 'erased' | 'sealed' };

/** A value that is exactly `"erased"` or `"sealed"` (not a key: keys are followed by a colon). */
const UNOPENED = /"(erased|sealed)"(?=,?$)/gm;

/** The value as indented JSON, split so that the UI can show `"erased"` and `"sealed"` values as badges. */
export function jsonSegments(value: unknown): JsonSegment[] {
  const json = JSON.stringify(value, null, 2) ?? 'null';
  const segments: JsonSegment[] = [];
  let last = 0;
  for (const match of json.matchAll(UNOPENED)) {
    segments.push({ text: json.slice(last, match.index) }, { text: match[1]!, badge: match[1] as 'erased' | 'sealed' });
    last = match.index + match[0].length;
  }
  segments.push({ text: json.slice(last) });
  return segments.filter((segment) => segment.text !== '');
}

/** One side of a diff row on one line; a side that did not exist shows as a dash. */
export const diffValue = (value: unknown) => (value === undefined ? t('support.diff.missing') : JSON.stringify(value));

/** The event types of a comma-separated filter, trimmed, without empties or repeats. */
export const typeList = (types: string) => [...new Set(types.split(',').map((type) => type.trim()).filter(Boolean))];

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
type ListView = { title: string | null; categories: { name: string; gifts: { description: string; isCrossedOff: boolean }[] }[]; forum: unknown[] };

export function listSummary(view: ListView): ListSummary {
  return {
    title: view.title || t('support.state.no_title'),
    categories: view.categories.map(({ name, gifts }) => ({
      name,
      gifts: gifts.map(({ description, isCrossedOff }) => ({ description, isCrossedOff })),
      crossedOff: gifts.filter((gift) => gift.isCrossedOff).length,
    })),
    forumCount: view.forum.length,
  };
}

/** A draw's organizer view in one line: its title and how many take part (never who drew whom). */
export const lotingSummary = (view: Pick<LotingView, 'title'> & { participants: unknown[] }) => `${view.title} · ${t('support.state.participants', { count: view.participants.length })}`;

/** A gift's cross-off state in one line: since when and by which user (an id), or not crossed off. */
export function giftSummary({ crossOff }: SupportGiftState): string {
  return crossOff ? t('support.state.gift.crossed', { at: supportTime(crossOff.at), user: crossOff.byUserId }) : t('support.state.gift.not_crossed');
}
