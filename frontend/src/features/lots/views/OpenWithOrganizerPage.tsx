import { useEffect, useRef } from 'react';
import { Navigate, useParams } from 'react-router';
import { ApiErrorView } from '../../../shared/ErrorScreens.js';
import { problemOf } from '../../../api/errors.js';
import { Loading } from '../../../ui/Loading.js';
import { useOpenWithOrganizerMutation } from '../../../api/lotsApi.js';
import { LOTS_HOME, lotingPath, lotingProblemPath } from '../../../shared/lotPaths.js';
import { asLotingProblem } from './lotingProblem.js';

/**
 * `/lootjestrekken/loting/open/{publicLotingGuid}/{manageGuid?}`: the organizer link of the mail. It opens the draw
 * for its organizer (logging a lightweight organizer in where nobody is logged in) and shows the organizer view; a
 * logged-out visitor logs in first, someone logged in as another user is shown no access.
 * Without the manage guid there is nothing to open: the lots home lists the user's draws.
 */
export function OpenWithOrganizerPage() {
  const { publicLotingGuid = '', manageGuid } = useParams();
  const [open, opening] = useOpenWithOrganizerMutation();
  const started = useRef(false);

  useEffect(() => {
    if (!manageGuid || started.current) return;
    started.current = true;
    // The organizer view loads the draw itself: seeding its cache with this answer would lose the view's own fields
    // (the cache entry is checked against the call's schema, which strips them).
    void open({ publicLotingGuid, privateUserGuid: manageGuid });
  }, [open, publicLotingGuid, manageGuid]);

  if (!manageGuid) return <Navigate to={LOTS_HOME} replace />;
  if (opening.data) return <Navigate to={lotingPath(opening.data.loting.manageGuid)} replace />;
  if (opening.error) {
    const problem = asLotingProblem(problemOf(opening.error));
    if (problem) return <Navigate to={lotingProblemPath(problem)} replace />;
    // A 401 sends a logged-out visitor to the login and shows someone logged in as another user no access: the link
    // never replaces their session, and the login page would send them straight back here.
    return (
      <ApiErrorView
        error={opening.error}
        onRetry={() => void open({ publicLotingGuid, privateUserGuid: manageGuid })}
      />
    );
  }
  return <Loading />;
}
