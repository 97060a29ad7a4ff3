import { Outlet } from 'react-router';
import { NotFoundScreen, ServerErrorScreen } from './ErrorScreens.js';
import { Loading } from '../ui/Loading.js';
import { siteConfigApi, type SiteSwitch } from '../api/siteConfigApi.js';

/**
 * Routes that exist only while the site has their switch on (blog, shops, impressum, lots); otherwise they show the
 * not-found page. Use as a layout route: `{ element: <SwitchedRoute name="blog" />, children: [...] }`.
 */
export function SwitchedRoute({ name }: { name: SiteSwitch }) {
  const { data, isLoading, isError, refetch } = siteConfigApi.useGetSiteConfigQuery();
  if (isLoading) return <Loading />;
  if (isError) return <ServerErrorScreen onRetry={() => void refetch()} />;
  return data?.[name] ? <Outlet /> : <NotFoundScreen />;
}
