import { ShopsAnswer } from '@wl/contracts';
import { api } from '../../../api/api.js';

/** `Shops`: support's edits (features/support) invalidate it, so the page shows them on its next visit. */
export const shopsApi = api.enhanceEndpoints({ addTagTypes: ['Shops'] }).injectEndpoints({
  endpoints: (build) => ({
    /** The shop directory; 404 while the `shops` switch is off. */
    getShops: build.query<ShopsAnswer, void>({
      query: () => '/api/Shop/',
      responseSchema: ShopsAnswer,
      providesTags: ['Shops'],
    }),
  }),
});

export const { useGetShopsQuery } = shopsApi;
