import { type SignInWithLinkAnswer, type RequestSignInLinkRequest, type SignInWithLinkRequest } from '@wl/contracts';
import { answerSchema } from './lazySchemas.js';
import { api } from './api.js';
import { liveConnection } from '../live/liveConnection.js';
import { settled } from './accountApi.js';

/** Signing in with a link mailed to one's address (docs/sign-in-and-words.md). */
export const signInLinkApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** 204 whether or not the address is known; 429 after too many for the address or this network. */
    requestSignInLink: build.mutation<null, RequestSignInLinkRequest>({
      query: (body) => ({ url: '/api/Account/RequestSignInLink', method: 'POST', body }),
    }),
    /** 422 IsUnknown, IsExpired, or OtherUserSignedIn (nothing changed: ask, then send `replaceOtherUser`). */
    signInWithLink: build.mutation<SignInWithLinkAnswer, SignInWithLinkRequest>({
      query: (body) => ({ url: '/api/Account/SignInWithLink', method: 'POST', body }),
      responseSchema: answerSchema('SignInWithLinkAnswer'),
      invalidatesTags: (answer) => (answer ? ['User'] : []),
      async onQueryStarted(_, { queryFulfilled }) {
        if (await settled(queryFulfilled)) liveConnection.reconnect();
      },
    }),
  }),
});

export const { useRequestSignInLinkMutation, useSignInWithLinkMutation } = signInLinkApi;
