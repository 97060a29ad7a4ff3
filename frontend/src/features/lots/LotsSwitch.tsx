import { Outlet } from 'react-router';
import { NotFoundScreen } from '../../app/ErrorScreens.js';
import { Loading } from '../../ui/Loading.js';
import { siteConfigApi } from '../site/siteConfigApi.js';

/** Every lot route exists only while the site draws lots (`drawLotsEnabled`); otherwise it is not found. */
export function LotsSwitch() {
  const { data, isLoading } = siteConfigApi.useGetSiteConfigQuery();
  if (isLoading) return <Loading />;
  return data?.drawLotsEnabled ? <Outlet /> : <NotFoundScreen />;
}
