import { useParams } from 'react-router';
import { t, type MessageKey } from '@wl/contracts';
import { statusOf } from '../../api/errors.js';
import { ApiErrorView } from '../../app/ErrorScreens.js';
import { Loading } from '../../ui/Loading.js';
import { usePageTitle } from '../../ui/hooks.js';
import { OwnerListPage } from '../owner/OwnerListPage.js';
import { ListNotFound } from './ListNotFound.js';
import { VisitorListPage } from './VisitorListPage.js';
import { useGetAccessStateQuery } from './visitorApi.js';

/** A list by username: the owner page, the visitor page, or why this viewer cannot see it. */
export function ListViewPage() {
  const { username = '' } = useParams();
  const access = useGetAccessStateQuery(username);

  if (access.isLoading) return <Loading />;
  if (statusOf(access.error) === 404) return <ListNotFound username={username} />;
  if (access.error || !access.data) return <ApiErrorView error={access.error} onRetry={access.refetch} />;

  const { accessState, fullName, question } = access.data;
  switch (accessState) {
    case 'OwnedByCurrentUser':
      return <OwnerListPage username={username} />;
    case 'Access':
      return <VisitorListPage username={username} />;
    case 'Question':
      return <AccessExplanation title="listview.question.title"
        text={t('listview.question.text', { name: fullName, question: question ?? '' })} />;
    case 'NoAccess':
      return <AccessExplanation title="listview.no_access.title" text={t('listview.no_access.text', { name: fullName })} />;
    case 'InvitationRequired':
      return <AccessExplanation title="listview.invitation_required.title"
        text={t('listview.invitation_required.text', { name: fullName })} />;
  }
}

function AccessExplanation({ title, text }: { title: MessageKey; text: string }) {
  usePageTitle(t(title));
  return (
    <section className="page page--narrow error-screen">
      <h1>{t(title)}</h1>
      <p>{text}</p>
    </section>
  );
}
