import { opened, projectionSpec } from '../../../tests/support/projection-spec.js';
import { FRIENDS, friendsProjection } from './friends.projection.js';

const given = projectionSpec(friendsProjection);

describe('friends projection', () => {
  it('records who follows which list, by the friend\u2019s private guid', async () => {
    expect(await given(added('friend-1', 'list-1'), added('friend-2', 'list-2')).documents(FRIENDS)).toEqual([
      { friendPrivateGuid: 'friend-1', userId: 'user-1', wishlistId: 'list-1' },
      { friendPrivateGuid: 'friend-2', userId: 'user-1', wishlistId: 'list-2' },
    ]);
  });

  it('forgets a removed friend only', async () => {
    const removed = opened('FriendRemoved', { userId: 'user-1', friendPrivateGuid: 'friend-1', wishlistId: 'list-1' });
    expect(await given(added('friend-1', 'list-1'), added('friend-2', 'list-2'), removed).documents(FRIENDS)).toEqual([
      { friendPrivateGuid: 'friend-2', userId: 'user-1', wishlistId: 'list-2' },
    ]);
  });

  it('lets a removed friend be added again under a new guid', async () => {
    const removed = opened('FriendRemoved', { userId: 'user-1', friendPrivateGuid: 'friend-1', wishlistId: 'list-1' });
    expect(await given(added('friend-1', 'list-1'), removed, added('friend-3', 'list-1')).documents(FRIENDS)).toEqual([
      { friendPrivateGuid: 'friend-3', userId: 'user-1', wishlistId: 'list-1' },
    ]);
  });
});

const added = (friendPrivateGuid: string, wishlistId: string) =>
  opened('FriendAdded', { userId: 'user-1', friendPrivateGuid, wishlistId });
