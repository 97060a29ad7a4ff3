import { useId } from 'react';
import { locale, t, type MessageKey, type SiteStats } from '@wl/contracts';
import { Button } from '../../ui/Button.js';
import { useGetHomepageStatsQuery } from '../../api/statsApi.js';

const numberFormat = new Intl.NumberFormat(locale);

const figures: [key: keyof SiteStats, label: MessageKey][] = [
  ['totalUsers', 'stats.users'],
  ['totalGifts', 'stats.gifts'],
  ['totalBirthdaysThisMonth', 'stats.birthdays'],
];

/**
 * The site's figures (`HomepageStats`). Loading, a site without users yet, and a failed load each fill the same
 * reserved height as the figures, so none of them moves what follows.
 */
export function LandingFigures() {
  const stats = useGetHomepageStatsQuery();
  const headingId = useId();
  return (
    <section className="landing__figures" aria-labelledby={headingId} aria-busy={stats.isLoading}>
      <h2 id={headingId} className="landing__figures-title">
        {t('stats.title')}
      </h2>
      {stats.isLoading ? (
        <Figures />
      ) : stats.error || !stats.data ? (
        <div className="landing__figures-note" role="alert">
          <p>{t('stats.error')}</p>
          <Button busy={stats.isFetching} onClick={() => void stats.refetch()}>
            {t('general.retry')}
          </Button>
        </div>
      ) : stats.data.totalUsers === 0 ? (
        <p className="landing__figures-note">{t('landing.figures.empty')}</p>
      ) : (
        <Figures stats={stats.data} />
      )}
    </section>
  );
}

/** The three figures; without `stats` (still loading) their places, with the labels already there. */
function Figures({ stats }: { stats?: SiteStats }) {
  return (
    <dl className="landing__figure-list">
      {figures.map(([key, label]) => (
        <div key={key} className="landing__figure">
          <dt>{t(label)}</dt>
          <dd>
            {stats ? (
              numberFormat.format(stats[key])
            ) : (
              <span className="landing__figure-placeholder">
                <span className="visually-hidden">{t('general.loading')}</span>
              </span>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
