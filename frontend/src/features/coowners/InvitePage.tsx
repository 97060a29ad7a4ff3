import { Navigate, Outlet, useLocation, useOutletContext, useParams } from 'react-router';
import { InviteProblem, t, type OwnerInviteInfo } from '@wl/contracts';
import { problemOf, statusOf } from '../../api/errors.js';
import { ApiErrorView } from '../../shared/ErrorScreens.js';
import { usePageTitle } from '../../ui/hooks.js';
import { Loading } from '../../ui/Loading.js';
import { useOpenInviteQuery } from '../../api/coOwnersApi.js';

/** What `/i/{guid}` knows about its invite: valid (with what the visitor must do first) or why it is not. */
export type InviteState =
  | { guid: string; kind: 'valid'; info: OwnerInviteInfo; reload: () => void }
  | { guid: string; kind: 'invalid'; problem: InviteProblem };

export type InviteStep = 'open' | 'login' | 'createaccount' | 'error';

/** The children the invite may show now, the first being where it goes by itself (spec 01 §2 other owner screens). */
function stepsFor(state: InviteState): InviteStep[] {
  if (state.kind === 'invalid') return ['error'];
  switch (state.info.problem) {
    case 'NoLogin':
      return ['login', 'createaccount'];
    case 'NeedUpgradeToAccount':
      return ['createaccount'];
    default:
      return ['open'];
  }
}

/** An answer that says the invite cannot be used; an address that is no invite guid at all counts as not found. */
function invalidProblem(error: unknown): InviteProblem | null {
  const problem = InviteProblem.safeParse(problemOf(error));
  if (problem.success) return problem.data;
  return statusOf(error) === 400 || statusOf(error) === 404 ? 'NotFound' : null;
}

/** `/i/{guid}`: opens the invite and shows the child that fits it (open, login, createaccount or error). */
export function InvitePage() {
  const { guid = '' } = useParams();
  const step = useLocation().pathname.split('/')[3] ?? '';
  const invite = useOpenInviteQuery(guid);
  usePageTitle(t('invite.title'));

  if (invite.isLoading) return <Loading />;
  const problem = invalidProblem(invite.error);
  let state: InviteState;
  if (problem) state = { guid, kind: 'invalid', problem };
  else if (invite.data && !invite.error)
    state = { guid, kind: 'valid', info: invite.data, reload: () => void invite.refetch() };
  else return <ApiErrorView error={invite.error} onRetry={invite.refetch} />;

  const steps = stepsFor(state);
  if (!steps.includes(step as InviteStep)) {
    // A login or a new account changes what the invite asks: wait for its new answer before moving on.
    if (invite.isFetching) return <Loading />;
    return <Navigate to={`/i/${encodeURIComponent(guid)}/${steps[0]}`} replace />;
  }
  return <Outlet context={state} />;
}

/** The invite in a child that `InvitePage` shows only for a valid one (open, login, createaccount). */
export const useValidInvite = () => useOutletContext<Extract<InviteState, { kind: 'valid' }>>();
/** The invite in the error child, which `InvitePage` shows only for an invalid one. */
export const useInvalidInvite = () => useOutletContext<Extract<InviteState, { kind: 'invalid' }>>();
