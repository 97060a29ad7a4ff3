import { Outlet } from 'react-router';
import { NotFoundScreen, ServerErrorScreen } from '../../../app/ErrorScreens.js';
import { Loading } from '../../../ui/Loading.js';
import { siteConfigApi } from '../../site/siteConfigApi.js';

/** The blog exists only while the site has its `blog` switch on; otherwise every blog address is not found. */
export function BlogSwitch() {
  const { data, isLoading, isError, refetch } = siteConfigApi.useGetSiteConfigQuery();
  if (isLoading) return <Loading />;
  if (isError) return <ServerErrorScreen onRetry={() => void refetch()} />;
  return data?.blog ? <Outlet context={data.variant} /> : <NotFoundScreen />;
}
