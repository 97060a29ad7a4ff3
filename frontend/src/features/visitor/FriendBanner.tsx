import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { type FriendProblem, t, type VisitorWishlist } from '@wl/contracts';
import { describeError, problemOf, statusOf } from '../../api/errors.js';
import { Button } from '../../ui/Button.js';
import { useDialogs } from '../../ui/dialogs.js';
import { CheckIcon } from '../../ui/icons.js';
import { useCurrentUser } from '../../api/accountApi.js';
import { loginPath } from '../../shared/returnUrl.js';
import { useAddFriendMutation } from '../../api/friendsApi.js';

/** Refusals after which the list is simply shown again as it is now (it reloads): nothing to explain. */
const silentProblems: readonly (FriendProblem | null)[] = ['AlreadyFriend', 'OwnWishlist'];

/**
 * Invites a visitor to add the list's owner as a friend (owners never see the visitor page); gone once they are
 * friends. It stands after the gifts and stays modest: visitors who are not logged in get one line with a login link.
 */
export function FriendBanner({ wishlist }: { wishlist: VisitorWishlist }) {
  const user = useCurrentUser();
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [justAdded, setJustAdded] = useState(false);
  const [addFriend, { isLoading }] = useAddFriendMutation();
  const name = `${wishlist.firstName} ${wishlist.lastName}`;

  const add = async () => {
    try {
      await addFriend({ username: wishlist.username, wishlistPublicGuid: wishlist.publicGuid }).unwrap();
      setJustAdded(true);
    } catch (error) {
      if (statusOf(error) === 401) navigate(loginPath(pathname));
      else if (!silentProblems.includes(problemOf(error) as FriendProblem | null))
        await dialogs.message(describeError(error, { NoAccess: 'cross_off.error.no_access' }));
    }
  };

  let banner = null;
  if (!wishlist.isFriend && user === null) {
    banner = (
      <p className="friend-banner friend-banner--login">
        {t('visitor.friend.login', { name })} <Link to={loginPath(pathname)}>{t('visitor.login')}</Link>
      </p>
    );
  } else if (!wishlist.isFriend && user) {
    banner = (
      <div className="friend-banner">
        <p>{t('visitor.friend.text', { name })}</p>
        <Button busy={isLoading} onClick={() => void add()}>
          {t('visitor.friend.add')}
        </Button>
      </div>
    );
  }

  return (
    <>
      {banner}
      <div role="status" aria-live="polite" className="status-notice">
        {justAdded && wishlist.isFriend && (
          <p className="notice notice--success">
            <CheckIcon />{' '}
            <span>
              {t('visitor.friend.added', { name })} <Link to="/friends">{t('visitor.friend.to_friends')}</Link>
            </span>
          </p>
        )}
      </div>
    </>
  );
}
