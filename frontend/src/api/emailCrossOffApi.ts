import { type CurrentUser, type StartFlowRequest } from '@wl/contracts';
import { answerSchema } from './lazySchemas.js';
import { api } from './api.js';
import { liveConnection } from '../live/liveConnection.js';
import { settled } from './accountApi.js';

export const emailCrossOffApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * An anonymous visitor who crosses off by e-mail becomes a lightweight user (isAccount false) and is logged in.
     * 422 EmailInUse (the address has an account: log in instead), EmailUnusable or Other.
     */
    /** Before the e-mail cross-off asks an address: 204 when this visitor can cross the gift off now, else the cross-off's 422. */
    startFlow: build.mutation<null, StartFlowRequest>({
      query: (body) => ({ url: '/api/Wishlist/StartFlow', method: 'POST', body }),
    }),
    createLightweightUser: build.mutation<CurrentUser, { email: string }>({
      query: (body) => ({ url: '/api/Afstreper/Create', method: 'POST', body }),
      responseSchema: answerSchema('CurrentUser'),
      invalidatesTags: (user) => (user ? ['User'] : []),
      async onQueryStarted(_, { queryFulfilled }) {
        if (await settled(queryFulfilled)) liveConnection.reconnect();
      },
    }),
  }),
});

export const { useCreateLightweightUserMutation, useStartFlowMutation } = emailCrossOffApi;
