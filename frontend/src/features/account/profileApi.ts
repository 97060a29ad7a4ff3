import {
  CurrentUser,
  DeleteUserQuestion,
  EmailSettingsAnswer,
  type DeleteAccountRequest,
  type EditProfileRequest,
  type EmailSettings,
} from '@wl/contracts';
import { api } from '../../api/api.js';
import { downloadExport } from './downloadExport.js';
import { liveConnection } from '../../live/liveConnection.js';
import { accountApi, settled } from '../../api/accountApi.js';

/** A mail-settings link: whose settings, and the key it carries (none in a link from an old mail). */
export interface MailSettingsLink {
  userPrivateGuid: string;
  key?: string;
}

/** The logged-in user's profile and leaving, and the mail settings reached by a link from a mail. */
export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Answers the saved user, which becomes the cached user data. 422 WrongUserGuid, EmailUnavailable or Other. */
    editProfile: build.mutation<CurrentUser, EditProfileRequest>({
      query: (body) => ({ url: '/api/Account/Edit', method: 'POST', body }),
      responseSchema: CurrentUser,
      async onQueryStarted(_, { dispatch, queryFulfilled }) {
        const saved = await settled(queryFulfilled);
        if (saved) dispatch(accountApi.util.upsertQueryData('getUserData', undefined, saved.data));
      },
    }),
    /** The optional question asked before leaving; null (204) when there is none. */
    getDeleteUserQuestion: build.query<DeleteUserQuestion | null, void>({
      query: () => '/api/Account/GetDeleteUserQuestion',
      responseSchema: DeleteUserQuestion.nullable(),
    }),
    /** Ends the session too; like logout, the cached user data is left to the page (it moves on first). */
    deleteAccount: build.mutation<unknown, DeleteAccountRequest>({
      query: (body) => ({ url: '/api/Account/Delete', method: 'POST', body }),
      async onQueryStarted(_, { queryFulfilled }) {
        if (await settled(queryFulfilled)) liveConnection.reconnect();
      },
    }),
    /**
     * By the user's private guid with the key of the mailed link, or by the user's own session without one; 404 for an
     * unknown guid and for a missing or wrong key alike.
     */
    getEmailSettings: build.query<EmailSettingsAnswer, MailSettingsLink>({
      query: ({ userPrivateGuid, key }) =>
        `/api/Account/GetEmailSettings/${encodeURIComponent(userPrivateGuid)}${key === undefined ? '' : `?k=${encodeURIComponent(key)}`}`,
      responseSchema: EmailSettingsAnswer,
    }),
    /** 404 without the key or own session, 422 Other. The logged-in user may be the one whose settings changed: their data is fetched anew. */
    updateEmailSettings: build.mutation<EmailSettingsAnswer, EmailSettings>({
      query: (body) => ({ url: '/api/Account/UpdateEmailSettings', method: 'POST', body }),
      responseSchema: EmailSettingsAnswer,
      invalidatesTags: (_, error) => (error ? [] : ['User']),
      async onQueryStarted(settings, { dispatch, queryFulfilled }) {
        const saved = await queryFulfilled.then(
          ({ data }) => data,
          () => null,
        );
        if (saved)
          dispatch(
            profileApi.util.upsertQueryData(
              'getEmailSettings',
              { userPrivateGuid: settings.userPrivateGuid, key: settings.key },
              saved,
            ),
          );
      },
    }),
    /** Saves the person's data as a file (`GET /api/Account/Export`); nothing is cached. 429 when asked too often. */
    downloadMyData: build.mutation<null, 'json' | 'zip'>({ queryFn: downloadExport }),
  }),
});

export const {
  useEditProfileMutation,
  useGetDeleteUserQuestionQuery,
  useDeleteAccountMutation,
  useGetEmailSettingsQuery,
  useUpdateEmailSettingsMutation,
  useDownloadMyDataMutation,
} = profileApi;
