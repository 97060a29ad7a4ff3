import { Link } from 'react-router';
import { t } from '@wl/contracts';
import { usePageTitle } from '../ui/hooks.js';

/** The list was deleted while this page showed it (a live message said so). */
export function ListGone({ forOwner }: { forOwner: boolean }) {
  usePageTitle(t('listview.gone.title'));
  return (
    <section className="page page--narrow error-screen">
      <h1>{t('listview.gone.title')}</h1>
      <p>{t('listview.gone.text')}</p>
      {forOwner ? (
        <Link className="btn btn--primary" to="/">
          {t('home.title')}
        </Link>
      ) : (
        <Link className="btn btn--primary" to="/list/search">
          {t('listview.not_found.search')}
        </Link>
      )}
    </section>
  );
}
