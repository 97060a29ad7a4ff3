import { useEffect, useRef } from 'react';
import { useDispatch } from 'react-redux';
import { Navigate, useParams } from 'react-router';
import { ApiErrorView, NotLoggedIn } from '../../../app/ErrorScreens.js';
import type { AppDispatch } from '../../../app/store.js';
import { problemOf, statusOf } from '../../../api/errors.js';
import { Loading } from '../../../ui/Loading.js';
import { lotsApi, useOpenWithOrganizerMutation } from '../lotsApi.js';
import { LOTS_HOME, lotingPath, lotingProblemPath } from './lotPaths.js';
import { asLotingProblem } from './lotingProblem.js';

/**
 * `/lootjestrekken/loting/open/{publicLotingGuid}/{manageGuid?}`: the organizer link of the mail. It opens the draw
 * for its organizer (logging a lightweight organizer in) and shows the organizer view; anyone else logs in first.
 * Without the manage guid there is nothing to open: the lots home lists the user's draws.
 */
export function OpenWithOrganizerPage() {
  const { publicLotingGuid = '', manageGuid } = useParams();
  const [open, opening] = useOpenWithOrganizerMutation();
  const dispatch = useDispatch<AppDispatch>();
  const started = useRef(false);

  useEffect(() => {
    if (!manageGuid || started.current) return;
    started.current = true;
    void open({ publicLotingGuid, privateUserGuid: manageGuid }).unwrap().then(({ loting }) => {
      dispatch(lotsApi.util.upsertQueryData('getLoting', loting.manageGuid, { ...loting, changed: [] }));
    }, () => undefined);
  }, [open, dispatch, publicLotingGuid, manageGuid]);

  if (!manageGuid) return <Navigate to={LOTS_HOME} replace />;
  if (opening.data) return <Navigate to={lotingPath(opening.data.loting.manageGuid)} replace />;
  if (opening.error) {
    const problem = asLotingProblem(problemOf(opening.error));
    if (problem) return <Navigate to={lotingProblemPath(problem)} replace />;
    if (statusOf(opening.error) === 401) return <NotLoggedIn />;
    return <ApiErrorView error={opening.error} onRetry={() => void open({ publicLotingGuid, privateUserGuid: manageGuid })} />;
  }
  return <Loading />;
}
