import { ForumPost, type CreateForumPostRequest, type ForumProblem } from '@wl/contracts';
import { api } from '../../api/api.js';
import { failureOf, problemOf } from '../../api/errors.js';
import { reloadVisitorList, visitorApi } from './visitorApi.js';

/** A forum call on the visitor list of `username` (its cached copy is updated with the answer). */
type OnList<T> = T & { username: string };

/** Refusals after which the shown list no longer matches the server. */
const reloadAfter: readonly (ForumProblem | null)[] = ['NoAccess', 'PostNotFound', 'NotAllowed'];

/**
 * The forum under a visitor list. This tab updates its own copy; the server tells the other open pages of the list
 * (WishlistChanged), which reload it.
 */
export const forumApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** 201 with the post; 422 NameRequired (a user without a name must give one) or NoAccess; 401 when logged out. */
    createForumPost: build.mutation<ForumPost, OnList<CreateForumPostRequest>>({
      query: ({ username: _, ...body }) => ({ url: '/api/Wishlist/CreateForumPost', method: 'POST', body }),
      responseSchema: ForumPost,
      async onQueryStarted({ username }, { dispatch, queryFulfilled }) {
        try {
          const { data: post } = await queryFulfilled;
          dispatch(visitorApi.util.updateQueryData('getVisitorList', username, (list) => {
            if (!list.forum.some((shown) => shown.publicGuid === post.publicGuid)) list.forum.push(post);
          }));
        } catch (rejection) {
          if (reloadAfter.includes(problemOf(failureOf(rejection)) as ForumProblem | null)) dispatch(reloadVisitorList(username));
        }
      },
    }),
    /** The poster or the list's owner; 422 PostNotFound or NotAllowed. */
    deleteForumPost: build.mutation<null, OnList<{ publicGuid: string }>>({
      query: ({ publicGuid }) => ({ url: `/api/Wishlist/DeleteForumPost/${encodeURIComponent(publicGuid)}`, method: 'DELETE' }),
      async onQueryStarted({ username, publicGuid }, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(visitorApi.util.updateQueryData('getVisitorList', username, (list) => {
            list.forum = list.forum.filter((post) => post.publicGuid !== publicGuid);
          }));
        } catch (rejection) {
          if (reloadAfter.includes(problemOf(failureOf(rejection)) as ForumProblem | null)) dispatch(reloadVisitorList(username));
        }
      },
    }),
  }),
});

export const { useCreateForumPostMutation, useDeleteForumPostMutation } = forumApi;
