import { Outlet } from 'react-router';
import { NotFoundScreen } from '../../app/ErrorScreens.js';
import { Loading } from '../../ui/Loading.js';
import { siteConfigApi, type SiteSwitch } from './siteConfigApi.js';

/**
 * Routes that exist only while the site has their switch on (blog, shops, impressum, lots); otherwise they show the
 * not-found page. Use as a layout route: `{ element: <SwitchedRoute name="blog" />, children: [...] }`.
 */
export function SwitchedRoute({ name }: { name: SiteSwitch }) {
  const { data, isLoading } = siteConfigApi.useGetSiteConfigQuery();
  if (isLoading) return <Loading />;
  return data?.[name] ? <Outlet /> : <NotFoundScreen />;
}
