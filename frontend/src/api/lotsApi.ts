import {
  LOT_CHANGE_HIGHLIGHT_MS,
  CreateLotingAnswer,
  LotHistory,
  LotingFriendsList,
  LotingOverview,
  LotingView,
  LotView,
  OpenWithOrganizerAnswer,
  SelectWishlistAnswer,
  SendNudgeAnswer,
  type CreateLotingRequest,
  type OpenWithOrganizerRequest,
  type ResendLotRequest,
  type SelectWishlistRequest,
  type SendQuestionRequest,
  type AnswerQuestionRequest,
} from '@wl/contracts';
import { api } from './api.js';
import { followWhileCached } from '../live/liveConnection.js';

/** The organizer view with the participants a live message just changed (highlighted for a moment). */
export type LiveLotingView = LotingView & { changed: string[] };
/** The lot view; `linkChanged` while the drawn person's list link has just changed live. */
export type LiveLotView = LotView & { linkChanged: boolean };

type Draft<T> = { -readonly [K in keyof T]: T[K] };

/**
 * Applies a live change to a cached entry and marks it for `LOT_CHANGE_HIGHLIGHT_MS`; `unmark` clears the mark.
 * Returns a cleanup for when the entry goes.
 */
function highlighter<T>(update: (recipe: (draft: Draft<T>) => void) => unknown) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    apply(change: (draft: Draft<T>) => void, unmark: (draft: Draft<T>) => void) {
      update(change);
      clearTimeout(timer);
      timer = setTimeout(() => update(unmark), LOT_CHANGE_HIGHLIGHT_MS);
    },
    stop: () => clearTimeout(timer),
  };
}

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
    /**
     * The organizer view; 422 Deleted, NotDrawn or NotFound. Follows the draw's live group: a participant who opens
     * their lot or (de)couples a list changes their row at once; a refused or unanswered join, or a reconnect, reloads.
     */
    getLoting: build.query<LiveLotingView, string>({
      query: (manageGuid) => `/api/Loting/${encodeURIComponent(manageGuid)}`,
      rawResponseSchema: LotingView,
      transformResponse: (view: LotingView) => ({ ...view, changed: [] }),
      providesTags: (_, __, manageGuid) => [{ type: 'Loting', id: manageGuid }],
      async onCacheEntryAdded(manageGuid, lifecycle) {
        const reload = () =>
          void lifecycle.dispatch(
            lotsApi.endpoints.getLoting.initiate(manageGuid, { subscribe: false, forceRefetch: true }),
          );
        const mark = highlighter<LiveLotingView>(lifecycle.updateCachedData);
        const changeParticipant = (
          lotingPublicGuid: string,
          participantPublicGuid: string,
          change: (participant: LotingView['participants'][number]) => void,
        ) => {
          if (lotingPublicGuid !== lifecycle.getCacheEntry().data?.publicGuid) return;
          mark.apply(
            (draft) => {
              const participant = draft.participants.find((p) => p.publicGuid === participantPublicGuid);
              if (!participant) return;
              change(participant);
              draft.changed = [
                ...draft.changed.filter((guid) => guid !== participantPublicGuid),
                participantPublicGuid,
              ];
            },
            (draft) => {
              draft.changed = [];
            },
          );
        };
        await followWhileCached(lifecycle, (view) => ({
          join: { event: 'JoinLotingGroup', payload: { lotingPublicGuid: view.publicGuid, manageGuid } },
          handlers: {
            SetLotToViewed: (message) =>
              changeParticipant(message.lotingPublicGuid, message.participantPublicGuid, (p) => {
                p.isViewed = true;
              }),
            SetLotHasWishlist: (message) =>
              changeParticipant(message.lotingPublicGuid, message.participantPublicGuid, (p) => {
                p.hasWishlist = message.hasWishlist;
                p.isViewed = true;
              }),
          },
          onJoinRefused: reload,
          onResync: reload,
        }));
        mark.stop();
      },
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

    /**
     * The participant's lot; 422 Deleted, NotDrawn or NotFound. Follows the drawn person's live group, so their list
     * link appears (highlighted) as soon as they couple one; a refused or unanswered join, or a reconnect, reloads.
     */
    getLot: build.query<LiveLotView, string>({
      query: (privateGuid) => `/api/Lot/${encodeURIComponent(privateGuid)}`,
      rawResponseSchema: LotView,
      transformResponse: (view: LotView) => ({ ...view, linkChanged: false }),
      providesTags: (_, __, privateGuid) => [{ type: 'Lot', id: privateGuid }],
      async onCacheEntryAdded(privateGuid, lifecycle) {
        const reload = () =>
          void lifecycle.dispatch(
            lotsApi.endpoints.getLot.initiate(privateGuid, { subscribe: false, forceRefetch: true }),
          );
        const mark = highlighter<LiveLotView>(lifecycle.updateCachedData);
        await followWhileCached(lifecycle, (lot) => ({
          join: {
            event: 'JoinDrawnLotGroup',
            payload: { drawnParticipantPublicGuid: lot.drawnParticipant.publicGuid, lotPrivateGuid: privateGuid },
          },
          handlers: {
            SetLotWishlistLink: (message) => {
              if (message.participantPublicGuid !== lifecycle.getCacheEntry().data?.drawnParticipant.publicGuid) return;
              mark.apply(
                (draft) => {
                  draft.drawnParticipant.wishlistLink = message.wishlistLink;
                  draft.linkChanged = true;
                },
                (draft) => {
                  draft.linkChanged = false;
                },
              );
            },
          },
          onJoinRefused: reload,
          onResync: reload,
        }));
        mark.stop();
      },
    }),
    registerFirstView: build.mutation<null, string>({
      query: (privateGuid) => ({ url: '/api/Lot/RegisterFirstView', method: 'POST', body: { privateGuid } }),
      // A logged-in holder's view may put the draw in their lots home.
      invalidatesTags: ['Lotings'],
    }),
    selectWishlist: build.mutation<SelectWishlistAnswer, SelectWishlistRequest>({
      query: (body) => ({ url: '/api/Lot/SelectWishlist', method: 'POST', body }),
      responseSchema: SelectWishlistAnswer,
      invalidatesTags: (answer, __, { participantPrivateGuid }) =>
        answer ? [{ type: 'Lot', id: participantPrivateGuid }, 'Lotings'] : [],
    }),
    /** Answers when the next nudge may go; the lot keeps it, so the button stays disabled until then. */
    sendNudge: build.mutation<SendNudgeAnswer, string>({
      query: (participantPrivateGuid) => ({
        url: '/api/Lot/SendNudge',
        method: 'POST',
        body: { participantPrivateGuid },
      }),
      responseSchema: SendNudgeAnswer,
      async onQueryStarted(privateGuid, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => undefined);
        if (!answer) return;
        dispatch(
          lotsApi.util.updateQueryData('getLot', privateGuid, (draft) => {
            draft.nudgeDisabledUntil = answer.data.nudgeDisabledUntil;
          }),
        );
      },
    }),
    /** The asker's lot lists the question (and later its answer). */
    sendQuestion: build.mutation<null, SendQuestionRequest>({
      query: (body) => ({ url: '/api/Lot/SendQuestion', method: 'POST', body }),
      invalidatesTags: (_, error, { lotPrivateGuid }) => (error ? [] : [{ type: 'Lot', id: lotPrivateGuid }]),
    }),
    answerQuestion: build.mutation<null, AnswerQuestionRequest>({
      query: (body) => ({ url: '/api/Lot/AnswerQuestion', method: 'POST', body }),
      invalidatesTags: (_, __, { lotPrivateGuid }) => [{ type: 'Lot', id: lotPrivateGuid }],
    }),
  }),
});

export const {
  useGetLotingFriendsQuery,
  useCreateLotingMutation,
  useGetLotingOverviewQuery,
  useGetLotingQuery,
  useOpenWithOrganizerMutation,
  useGetLotHistoryQuery,
  useResendLotMutation,
  useDeleteLotingMutation,
  useGetLotQuery,
  useRegisterFirstViewMutation,
  useSelectWishlistMutation,
  useSendNudgeMutation,
  useSendQuestionMutation,
  useAnswerQuestionMutation,
} = lotsApi;
