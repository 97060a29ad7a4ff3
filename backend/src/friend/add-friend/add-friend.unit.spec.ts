import { listEvents as list } from '../../../../tests/support/list-events.js';
import { specForUseCase } from '../../../../tests/support/use-case-spec.js';
import { addFriend } from './add-friend.js';

const given = specForUseCase(addFriend);
const me = { userId: 'me', accessGrants: [], address: '192.0.2.1' };
const input = { friendPrivateGuid: 'friend-1' };
const added = {
  type: 'FriendAdded' as const,
  data: { userId: 'me', wishlistId: 'list-1', friendPrivateGuid: 'friend-1' },
};
const noFriends = { id: 'me', events: [] };

describe('add friend: decided on the list stream and the caller\u2019s friends stream', () => {
  it('follows a list the caller may see, once: AlreadyFriend', () => {
    const listStream = { id: 'list-1', events: [list.created('list-1', 'owner')] };
    given({ list: listStream, friends: noFriends }).when(input, me).then([added]);
    given({ list: listStream, friends: { id: 'me', events: [added] } })
      .when({ friendPrivateGuid: 'friend-2' }, me)
      .thenProblem('AlreadyFriend');
  });

  it('refuses the caller\u2019s own list, co-owned ones too: OwnWishlist', () => {
    given({ list: { id: 'list-1', events: [list.created('list-1', 'me')] }, friends: noFriends })
      .when(input, me)
      .thenProblem('OwnWishlist');
    given({
      list: { id: 'list-1', events: [list.created('list-1', 'owner'), list.coOwnerJoined('list-1', 'me')] },
      friends: noFriends,
    })
      .when(input, me)
      .thenProblem('OwnWishlist');
  });

  it('refuses a list the stream says is closed, asks a question the caller did not answer, or is deleted: NoAccess', () => {
    given({
      list: { id: 'list-1', events: [list.created('list-1', 'owner'), list.accessChanged('list-1', 'CLOSED')] },
      friends: noFriends,
    })
      .when(input, me)
      .thenProblem('NoAccess');
    given({ list: { id: 'list-1', events: [list.created('list-1', 'owner', 'OPEN')] }, friends: noFriends })
      .when(input, me)
      .thenProblem('NoAccess');
    given({
      list: { id: 'list-1', events: [list.created('list-1', 'owner'), list.deleted('list-1')] },
      friends: noFriends,
    })
      .when(input, me)
      .thenProblem('NoAccess');
  });
});
