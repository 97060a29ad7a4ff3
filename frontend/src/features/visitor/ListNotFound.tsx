import { Link } from 'react-router';
import { t } from '@wl/contracts';
import { usePageTitle } from '../../ui/hooks.js';

export function ListNotFound({ username }: { username: string }) {
  usePageTitle(t('listview.not_found.title'));
  return (
    <section className="page page--narrow error-screen">
      <h1>{t('listview.not_found.title')}</h1>
      <p>{t('listview.not_found.text', { username })}</p>
      <Link className="btn btn--primary" to="/list/search">{t('listview.not_found.search')}</Link>
    </section>
  );
}
