import { type ForumPost, type CreateForumPostRequest, type ForumProblem } from '@wl/contracts';
import { answerSchema } from './lazySchemas.js';
import { api } from './api.js';
import { failureOf, problemOf } from './errors.js';
import { ownerApi, reloadOwnerList } from './ownerApi.js';
import { reloadVisitorList, visitorApi } from './visitorApi.js';

/** A forum call on the visitor list of `username` (its cached copy is updated with the answer). */
type OnList<T> = T & { username: string };

/** A post shown on the owner page of the list with this private guid rather than on its visitor page. */
type Deletion = OnList<{ publicGuid: string; ownerListGuid?: string }>;

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
      responseSchema: answerSchema('ForumPost'),
      async onQueryStarted({ username }, { dispatch, queryFulfilled }) {
        try {
          const { data: post } = await queryFulfilled;
          dispatch(
            visitorApi.util.updateQueryData('getVisitorList', username, (list) => {
              if (!list.forum.some((shown) => shown.publicGuid === post.publicGuid)) list.forum.push(post);
            }),
          );
        } catch (rejection) {
          if (reloadAfter.includes(problemOf(failureOf(rejection)) as ForumProblem | null))
            dispatch(reloadVisitorList(username));
        }
      },
    }),
    /** The poster or an owner of the list; 422 PostNotFound or NotAllowed. */
    deleteForumPost: build.mutation<null, Deletion>({
      query: ({ publicGuid }) => ({
        url: `/api/Wishlist/DeleteForumPost/${encodeURIComponent(publicGuid)}`,
        method: 'DELETE',
      }),
      async onQueryStarted({ username, publicGuid, ownerListGuid }, { dispatch, queryFulfilled }) {
        const withoutPost = (list: { forum: ForumPost[] }) => {
          list.forum = list.forum.filter((post) => post.publicGuid !== publicGuid);
        };
        try {
          await queryFulfilled;
          dispatch(
            ownerListGuid
              ? ownerApi.util.updateQueryData('getOwnerList', ownerListGuid, withoutPost)
              : visitorApi.util.updateQueryData('getVisitorList', username, withoutPost),
          );
        } catch (rejection) {
          if (!reloadAfter.includes(problemOf(failureOf(rejection)) as ForumProblem | null)) return;
          dispatch(ownerListGuid ? reloadOwnerList(ownerListGuid) : reloadVisitorList(username));
        }
      },
    }),
  }),
});

export const { useCreateForumPostMutation, useDeleteForumPostMutation } = forumApi;
