import { useId } from 'react';
import { locale, t, type MessageKey, type SiteStats } from '@wl/contracts';
import { Button } from '../ui/Button.js';
import { Loading } from '../ui/Loading.js';
import { useMediaQuery } from '../ui/hooks.js';
import { useGetHomepageStatsQuery } from '../api/statsApi.js';

/** Large screens only (the sidebar breakpoint in styles.css): phones neither show nor load the figures. */
const LARGE_SCREEN = '(min-width: 64rem)';
const numberFormat = new Intl.NumberFormat(locale);

const figures: [key: keyof SiteStats, label: MessageKey][] = [
  ['totalUsers', 'stats.users'],
  ['totalGifts', 'stats.gifts'],
  ['totalBirthdaysThisMonth', 'stats.birthdays'],
];

/** The home page's box with site figures: users, gifts and birthdays this month. */
export function StatsBox() {
  return useMediaQuery(LARGE_SCREEN) ? <StatsCard /> : null;
}

function StatsCard() {
  const stats = useGetHomepageStatsQuery();
  const headingId = useId();
  return (
    <aside className="card stats-box" aria-labelledby={headingId}>
      <h2 id={headingId} className="stats-box__title">
        {t('stats.title')}
      </h2>
      {stats.isLoading ? (
        <Loading />
      ) : stats.error || !stats.data ? (
        <div role="alert">
          <p className="form__note">{t('stats.error')}</p>
          <Button busy={stats.isFetching} onClick={() => void stats.refetch()}>
            {t('general.retry')}
          </Button>
        </div>
      ) : (
        <Figures stats={stats.data} />
      )}
    </aside>
  );
}

function Figures({ stats }: { stats: SiteStats }) {
  return (
    <dl className="stats-box__figures">
      {figures.map(([key, label]) => (
        <div key={key} className="stats-box__figure">
          <dt>{t(label)}</dt>
          <dd>{numberFormat.format(stats[key])}</dd>
        </div>
      ))}
    </dl>
  );
}
