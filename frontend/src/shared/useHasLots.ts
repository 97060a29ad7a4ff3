import { siteConfigApi } from '../api/siteConfigApi.js';
import { useGetLotingOverviewQuery } from '../api/lotsApi.js';

/** Whether the logged-in user has draws to show (undefined while that is not known yet); false while the site draws no lots. */
export function useHasLots(): boolean | undefined {
  const config = siteConfigApi.useGetSiteConfigQuery();
  const enabled = config.data?.drawLotsEnabled === true;
  const overview = useGetLotingOverviewQuery(undefined, { skip: !enabled });
  if (config.isLoading || (enabled && overview.isLoading)) return undefined;
  return enabled && (overview.data?.lotingen.length ?? 0) > 0;
}
