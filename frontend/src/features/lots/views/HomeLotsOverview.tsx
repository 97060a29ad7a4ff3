import { Link } from 'react-router';
import { t } from '@wl/contracts';
import { Button } from '../../../ui/Button.js';
import { Loading } from '../../../ui/Loading.js';
import { useSiteSwitch } from '../../../api/siteConfigApi.js';
import { useGetLotingOverviewQuery } from '../../../api/lotsApi.js';
import { LotingCards } from './LotingCards.js';
import { LOTS_HOME } from '../../../shared/lotPaths.js';
import { NewLotingLink } from './NewLotingLink.js';

/** The lots overview on the home page (spec 01, spec 02 §2.2): only while the site draws lots. */
export function HomeLotsOverview() {
  return useSiteSwitch('drawLotsEnabled') ? <LotsSection /> : null;
}

function LotsSection() {
  const overview = useGetLotingOverviewQuery();
  const lotingen = overview.data?.lotingen ?? [];
  return (
    <section className="page home-lots" aria-labelledby="home-lots-title" aria-busy={overview.isLoading || undefined}>
      <h2 id="home-lots-title">{t('loting.home.overview_title')}</h2>
      {overview.isLoading ? (
        <Loading />
      ) : overview.error ? (
        <p role="alert">
          {t('error.something_went_wrong')}{' '}
          <Button variant="link" onClick={() => void overview.refetch()}>
            {t('general.retry')}
          </Button>
        </p>
      ) : lotingen.length === 0 ? (
        <>
          <p>{t('loting.home.overview_empty')}</p>
          <NewLotingLink />
        </>
      ) : (
        <>
          <LotingCards lotingen={lotingen.slice(0, 3)} />
          <Link to={LOTS_HOME}>{t('loting.home.all')}</Link>
        </>
      )}
    </section>
  );
}
