import { CurrentUser } from '@wl/contracts';
import { api } from '../../api/api.js';
import { liveConnection } from '../../live/liveConnection.js';
import { settled } from '../account/accountApi.js';

export const emailCrossOffApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * An anonymous visitor who crosses off by e-mail becomes a lightweight user (isAccount false) and is logged in.
     * 422 EmailInUse (the address has an account: log in instead), EmailUnusable or Other.
     */
    createLightweightUser: build.mutation<CurrentUser, { email: string }>({
      query: (body) => ({ url: '/api/Afstreper/Create', method: 'POST', body }),
      responseSchema: CurrentUser,
      invalidatesTags: (user) => (user ? ['User'] : []),
      async onQueryStarted(_, { queryFulfilled }) {
        if (await settled(queryFulfilled)) liveConnection.reconnect();
      },
    }),
  }),
});

export const { useCreateLightweightUserMutation } = emailCrossOffApi;
