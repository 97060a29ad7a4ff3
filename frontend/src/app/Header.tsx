import { Link } from 'react-router';
import { t } from '@wl/contracts';
import { useCurrentUser } from '../features/account/accountApi.js';
import { GiftIcon, MenuIcon } from '../ui/icons.js';
import { AccountMenu } from './AccountMenu.js';
import { HeaderLogin } from './HeaderLogin.js';

export function Header({ onOpenMenu }: { onOpenMenu: () => void }) {
  const user = useCurrentUser();
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
          {user === undefined ? null : user ? <AccountMenu user={user} /> : <HeaderLogin />}
        </div>
      </div>
    </header>
  );
}
