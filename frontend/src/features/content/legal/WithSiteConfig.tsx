import type { ReactNode } from 'react';
import type { SiteConfig } from '@wl/contracts';
import { ApiErrorView } from '../../../shared/ErrorScreens.js';
import { Loading } from '../../../ui/Loading.js';
import { siteConfigApi } from '../../../api/siteConfigApi.js';

/** A content page that fills in the site configuration (product word, support address, switches). */
export function WithSiteConfig({ children }: { children: (site: SiteConfig) => ReactNode }) {
  const config = siteConfigApi.useGetSiteConfigQuery();
  if (config.isLoading) return <Loading />;
  if (!config.data) return <ApiErrorView error={config.error} onRetry={config.refetch} />;
  return children(config.data);
}
