import { type AddFriendAnswer, type Friend } from '@wl/contracts';
import { answerSchema } from './lazySchemas.js';
import { api } from './api.js';
import { failureOf, problemOf } from './errors.js';
import { followWhileCached } from '../live/liveConnection.js';
import { reloadVisitorList, visitorApi } from './visitorApi.js';

export const friendsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The lists the user follows (private and deleted ones drop out); live, so other tabs' changes show up. */
    getFriends: build.query<Friend[], void>({
      query: () => '/api/Friend/Overview',
      responseSchema: answerSchema('Friends'),
      providesTags: ['Friends'],
      async onCacheEntryAdded(_, lifecycle) {
        const reload = () => lifecycle.dispatch(api.util.invalidateTags(['Friends']));
        await followWhileCached(lifecycle, () => ({
          handlers: { FriendsChanged: reload, FriendListChanged: reload },
          onResync: reload,
        }));
      },
    }),
    /**
     * From the visitor page of `username`. 422 AlreadyFriend, OwnWishlist or NoAccess: the page no longer matches the
     * server, so the list is loaded again.
     */
    addFriend: build.mutation<AddFriendAnswer, { username: string; wishlistPublicGuid: string }>({
      query: ({ wishlistPublicGuid }) => ({ url: '/api/Friend/Add', method: 'POST', body: { wishlistPublicGuid } }),
      responseSchema: answerSchema('AddFriendAnswer'),
      invalidatesTags: (answer) => (answer ? ['Friends'] : []),
      async onQueryStarted({ username }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            visitorApi.util.updateQueryData('getVisitorList', username, (list) => {
              list.isFriend = true;
              list.friendPrivateGuid = data.friendPrivateGuid;
            }),
          );
        } catch (rejection) {
          if (problemOf(failureOf(rejection))) dispatch(reloadVisitorList(username));
        }
      },
    }),
    /** 422 FriendNotFound (already removed elsewhere): the overview is loaded again. */
    removeFriend: build.mutation<null, { friendPrivateGuid: string }>({
      query: ({ friendPrivateGuid }) => ({
        url: `/api/Friend/${encodeURIComponent(friendPrivateGuid)}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_, error) => (error ? (problemOf(error) ? ['Friends'] : []) : ['VisitorList']),
      async onQueryStarted({ friendPrivateGuid }, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(
            friendsApi.util.updateQueryData('getFriends', undefined, (friends) =>
              friends.filter((friend) => friend.privateGuid !== friendPrivateGuid),
            ),
          );
        } catch {
          // The page shows the failure; the tags above reload what it concerns.
        }
      },
    }),
  }),
});

export const { useGetFriendsQuery, useAddFriendMutation, useRemoveFriendMutation } = friendsApi;
