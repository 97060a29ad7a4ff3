import type { Occasion } from '@wl/contracts';

const dayAndMonth = (date: string) => date.slice(5, 10);

/**
 * The birthday an occasion change sets (docs/events.md, "Birthdays"): the occasion MyBirthday with a date sets the
 * list's birthday to that date, unless the list already has a birthday on that day and month (its year, perhaps the
 * real year of birth typed in the settings, stays). Any other occasion, or none, sets nothing and removes nothing: a
 * birthday is a fact about the person, not about this year's occasion.
 */
export function birthdayFromOccasion(
  occasion: Occasion | null,
  occasionDate: string | null,
  current: string | null,
): string | null {
  if (occasion !== 'MyBirthday' || !occasionDate) return null;
  if (current && dayAndMonth(current) === dayAndMonth(occasionDate)) return null;
  return occasionDate;
}
