import { defineProjection, unhandled } from '../runner/projection.js';

/** Read model `forum_posts`: the messages on a list, opened (null text once the poster is erased). */
export interface ForumPostDocument {
  postId: string;
  wishlistId: string;
  authorId: string;
  fullName: string | null;
  message: string | null;
  createDate: string;
  /** 'YYYY-MM' of createDate: the retention job finds old posts by month. */
  month: string;
}

export const FORUM_POSTS = 'forum_posts';

export const forumProjection = defineProjection({
  name: 'forum',
  collections: [FORUM_POSTS],
  indexes: [{ collection: FORUM_POSTS, field: 'wishlistId' }, { collection: FORUM_POSTS, field: 'month' }],
  handles: ['ForumPostCreated', 'ForumPostDeleted'],
  async apply(event, context) {
    if (event.type === 'ForumPostCreated') {
      const { postId, wishlistId, authorId, personal } = event.data;
      const at = event.metadata.at;
      const doc: ForumPostDocument = {
        postId, wishlistId, authorId, fullName: personal?.fullName ?? null, message: personal?.message ?? null, createDate: at, month: at.slice(0, 7),
      };
      context.put(FORUM_POSTS, postId, doc);
    } else if (event.type === 'ForumPostDeleted') context.delete(FORUM_POSTS, event.data.postId);
    else unhandled(event);
  },
});
