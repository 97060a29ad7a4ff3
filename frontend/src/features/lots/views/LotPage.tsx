import { useEffect, useRef } from 'react';
import { Navigate, useParams } from 'react-router';
import { LotRedoneAnswer, t } from '@wl/contracts';
import { ApiErrorView } from '../../../shared/ErrorScreens.js';
import { pageError, problemOf, refusalBodyOf } from '../../../api/errors.js';
import { Loading } from '../../../ui/Loading.js';
import { usePageTitle } from '../../../ui/hooks.js';
import { useCurrentUser } from '../../../api/accountApi.js';
import { useGetLotQuery, useRegisterFirstViewMutation } from '../../../api/lotsApi.js';
import { DrawFacts } from './DrawFacts.js';
import { DrawnPerson } from './DrawnPerson.js';
import { LotQuestions } from './LotQuestions.js';
import { LotWishlists } from './LotWishlists.js';
import { LOT_REDONE_PATH, lotProblemPath } from '../../../shared/lotPaths.js';
import { asLotingProblem } from './lotingProblem.js';

/** `/lootjestrekken/lootje/{guid}`: a participant's own lot (spec 02 §2.5), reached by the link in their mail. */
export function LotPage() {
  const guid = useParams().guid ?? '';
  const lot = useGetLotQuery(guid);
  const [registerFirstView] = useRegisterFirstViewMutation();
  const user = useCurrentUser();
  const registered = useRef<string | null>(null);
  usePageTitle(lot.data?.lotingTitle ?? t('lot.heading'));

  // Also once per logged-in user: opening one's lot logged in with its address puts the draw in one's lots home.
  const viewer = `${guid}:${user?.publicGuid ?? ''}`;
  useEffect(() => {
    if (!lot.data || (lot.data.isViewed && !user) || registered.current === viewer) return;
    registered.current = viewer;
    void registerFirstView(guid);
  }, [lot.data, guid, user, viewer, registerFirstView]);

  if (lot.isLoading) return <Loading />;
  if (LotRedoneAnswer.safeParse(refusalBodyOf(lot.error)).success) return <Navigate to={LOT_REDONE_PATH} replace />;
  const problem = asLotingProblem(problemOf(lot.error));
  if (problem) return <Navigate to={lotProblemPath(problem)} replace />;
  if (pageError(lot) || !lot.data) return <ApiErrorView error={lot.error} onRetry={lot.refetch} />;

  return (
    <div className="page page--narrow lot-page">
      <p className="page-kicker">{t('lot.heading')}</p>
      <h1>{lot.data.lotingTitle}</h1>
      {lot.data.description && <p className="wishlist__description">{lot.data.description}</p>}
      <DrawFacts budget={lot.data.budget} date={lot.data.date} />
      <DrawnPerson lot={lot.data} guid={guid} reload={() => void lot.refetch()} />
      <LotQuestions lot={lot.data} guid={guid} />
      <LotWishlists lot={lot.data} guid={guid} />
    </div>
  );
}
