import {
  CreateLotingAnswer, LotHistory, LotingFriendsList, LotingOverview, LotingView, LotView, OpenWithOrganizerAnswer, SelectWishlistAnswer,
  SendNudgeAnswer, UsedInRecentLotAnswer, type CreateLotingRequest, type OpenWithOrganizerRequest, type ResendLotRequest,
  type SelectWishlistRequest, type SendQuestionRequest,
} from '@wl/contracts';
import { api } from '../../api/api.js';

/** Lot drawing calls (spec 02 §7). The organizer side is addressed by the draw's manage guid, the lot side by the lot's private guid. */
export const lotsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Login; a 401 means no friends to show (the wizard's friends tab ignores it). */
    getLotingFriends: build.query<LotingFriendsList, void>({
      query: () => '/api/Loting/LotingFriendsList',
      responseSchema: LotingFriendsList,
      providesTags: ['LotingFriends'],
    }),
    createLoting: build.mutation<CreateLotingAnswer, CreateLotingRequest>({
      query: (body) => ({ url: '/api/Loting/Create', method: 'POST', body }),
      responseSchema: CreateLotingAnswer,
      invalidatesTags: (answer) => (answer ? ['Lotings', 'Loting'] : []),
    }),
    getLotingOverview: build.query<LotingOverview, void>({
      query: () => '/api/Loting/Overview',
      responseSchema: LotingOverview,
      providesTags: ['Lotings'],
    }),
    /** The organizer view; 422 Deleted, NotDrawn or NotFound. */
    getLoting: build.query<LotingView, string>({
      query: (manageGuid) => `/api/Loting/${encodeURIComponent(manageGuid)}`,
      responseSchema: LotingView,
      providesTags: (_, __, manageGuid) => [{ type: 'Loting', id: manageGuid }],
    }),
    openWithOrganizer: build.mutation<OpenWithOrganizerAnswer, OpenWithOrganizerRequest>({
      query: (body) => ({ url: '/api/Loting/OpenWithOrganizer', method: 'POST', body }),
      responseSchema: OpenWithOrganizerAnswer,
      invalidatesTags: (answer) => (answer?.changedCurrentUser ? ['User'] : []),
    }),
    getLotHistory: build.query<LotHistory, string>({
      query: (manageGuid) => `/api/Loting/${encodeURIComponent(manageGuid)}/History`,
      responseSchema: LotHistory,
      providesTags: (_, __, manageGuid) => [{ type: 'Loting', id: manageGuid }],
    }),
    resendLot: build.mutation<null, ResendLotRequest>({
      query: (body) => ({ url: '/api/Loting/ResendLot', method: 'POST', body }),
      invalidatesTags: (_, error, { manageGuid }) => (error ? [] : [{ type: 'Loting', id: manageGuid }]),
    }),
    /** 422 NoAccess means the caller may not delete it. */
    deleteLoting: build.mutation<null, string>({
      query: (manageGuid) => ({ url: `/api/Loting/${encodeURIComponent(manageGuid)}`, method: 'DELETE' }),
      invalidatesTags: (_, error) => (error ? [] : ['Lotings', 'Loting']),
    }),

    /** The participant's lot; 422 Deleted, NotDrawn or NotFound. */
    getLot: build.query<LotView, string>({
      query: (privateGuid) => `/api/Lot/${encodeURIComponent(privateGuid)}`,
      responseSchema: LotView,
      providesTags: (_, __, privateGuid) => [{ type: 'Lot', id: privateGuid }],
    }),
    registerFirstView: build.mutation<null, string>({
      query: (privateGuid) => ({ url: '/api/Lot/RegisterFirstView', method: 'POST', body: { privateGuid } }),
    }),
    selectWishlist: build.mutation<SelectWishlistAnswer, SelectWishlistRequest>({
      query: (body) => ({ url: '/api/Lot/SelectWishlist', method: 'POST', body }),
      responseSchema: SelectWishlistAnswer,
      invalidatesTags: (answer, __, { participantPrivateGuid }) => (answer ? [{ type: 'Lot', id: participantPrivateGuid }, 'Lotings'] : []),
    }),
    sendNudge: build.mutation<SendNudgeAnswer, string>({
      query: (participantPrivateGuid) => ({ url: '/api/Lot/SendNudge', method: 'POST', body: { participantPrivateGuid } }),
      responseSchema: SendNudgeAnswer,
    }),
    sendQuestion: build.mutation<null, SendQuestionRequest>({
      query: (body) => ({ url: '/api/Lot/SendQuestion', method: 'POST', body }),
    }),

    /** Whether one of the user's lists is coupled to a recent lot (asked before making it private). */
    usedInRecentLot: build.mutation<UsedInRecentLotAnswer, string>({
      query: (wishlistPrivateGuid) => ({ url: `/api/MyList/UsedInRecentLot/${encodeURIComponent(wishlistPrivateGuid)}`, method: 'POST' }),
      responseSchema: UsedInRecentLotAnswer,
    }),
  }),
});

export const {
  useGetLotingFriendsQuery, useCreateLotingMutation, useGetLotingOverviewQuery, useGetLotingQuery, useOpenWithOrganizerMutation, useGetLotHistoryQuery,
  useResendLotMutation, useDeleteLotingMutation, useGetLotQuery, useRegisterFirstViewMutation, useSelectWishlistMutation, useSendNudgeMutation,
  useSendQuestionMutation, useUsedInRecentLotMutation,
} = lotsApi;
