import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { t, type WishlistSummary } from '@wl/contracts';
import { ApiErrorView } from '../../../shared/ErrorScreens.js';
import { describeError, problemOf, statusOf } from '../../../api/errors.js';
import { Button } from '../../../ui/Button.js';
import { Loading } from '../../../ui/Loading.js';
import { LockMark } from '../../../ui/LockMark.js';
import { StatusNotice } from '../../../ui/StatusNotice.js';
import { useDialogs } from '../../../ui/dialogs.js';
import { useCurrentUser } from '../../../api/accountApi.js';
import { loginPath } from '../../../shared/returnUrl.js';
import type { NewListReturnState } from '../../../shared/navigationState.js';
import { useMyLists } from '../../../api/ownerApi.js';
import { useSelectWishlistMutation, type LiveLotView } from '../../../api/lotsApi.js';
import { LOTS_HOME, lotPath, lotProblemPath } from '../../../shared/lotPaths.js';

/**
 * The participant's own lists to couple to the lot (spec 02 §2.5): a logged-out visitor logs in first when the lot's
 * address has an account, or else makes one; both come back here (`returnUrl`), and a list made from here is coupled
 * on return.
 */
export function LotWishlists({ lot, guid }: { lot: LiveLotView; guid: string }) {
  const user = useCurrentUser();
  const back = lotPath(guid);
  const createAccount = (
    <Link className="btn btn--secondary" to={`/account/create?returnUrl=${encodeURIComponent(back)}`}>
      {t('lot.wishlists.create_account')}
    </Link>
  );

  let body;
  if (user === undefined) body = <Loading />;
  else if (user === null && lot.hasAccount) {
    body = (
      <>
        <p>{t('lot.wishlists.login_text', { email: lot.email })}</p>
        <div className="button-row button-row--start">
          <Link className="btn btn--primary" to={loginPath(back)}>
            {t('lot.wishlists.login')}
          </Link>
        </div>
      </>
    );
  } else if (user === null || !user.isAccount) {
    body = <div className="button-row button-row--start">{createAccount}</div>;
  } else {
    body = (
      <>
        {user.email.toLowerCase() !== lot.email.toLowerCase() && (
          <p className="banner banner--warning">
            {t('lot.different_email', { email: lot.email, current: user.email })}
          </p>
        )}
        <OwnLists lot={lot} guid={guid} />
        <div className="button-row button-row--start">
          <Link className="btn btn--secondary" to={`/mylist/new?returnUrl=${encodeURIComponent(back)}`}>
            {t('lot.wishlists.create')}
          </Link>
        </div>
      </>
    );
  }

  return (
    <section className="lot-lists" aria-labelledby="lot-lists-title">
      <h2 id="lot-lists-title">{t('lot.wishlists.title')}</h2>
      <p>{t('lot.wishlists.intro')}</p>
      {body}
    </section>
  );
}

function OwnLists({ lot, guid }: { lot: LiveLotView; guid: string }) {
  const lists = useMyLists();
  const [select, selecting] = useSelectWishlistMutation();
  const [notice, setNotice] = useState<string | null>(null);
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const location = useLocation();
  const selected = lot.selectedWishlistPrivateGuid;

  const choose = async (listGuid: string) => {
    setNotice(null);
    const decouple = listGuid === selected;
    try {
      await select({ participantPrivateGuid: guid, wishlistPrivateGuid: decouple ? null : listGuid }).unwrap();
      setNotice(t(decouple ? 'lot.wishlists.decoupled' : 'lot.wishlists.coupled'));
    } catch (error) {
      if (statusOf(error) === 'offline') return dialogs.message(t('lot.select.no_connection'));
      switch (problemOf(error)) {
        case 'LotingDeleted':
          await dialogs.message(t('lot.select.loting_deleted'));
          navigate(LOTS_HOME);
          return;
        case 'LotDoesNotExist':
          navigate(lotProblemPath('Deleted'), { replace: true });
          return;
        case 'WishlistNotFound':
          await dialogs.message(t('error.something_went_wrong'));
          void lists.refetch();
          return;
        default:
          await dialogs.message(describeError(error));
      }
    }
  };

  // A list made from this lot (the new-list page's returnUrl) is coupled once on return.
  const created = (location.state as Partial<NewListReturnState> | null)?.createdListGuid;
  const coupledCreated = useRef(false);
  useEffect(() => {
    if (!created || coupledCreated.current || !lists.data?.some((list) => list.privateGuid === created)) return;
    coupledCreated.current = true;
    navigate(location.pathname, { replace: true, state: null });
    if (created !== selected) void choose(created);
  });

  if (lists.isLoading) return <Loading />;
  if (lists.error || !lists.data) return <ApiErrorView error={lists.error} onRetry={lists.refetch} />;
  if (lists.data.length === 0) return <p className="empty">{t('lot.wishlists.empty')}</p>;
  return (
    <>
      {lot.hasSelectedWishlist && !selected && <p className="form__note">{t('lot.wishlists.someone_else')}</p>}
      <ul className="lot-lists__items">
        {lists.data.map((list) => (
          <OwnListRow
            key={list.privateGuid}
            list={list}
            selected={list.privateGuid === selected}
            busy={selecting.isLoading}
            onChoose={() => void choose(list.privateGuid)}
          />
        ))}
      </ul>
      <StatusNotice text={notice} />
    </>
  );
}

/** Private lists are greyed and cannot be chosen, unless already coupled (then they can be decoupled). */
function OwnListRow({
  list,
  selected,
  busy,
  onChoose,
}: {
  list: WishlistSummary;
  selected: boolean;
  busy: boolean;
  onChoose: () => void;
}) {
  const blocked = !list.isShareable && !selected;
  const nameId = `lot-list-${list.privateGuid}`;
  return (
    <li
      className={['lot-list', selected && 'lot-list--selected', blocked && 'lot-list--blocked']
        .filter(Boolean)
        .join(' ')}
    >
      <span className="lot-list__text">
        <span id={nameId} className="card__title">
          {list.title || list.fullName}
        </span>
        <span className="card__meta">
          /{list.username} {!list.isShareable && <LockMark text={t('lot.wishlists.private')} />}
        </span>
        {blocked && <span className="card__meta">{t('lot.wishlists.private')}</span>}
        {selected && <span className="lot-list__badge">{t('lot.wishlists.selected')}</span>}
      </span>
      <Button
        variant={selected ? 'secondary' : 'primary'}
        disabled={blocked || busy}
        aria-describedby={nameId}
        onClick={onChoose}
      >
        {t(selected ? 'lot.wishlists.decouple' : 'lot.wishlists.couple')}
      </Button>
    </li>
  );
}
