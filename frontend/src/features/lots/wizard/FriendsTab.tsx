import { useState } from 'react';
import { t, type LotingFriend } from '@wl/contracts';
import { describeError, statusOf } from '../../../api/errors.js';
import { Button } from '../../../ui/Button.js';
import { TextField } from '../../../ui/fields.js';
import { Loading } from '../../../ui/Loading.js';
import { useGetLotingFriendsQuery } from '../../../api/lotsApi.js';

/**
 * Friends as participants: the owners of the lists the user follows (only asked when logged in; a 401, a session
 * that ended meanwhile, shows the login hint like a visitor). Searched by name, case-insensitively.
 */
export function FriendsTab({
  loggedIn,
  added,
  onAdd,
}: {
  loggedIn: boolean;
  /** Public user guids already taking part. */
  added: ReadonlySet<string>;
  onAdd: (friend: LotingFriend) => void;
}) {
  const friends = useGetLotingFriendsQuery(undefined, { skip: !loggedIn });
  const [search, setSearch] = useState('');

  if (!loggedIn || statusOf(friends.error) === 401) return <p>{t('lotingWizard.participants.friends_login')}</p>;
  if (friends.isLoading) return <Loading />;
  if (friends.error || !friends.data) {
    return (
      <div className="notice notice--error" role="alert">
        <p>{describeError(friends.error)}</p>
        <Button onClick={() => void friends.refetch()}>{t('general.retry')}</Button>
      </div>
    );
  }

  const wanted = search.trim().toLocaleLowerCase('nl-BE');
  const shown = friends.data.friends.filter((f) => f.fullName.toLocaleLowerCase('nl-BE').includes(wanted));
  return (
    <div>
      {friends.data.friends.length === 0 ? (
        <p>{t('lotingWizard.participants.friends_empty')}</p>
      ) : (
        <>
          <TextField
            label={t('lotingWizard.participants.friends_search')}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          {shown.length === 0 ? (
            <p role="status">{t('lotingWizard.participants.friends_none_found')}</p>
          ) : (
            <ul className="wizard__friends">
              {shown.map((friend) => (
                <li key={friend.publicUserGuid} className="wizard__friend">
                  <span className="wizard__who">
                    <span>{friend.fullName}</span>
                    <span className="wizard__detail">{friend.wishlistUrlForDisplay}</span>
                  </span>
                  {added.has(friend.publicUserGuid) ? (
                    <span className="wizard__detail">{t('lotingWizard.participants.friend_added')}</span>
                  ) : (
                    <Button
                      aria-label={t('lotingWizard.participants.add_friend', { name: friend.fullName })}
                      onClick={() => onAdd(friend)}
                    >
                      {t('general.add')}
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      {friends.data.hadMultiUserFriends && (
        <p className="field__hint">{t('lotingWizard.participants.friends_multi')}</p>
      )}
    </div>
  );
}
