import type { RouteObject } from 'react-router';
import { blogRoutes } from '../features/content/blog/blogRoutes.js';
import { inviteSteps } from '../features/coowners/inviteSteps.js';
import { lotRoutes } from '../features/lots/lotRoutes.js';
import { legalRoutes } from '../features/content/legal/legalRoutes.js';
import { supportRoutes } from '../features/support/supportRoutes.js';
import { SwitchedRoute } from '../shared/SwitchedRoute.js';
import { Loading } from '../ui/Loading.js';
import { NotFoundScreen, OopsScreen, ServerErrorScreen } from '../shared/ErrorScreens.js';
import { hidesFooter } from './footerByRoute.js';
import { lazyPage } from '../shared/lazyPage.js';
import { PagesAtHashTarget } from './PagesAtHashTarget.js';
import { RequireLogin } from './RequireLogin.js';
import { Shell } from './Shell.js';

const crossedOff = lazyPage(
  () => import('../features/crossoff/CrossedOffPage.js'),
  (m) => (
    <RequireLogin>
      <m.CrossedOffPage />
    </RequireLogin>
  ),
);
const loadListView = () => import('./ListViewPage.js');
const listView = {
  ...lazyPage(loadListView, (m) => <m.ListViewPage />),
  handle: { beforeHydration: () => loadListView().then((m) => m.preloadVisitorPage()) } satisfies HydrationHandle,
};
const shopsPage = lazyPage(
  () => import('../features/content/shops/ShopsPage.js'),
  (m) => <m.ShopsPage />,
);

/** What a route whose page the server renders needs loaded before the page is hydrated (`main.tsx`). */
export interface HydrationHandle {
  beforeHydration(): Promise<void>;
}

/** The routes whose pages the server renders for the viewer who asks (`serverPages.ts`). */
export const LIST_VIEW_ROUTE_ID = 'list-view';
export const HOME_ROUTE_ID = 'home';

/**
 * Every page is a lazy route (docs/architecture.md, Code splitting): the first visit shows the Shell with the loading
 * state until the page's chunk is in, and a chunk that fails to load (say, after a deploy) shows the error screen with
 * its retry. The browser makes its router of them in `main.tsx`, the server its static one in `entry-server.tsx`.
 */
export const routes: RouteObject[] = [
  {
    element: <Shell />,
    children: [
      {
        element: <PagesAtHashTarget />,
        errorElement: <OopsScreen />,
        hydrateFallbackElement: <Loading />,
        children: [
          {
            index: true,
            id: HOME_ROUTE_ID,
            ...lazyPage(
              () => import('./HomePage.js'),
              (m) => <m.HomePage />,
            ),
          },
          {
            path: 'account',
            ...lazyPage(
              () => import('../features/account/EditProfilePage.js'),
              (m) => (
                <RequireLogin>
                  <m.EditProfilePage />
                </RequireLogin>
              ),
            ),
          },
          {
            path: 'account/login',
            ...lazyPage(
              () => import('../features/account/LoginPage.js'),
              (m) => <m.LoginPage />,
            ),
          },
          {
            path: 'account/forgotpassword',
            ...lazyPage(
              () => import('../features/account/ForgotPasswordPage.js'),
              (m) => <m.ForgotPasswordPage />,
            ),
          },
          {
            path: 'account/resetpassword/:resetCode?',
            ...lazyPage(
              () => import('../features/account/ResetPasswordPage.js'),
              (m) => <m.ResetPasswordPage />,
            ),
          },
          {
            path: 'account/verify/:code',
            ...lazyPage(
              () => import('../features/account/VerifyEmailPage.js'),
              (m) => <m.VerifyEmailPage />,
            ),
          },
          {
            path: 'account/signinlink',
            ...lazyPage(
              () => import('../features/account/SignInLinkRequestPage.js'),
              (m) => <m.SignInLinkRequestPage />,
            ),
          },
          {
            path: 'account/signin/:userId/:code',
            ...lazyPage(
              () => import('../features/account/SignInWithLinkPage.js'),
              (m) => <m.SignInWithLinkPage />,
            ),
          },
          {
            path: 'account/create',
            ...lazyPage(
              () => import('../features/account/CreateAccountPage.js'),
              (m) => <m.CreateAccountPage />,
            ),
          },
          {
            path: 'account/delete',
            ...lazyPage(
              () => import('../features/account/DeleteUserPage.js'),
              (m) => (
                <RequireLogin>
                  <m.DeleteUserPage />
                </RequireLogin>
              ),
            ),
          },
          {
            path: 'account/deleted',
            ...lazyPage(
              () => import('../features/account/DeletedUserPage.js'),
              (m) => <m.DeletedUserPage />,
            ),
          },
          {
            path: 'account/goodbye',
            ...lazyPage(
              () => import('../features/account/GoodbyePage.js'),
              (m) => <m.GoodbyePage />,
            ),
          },
          {
            path: 'account/deletedError',
            ...lazyPage(
              () => import('../features/account/UserDeletedPage.js'),
              (m) => <m.UserDeletedPage />,
            ),
          },
          {
            path: 'account/mailings/:guid',
            ...lazyPage(
              () => import('../features/account/EmailSettingsPage.js'),
              (m) => <m.EmailSettingsPage />,
            ),
          },
          { path: 'crossedoff', ...crossedOff },
          {
            path: 'crossedoff/:giftPublicGuid/:crossOffGuid',
            ...lazyPage(
              () => import('../features/crossoff/CrossedOffGiftPage.js'),
              (m) => <m.CrossedOffGiftPage />,
            ),
          },
          {
            path: 'friends',
            ...lazyPage(
              () => import('../features/friends/FriendsPage.js'),
              (m) => (
                <RequireLogin>
                  <m.FriendsPage />
                </RequireLogin>
              ),
            ),
          },
          { path: 'friends/gifts', ...crossedOff },
          { path: 'error', element: <ServerErrorScreen /> },
          {
            path: 'dev/outbox',
            ...lazyPage(
              () => import('../features/dev/OutboxPage.js'),
              (m) => <m.OutboxPage />,
            ),
          },
          {
            path: 'list/search',
            ...lazyPage(
              () => import('../features/search/ListSearchPage.js'),
              (m) => <m.ListSearchPage />,
            ),
          },
          { path: 'list/open/:username', id: `${LIST_VIEW_ROUTE_ID}-open`, ...listView },
          { path: ':username', id: LIST_VIEW_ROUTE_ID, ...listView },
          {
            path: 'mylist/new',
            ...lazyPage(
              () => import('../features/owner/NewListPage.js'),
              (m) => (
                <RequireLogin>
                  <m.NewListPage />
                </RequireLogin>
              ),
            ),
          },
          {
            path: 'mylist/send/:wishlistName?',
            ...lazyPage(
              () => import('../features/owner/SendListPage.js'),
              (m) => (
                <RequireLogin>
                  <m.SendListPage />
                </RequireLogin>
              ),
            ),
          },
          {
            path: ':username/categories',
            ...lazyPage(
              () => import('../features/owner/CategoriesPage.js'),
              (m) => (
                <RequireLogin>
                  <m.CategoriesPage />
                </RequireLogin>
              ),
            ),
          },
          {
            path: ':username/image',
            ...lazyPage(
              () => import('../features/owner/WishlistImagePage.js'),
              (m) => (
                <RequireLogin>
                  <m.WishlistImagePage />
                </RequireLogin>
              ),
            ),
          },
          {
            path: ':wishlistName/qr',
            handle: hidesFooter,
            ...lazyPage(
              () => import('../features/owner/ShareQrPage.js'),
              (m) => <m.ShareQrPage />,
            ),
          },
          {
            path: 'i/:guid',
            ...lazyPage(
              () => import('../features/coowners/InvitePage.js'),
              (m) => <m.InvitePage />,
            ),
            children: inviteSteps,
          },
          {
            path: 'contact',
            ...lazyPage(
              () => import('../features/content/contact/ContactPage.js'),
              (m) => <m.ContactPage />,
            ),
          },
          {
            element: <SwitchedRoute name="shops" />,
            children: ['winkels', 'laden', 'shops'].map((path) => ({ path, ...shopsPage })),
          },
          ...lotRoutes,
          ...blogRoutes,
          ...supportRoutes,
          ...legalRoutes,
          { path: '*', element: <NotFoundScreen /> },
        ],
      },
    ],
  },
];
