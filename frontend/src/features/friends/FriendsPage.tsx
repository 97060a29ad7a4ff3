import { useCallback, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { formatDate, t, type Friend, thumbnailUrl } from '@wl/contracts';
import { describeError, pageError, problemOf } from '../../api/errors.js';
import { appAccount, postToApp } from '../../shared/appBridge.js';
import { ApiErrorView } from '../../shared/ErrorScreens.js';
import { Button } from '../../ui/Button.js';
import { useDialogs } from '../../ui/dialogs.js';
import { CheckIcon, ChevronIcon, GiftIcon, Icon } from '../../ui/icons.js';
import { Loading } from '../../ui/Loading.js';
import { useBusy, useCloseOnOutsideClick, usePageTitle } from '../../ui/hooks.js';
import { useCurrentUser } from '../../api/accountApi.js';
import {
  defaultDirections,
  friendSortKeys,
  sortFriends,
  type FriendSortKey,
  type SortDirection,
} from './friendSort.js';
import { useGetFriendsQuery, useRemoveFriendMutation } from '../../api/friendsApi.js';

/** The lists the user follows (behind RequireLogin); live, so friends added or removed elsewhere show up here. */
export function FriendsPage() {
  usePageTitle(t('friends.title'));
  const friends = useGetFriendsQuery();
  const [sortKey, setSortKey] = useState<FriendSortKey>('fullName');
  const [directions, setDirections] = useState(defaultDirections);
  const direction = directions[sortKey];
  const hasFriends = (friends.data?.length ?? 0) > 0;

  return (
    <section className="page">
      <div className="page-heading">
        <h1>{t('friends.title')}</h1>
        {hasFriends && (
          <div className="sort-controls">
            <SortMenu value={sortKey} onChange={setSortKey} />
            <DirectionToggle
              direction={direction}
              onToggle={() => setDirections((current) => ({ ...current, [sortKey]: opposite(current[sortKey]) }))}
            />
          </div>
        )}
      </div>
      {friends.isLoading ? (
        <Loading />
      ) : pageError(friends) || !friends.data ? (
        <ApiErrorView error={friends.error} onRetry={friends.refetch} />
      ) : friends.data.length === 0 ? (
        <div className="empty">
          <p>{t('friends.empty')}</p>
          <Link className="btn btn--primary" to="/list/search">
            {t('listview.not_found.search')}
          </Link>
        </div>
      ) : (
        <>
          <p>{t('friends.intro')}</p>
          <ul className="card-list friend-list">
            {sortFriends(friends.data, sortKey, direction).map((friend) => (
              <FriendRow key={friend.privateGuid} friend={friend} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** A button that opens the sort choices; choosing one closes them again. */
function SortMenu({ value, onChange }: { value: FriendSortKey; onChange: (key: FriendSortKey) => void }) {
  const [open, setOpen] = useState(false);
  const closeMenu = useCallback(() => setOpen(false), []);
  const panelId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useCloseOnOutsideClick(open, containerRef, closeMenu);

  const choose = (key: FriendSortKey) => {
    onChange(key);
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <div
      className="sort-menu"
      ref={containerRef}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        setOpen(false);
        buttonRef.current?.focus();
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="btn btn--secondary"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {t('friends.sort.current', { key: t(`friends.sort.${value}`) })} <ChevronIcon />
      </button>
      {open && (
        <ul id={panelId} className="sort-menu__panel" aria-label={t('friends.sort.legend')}>
          {friendSortKeys.map((key) => (
            <li key={key}>
              <button
                type="button"
                className="sort-menu__option"
                aria-pressed={key === value}
                autoFocus={key === value}
                onClick={() => choose(key)}
              >
                {key === value && <CheckIcon />} {t(`friends.sort.${key}`)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

const opposite = (direction: SortDirection): SortDirection => (direction === 'ascending' ? 'descending' : 'ascending');

const DirectionIcon = ({ direction }: { direction: SortDirection }) => (
  <Icon>
    <path d={direction === 'ascending' ? 'M12 19V5M6 11l6-6 6 6' : 'M12 5v14M6 13l6 6 6-6'} />
  </Icon>
);

/** Turns the order of the chosen sort key around; each key keeps its own direction. The name says the current one. */
function DirectionToggle({ direction, onToggle }: { direction: SortDirection; onToggle: () => void }) {
  return (
    <button
      type="button"
      className="btn btn--secondary"
      aria-label={t(`friends.sort.toggle.${direction}`)}
      onClick={onToggle}
    >
      <DirectionIcon direction={direction} /> {t(`friends.sort.${direction}`)}
    </button>
  );
}

/** A birthday's day and month in nl-BE ('14 maart'); 2000 is a leap year, so 29 February works too. */
const formatBirthday = ({ day, month }: { day: number; month: number }) =>
  formatDate(new Date(2000, month - 1, day), 'dayMonth');

function FriendRow({ friend }: { friend: Friend }) {
  const dialogs = useDialogs();
  const [removeFriend] = useRemoveFriendMutation();
  const user = useCurrentUser();
  const [busy, run] = useBusy();

  const remove = async () => {
    const confirmed = await dialogs.confirm({
      title: t('friends.delete_confirm.title'),
      text: t('friends.delete_confirm.text', { name: friend.fullName }),
      confirmLabel: t('general.delete'),
      danger: true,
    });
    if (!confirmed) return;
    try {
      await removeFriend({ friendPrivateGuid: friend.privateGuid }).unwrap();
      postToApp({ type: 'updateAccountInfo', account: appAccount(user ?? null), changed: 'friends' });
    } catch (error) {
      await dialogs.message(
        problemOf(error) === 'FriendNotFound' ? t('friends.error.not_found') : describeError(error),
      );
    }
  };

  return (
    <li className="card friend" data-friend={friend.username}>
      {friend.imageUrl ? (
        <img className="friend__image" src={thumbnailUrl(friend.imageUrl)} alt="" loading="lazy" />
      ) : (
        <span className="friend__image friend__image--empty" aria-hidden="true">
          <GiftIcon />
        </span>
      )}
      <div className="friend__text">
        <Link className="card__title friend__name" to={`/${friend.username}`}>
          {friend.fullName}
        </Link>
        <span className="card__meta">
          /{friend.username}
          {friend.city && ` · ${friend.city}`}
        </span>
        {friend.birthday && (
          <span className="card__meta">{t('friends.birthday', { date: formatBirthday(friend.birthday) })}</span>
        )}
        <span className="card__meta">{t('general.last_updated', { date: formatDate(friend.lastListUpdate) })}</span>
      </div>
      <Button
        variant="danger"
        className="friend__delete"
        busy={busy}
        aria-label={t('friends.delete_label', { name: friend.fullName })}
        onClick={() => void run(remove)}
      >
        {t('general.delete')}
      </Button>
    </li>
  );
}
