import { formatDay, formatPrice, t } from '@wl/contracts';

/** A draw's budget per gift and day of the exchange (nl-BE), where the organizer gave them; nothing otherwise. */
export function DrawFacts({ budget, date }: { budget: number | null; date: string | null }) {
  if (budget === null && date === null) return null;
  return (
    <ul className="loting-counts">
      {budget !== null && <li>{t('lot.budget', { budget: formatPrice(budget) })}</li>}
      {date !== null && <li>{t('lot.date', { date: formatDay(date) })}</li>}
    </ul>
  );
}
