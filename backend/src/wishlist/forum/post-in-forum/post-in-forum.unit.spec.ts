import { listEvents as list } from '../../../../../tests/support/list-events.js';
import { specForUseCase } from '../../../../../tests/support/use-case-spec.js';
import { accessGrant } from '../../access-rules.js';
import { postInForum } from './post-in-forum.js';

const given = specForUseCase(postInForum);
const sealed = { keyId: 'k', iv: 'iv', data: 'sealed' };
const input = { postId: 'post-1', fullName: 'An Peeters', personal: sealed };
const visitor = { userId: 'visitor', accessGrants: [], address: '192.0.2.1' };
const posted = {
  type: 'ForumPostCreated' as const,
  data: { postId: 'post-1', wishlistId: 'list-1', authorId: 'visitor', personal: sealed },
};

describe('post in forum: decided on the list stream', () => {
  it('posts on a public list, and for an owner on any list', () => {
    given({ list: { id: 'list-1', events: [list.created('list-1', 'owner')] }, forum: { id: 'list-1', events: [] } })
      .when(input, visitor)
      .then([posted]);
    given({
      list: { id: 'list-1', events: [list.created('list-1', 'visitor', 'CLOSED')] },
      forum: { id: 'list-1', events: [] },
    })
      .when(input, visitor)
      .then([posted]);
  });

  it('posts on a list with a question only with a grant of its current epoch', () => {
    const streams = {
      list: { id: 'list-1', events: [list.created('list-1', 'owner'), list.accessChanged('list-1', 'OPEN', 2)] },
      forum: { id: 'list-1', events: [] },
    };
    given(streams)
      .when(input, { userId: 'visitor', accessGrants: [accessGrant('list-1', 2)], address: '192.0.2.1' })
      .then([posted]);
    given(streams)
      .when(input, { userId: 'visitor', accessGrants: [accessGrant('list-1', 1)], address: '192.0.2.1' })
      .thenProblem('NoAccess');
  });

  it('refuses a list the stream says is closed or deleted, whatever a read model still shows: NoAccess', () => {
    given({
      list: { id: 'list-1', events: [list.created('list-1', 'owner'), list.accessChanged('list-1', 'CLOSED')] },
      forum: { id: 'list-1', events: [] },
    })
      .when(input, visitor)
      .thenProblem('NoAccess');
    given({
      list: { id: 'list-1', events: [list.created('list-1', 'owner'), list.deleted('list-1')] },
      forum: { id: 'list-1', events: [] },
    })
      .when(input, visitor)
      .thenProblem('NoAccess');
    given({ list: { id: 'list-1', events: [] }, forum: { id: 'list-1', events: [] } })
      .when(input, visitor)
      .thenProblem('NoAccess');
  });
});
