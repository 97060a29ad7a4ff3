import {
  type AccessStateAnswer,
  type VerifyAnswerAnswer,
  type VisitorWishlist,
  type VerifyAnswerRequest,
} from '@wl/contracts';
import { answerSchema } from './lazySchemas.js';
import { api } from './api.js';
import { listDeleted } from '../live/deletedLists.js';
import { followWhileCached } from '../live/liveConnection.js';
import { removeGift } from './visitorCache.js';

const visitorListTag = (username: string) => ({ type: 'VisitorList' as const, id: username });
const accessStateTag = (username: string) => ({ type: 'AccessState' as const, id: username });

export const visitorApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** 404 when no list has this username. */
    getAccessState: build.query<AccessStateAnswer, string>({
      query: (username) => `/api/Wishlist/GetAccessState/${encodeURIComponent(username)}`,
      responseSchema: answerSchema('AccessStateAnswer'),
      providesTags: (_, __, username) => [accessStateTag(username)],
    }),
    /** 401 when the viewer may not (or no longer) see the list. */
    getVisitorList: build.query<VisitorWishlist, string>({
      query: (username) => `/api/Wishlist/Get/${encodeURIComponent(username)}`,
      responseSchema: answerSchema('VisitorWishlist'),
      providesTags: (_, __, username) => [visitorListTag(username)],
      async onCacheEntryAdded(username, lifecycle) {
        const reload = () => lifecycle.dispatch(api.util.invalidateTags([visitorListTag(username)]));
        await followWhileCached(lifecycle, ({ publicGuid }) => ({
          join: { event: 'JoinWishlistGroup', payload: { wishlistPublicGuid: publicGuid } },
          handlers: {
            GiftChanged: (message) => {
              if (message.wishlistPublicGuid !== publicGuid) return;
              if (message.change === 'Deleted')
                lifecycle.updateCachedData((list) => removeGift(list, message.giftPublicGuid));
              else reload();
            },
            /** Title, settings, categories, order or the forum changed: the list is loaded again. */
            WishlistChanged: (message) => {
              if (message.wishlistPublicGuid === publicGuid) reload();
            },
            /** The page says the list no longer exists (the server took this socket out of its group). */
            WishlistDeleted: (message) => {
              if (message.wishlistPublicGuid === publicGuid) listDeleted(publicGuid);
            },
            /**
             * The user's friends changed in another tab or device. A new friend's guid is not known here yet, so any
             * addition reloads; a removal only when it is this list's friendship.
             */
            FriendsChanged: (message) => {
              const shown = lifecycle.getCacheEntry().data;
              if (message.isFriend ? !shown?.isFriend : shown?.friendPrivateGuid === message.friendPrivateGuid)
                reload();
            },
          },
          // Refused after a reconnect (the list was deleted or its access changed meanwhile): the page asks again.
          onJoinRefused: reload,
          onResync: reload,
        }));
      },
    }),
    /**
     * Answers an open list's question. A right answer is remembered in the session, so the access state is asked
     * again (it now says Access). 401 when the list asks no question (no access); 429 after too many wrong answers.
     */
    verifyAnswer: build.mutation<VerifyAnswerAnswer, VerifyAnswerRequest>({
      query: (body) => ({ url: '/api/Wishlist/VerifyAnswer', method: 'POST', body }),
      responseSchema: answerSchema('VerifyAnswerAnswer'),
      invalidatesTags: (answer, _, { username }) =>
        answer?.valid ? [accessStateTag(username), visitorListTag(username)] : [],
    }),
  }),
});

export const { useGetAccessStateQuery, useGetVisitorListQuery, useVerifyAnswerMutation } = visitorApi;

/** Refetches a visitor list the next time it is shown (or now, when it is shown). */
export const reloadVisitorList = (username: string) => api.util.invalidateTags([visitorListTag(username)]);

/** Asks again who may see the list of `username` (after the list refused this viewer). */
export const reloadAccessState = (username: string) => api.util.invalidateTags([accessStateTag(username)]);
