import { ResetCodeAnswer, type RequestResetPasswordRequest, type ResetPasswordRequest } from '@wl/contracts';
import { api } from '../../api/api.js';
import { liveConnection } from '../../live/liveConnection.js';
import { settled } from '../../api/accountApi.js';

/** Forgotten password: a mailed code, checked on arrival, then a new password that also logs the user in. */
export const passwordResetApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** 422 NoUserFound or ErrorSendingEmail; 429 after too many requests. */
    requestResetPassword: build.mutation<null, RequestResetPasswordRequest>({
      query: (body) => ({ url: '/api/Account/RequestResetPassword', method: 'POST', body }),
    }),
    /** 422 IsExpired or IsUnknown. */
    checkResetPasswordCode: build.query<ResetCodeAnswer, string>({
      query: (code) => `/api/Account/CheckResetPasswordCode/${encodeURIComponent(code)}`,
      responseSchema: ResetCodeAnswer,
      keepUnusedDataFor: 0,
    }),
    /**
     * Logs the code's user in (a new session); the caller fetches the user data anew before it moves on.
     * 422 IsExpired or IsUnknown.
     */
    resetPassword: build.mutation<null, ResetPasswordRequest>({
      query: (body) => ({ url: '/api/Account/ResetPassword', method: 'POST', body }),
      async onQueryStarted(_, { queryFulfilled }) {
        if (await settled(queryFulfilled)) liveConnection.reconnect();
      },
    }),
  }),
});

export const { useRequestResetPasswordMutation, useCheckResetPasswordCodeQuery, useResetPasswordMutation } =
  passwordResetApi;
