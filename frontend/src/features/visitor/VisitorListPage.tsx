import { formatDate, t } from '@wl/contracts';
import { statusOf } from '../../api/errors.js';
import { ApiErrorView } from '../../app/ErrorScreens.js';
import { Loading } from '../../ui/Loading.js';
import { usePageTitle } from '../../ui/hooks.js';
import { ListNotFound } from './ListNotFound.js';
import { VisitorGiftRow } from './VisitorGiftRow.js';
import { useGetVisitorListQuery } from './visitorApi.js';

export function VisitorListPage({ username }: { username: string }) {
  const list = useGetVisitorListQuery(username);
  const wishlist = list.data;
  const fullName = wishlist ? `${wishlist.firstName} ${wishlist.lastName}` : null;
  usePageTitle(wishlist?.title || fullName);

  if (list.isLoading) return <Loading />;
  if (statusOf(list.error) === 404) return <ListNotFound username={username} />;
  if (list.error || !wishlist) return <ApiErrorView error={list.error} onRetry={list.refetch} />;

  const categories = wishlist.categories.filter((category) => category.gifts.length > 0);
  return (
    <article className="page wishlist">
      <header className="wishlist__header">
        <h1>{wishlist.title || fullName}</h1>
        {wishlist.title && <p className="wishlist__owner">{fullName}</p>}
        {wishlist.description && <p className="wishlist__description">{wishlist.description}</p>}
      </header>
      {categories.length === 0 && <p className="empty">{t('visitor.empty')}</p>}
      {categories.map((category) => (
        <section key={category.publicGuid} className="category">
          <h2 className="category__title">{category.name}</h2>
          <ul className="gift-list">
            {category.gifts.map((gift) => <VisitorGiftRow key={gift.publicGuid} gift={gift} username={username} />)}
          </ul>
        </section>
      ))}
      <p className="wishlist__updated">{t('general.last_updated', { date: formatDate(wishlist.lastUpdated) })}</p>
    </article>
  );
}
