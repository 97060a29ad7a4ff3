import { defineProjection, unhandled } from '../runner/projection.js';

/** Read model `friends`: who follows which list as a friend, by the friend's private guid. */
export interface FriendDocument {
  friendPrivateGuid: string;
  userId: string;
  wishlistId: string;
}

export const FRIENDS = 'friends';

export const friendsProjection = defineProjection({
  name: 'friends',
  collections: [FRIENDS],
  indexes: [
    { collection: FRIENDS, field: 'userId' },
    { collection: FRIENDS, field: 'wishlistId' },
  ],
  handles: ['FriendAdded', 'FriendRemoved'],
  async apply(event, context) {
    if (event.type === 'FriendAdded') {
      const { friendPrivateGuid, userId, wishlistId } = event.data;
      context.put(FRIENDS, friendPrivateGuid, { friendPrivateGuid, userId, wishlistId } satisfies FriendDocument);
    } else if (event.type === 'FriendRemoved') context.delete(FRIENDS, event.data.friendPrivateGuid);
    else unhandled(event);
  },
});
