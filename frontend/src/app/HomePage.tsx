import { lazy } from 'react';
import { useLocation } from 'react-router';
import { t } from '@wl/contracts';
import { useGetUserDataQuery } from '../api/accountApi.js';
import { LandingPage } from '../features/landing/LandingPage.js';
import { type HomeState } from '../shared/navigationState.js';
import { Loading } from '../ui/Loading.js';
import { StatusNotice } from '../ui/StatusNotice.js';
import { inAppMode } from '../shared/appBridge.js';
import { ApiErrorView } from '../shared/ErrorScreens.js';

/** The logged-in homes are chunks of their own: the landing page, seen logged out, does not load them. */
const MyListsPage = lazy(() => import('../features/owner/MyListsPage.js').then((m) => ({ default: m.MyListsPage })));
const LightweightHome = lazy(() => import('./LightweightHome.js').then((m) => ({ default: m.LightweightHome })));
const HomeLotsOverview = lazy(() =>
  import('../features/lots/views/HomeLotsOverview.js').then((m) => ({ default: m.HomeLotsOverview })),
);

/** The site root: the user's lists, or the landing page for visitors who are not logged in. */
export function HomePage() {
  const user = useGetUserDataQuery();
  const { passwordChanged } = (useLocation().state ?? {}) as HomeState;
  if (user.isLoading) return <Loading />;
  if (user.error) return <ApiErrorView error={user.error} onRetry={user.refetch} />;
  if (!user.data) return <LandingPage />;
  if (!user.data.isAccount) return <LightweightHome />;
  return (
    <>
      {passwordChanged && (
        <div className="page">
          <StatusNotice text={t('reset_password.done')} />
        </div>
      )}
      <MyListsPage />
      {!inAppMode && <HomeLotsOverview />}
    </>
  );
}
