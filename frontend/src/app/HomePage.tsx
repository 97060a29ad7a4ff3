import { useGetUserDataQuery } from '../features/account/accountApi.js';
import { LandingPage } from '../features/account/LandingPage.js';
import { MyListsPage } from '../features/owner/MyListsPage.js';
import { Loading } from '../ui/Loading.js';
import { ApiErrorView } from './ErrorScreens.js';

/** The site root: the user's lists, or the landing page for visitors who are not logged in. */
export function HomePage() {
  const user = useGetUserDataQuery();
  if (user.isLoading) return <Loading />;
  if (user.error) return <ApiErrorView error={user.error} onRetry={user.refetch} />;
  return user.data ? <MyListsPage /> : <LandingPage />;
}
