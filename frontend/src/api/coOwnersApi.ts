import {
  type CreateAccountAnswer,
  type NewOwnerInvite,
  type OwnerInviteInfo,
  type OwnersAndInvitesAnswer,
  type AcceptExtraOwnerInviteRequest,
  type CreateForExtraOwnerInviteRequest,
  type InviteExtraOwnerRequest,
  type RemoveExtraOwnerRequest,
  type RevokeExtraOwnerInviteRequest,
} from '@wl/contracts';
import { answerSchema } from './lazySchemas.js';
import { api } from './api.js';
import { followWhileCached, liveConnection } from '../live/liveConnection.js';
import { settled } from './accountApi.js';
import { changedRows } from '../shared/changedRows.js';

/** The owners and open invites of one list, with the rows a live change touched (highlighted for a moment). */
export type OwnersAndInvites = OwnersAndInvitesAnswer & { changed: string[] };

/** How long a row that changed live stays highlighted (spec 01 §9). */
export const CHANGE_HIGHLIGHT_MS = 1200;

const coOwnersTag = (privateGuid: string) => ({ type: 'CoOwners' as const, id: privateGuid });
/** What an accepted invite changes for the new owner: their lists, and how the list's address answers them. */
const afterBecomingOwner = ['MyLists', 'AccessState', 'VisitorList'] as const;

export const coOwnersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * 403 for anyone but an owner. Follows the owner group that the owner page joined: on `OwnersChanged` it loads
     * again and marks the rows that differ (a new owner or invite, someone who came online or left).
     */
    getOwnersAndInvites: build.query<OwnersAndInvites, string>({
      query: (privateGuid) => `/api/WishlistOwner/${encodeURIComponent(privateGuid)}/GetOwnersAndInvites`,
      rawResponseSchema: answerSchema('OwnersAndInvitesAnswer'),
      transformResponse: (answer: OwnersAndInvitesAnswer) => ({ ...answer, changed: [] }),
      providesTags: (_, __, privateGuid) => [coOwnersTag(privateGuid)],
      async onCacheEntryAdded(privateGuid, lifecycle) {
        let clearTimer: ReturnType<typeof setTimeout> | undefined;
        const refetchAndMark = async () => {
          const before = lifecycle.getCacheEntry().data;
          const after = await lifecycle.dispatch(
            coOwnersApi.endpoints.getOwnersAndInvites.initiate(privateGuid, { subscribe: false, forceRefetch: true }),
          );
          if (!before || !after.data) return;
          const changed = changedRows(before, after.data);
          lifecycle.updateCachedData((draft) => {
            draft.changed = changed;
          });
          clearTimeout(clearTimer);
          clearTimer = setTimeout(
            () =>
              lifecycle.updateCachedData((draft) => {
                draft.changed = [];
              }),
            CHANGE_HIGHLIGHT_MS,
          );
        };
        await followWhileCached(lifecycle, () => ({
          handlers: {
            OwnersChanged: (message) => {
              if (message.wishlistPrivateGuid !== privateGuid) return;
              void refetchAndMark();
            },
          },
          onResync: () => void refetchAndMark(),
        }));
        clearTimeout(clearTimer);
      },
    }),
    /** Primary owner only; answers the new invite with its link, or 422 TooManyInvites while `limits.openInvitesPerWishlist` are open. */
    inviteExtraOwner: build.mutation<NewOwnerInvite, InviteExtraOwnerRequest>({
      query: (body) => ({ url: '/api/WishlistOwner/InviteExtraOwner', method: 'POST', body }),
      responseSchema: answerSchema('NewOwnerInvite'),
      invalidatesTags: (_, __, { privateWishlistGuid }) => [coOwnersTag(privateWishlistGuid)],
      // Shown at once, so its link can be copied while the owners load again.
      async onQueryStarted({ privateWishlistGuid }, { dispatch, queryFulfilled }) {
        const answer = await settled(queryFulfilled);
        if (!answer) return;
        dispatch(
          coOwnersApi.util.updateQueryData('getOwnersAndInvites', privateWishlistGuid, (draft) => {
            if (!draft.invites.some((invite) => invite.guid === answer.data.guid)) draft.invites.push(answer.data);
          }),
        );
      },
    }),
    /** Primary owner only, never themselves; the list's open invites are revoked with it. */
    removeExtraOwner: build.mutation<null, RemoveExtraOwnerRequest>({
      query: (body) => ({ url: '/api/WishlistOwner/RemoveExtraOwner', method: 'POST', body }),
      invalidatesTags: (_, __, { privateWishlistGuid }) => [
        coOwnersTag(privateWishlistGuid),
        { type: 'OwnerList', id: privateWishlistGuid },
      ],
    }),
    revokeExtraOwnerInvite: build.mutation<null, RevokeExtraOwnerInviteRequest>({
      query: (body) => ({ url: '/api/WishlistOwner/RevokeExtraOwnerInvite', method: 'POST', body }),
      invalidatesTags: (_, __, { privateWishlistGuid }) => [coOwnersTag(privateWishlistGuid)],
    }),

    /** 422 NotFound, Expired or AlreadyAccepted; otherwise what this visitor must do before accepting. */
    openInvite: build.query<OwnerInviteInfo, string>({
      query: (inviteGuid) => `/api/Wishlist/OpenInvite/${encodeURIComponent(inviteGuid)}`,
      responseSchema: answerSchema('OwnerInviteInfo'),
      // What the visitor must do first depends on who is logged in: a login loads it again.
      providesTags: ['OwnerInvite', 'User'],
    }),
    acceptExtraOwnerInvite: build.mutation<null, AcceptExtraOwnerInviteRequest>({
      query: (body) => ({ url: '/api/Wishlist/AcceptExtraOwnerInvite', method: 'POST', body }),
      invalidatesTags: (_, error) => (error ? ['OwnerInvite'] : [...afterBecomingOwner, 'User']),
    }),
    /** A new account that accepts the invite; 201 with the user (logged in). */
    createForExtraOwnerInvite: build.mutation<CreateAccountAnswer['user'], CreateForExtraOwnerInviteRequest>({
      query: (body) => ({ url: '/api/Account/CreateForExtraOwnerInvite', method: 'POST', body }),
      rawResponseSchema: answerSchema('CreatedAccountUser'),
      transformResponse: ({ user }: Pick<CreateAccountAnswer, 'user'>) => user,
      invalidatesTags: (user) => (user ? ['User', ...afterBecomingOwner] : []),
      async onQueryStarted(_, { queryFulfilled }) {
        if (await settled(queryFulfilled)) liveConnection.reconnect();
      },
    }),
  }),
});

export const {
  useGetOwnersAndInvitesQuery,
  useInviteExtraOwnerMutation,
  useRemoveExtraOwnerMutation,
  useRevokeExtraOwnerInviteMutation,
  useOpenInviteQuery,
  useAcceptExtraOwnerInviteMutation,
  useCreateForExtraOwnerInviteMutation,
} = coOwnersApi;
