import { useId, useState } from 'react';
import { NavLink } from 'react-router';
import { t, type MessageKey, type WishlistSummary } from '@wl/contracts';
import { useCurrentUser } from '../api/accountApi.js';
import { useMyLists } from '../api/ownerApi.js';
import { useLogout } from '../shared/useLogout.js';
import { useSiteSwitch } from '../api/siteConfigApi.js';
import { ChevronIcon } from '../ui/icons.js';

type SideMenuProps = { onNavigate?: () => void };

function MenuLink({ to, label, onNavigate }: SideMenuProps & { to: string; label: string }) {
  return (
    <li>
      <NavLink to={to} end onClick={onNavigate}>
        {label}
      </NavLink>
    </li>
  );
}

/**
 * The site's menu: a sidebar on wide screens, the hamburger drawer on phones. A lightweight user (from the e-mail
 * cross-off) gets no list entries but a list of their own to make, their crossed-off gifts, and a way to sign out.
 */
export function SideMenu({ onNavigate }: SideMenuProps) {
  const user = useCurrentUser();
  const account = user?.isAccount === true;
  const lightweight = user?.isAccount === false;
  const lists = useMyLists().data ?? [];
  const emailAllowed = useSiteSwitch('unsolicitedEmailAllowed');
  const drawsLots = useSiteSwitch('drawLotsEnabled');
  const showsShops = useSiteSwitch('shops');
  const logout = useLogout();
  const entry = (to: string, label: MessageKey) => <MenuLink to={to} label={t(label)} onNavigate={onNavigate} />;

  return (
    <ul className="side-menu">
      {account && <MyLists lists={lists} onNavigate={onNavigate} />}
      {lightweight && entry('/account/create', 'menu.make_own_list')}
      {user && entry('/friends', 'menu.friends')}
      {user && entry('/crossedoff', account ? 'menu.crossed_off' : 'menu.my_crossed_off')}
      {!user && entry('/account/create', 'menu.create_account')}
      {entry('/list/search', 'menu.list_search')}
      {drawsLots && entry('/lootjestrekken', 'menu.lots')}
      {account && entry('/account', 'menu.profile')}
      {account && lists.length > 0 && emailAllowed && entry('/mylist/send', 'menu.send')}
      {showsShops && entry('/winkels', 'menu.shops')}
      {lightweight && (
        <li>
          <button
            type="button"
            className="side-menu__action"
            onClick={() => {
              onNavigate?.();
              void logout();
            }}
          >
            {t('menu.logout')}
          </button>
        </li>
      )}
    </ul>
  );
}

function MyLists({ lists, onNavigate }: SideMenuProps & { lists: WishlistSummary[] }) {
  const [open, setOpen] = useState(true);
  const groupId = useId();
  const newList = <MenuLink to="/mylist/new" label={t('menu.new_list')} onNavigate={onNavigate} />;
  const [only] = lists;

  if (lists.length <= 1) {
    return (
      <>
        {only && <MenuLink to={`/${only.username}`} label={t('menu.my_list')} onNavigate={onNavigate} />}
        {newList}
      </>
    );
  }
  return (
    <li>
      <button
        type="button"
        className="side-menu__group"
        aria-expanded={open}
        aria-controls={groupId}
        onClick={() => setOpen(!open)}
      >
        {t('menu.my_lists')} <ChevronIcon />
      </button>
      {open && (
        <ul id={groupId} className="side-menu__sub">
          {lists.map((list) => (
            <MenuLink key={list.privateGuid} to={`/${list.username}`} label={list.username} onNavigate={onNavigate} />
          ))}
          {newList}
        </ul>
      )}
    </li>
  );
}
