import { Link, Navigate, useLocation } from 'react-router';
import { t } from '@wl/contracts';
import { usePageTitle } from '../../ui/hooks.js';
import { useCurrentUser } from '../../api/accountApi.js';
import type { GoodbyeState } from '../../shared/useLogout.js';

export function GoodbyePage() {
  usePageTitle(t('goodbye.title'));
  const user = useCurrentUser();
  const { loggedOut: justLoggedOut, backTo } = (useLocation().state ?? {}) as Partial<GoodbyeState>;
  if (user && !justLoggedOut) return <Navigate to="/" replace />;
  return (
    <section className="page page--narrow">
      <h1>{t('goodbye.title')}</h1>
      <p>{t('goodbye.text')}</p>
      <div className="button-row">
        {backTo ? (
          <Link className="btn btn--primary" to={backTo}>
            {t('general.back_to_list')}
          </Link>
        ) : (
          <Link className="btn btn--secondary" to="/">
            {t('general.to_home')}
          </Link>
        )}
        <Link className={backTo ? 'btn btn--secondary' : 'btn btn--primary'} to="/account/login">
          {t('goodbye.login_again')}
        </Link>
      </div>
    </section>
  );
}
