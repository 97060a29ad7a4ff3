import { Navigate } from 'react-router';
import { LOTS_HOME_GUARD_MS, t } from '@wl/contracts';
import { ApiErrorView } from '../../../shared/ErrorScreens.js';
import { Loading } from '../../../ui/Loading.js';
import { useDelayed, usePageTitle } from '../../../ui/hooks.js';
import { useCurrentUser } from '../../../api/accountApi.js';
import { useGetLotingOverviewQuery } from '../../../api/lotsApi.js';
import { LotingCards } from './LotingCards.js';
import { WIZARD_START } from '../../../shared/lotPaths.js';
import { NewLotingLink } from './NewLotingLink.js';

/**
 * `/lootjestrekken` (spec 02 §2.2): the user's draws. It needs a login and at least one draw; otherwise the
 * wizard starts. A visitor who is not logged in is sent on only after `LOTS_HOME_GUARD_MS`, so a session that is
 * still being restored is not mistaken for none.
 */
export function LotsHomePage() {
  usePageTitle(t('loting.home.title'));
  const user = useCurrentUser();
  const guardPassed = useDelayed(LOTS_HOME_GUARD_MS);
  const overview = useGetLotingOverviewQuery(undefined, { skip: !user });

  if (user === null) return guardPassed ? <Navigate to={WIZARD_START} replace /> : <Loading />;
  if (user === undefined || overview.isLoading || overview.isUninitialized) return <Loading />;
  if (overview.error || !overview.data) return <ApiErrorView error={overview.error} onRetry={overview.refetch} />;
  if (overview.data.lotingen.length === 0) return <Navigate to={WIZARD_START} replace />;

  return (
    <section className="page">
      <h1>{t('loting.home.title')}</h1>
      <p>{t('loting.home.intro')}</p>
      <div className="button-row button-row--start">
        <NewLotingLink primary />
      </div>
      <LotingCards lotingen={overview.data.lotingen} />
    </section>
  );
}
