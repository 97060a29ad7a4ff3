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
/** Per author, the ids of their posts: an erased author's posts all go. */
export const POSTS_BY_AUTHOR = 'forum_posts_by_author';
export interface AuthorPosts {
  postIds: string[];
}

export const forumProjection = defineProjection({
  name: 'forum',
  collections: [FORUM_POSTS, POSTS_BY_AUTHOR],
  indexes: [
    { collection: FORUM_POSTS, field: 'wishlistId' },
    { collection: FORUM_POSTS, field: 'month' },
  ],
  handles: ['ForumPostCreated', 'ForumPostDeleted', 'UserDeleted'],
  async apply(event, context) {
    if (event.type === 'ForumPostCreated') {
      const { postId, wishlistId, authorId, personal } = event.data;
      const at = event.metadata.at;
      const doc: ForumPostDocument = {
        postId,
        wishlistId,
        authorId,
        fullName: personal?.fullName ?? null,
        message: personal?.message ?? null,
        createDate: at,
        month: at.slice(0, 7),
      };
      context.put(FORUM_POSTS, postId, doc);
      const mine = await context.get<AuthorPosts>(POSTS_BY_AUTHOR, authorId);
      context.put(POSTS_BY_AUTHOR, authorId, { postIds: [...(mine?.postIds ?? []), postId] } satisfies AuthorPosts);
    } else if (event.type === 'ForumPostDeleted') {
      const post = await context.get<ForumPostDocument>(FORUM_POSTS, event.data.postId);
      const mine = post && (await context.get<AuthorPosts>(POSTS_BY_AUTHOR, post.authorId));
      if (mine)
        context.put(POSTS_BY_AUTHOR, post.authorId, {
          postIds: mine.postIds.filter((id) => id !== post.postId),
        } satisfies AuthorPosts);
      context.delete(FORUM_POSTS, event.data.postId);
    } else if (event.type === 'UserDeleted') {
      const mine = await context.get<AuthorPosts>(POSTS_BY_AUTHOR, event.data.userId);
      for (const postId of mine?.postIds ?? []) context.delete(FORUM_POSTS, postId);
      context.delete(POSTS_BY_AUTHOR, event.data.userId);
    } else unhandled(event);
  },
});
