import type { ReactNode } from 'react';
import { useGetUserDataQuery } from '../api/accountApi.js';
import { Loading } from '../ui/Loading.js';
import { ApiErrorView, NotLoggedIn } from '../shared/ErrorScreens.js';

/** Shows its children to logged-in users; others log in first and come back. */
export function RequireLogin({ children }: { children: ReactNode }) {
  const user = useGetUserDataQuery();
  if (user.isLoading) return <Loading />;
  if (user.error) return <ApiErrorView error={user.error} onRetry={user.refetch} />;
  return user.data ? children : <NotLoggedIn />;
}
