import { ShopsAnswer } from '@wl/contracts';
import { api } from '../../../api/api.js';

export const shopsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The shop directory; 404 while the `shops` switch is off. */
    getShops: build.query<ShopsAnswer, void>({
      query: () => '/api/Shop/',
      responseSchema: ShopsAnswer,
    }),
  }),
});

export const { useGetShopsQuery } = shopsApi;
