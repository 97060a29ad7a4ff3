import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { formatDate, t } from '@wl/contracts';
import { pageError, statusOf } from '../../api/errors.js';
import { ApiErrorView } from '../../shared/ErrorScreens.js';
import type { AppDispatch } from '../../api/dispatch.js';
import { useListDeleted } from '../../live/deletedLists.js';
import { Loading } from '../../ui/Loading.js';
import { usePageTitle } from '../../ui/hooks.js';
import { occasionText } from '../../shared/occasions.js';
import { NoAccessView } from './AccessExplanation.js';
import { CrossOffExplanation } from './CrossOffExplanation.js';
import { FriendBanner } from './FriendBanner.js';
import { Forum } from './Forum.js';
import { ListGone } from '../../shared/ListGone.js';
import { ListNotFound } from '../../shared/ListNotFound.js';
import { VisitorGiftRow } from './VisitorGiftRow.js';
import { reloadAccessState, useGetVisitorListQuery } from '../../api/visitorApi.js';

/** Someone else's list: picture, title, occasion, description, the gifts to cross off, and the forum. */
export function VisitorListPage({ username, fullName: ownerName }: { username: string; fullName: string }) {
  const list = useGetVisitorListQuery(username);
  const dispatch = useDispatch<AppDispatch>();
  const wishlist = list.data;
  const fullName = wishlist ? `${wishlist.firstName} ${wishlist.lastName}` : null;
  const refused = statusOf(list.error) === 401;
  const deleted = useListDeleted(wishlist?.publicGuid);
  usePageTitle(wishlist?.title || fullName);

  // The list was made private, or the session lost its answer: the list view asks again what this visitor may see.
  useEffect(() => {
    if (refused) dispatch(reloadAccessState(username));
  }, [refused, username, dispatch]);

  if (list.isLoading) return <Loading />;
  if (deleted) return <ListGone forOwner={false} />;
  if (refused) return <NoAccessView fullName={ownerName} />;
  if (statusOf(list.error) === 404) return <ListNotFound username={username} />;
  if (pageError(list) || !wishlist || !fullName) return <ApiErrorView error={list.error} onRetry={list.refetch} />;

  const categories = wishlist.categories.filter((category) => category.gifts.length > 0);
  const occasion = occasionText(wishlist);
  return (
    <article className="page wishlist">
      <header className="wishlist__header visitor-header">
        {wishlist.imageUrl && (
          <img className="visitor-header__image" src={wishlist.imageUrl} alt="" fetchPriority="high" />
        )}
        <h1>{wishlist.title || fullName}</h1>
        {wishlist.title && <p className="wishlist__owner">{fullName}</p>}
        {occasion && <p className="visitor-header__occasion">{t('visitor.occasion', { occasion })}</p>}
        {wishlist.description && <p className="wishlist__description">{wishlist.description}</p>}
      </header>
      {categories.length === 0 ? (
        <p className="empty">{t('visitor.empty')}</p>
      ) : (
        <CrossOffExplanation ownerFirstName={wishlist.firstName} />
      )}
      {categories.map((category) => (
        <section key={category.publicGuid} className="category">
          <h2 className="category__title">{category.name}</h2>
          <ul className="gift-list">
            {category.gifts.map((gift) => (
              <VisitorGiftRow key={gift.publicGuid} gift={gift} username={username} />
            ))}
          </ul>
        </section>
      ))}
      {/* After the gifts: the list comes first, becoming friends is a side matter. */}
      <FriendBanner wishlist={wishlist} />
      <p className="wishlist__updated">{t('general.last_updated', { date: formatDate(wishlist.lastUpdated) })}</p>
      <Forum wishlist={wishlist} />
    </article>
  );
}
