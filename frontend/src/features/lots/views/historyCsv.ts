import { formatDate, t, type LotHistoryEntry } from '@wl/contracts';

/** The Dutch line of one history entry; lines about a pair's two sides name nobody (see LotHistoryEntry). */
export function historyLine({ kind, participantName, emailChanged }: LotHistoryEntry): string {
  const name = participantName ?? t('loting.history.someone');
  return t(kind === 'LotResent' && emailChanged ? 'loting.history.LotResent_changed' : `loting.history.${kind}`, {
    name,
  });
}

/** A time of the timeline in the nl-BE numeric format with time (dd/mm/jjjj uu:mm). */
export const historyTime = (at: string) => formatDate(at, 'numericWithTime');

/**
 * One CSV cell: quoted, quotes doubled, and a cell a spreadsheet would run as a formula (= + - @, or a tab or
 * carriage return before one) gets a leading apostrophe, so an organizer's export never runs what a participant typed.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** The timeline as CSV (semicolons, as spreadsheets in nl-BE expect; CRLF line ends; a BOM so accents survive). */
export function historyCsv(entries: LotHistoryEntry[]): string {
  const rows = [
    [t('loting.history.csv.time'), t('loting.history.csv.event')],
    ...entries.map((entry) => [historyTime(entry.at), historyLine(entry)]),
  ];
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(';')).join('\r\n')}\r\n`;
}
