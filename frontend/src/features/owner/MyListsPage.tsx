import { Link, Navigate } from 'react-router';
import { formatDate, t, type WishlistSummary } from '@wl/contracts';
import { pageError } from '../../api/errors.js';
import { inAppMode } from '../../shared/appBridge.js';
import { ApiErrorView } from '../../shared/ErrorScreens.js';
import { Loading } from '../../ui/Loading.js';
import { usePageTitle } from '../../ui/hooks.js';
import { useCurrentUser } from '../../api/accountApi.js';
import { useHasLots } from '../../shared/useHasLots.js';
import { StatsBox } from '../../shared/StatsBox.js';
import { useMyLists } from '../../api/ownerApi.js';

/** Home for a logged-in user: their lists, and on large web screens the site's figures beside them (spec 01 §3). */
export function MyListsPage() {
  usePageTitle(t('home.title'));
  const lists = useMyLists();
  const user = useCurrentUser();
  const hasLots = useHasLots();
  // Without lists (and without draws to show, which the app's home never shows, spec 01 §3) an account holder goes
  // straight to making one (lightweight users cannot, spec 01 §2 and §6).
  if (lists.data?.length === 0 && user?.isAccount && (inAppMode || hasLots === false))
    return <Navigate to="/mylist/new" replace />;
  // In the app a single list is the home itself (spec 01 §3); the app has no side menu, so its home offers a new list.
  if (inAppMode && lists.data?.length === 1) return <Navigate to={`/${lists.data[0]!.username}`} replace />;

  return (
    <div className="home-layout">
      <section className="page">
        <h1>{t('home.title')}</h1>
        {lists.isLoading ? (
          <Loading />
        ) : pageError(lists) || !lists.data ? (
          <ApiErrorView error={lists.error} onRetry={lists.refetch} />
        ) : lists.data.length === 0 ? (
          <div className="empty">
            <p>{t('home.empty')}</p>
            <Link className="btn btn--primary" to="/mylist/new">
              {t('menu.new_list')}
            </Link>
          </div>
        ) : (
          <>
            <ul className="card-list">
              {lists.data.map((list) => (
                <ListCard key={list.privateGuid} list={list} />
              ))}
            </ul>
            {inAppMode && user?.isAccount && (
              <Link className="btn btn--primary" to="/mylist/new">
                {t('menu.new_list')}
              </Link>
            )}
          </>
        )}
      </section>
      {!inAppMode && <StatsBox />}
    </div>
  );
}

function ListCard({ list }: { list: WishlistSummary }) {
  return (
    <li>
      <Link className="card card--link" to={`/${list.username}`}>
        <span className="card__title">{list.title || list.fullName}</span>
        <span className="card__meta">/{list.username}</span>
        <span className="card__meta">
          {list.giftCount === 1 ? t('home.gift_count.one') : t('home.gift_count.other', { count: list.giftCount })}
          {' · '}
          {t('general.last_updated', { date: formatDate(list.lastUpdate) })}
        </span>
      </Link>
    </li>
  );
}
