import { ListSearchAnswer } from '@wl/contracts';
import { api } from '../../api/api.js';

export const listSearchApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Findable lists for a query of at least 3 characters (else 400); at most 50, with the total found. */
    searchLists: build.query<ListSearchAnswer, string>({
      query: (query) => `/api/Wishlist/Search?query=${encodeURIComponent(query)}`,
      responseSchema: ListSearchAnswer,
      keepUnusedDataFor: 30,
    }),
  }),
});

export const { useLazySearchListsQuery } = listSearchApi;
