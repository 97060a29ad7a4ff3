import { CreateForumPostRequest, type ForumPost } from '@wl/contracts';
import { randomUUID } from 'node:crypto';
import { Problem } from '../../../platform/domain/problem.js';
import { PersonalData } from '../../../platform/personal-data/personal-data.js';
import { defineUseCase } from '../../../platform/use-case/use-case.js';
import { accessStateOf } from '../../access-rules.js';
import { forumDecider } from '../../forum.decider.js';
import { ForumQueries } from '../../forum.queries.js';
import { forumOfList, listStream } from '../../list.streams.js';
import { ownerFullName } from '../../views.js';
import { WishlistQueries } from '../../wishlist.queries.js';

/**
 * `POST /api/Wishlist/CreateForumPost`: whoever may see the list posts under it (its owners too). Names are asked only
 * of users without one (lightweight users): 422 NameRequired when they are missing.
 */
export const postInForum = defineUseCase({
  name: 'PostInForum',
  payload: CreateForumPostRequest,
  login: 'required',
  streams: { list: listStream, forum: forumOfList },
  decides: 'forum',
  async locate({ publicWishlistGuid }, _actor, read) {
    const list = await read(WishlistQueries).byPublicGuid(publicWishlistGuid);
    if (!list) throw new Problem('NoAccess');
    return { list: list.wishlistId, forum: list.wishlistId };
  },
  /** The name shown with the post is the account's (content, not a decision), else the one the request gives. */
  async prepare(request, actor, read) {
    const [account] = await read(WishlistQueries).accounts([actor.userId]);
    const fullName =
      (account && ownerFullName(account)) ||
      ownerFullName({ firstName: request.firstName ?? null, lastName: request.lastName ?? null });
    if (!fullName) throw new Problem('NameRequired');
    const personal = await read(PersonalData).seal(actor.userId, { fullName, message: request.message });
    return { postId: randomUUID() as string, fullName, personal };
  },
  decide({ list, forum }, { postId, personal }, actor) {
    const access = list.state.exists ? accessStateOf(list.state, list.id, actor) : 'NoAccess';
    return forumDecider.decide(
      {
        type: 'Post',
        postId,
        wishlistId: list.id,
        authorId: actor.userId,
        personal,
        mayView: access === 'Access' || access === 'OwnedByCurrentUser',
      },
      forum.state,
    );
  },
  readYourWrites: 'refuse',
  async answer({ payload, input: { postId, fullName } }, read): Promise<ForumPost> {
    const post = await read(ForumQueries).get(postId);
    return {
      publicGuid: postId,
      fullName,
      message: payload.message,
      createDate: post?.createDate ?? new Date().toISOString(),
      deletableByCurrentUser: true,
    };
  },
});
