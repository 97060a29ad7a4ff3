import { opened, projectionSpec } from '../../../tests/support/projection-spec.js';
import { FORUM_POSTS, forumProjection, type ForumPostDocument } from './forum.projection.js';

const given = projectionSpec(forumProjection);

describe('forum projection', () => {
  it('shows a new post with the poster\u2019s name, message, date and month', async () => {
    expect(await given(posted('post-1', 'Anna Peeters', 'Mooi lijstje!')).documents(FORUM_POSTS)).toEqual([
      post('post-1', 'Anna Peeters', 'Mooi lijstje!'),
    ]);
  });

  it('shows a post whose poster is erased without name or message', async () => {
    const erased = opened(
      'ForumPostCreated',
      { postId: 'post-1', wishlistId: 'list-1', authorId: 'author-1', personal: null },
      at,
    );
    expect(await given(erased).documents(FORUM_POSTS)).toEqual([
      { ...post('post-1', 'x', 'x'), fullName: null, message: null },
    ]);
  });

  it('removes a post deleted by its author, the owner or the retention job, and no other', async () => {
    for (const reason of ['author', 'owner', 'expired'] as const) {
      const deleted = opened('ForumPostDeleted', { postId: 'post-1', wishlistId: 'list-1', reason });
      expect(
        await given(posted('post-1', 'Anna', 'Eerste'), posted('post-2', 'Bert', 'Tweede'), deleted).documents(
          FORUM_POSTS,
        ),
      ).toEqual([post('post-2', 'Bert', 'Tweede')]);
    }
  });

  // Issue 9: a deleted account's posts stayed public with full name and message (fixed by the "workflows" part).
  it('keeps no name or message of a deleted user\u2019s posts', async () => {
    const documents = await given(
      posted('post-1', 'Anna Peeters', 'Mooi lijstje!'),
      opened('UserDeleted', { userId: 'author-1' }),
    ).documents<ForumPostDocument>(FORUM_POSTS);
    expect(documents.filter((d) => d.fullName !== null || d.message !== null)).toEqual([]);
  });
});

const at = '2024-05-01T10:00:00.000Z';
const posted = (postId: string, fullName: string, message: string) =>
  opened(
    'ForumPostCreated',
    {
      postId,
      wishlistId: 'list-1',
      authorId: postId === 'post-1' ? 'author-1' : 'author-2',
      personal: { fullName, message },
    },
    at,
  );
const post = (postId: string, fullName: string, message: string): ForumPostDocument => ({
  postId,
  wishlistId: 'list-1',
  authorId: postId === 'post-1' ? 'author-1' : 'author-2',
  fullName,
  message,
  createDate: at,
  month: '2024-05',
});
