import { formatDate, t, type ForumPost } from '@wl/contracts';
import { describeError } from '../api/errors.js';
import { Button } from '../ui/Button.js';
import { useDialogs } from '../ui/dialogs.js';
import { useBusy } from '../ui/hooks.js';
import { useDeleteForumPostMutation } from '../api/forumApi.js';

/** Where the posts are shown: the visitor page of `username`, or its owner page (`ownerListGuid`). */
type ShownOn = { username: string; ownerListGuid?: string };

/** A list's forum posts, oldest first, each with a delete button when the viewer may delete it; or the empty text. */
export function ForumPosts({ posts, shownOn }: { posts: ForumPost[]; shownOn: ShownOn }) {
  if (posts.length === 0) return <p className="empty">{t('forum.empty')}</p>;
  return (
    <ol className="forum__posts">
      {posts.map((post) => (
        <ForumPostItem key={post.publicGuid} post={post} shownOn={shownOn} />
      ))}
    </ol>
  );
}

function ForumPostItem({ post, shownOn }: { post: ForumPost; shownOn: ShownOn }) {
  const dialogs = useDialogs();
  const [deletePost] = useDeleteForumPostMutation();
  const [busy, run] = useBusy();

  const remove = async () => {
    const confirmed = await dialogs.confirm({
      title: t('forum.delete_confirm.title'),
      text: t('forum.delete_confirm.text', { name: post.fullName }),
      confirmLabel: t('general.delete'),
      danger: true,
    });
    if (!confirmed) return;
    try {
      await deletePost({ ...shownOn, publicGuid: post.publicGuid }).unwrap();
    } catch (error) {
      await dialogs.message(describeError(error, { PostNotFound: 'forum.error.not_found' }));
    }
  };

  return (
    <li className="forum-post" data-forum-post={post.publicGuid}>
      <div className="forum-post__header">
        <span className="forum-post__author">{post.fullName}</span>
        <time className="forum-post__date" dateTime={post.createDate}>
          {formatDate(post.createDate, 'numericWithTime')}
        </time>
      </div>
      <p className="forum-post__message">{post.message}</p>
      {post.deletableByCurrentUser && (
        <Button
          variant="link"
          className="forum-post__delete"
          busy={busy}
          aria-label={t('forum.delete_label', { name: post.fullName })}
          onClick={() => void run(remove)}
        >
          {t('general.delete')}
        </Button>
      )}
    </li>
  );
}
