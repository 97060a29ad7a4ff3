import { Link, useLocation, useNavigate } from 'react-router';
import { t } from '@wl/contracts';
import { MessageModal } from '../ui/dialogs.js';
import { usePageTitle } from '../ui/hooks.js';

/** Navigation state of the list view: set right after the owner deleted the list. */
export type ListViewState = { deletedList?: boolean };

export function ListNotFound({ username }: { username: string }) {
  usePageTitle(t('listview.not_found.title'));
  const navigate = useNavigate();
  const justDeleted = (useLocation().state as ListViewState | null)?.deletedList === true;
  return (
    <section className="page page--narrow error-screen">
      <h1>{t('listview.not_found.title')}</h1>
      <p>{t('listview.not_found.text', { username })}</p>
      <Link className="btn btn--primary" to="/list/search">
        {t('listview.not_found.search')}
      </Link>
      {justDeleted && (
        <MessageModal
          title={t('listview.deleted.title')}
          text={t('listview.deleted.text')}
          onClose={() => navigate('/', { replace: true })}
        />
      )}
    </section>
  );
}
