import { listEvents as list } from '../../../../../tests/support/list-events.js';
import { specForUseCase } from '../../../../../tests/support/use-case-spec.js';
import { deleteForumPost } from './delete-forum-post.js';

const given = specForUseCase(deleteForumPost);
const sealed = { keyId: 'k', iv: 'iv', data: 'sealed' };
const posted = {
  type: 'ForumPostCreated' as const,
  data: { postId: 'post-1', wishlistId: 'list-1', authorId: 'author', personal: sealed },
};
const deleted = (reason: 'author' | 'owner') => ({
  type: 'ForumPostDeleted' as const,
  data: { postId: 'post-1', wishlistId: 'list-1', reason },
});
const as = (userId: string) => ({ userId, accessGrants: [], address: '192.0.2.1' });
const forum = { id: 'list-1', events: [posted] };

describe('delete forum post: decided on the list stream', () => {
  it('lets the author delete, and every owner of the list, co-owners included', () => {
    const streams = {
      list: { id: 'list-1', events: [list.created('list-1', 'owner'), list.coOwnerJoined('list-1', 'co-owner')] },
      forum,
    };
    given(streams)
      .when({ id: 'post-1' }, as('author'))
      .then([deleted('author')]);
    given(streams)
      .when({ id: 'post-1' }, as('owner'))
      .then([deleted('owner')]);
    given(streams)
      .when({ id: 'post-1' }, as('co-owner'))
      .then([deleted('owner')]);
  });

  it('refuses a co-owner the stream says was removed, and anyone else: NotAllowed', () => {
    const streams = {
      list: {
        id: 'list-1',
        events: [
          list.created('list-1', 'owner'),
          list.coOwnerJoined('list-1', 'co-owner'),
          list.coOwnerRemoved('list-1', 'co-owner'),
        ],
      },
      forum,
    };
    given(streams).when({ id: 'post-1' }, as('co-owner')).thenProblem('NotAllowed');
    given(streams).when({ id: 'post-1' }, as('stranger')).thenProblem('NotAllowed');
  });

  it('answers PostNotFound for a deleted list and for a post that is gone', () => {
    given({ list: { id: 'list-1', events: [list.created('list-1', 'owner'), list.deleted('list-1')] }, forum })
      .when({ id: 'post-1' }, as('owner'))
      .thenProblem('PostNotFound');
    given({ list: { id: 'list-1', events: [list.created('list-1', 'owner')] }, forum })
      .when({ id: 'post-2' }, as('owner'))
      .thenProblem('PostNotFound');
  });
});
