import {
  type CheckEmailAnswer,
  type CheckUsernameAnswer,
  type CreateAccountAnswer,
  type CurrentUser,
  type CreateAccountRequest,
  type LoginRequest,
} from '@wl/contracts';
import { answerSchema } from './lazySchemas.js';
import { api } from './api.js';
import { failureOf, problemOf } from './errors.js';
import { liveConnection } from '../live/liveConnection.js';

/** A started call's answer, or undefined when it failed (whoever called the mutation shows the failure). */
export function settled<T>(started: Promise<{ data: T }>): Promise<{ data: T } | undefined> {
  return started.catch(() => undefined);
}

export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The logged-in user, or null (204) when nobody is logged in. */
    getUserData: build.query<CurrentUser | null, void>({
      query: () => '/api/Account/UserData',
      responseSchema: answerSchema('CurrentUserOrNone'),
      providesTags: ['User'],
    }),
    /** Also upgrades a logged-in lightweight user. `WishlistFailed` still made (and logged in) the account. */
    createAccount: build.mutation<CreateAccountAnswer, CreateAccountRequest>({
      query: (body) => ({ url: '/api/Account/Create', method: 'POST', body }),
      responseSchema: answerSchema('CreateAccountAnswer'),
      invalidatesTags: (answer, error) => (answer || problemOf(error) === 'WishlistFailed' ? ['User', 'MyLists'] : []),
      async onQueryStarted(_, { queryFulfilled }) {
        const made = await queryFulfilled.then(
          () => true,
          (failed: unknown) => problemOf(failureOf(failed)) === 'WishlistFailed',
        );
        if (made) liveConnection.reconnect();
      },
    }),
    /** True when the credentials were right. */
    login: build.mutation<boolean, LoginRequest>({
      query: (body) => ({ url: '/api/Account/Login', method: 'POST', body }),
      transformResponse: (answer: unknown) => answer === true,
      invalidatesTags: (loggedIn) => (loggedIn ? ['User'] : []),
      async onQueryStarted(_, { queryFulfilled }) {
        if ((await settled(queryFulfilled))?.data) liveConnection.reconnect();
      },
    }),
    /** Leaves the cached user data alone: `useLogout` clears it once the page has moved on. */
    logout: build.mutation<null, void>({
      query: () => ({ url: '/api/Account/Logout', method: 'POST' }),
      async onQueryStarted(_, { queryFulfilled }) {
        if (await settled(queryFulfilled)) liveConnection.reconnect();
      },
    }),
    checkEmail: build.query<CheckEmailAnswer, string>({
      query: (email) => ({ url: '/api/Account/CheckEmail', method: 'POST', body: { email } }),
      responseSchema: answerSchema('CheckEmailAnswer'),
      keepUnusedDataFor: 5,
    }),
    checkUsername: build.query<CheckUsernameAnswer, string>({
      query: (username) => ({ url: '/api/MyList/CheckUsername', method: 'POST', body: { username } }),
      responseSchema: answerSchema('CheckUsernameAnswer'),
      keepUnusedDataFor: 5,
    }),
  }),
});

export const {
  useGetUserDataQuery,
  useCreateAccountMutation,
  useLoginMutation,
  useLogoutMutation,
  useCheckEmailQuery,
  useCheckUsernameQuery,
} = accountApi;

const guidOf = (user: CurrentUser | null | undefined) => (user === undefined ? undefined : (user?.publicGuid ?? null));
type ApiState = Parameters<ReturnType<typeof accountApi.endpoints.getUserData.select>>[0];

/** The public guid of the user in the cached user data: null when logged out, undefined while unknown. */
export function selectLoggedInUserGuid(state: unknown): string | null | undefined {
  return guidOf(accountApi.endpoints.getUserData.select()(state as ApiState).data);
}

export function useLoggedInUserGuid(): string | null | undefined {
  return guidOf(useCurrentUser());
}

/** The logged-in user (null when logged out, undefined while unknown). */
export function useCurrentUser(): CurrentUser | null | undefined {
  return useGetUserDataQuery().data;
}
