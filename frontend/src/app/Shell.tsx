import { Activity, Suspense, useState } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { t } from '@wl/contracts';
import { ConnectionNotice } from '../live/ConnectionNotice.js';
import { DialogProvider } from '../ui/dialogs.js';
import { Loading } from '../ui/Loading.js';
import { Modal } from '../ui/Modal.js';
import { AnnounceNavigationsToApp, inAppMode } from '../shared/appBridge.js';
import { Footer } from './Footer.js';
import { useRouteHidesFooter } from './footerByRoute.js';
import { Header } from './Header.js';
import { scrollPositionKey } from './scrollPositionKey.js';
import { SideMenu } from './SideMenu.js';
import { useAccountInfoForApp } from './useAccountInfoForApp.js';
import { useCacheFollowsUser } from './useCacheFollowsUser.js';
import { useContentPageMeta } from './useContentPageMeta.js';
import { useFollowUserOfOtherTabs } from './userChangeAcrossTabs.js';

/** Header, side menu (drawer on phones), the routed page and the footer (unless the route hides it); in the app only the page (spec 01 §1, §2). */
export function Shell() {
  const [menuOpen, setMenuOpen] = useState(false);
  const navigating = useNavigation().state === 'loading';
  const routeHidesFooter = useRouteHidesFooter();
  useCacheFollowsUser();
  useFollowUserOfOtherTabs();
  useContentPageMeta();
  useAccountInfoForApp();
  const closeMenu = () => setMenuOpen(false);

  return (
    <DialogProvider>
      {inAppMode && <AnnounceNavigationsToApp />}
      <a className="skip-link" href="#main">
        {t('app.skip_to_content')}
      </a>
      {!inAppMode && <Header onOpenMenu={() => setMenuOpen(true)} />}
      <div className="layout">
        {!inAppMode && (
          <nav className="sidebar" aria-label={t('menu.title')}>
            <SideMenu />
          </nav>
        )}
        <main id="main" className="main" tabIndex={-1}>
          {navigating && <Loading />}
          {/*
            While the next page's chunk loads, the page before it is hidden with its effects stopped: a redirect it
            would make on an answer changed by what led away (a deleted draw, an accepted invite) must not overtake
            the navigation under way.
          */}
          <Activity mode={navigating ? 'hidden' : 'visible'}>
            <Suspense fallback={<Loading />}>
              <Outlet />
            </Suspense>
          </Activity>
        </main>
      </div>
      {!inAppMode && !routeHidesFooter && <Footer />}
      <ConnectionNotice />
      {menuOpen && (
        <Modal variant="drawer" title={t('menu.title')} onClose={closeMenu}>
          <nav aria-label={t('menu.title')}>
            <SideMenu onNavigate={closeMenu} />
          </nav>
        </Modal>
      )}
      <ScrollRestoration getKey={scrollPositionKey} />
    </DialogProvider>
  );
}
