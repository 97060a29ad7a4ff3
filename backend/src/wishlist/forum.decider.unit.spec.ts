import { specFor } from '../../../tests/support/decider-spec.js';
import { forumDecider, type ForumEvent } from './forum.decider.js';

const given = specFor(forumDecider);

describe('forum decider', () => {
  it('posts for a visitor who may see the list, and refuses one who may not: NoAccess', () => {
    given([])
      .when(post('post-1', 'author-1'))
      .then([posted('post-1', 'author-1')]);
    given([])
      .when({ ...post('post-1', 'author-1'), mayView: false })
      .thenProblem('NoAccess');
  });

  it('lets the author delete their post, and the list\u2019s owner any post', () => {
    given([posted('post-1', 'author-1')])
      .when(remove('post-1', 'author-1', false))
      .then([deleted('post-1', 'author')]);
    given([posted('post-1', 'author-1')])
      .when(remove('post-1', 'owner-1', true))
      .then([deleted('post-1', 'owner')]);
  });

  it('refuses anyone else (NotAllowed) and an unknown or deleted post (PostNotFound)', () => {
    given([posted('post-1', 'author-1')])
      .when(remove('post-1', 'stranger', false))
      .thenProblem('NotAllowed');
    given([posted('post-1', 'author-1')])
      .when(remove('post-2', 'author-1', false))
      .thenProblem('PostNotFound');
    given([posted('post-1', 'author-1'), deleted('post-1', 'author')])
      .when(remove('post-1', 'author-1', false))
      .thenProblem('PostNotFound');
  });

  it('expires a post once, and does nothing for a post already gone', () => {
    given([posted('post-1', 'author-1')])
      .when({ type: 'ExpirePost', postId: 'post-1', wishlistId: 'list-1' })
      .then([deleted('post-1', 'expired')]);
    given([posted('post-1', 'author-1'), deleted('post-1', 'owner')])
      .when({ type: 'ExpirePost', postId: 'post-1', wishlistId: 'list-1' })
      .then([]);
    given([]).when({ type: 'ExpirePost', postId: 'post-1', wishlistId: 'list-1' }).then([]);
  });
});

const sealed = { keyId: 'author-1', iv: 'iv', data: 'sealed' };
const post = (postId: string, authorId: string) => ({
  type: 'Post' as const,
  postId,
  wishlistId: 'list-1',
  authorId,
  personal: sealed,
  mayView: true,
});
const posted = (postId: string, authorId: string): ForumEvent => ({
  type: 'ForumPostCreated',
  data: { postId, wishlistId: 'list-1', authorId, personal: sealed },
});
const remove = (postId: string, actorId: string, actorOwnsList: boolean) => ({
  type: 'DeletePost' as const,
  postId,
  wishlistId: 'list-1',
  actorId,
  actorOwnsList,
});
const deleted = (postId: string, reason: 'author' | 'owner' | 'expired'): ForumEvent => ({
  type: 'ForumPostDeleted',
  data: { postId, wishlistId: 'list-1', reason },
});
