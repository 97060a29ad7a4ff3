/** Overview frequencies in months (spec 01: 0 = never, 1, 3, 6, 12). */
export const OVERVIEW_FREQUENCIES = [1, 3, 6, 12] as const;

const monthIndex = (at: Date) => at.getUTCFullYear() * 12 + at.getUTCMonth();
const monthLabel = (index: number) => `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;

/**
 * The overview period `now` falls in, for a frequency of `months`: calendar periods counted from year 0, so every
 * process names the same period (`3m-2026-10` is October to December 2026). The outbox key of a user's overview is
 * derived from it: one overview per user per period, whoever runs the job and however often.
 */
export function overviewPeriod(now: Date, months: number): string {
  const index = monthIndex(now);
  return `${months}m-${monthLabel(index - (index % months))}`;
}

/** The last overview a user got: its period and when it was made (the next one tells what changed since). */
export interface LastOverview {
  period: string;
  at: string;
}

/**
 * Whether a user is owed an overview at `now`: not yet in this period, and not yet this calendar month (someone who
 * changes their frequency gets no second mail in one month).
 */
export function overviewDue(last: LastOverview | null, now: Date, months: number): boolean {
  if (!last) return true;
  return last.period !== overviewPeriod(now, months) && monthIndex(new Date(last.at)) !== monthIndex(now);
}

/** Where the first overview starts: the account's creation, or one period back, whichever is later. */
export function overviewSince(last: LastOverview | null, createdAt: string, now: Date, months: number): Date {
  if (last) return new Date(last.at);
  const periodBack = new Date(now);
  periodBack.setUTCMonth(periodBack.getUTCMonth() - months);
  return new Date(Math.max(periodBack.getTime(), Date.parse(createdAt)));
}

/** The 'YYYY-MM' months from `since` to `now`, both included. */
export function monthsBetween(since: Date, now: Date): string[] {
  const months: string[] = [];
  for (let index = monthIndex(since); index <= monthIndex(now); index++) months.push(monthLabel(index));
  return months;
}
