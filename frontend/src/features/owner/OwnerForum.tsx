import { useId } from 'react';
import { t, type OwnerWishlist } from '@wl/contracts';
import { ForumPosts } from '../../shared/ForumPosts.js';

/** The forum under the owner's own list: read only, with a delete button on every post (owners may delete any). */
export function OwnerForum({ wishlist }: { wishlist: OwnerWishlist }) {
  const headingId = useId();
  return (
    <section className="forum" aria-labelledby={headingId}>
      <h2 id={headingId} className="category__title">
        {t('forum.title')}
      </h2>
      <p className="form__note">{t('forum.owner_intro')}</p>
      <ForumPosts
        posts={wishlist.forum}
        shownOn={{ username: wishlist.username, ownerListGuid: wishlist.privateGuid }}
      />
    </section>
  );
}
