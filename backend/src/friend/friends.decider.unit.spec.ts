import { specFor } from '../../../tests/support/decider-spec.js';
import { friendsDecider, type FriendsEvent } from './friends.decider.js';

const given = specFor(friendsDecider);

describe('friends decider', () => {
  it('adds a list the user may see as a friend', () => {
    given([])
      .when(add('list-1', 'f-1'))
      .then([added('list-1', 'f-1')]);
  });

  it('refuses the user\u2019s own list (OwnWishlist), a list they may not see (NoAccess) and a list already followed (AlreadyFriend)', () => {
    given([])
      .when({ ...add('list-1', 'f-1'), ownList: true })
      .thenProblem('OwnWishlist');
    given([])
      .when({ ...add('list-1', 'f-1'), mayView: false })
      .thenProblem('NoAccess');
    given([added('list-1', 'f-1')])
      .when(add('list-1', 'f-2'))
      .thenProblem('AlreadyFriend');
  });

  it('removes a friend by its guid, after which the list can be added again', () => {
    given([added('list-1', 'f-1')])
      .when({ type: 'RemoveFriend', userId: 'user-1', friendPrivateGuid: 'f-1' })
      .then([removed('list-1', 'f-1')]);
    given([added('list-1', 'f-1'), removed('list-1', 'f-1')])
      .when(add('list-1', 'f-2'))
      .then([added('list-1', 'f-2')]);
  });

  it('refuses an unknown or already removed guid: FriendNotFound', () => {
    given([added('list-1', 'f-1')])
      .when({ type: 'RemoveFriend', userId: 'user-1', friendPrivateGuid: 'f-9' })
      .thenProblem('FriendNotFound');
    given([added('list-1', 'f-1'), removed('list-1', 'f-1')])
      .when({ type: 'RemoveFriend', userId: 'user-1', friendPrivateGuid: 'f-1' })
      .thenProblem('FriendNotFound');
  });
});

const add = (wishlistId: string, friendPrivateGuid: string) => ({
  type: 'AddFriend' as const,
  userId: 'user-1',
  wishlistId,
  friendPrivateGuid,
  ownList: false,
  mayView: true,
});
const added = (wishlistId: string, friendPrivateGuid: string): FriendsEvent => ({
  type: 'FriendAdded',
  data: { userId: 'user-1', friendPrivateGuid, wishlistId },
});
const removed = (wishlistId: string, friendPrivateGuid: string): FriendsEvent => ({
  type: 'FriendRemoved',
  data: { userId: 'user-1', friendPrivateGuid, wishlistId },
});
