import { Guid } from '@wl/contracts';
import { z } from 'zod';
import { Problem } from '../../../platform/domain/problem.js';
import { defineUseCase } from '../../../platform/use-case/use-case.js';
import { forumDecider } from '../../forum.decider.js';
import { ForumQueries } from '../../forum.queries.js';
import { forumOfList, listStream } from '../../list.streams.js';
import { isOwner } from '../../wishlist.decider.js';

/** `DELETE /api/Wishlist/DeleteForumPost/{id}`: posters delete their own posts, owners of the list any post on it. */
export const deleteForumPost = defineUseCase({
  name: 'DeleteForumPost',
  payload: z.object({ id: Guid }),
  login: 'required',
  streams: { list: listStream, forum: forumOfList },
  decides: 'forum',
  async locate({ id }, _actor, read) {
    const post = await read(ForumQueries).get(id);
    if (!post) throw new Problem('PostNotFound');
    return { list: post.wishlistId, forum: post.wishlistId };
  },
  decide({ list, forum }, { id }, actor) {
    if (!list.state.exists) throw new Problem('PostNotFound');
    return forumDecider.decide(
      {
        type: 'DeletePost',
        postId: id,
        wishlistId: list.id,
        actorId: actor.userId,
        actorOwnsList: isOwner(list.state, actor.userId),
      },
      forum.state,
    );
  },
  readYourWrites: 'refuse',
  answer: () => undefined,
});
