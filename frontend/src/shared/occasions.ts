import { formatDate, t, type MessageKey, type Occasion } from '@wl/contracts';

export const occasionLabel = (occasion: Occasion) => t(`occasion.${occasion}` satisfies MessageKey);

/** A 'YYYY-MM-DD' date as a local calendar day (not UTC midnight, which is the day before west of Greenwich). */
export function calendarDay(value: string): Date {
  const [year = 0, month = 1, day = 1] = value.split('-').map(Number);
  const date = new Date(year, month - 1, day);
  date.setFullYear(year);
  return date;
}

export function formatCalendarDay(value: string): string {
  return formatDate(calendarDay(value));
}

/** A list's occasion with its date when it has one ('Mijn verjaardag op 14 maart 2027'); empty without occasion. */
export function occasionText({
  occasion,
  occasionDate,
}: {
  occasion: Occasion | null;
  occasionDate: string | null;
}): string {
  if (!occasion) return '';
  return occasionDate
    ? t('owner.occasion.with_date', { occasion: occasionLabel(occasion), date: formatCalendarDay(occasionDate) })
    : occasionLabel(occasion);
}

/** Date fields accept these days (spec 01 §5). */
export const DATE_MIN = '1800-02-01';
export const DATE_MAX = '9999-12-31';
