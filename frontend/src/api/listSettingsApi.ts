import {
  type OwnerWishlist,
  type UsedInRecentLotAnswer,
  type CreateWishlistRequest,
  type UpdateDescriptionRequest,
  type UpdateOccasionRequest,
  type UpdateSettingsRequest,
  type UpdateTitleRequest,
} from '@wl/contracts';
import { answerSchema } from './lazySchemas.js';
import { api } from './api.js';
import { afterListEdit, answerReplacesOwnerList } from './ownerListCache.js';

/** The owner's list as a whole: made, its title, description, occasion and settings, emptied, deleted. */
export const listSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** 201 with the new list; 422 IsAfstreper (lightweight user), Unavailable (username taken), TooManyWishlists or Other. */
    createList: build.mutation<OwnerWishlist, CreateWishlistRequest>({
      query: (body) => ({ url: '/api/MyList/Create', method: 'POST', body }),
      responseSchema: answerSchema('OwnerWishlist'),
      invalidatesTags: (list) => (list ? ['MyLists', 'AccessState'] : []),
      onQueryStarted: answerReplacesOwnerList,
    }),
    updateTitle: build.mutation<OwnerWishlist, UpdateTitleRequest>({
      query: (body) => ({ url: '/api/MyList/UpdateTitle', method: 'POST', body }),
      responseSchema: answerSchema('OwnerWishlist'),
      invalidatesTags: (_, error, { privateGuid }) => afterListEdit(privateGuid, error),
      onQueryStarted: answerReplacesOwnerList,
    }),
    updateDescription: build.mutation<OwnerWishlist, UpdateDescriptionRequest>({
      query: (body) => ({ url: '/api/MyList/UpdateDescription', method: 'POST', body }),
      responseSchema: answerSchema('OwnerWishlist'),
      invalidatesTags: (_, error, { privateGuid }) => afterListEdit(privateGuid, error),
      onQueryStarted: answerReplacesOwnerList,
    }),
    updateOccasion: build.mutation<OwnerWishlist, UpdateOccasionRequest>({
      query: (body) => ({ url: '/api/MyList/UpdateOccasion', method: 'POST', body }),
      responseSchema: answerSchema('OwnerWishlist'),
      invalidatesTags: (_, error, { privateGuid }) => afterListEdit(privateGuid, error),
      onQueryStarted: answerReplacesOwnerList,
    }),
    /** 422 UserCannotAccessWishlist (the list is reloaded) or InvalidData (for instance a username that is taken). */
    updateSettings: build.mutation<OwnerWishlist, UpdateSettingsRequest>({
      query: (body) => ({ url: '/api/MyList/UpdateSettings', method: 'POST', body }),
      responseSchema: answerSchema('OwnerWishlist'),
      invalidatesTags: (_, error, { privateGuid }) => afterListEdit(privateGuid, error),
      onQueryStarted: answerReplacesOwnerList,
    }),
    usedInRecentLot: build.mutation<UsedInRecentLotAnswer, string>({
      query: (privateGuid) => ({
        url: `/api/MyList/UsedInRecentLot/${encodeURIComponent(privateGuid)}`,
        method: 'POST',
      }),
      responseSchema: answerSchema('UsedInRecentLotAnswer'),
    }),
    /** Primary owner only: a co-owner gets 401. */
    deleteList: build.mutation<null, string>({
      query: (privateGuid) => ({ url: `/api/MyList/${encodeURIComponent(privateGuid)}`, method: 'DELETE' }),
      invalidatesTags: (_, error) => (error ? [] : ['MyLists', 'AccessState', 'VisitorList']),
    }),
    deleteAllGifts: build.mutation<OwnerWishlist, string>({
      query: (privateGuid) => ({
        url: `/api/MyList/DeleteAllGifts/${encodeURIComponent(privateGuid)}`,
        method: 'DELETE',
      }),
      responseSchema: answerSchema('OwnerWishlist'),
      invalidatesTags: (_, error, privateGuid) => afterListEdit(privateGuid, error),
      onQueryStarted: answerReplacesOwnerList,
    }),
  }),
});

export const {
  useCreateListMutation,
  useUpdateTitleMutation,
  useUpdateDescriptionMutation,
  useUpdateOccasionMutation,
  useUpdateSettingsMutation,
  useUsedInRecentLotMutation,
  useDeleteListMutation,
  useDeleteAllGiftsMutation,
} = listSettingsApi;
