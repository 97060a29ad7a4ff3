import {
  CheckEmailAnswer, CheckUsernameAnswer, CreateAccountAnswer, CurrentUser, type CreateAccountRequest, type LoginRequest,
} from '@wl/contracts';
import { api, userScopedTags } from '../../api/api.js';

export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The logged-in user, or null (204) when nobody is logged in. */
    getUserData: build.query<CurrentUser | null, void>({
      query: () => '/api/Account/UserData',
      responseSchema: CurrentUser.nullable(),
      providesTags: ['User'],
    }),
    createAccount: build.mutation<CreateAccountAnswer, CreateAccountRequest>({
      query: (body) => ({ url: '/api/Account/Create', method: 'POST', body }),
      responseSchema: CreateAccountAnswer,
      invalidatesTags: (answer) => (answer ? [...userScopedTags] : []),
    }),
    /** True when the credentials were right. */
    login: build.mutation<boolean, LoginRequest>({
      query: (body) => ({ url: '/api/Account/Login', method: 'POST', body }),
      transformResponse: (answer: unknown) => answer === true,
      invalidatesTags: (loggedIn) => (loggedIn ? [...userScopedTags] : []),
    }),
    logout: build.mutation<null, void>({
      query: () => ({ url: '/api/Account/Logout', method: 'POST' }),
      async onQueryStarted(_, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(accountApi.util.upsertQueryData('getUserData', undefined, null));
        } catch {
          // the caller shows the failure
        }
      },
      invalidatesTags: (_, error) => (error ? [] : userScopedTags.filter((tag) => tag !== 'User')),
    }),
    checkEmail: build.query<CheckEmailAnswer, string>({
      query: (email) => ({ url: '/api/Account/CheckEmail', method: 'POST', body: { email } }),
      responseSchema: CheckEmailAnswer,
      keepUnusedDataFor: 5,
    }),
    checkUsername: build.query<CheckUsernameAnswer, string>({
      query: (username) => ({ url: '/api/MyList/CheckUsername', method: 'POST', body: { username } }),
      responseSchema: CheckUsernameAnswer,
      keepUnusedDataFor: 5,
    }),
  }),
});

export const {
  useGetUserDataQuery, useCreateAccountMutation, useLoginMutation, useLogoutMutation, useCheckEmailQuery,
  useCheckUsernameQuery,
} = accountApi;

/** The logged-in user (null when logged out, undefined while unknown). */
export function useCurrentUser(): CurrentUser | null | undefined {
  return useGetUserDataQuery().data;
}
