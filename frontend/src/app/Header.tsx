import { Link, useMatch } from 'react-router';
import { t } from '@wl/contracts';
import { useCurrentUser } from '../api/accountApi.js';
import { GiftIcon, MenuIcon } from '../ui/icons.js';
import { AccountMenu } from './AccountMenu.js';
import { HeaderLogin } from './HeaderLogin.js';

export function Header({ onOpenMenu }: { onOpenMenu: () => void }) {
  const user = useCurrentUser();
  const onLoginScreen = useMatch('/account/login');
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <button type="button" className="icon-button menu-button" aria-label={t('menu.open')} onClick={onOpenMenu}>
          <MenuIcon />
        </button>
        <Link to="/" className="logo" aria-label={t('app.logo_label')}>
          <GiftIcon />
          <span>{t('app.name')}</span>
        </Link>
        <div className="site-header__account">
          {user ? <AccountMenu user={user} /> : user === null && !onLoginScreen && <HeaderLogin />}
        </div>
      </div>
    </header>
  );
}
