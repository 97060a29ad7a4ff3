import { locale, tMail } from '@wl/contracts';
import { mailGreeting } from '../platform/mail/greeting.js';

/** A mail's text: the greeting (neutral without a first name), the paragraphs, the signature. */
export const letter = (firstName: string | null, paragraphs: string[]) =>
  [mailGreeting(firstName), ...paragraphs, tMail('mail.signature')].join('\n\n');

const calendarDay = new Intl.DateTimeFormat(locale, {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const dayInBelgium = new Intl.DateTimeFormat(locale, {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Brussels',
});

/** A 'YYYY-MM-DD' calendar day ('9 maart 2027'), the same on every server whatever its time zone. */
export const formatCalendarDay = (day: string) => calendarDay.format(new Date(`${day}T00:00:00Z`));
/** The day of an instant in Belgium. */
export const formatDayOf = (instant: Date) => dayInBelgium.format(instant);
