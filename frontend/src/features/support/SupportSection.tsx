import { NavLink, Outlet } from 'react-router';
import { t } from '@wl/contracts';
import { ApiErrorView, NotLoggedIn } from '../../shared/ErrorScreens.js';
import { useLoggedInUserGuid } from '../../api/accountApi.js';
import { Loading } from '../../ui/Loading.js';
import { useGetSupportAccessQuery } from './supportApi.js';

export const SUPPORT_BASE = '/beheer';

/**
 * The console shows itself only when the server says the caller has the support role: a visitor gets the login
 * first (the server refuses them with 403 like anyone else), a user without the role the plain no-access screen
 * (403), which says nothing about what is behind it.
 */
export function SupportSection() {
  const userGuid = useLoggedInUserGuid();
  const access = useGetSupportAccessQuery(userGuid ?? '', { skip: !userGuid, refetchOnMountOrArgChange: true });
  if (userGuid === null) return <NotLoggedIn />;
  if (userGuid === undefined || access.isFetching) return <Loading />;
  if (access.error || !access.data) return <ApiErrorView error={access.error} onRetry={access.refetch} />;
  return (
    <div className="support">
      <nav className="support__nav" aria-label={t('support.nav.label')}>
        <NavLink end to={SUPPORT_BASE}>
          {t('support.nav.search')}
        </NavLink>
        <NavLink to={`${SUPPORT_BASE}/beheer-taken`}>{t('support.nav.operations')}</NavLink>
        <NavLink to={`${SUPPORT_BASE}/winkels`}>{t('support.nav.shops')}</NavLink>
      </nav>
      <Outlet />
    </div>
  );
}
