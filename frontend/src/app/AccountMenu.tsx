import { useCallback, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { t, type CurrentUser } from '@wl/contracts';
import { useCloseOnOutsideClick } from '../ui/hooks.js';
import { useLogout } from '../shared/useLogout.js';
import { useMyLists } from '../api/ownerApi.js';
import { ChevronIcon } from '../ui/icons.js';

/**
 * The logged-in user's dropdown: my list, profile, logout. A lightweight user (from the e-mail cross-off) has no list
 * and no name: the menu says which address is signed in and offers their crossed-off gifts and a list of their own.
 */
export function AccountMenu({ user }: { user: CurrentUser }) {
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const logout = useLogout();
  const firstList = useMyLists().data?.[0];
  const close = useCallback(() => setOpen(false), []);
  // A lightweight user (from the e-mail cross-off) has no name yet: their address stands in for it.
  const name = user.firstName || user.email;

  useCloseOnOutsideClick(open, containerRef, close);

  return (
    <div
      className="account-menu"
      ref={containerRef}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        close();
        buttonRef.current?.focus();
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="account-menu__button"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={t('menu.account', { name })}
        onClick={() => setOpen(!open)}
      >
        <span className="avatar" aria-hidden="true" data-initial={name.charAt(0).toUpperCase()} />
        <span className="account-menu__name">{name}</span>
        <ChevronIcon />
      </button>
      {open && (
        <ul id={listId} className="account-menu__list">
          {!user.isAccount && <li className="account-menu__who">{t('menu.signed_in_as', { email: user.email })}</li>}
          {user.isAccount ? (
            <>
              <li>
                <Link to={firstList ? `/${firstList.username}` : '/mylist/new'} onClick={close}>
                  {t('menu.my_list')}
                </Link>
              </li>
              <li>
                <Link to="/account" onClick={close}>
                  {t('menu.profile')}
                </Link>
              </li>
            </>
          ) : (
            <>
              <li>
                <Link to="/account/create" onClick={close}>
                  {t('menu.make_own_list')}
                </Link>
              </li>
              <li>
                <Link to="/crossedoff" onClick={close}>
                  {t('menu.my_crossed_off')}
                </Link>
              </li>
            </>
          )}
          <li>
            <button
              type="button"
              onClick={() => {
                close();
                void logout();
              }}
            >
              {t('menu.logout')}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
