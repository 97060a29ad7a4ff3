import type { VerifyEmailRequest } from '@wl/contracts';
import { api } from './api.js';

/** Confirming the e-mail address by a mailed link (needed before a list can be sent by mail). */
export const emailVerificationApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** 422 IsUnknown (used, made up, or for another address) or IsExpired. */
    verifyEmail: build.mutation<null, VerifyEmailRequest>({
      query: (body) => ({ url: '/api/Account/VerifyEmail', method: 'POST', body }),
      invalidatesTags: (_, error) => (error ? [] : ['User']),
    }),
    /** A new link to the logged-in user's address; 422 AlreadyVerified or ErrorSendingEmail; 429 after too many. */
    requestEmailVerification: build.mutation<null, void>({
      query: () => ({ url: '/api/Account/RequestEmailVerification', method: 'POST' }),
    }),
  }),
});

export const { useVerifyEmailMutation, useRequestEmailVerificationMutation } = emailVerificationApi;
