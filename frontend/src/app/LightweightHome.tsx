import { Navigate } from 'react-router';
import { useHasLots } from '../shared/useHasLots.js';
import { Loading } from '../ui/Loading.js';

/**
 * A lightweight user (from the e-mail cross-off, or a draw's organizer by e-mail) has no lists: their draws, when they
 * have any, or else their crossed-off gifts, which link back to the lists.
 */
export function LightweightHome() {
  const hasLots = useHasLots();
  if (hasLots === undefined) return <Loading />;
  return <Navigate to={hasLots ? '/lootjestrekken' : '/crossedoff'} replace />;
}
