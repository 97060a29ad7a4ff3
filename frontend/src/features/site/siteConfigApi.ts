import { SiteConfig } from '@wl/contracts';
import { api } from '../../api/api.js';

export const siteConfigApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The site's feature switches; they change only with a new server configuration. */
    getSiteConfig: build.query<SiteConfig, void>({
      query: () => '/api/Utility/SiteConfig',
      responseSchema: SiteConfig,
      keepUnusedDataFor: 3600,
    }),
  }),
});

/** The configuration's on/off switches. */
export type SiteSwitch = { [K in keyof SiteConfig]: SiteConfig[K] extends boolean ? K : never }[keyof SiteConfig];

/** Whether a switch is on; off while the configuration is still loading or failed. */
export function useSiteSwitch(name: SiteSwitch): boolean {
  return siteConfigApi.useGetSiteConfigQuery().data?.[name] ?? false;
}
