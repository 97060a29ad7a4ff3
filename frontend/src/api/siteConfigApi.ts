import { SITE_CONFIG_ELEMENT_ID, type SiteConfig } from '@wl/contracts';
import { answerSchema } from './lazySchemas.js';
import { api } from './api.js';

export const siteConfigApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The site's feature switches; they change only with a new server configuration. */
    getSiteConfig: build.query<SiteConfig, void>({
      query: () => '/api/Utility/SiteConfig',
      responseSchema: answerSchema('SiteConfig'),
      keepUnusedDataFor: 3600,
    }),
  }),
});

/**
 * The configuration the server wrote into the page (backend `page-html.ts`). The server checked it with the contract's
 * schema at start and wrote the checked value, so the first render takes it as it is, without waiting for the schemas
 * chunk (docs/architecture.md, Code splitting).
 */
export function siteConfigInPage(): SiteConfig | null {
  const text = document.getElementById(SITE_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as SiteConfig) : null;
  } catch {
    return null;
  }
}

/** The configuration's on/off switches. */
export type SiteSwitch = { [K in keyof SiteConfig]: SiteConfig[K] extends boolean ? K : never }[keyof SiteConfig];

/** Whether a switch is on; off while the configuration is still loading or failed. */
export function useSiteSwitch(name: SiteSwitch): boolean {
  return siteConfigApi.useGetSiteConfigQuery().data?.[name] ?? false;
}
