import { type SiteStats } from '@wl/contracts';
import { answerSchema } from './lazySchemas.js';
import { api } from './api.js';

export const statsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Site-wide figures for the home page; the same for everyone. */
    getHomepageStats: build.query<SiteStats, void>({
      query: () => '/api/Stats/HomepageStats',
      responseSchema: answerSchema('SiteStats'),
      keepUnusedDataFor: 300,
    }),
  }),
});

export const { useGetHomepageStatsQuery } = statsApi;
