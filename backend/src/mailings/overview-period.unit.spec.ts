import { monthsBetween, overviewDue, overviewPeriod, overviewSince } from './overview-period.js';

const at = (iso: string) => new Date(iso);

describe('overview periods', () => {
  it('are calendar periods of the chosen number of months', () => {
    expect(overviewPeriod(at('2026-11-23T10:00:00Z'), 1)).toBe('1m-2026-11');
    expect(overviewPeriod(at('2026-11-23T10:00:00Z'), 3)).toBe('3m-2026-10');
    expect(overviewPeriod(at('2026-05-01T00:00:00Z'), 6)).toBe('6m-2026-01');
    expect(overviewPeriod(at('2026-12-31T23:00:00Z'), 12)).toBe('12m-2026-01');
  });

  it('owe one overview per period, and never two in one calendar month', () => {
    const last = { period: '1m-2026-11', at: '2026-11-01T03:00:00Z' };
    expect(overviewDue(null, at('2026-11-23T10:00:00Z'), 1)).toBe(true);
    expect(overviewDue(last, at('2026-11-30T10:00:00Z'), 1)).toBe(false);
    expect(overviewDue(last, at('2026-12-01T00:30:00Z'), 1)).toBe(true);
    // From monthly to quarterly in the same month: the new period is another, but this month had its mail.
    expect(overviewDue(last, at('2026-11-23T10:00:00Z'), 3)).toBe(false);
    expect(overviewDue({ period: '3m-2026-10', at: '2026-10-01T03:00:00Z' }, at('2026-12-15T00:00:00Z'), 3)).toBe(
      false,
    );
    expect(overviewDue({ period: '3m-2026-10', at: '2026-10-01T03:00:00Z' }, at('2027-01-01T01:00:00Z'), 3)).toBe(true);
  });

  it('start at the last overview, or at most one period back for the first one', () => {
    expect(
      overviewSince(
        { period: '1m-2026-10', at: '2026-10-01T03:00:00Z' },
        '2020-01-01T00:00:00Z',
        at('2026-11-01T03:00:00Z'),
        1,
      ),
    ).toEqual(at('2026-10-01T03:00:00Z'));
    expect(overviewSince(null, '2020-01-01T00:00:00Z', at('2026-11-01T03:00:00Z'), 3)).toEqual(
      at('2026-08-01T03:00:00Z'),
    );
    expect(overviewSince(null, '2026-10-20T00:00:00Z', at('2026-11-01T03:00:00Z'), 3)).toEqual(
      at('2026-10-20T00:00:00Z'),
    );
  });

  it('span the months from the start to now', () => {
    expect(monthsBetween(at('2026-11-20T00:00:00Z'), at('2027-02-01T00:00:00Z'))).toEqual([
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
    ]);
  });
});
