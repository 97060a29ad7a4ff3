import { t, type LotHistoryEntry } from '@wl/contracts';
import { csvCell, historyCsv, historyLine } from '../../frontend/src/features/lots/views/historyCsv.js';
import { lotingCounts, participantStatus } from '../../frontend/src/features/lots/views/participantStatus.js';

describe('the organizer view: a participant status', () => {
  it('moves sent → viewed → with wishlist', () => {
    expect(participantStatus({ isViewed: false, hasWishlist: false })).toBe('sent');
    expect(participantStatus({ isViewed: true, hasWishlist: false })).toBe('viewed');
    expect(participantStatus({ isViewed: true, hasWishlist: true })).toBe('wishlist');
  });

  it('counts a lot with a list as viewed, whatever order the live messages came in', () => {
    expect(participantStatus({ isViewed: false, hasWishlist: true })).toBe('wishlist');
    expect(
      lotingCounts([
        { isViewed: false, hasWishlist: false },
        { isViewed: true, hasWishlist: false },
        { isViewed: false, hasWishlist: true },
      ]),
    ).toEqual({ count: 3, viewed: 2, withList: 1 });
  });
});

describe('the audit history', () => {
  const at = '2026-12-01T09:05:00.000Z';

  it('names the participant where the line is about one, and nobody for a nudge or a question', () => {
    expect(historyLine({ at, kind: 'LotViewed', participantName: 'Noor' })).toBe(
      t('loting.history.LotViewed', { name: 'Noor' }),
    );
    expect(historyLine({ at, kind: 'LotResent', participantName: 'Noor', emailChanged: true })).toBe(
      t('loting.history.LotResent_changed', { name: 'Noor' }),
    );
    expect(historyLine({ at, kind: 'LotResent', participantName: 'Noor', emailChanged: false })).toBe(
      t('loting.history.LotResent', { name: 'Noor' }),
    );
    expect(historyLine({ at, kind: 'NudgeSent', participantName: null })).not.toMatch(/\{name\}/);
    expect(historyLine({ at, kind: 'QuestionAsked', participantName: null })).toBe(t('loting.history.QuestionAsked'));
  });

  it('quotes every CSV cell and doubles its quotes', () => {
    expect(csvCell('gewoon')).toBe('"gewoon"');
    expect(csvCell('Jan "de Man"; Peeters')).toBe('"Jan ""de Man""; Peeters"');
    expect(csvCell('regel\nregel')).toBe('"regel\nregel"');
  });

  it.each(['=HYPERLINK("http://x")', '+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1'])(
    'keeps a spreadsheet from running %j as a formula',
    (value) => {
      expect(csvCell(value).startsWith(`"'`)).toBe(true);
    },
  );

  it('exports a header and one row per entry, the time in nl-BE, a name with quotes escaped', () => {
    const entries: LotHistoryEntry[] = [
      { at, kind: 'Created', participantName: null },
      { at, kind: 'LotSent', participantName: '=cmd|" /C calc"!A0' },
    ];
    const csv = historyCsv(entries);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const rows = csv.slice(1).split('\r\n');
    expect(rows).toHaveLength(4);
    expect(rows[0]).toBe(`"${t('loting.history.csv.time')}";"${t('loting.history.csv.event')}"`);
    expect(rows[1]).toMatch(/^"\d{2}\/12\/2026,? \d{2}:05";"Loting aangemaakt"$/);
    expect(rows[2]).toContain('=cmd|"" /C calc""!A0');
    expect(rows[3]).toBe('');
  });
});
