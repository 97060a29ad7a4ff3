import { lazy, useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { t, type AccessState } from '@wl/contracts';
import { statusOf } from '../api/errors.js';
import { ApiErrorView } from '../shared/ErrorScreens.js';
import { Loading } from '../ui/Loading.js';
import { preloadableLazy } from '../ui/preloadableLazy.js';
import { useLoggedInUserGuid } from '../api/accountApi.js';
import { AccessExplanation, NoAccessView } from '../features/visitor/AccessExplanation.js';
import { AccessQuestion } from '../features/visitor/AccessQuestion.js';
import { ListNotFound } from '../shared/ListNotFound.js';
import { useGetAccessStateQuery, useGetVisitorListQuery } from '../api/visitorApi.js';

/** The owner page and the visitor page are chunks of their own: a visitor never loads the owner's editing. */
const OwnerListPage = lazy(() =>
  import('../features/owner/OwnerListPage.js').then((m) => ({ default: m.OwnerListPage })),
);
const VisitorListPage = preloadableLazy(() =>
  import('../features/visitor/VisitorListPage.js').then((m) => m.VisitorListPage),
);

/** Before a server-rendered visitor page is hydrated, its part must be in (`main.tsx`). */
export const preloadVisitorPage = VisitorListPage.preload;

/** A list by username: the owner page, the visitor page, the access question, or why this viewer cannot see it. */
export function ListViewPage() {
  const { username = '' } = useParams();
  const access = useGetAccessStateQuery(username);
  const ownershipEnded = useOwnershipEnded(username, access.data?.accessState);
  // A visitor's list is asked for as soon as access is known, while the visitor page's chunk still loads (one round
  // trip less before the list shows); the page reads the same cache entry.
  useGetVisitorListQuery(username, { skip: access.data?.accessState !== 'Access' });

  if (access.isLoading) return <Loading />;
  if (statusOf(access.error) === 404) return <ListNotFound username={username} />;
  if (access.error || !access.data) return <ApiErrorView error={access.error} onRetry={access.refetch} />;

  const { accessState, fullName, question } = access.data;
  const view = viewOf(username, accessState, fullName, question);
  if (!ownershipEnded) return view;
  return (
    <>
      <div className="page">
        <p className="banner banner--warning" role="alert">
          {t('owner.ownership_ended', { name: fullName })}
        </p>
      </div>
      {view}
    </>
  );
}

/**
 * Whether this page showed the list as the caller's own and then, for the same user, no longer does: a co-owner who
 * was removed while the page was open (the live `OwnershipEnded` reloads the access state) is told so, rather than the
 * page turning into the visitor view without a word. A removal while no page was open is told by mail.
 */
function useOwnershipEnded(username: string, accessState: AccessState | undefined): boolean {
  const userGuid = useLoggedInUserGuid();
  const key = `${userGuid ?? ''} ${username.toLowerCase()}`;
  const [owned, setOwned] = useState<string | null>(null);
  const [ended, setEnded] = useState<string | null>(null);
  if (accessState === 'OwnedByCurrentUser' && owned !== key) setOwned(key);
  if (accessState && accessState !== 'OwnedByCurrentUser' && owned === key) {
    setOwned(null);
    setEnded(key);
  }
  return ended === key && accessState !== undefined && accessState !== 'OwnedByCurrentUser';
}

function viewOf(
  username: string,
  accessState: AccessState,
  fullName: string,
  question: string | null | undefined,
): ReactNode {
  switch (accessState) {
    case 'OwnedByCurrentUser':
      return <OwnerListPage username={username} />;
    case 'Access':
      return <VisitorListPage username={username} fullName={fullName} />;
    case 'Question':
      return <AccessQuestion key={username} username={username} fullName={fullName} question={question ?? ''} />;
    case 'NoAccess':
      return <NoAccessView fullName={fullName} />;
    case 'InvitationRequired':
      return (
        <AccessExplanation
          title="listview.invitation_required.title"
          text={t('listview.invitation_required.text', { name: fullName })}
        >
          <p>{t('listview.invitation_required.explanation', { name: fullName })}</p>
        </AccessExplanation>
      );
  }
}
