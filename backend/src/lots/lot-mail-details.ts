import { formatDay, formatPrice, tMail } from '@wl/contracts';
import { defangLinks } from '../platform/mail/defang-links.js';

/**
 * The draw's description (defanged like every text the organizer typed), budget and date, as lines under the lot's
 * link; '' when the draw has none of them.
 */
export function drawDetails(
  description: string,
  { budget, date }: { budget: number | null; date: string | null },
): string {
  const lines = [
    description.trim() ? defangLinks(description.trim()) : null,
    budget !== null ? tMail('mail.lot.details.budget', { budget: formatPrice(budget) }) : null,
    date !== null ? tMail('mail.lot.details.date', { date: formatDay(date) }) : null,
  ].filter((line) => line !== null);
  return lines.length > 0 ? `\n\n${lines.join('\n')}` : '';
}
