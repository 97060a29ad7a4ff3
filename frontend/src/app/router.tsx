import { createBrowserRouter } from 'react-router';
import { CreateAccountPage } from '../features/account/CreateAccountPage.js';
import { DeletedUserPage } from '../features/account/DeletedUserPage.js';
import { DeleteUserPage } from '../features/account/DeleteUserPage.js';
import { EditProfilePage } from '../features/account/EditProfilePage.js';
import { EmailSettingsPage } from '../features/account/EmailSettingsPage.js';
import { ForgotPasswordPage } from '../features/account/ForgotPasswordPage.js';
import { GoodbyePage } from '../features/account/GoodbyePage.js';
import { LoginPage } from '../features/account/LoginPage.js';
import { ResetPasswordPage } from '../features/account/ResetPasswordPage.js';
import { VerifyEmailPage } from '../features/account/VerifyEmailPage.js';
import { UserDeletedPage } from '../features/account/UserDeletedPage.js';
import { CrossedOffGiftPage } from '../features/crossoff/CrossedOffGiftPage.js';
import { CrossedOffPage } from '../features/crossoff/CrossedOffPage.js';
import { blogRoutes } from '../features/content/blog/blogRoutes.js';
import { OutboxPage } from '../features/dev/OutboxPage.js';
import { InvitePage } from '../features/coowners/InvitePage.js';
import { inviteSteps } from '../features/coowners/inviteSteps.js';
import { FriendsPage } from '../features/friends/FriendsPage.js';
import { CategoriesPage } from '../features/owner/CategoriesPage.js';
import { NewListPage } from '../features/owner/NewListPage.js';
import { SendListPage } from '../features/owner/SendListPage.js';
import { ShareQrPage } from '../features/owner/ShareQrPage.js';
import { WishlistImagePage } from '../features/owner/WishlistImagePage.js';
import { ListSearchPage } from '../features/search/ListSearchPage.js';
import { ListViewPage } from '../features/visitor/ListViewPage.js';
import { lotRoutes } from '../features/lots/lotRoutes.js';
import { legalRoutes } from '../features/content/legal/legalRoutes.js';
import { supportRoutes } from '../features/support/supportRoutes.js';
import { NotFoundScreen, OopsScreen, ServerErrorScreen } from './ErrorScreens.js';
import { HomePage } from './HomePage.js';
import { RequireLogin } from './RequireLogin.js';
import { Shell } from './Shell.js';
import { ContactPage } from '../features/content/contact/ContactPage.js';
import { ShopsPage } from '../features/content/shops/ShopsPage.js';
import { SwitchedRoute } from '../features/site/SwitchedRoute.js';

const crossedOff = <RequireLogin><CrossedOffPage /></RequireLogin>;

export const router = createBrowserRouter([
  {
    element: <Shell />,
    children: [
      {
        errorElement: <OopsScreen />,
        children: [
          { index: true, element: <HomePage /> },
          { path: 'account', element: <RequireLogin><EditProfilePage /></RequireLogin> },
          { path: 'account/login', element: <LoginPage /> },
          { path: 'account/forgotpassword', element: <ForgotPasswordPage /> },
          { path: 'account/resetpassword/:resetCode?', element: <ResetPasswordPage /> },
          { path: 'account/verify/:code', element: <VerifyEmailPage /> },
          { path: 'account/create', element: <CreateAccountPage /> },
          { path: 'account/delete', element: <RequireLogin><DeleteUserPage /></RequireLogin> },
          { path: 'account/deleted', element: <DeletedUserPage /> },
          { path: 'account/goodbye', element: <GoodbyePage /> },
          { path: 'account/deletedError', element: <UserDeletedPage /> },
          { path: 'account/mailings/:guid', element: <EmailSettingsPage /> },
          { path: 'crossedoff', element: crossedOff },
          { path: 'crossedoff/:giftPublicGuid/:crossOffGuid', element: <CrossedOffGiftPage /> },
          { path: 'friends', element: <RequireLogin><FriendsPage /></RequireLogin> },
          { path: 'friends/gifts', element: crossedOff },
          { path: 'error', element: <ServerErrorScreen /> },
          { path: 'dev/outbox', element: <OutboxPage /> },
          { path: 'list/search', element: <ListSearchPage /> },
          { path: 'list/open/:username', element: <ListViewPage /> },
          { path: ':username', element: <ListViewPage /> },
          { path: 'mylist/new', element: <RequireLogin><NewListPage /></RequireLogin> },
          { path: 'mylist/send/:wishlistName?', element: <RequireLogin><SendListPage /></RequireLogin> },
          { path: ':username/categories', element: <RequireLogin><CategoriesPage /></RequireLogin> },
          { path: ':username/image', element: <RequireLogin><WishlistImagePage /></RequireLogin> },
          { path: ':wishlistName/qr', element: <ShareQrPage /> },
          { path: 'i/:guid', element: <InvitePage />, children: inviteSteps },
          { path: 'contact', element: <ContactPage /> },
          { element: <SwitchedRoute name="shops" />, children: ['winkels', 'laden', 'shops'].map((path) => ({ path, element: <ShopsPage /> })) },
          ...lotRoutes,
          ...blogRoutes,
          ...supportRoutes,
          ...legalRoutes,
          { path: '*', element: <NotFoundScreen /> },
        ],
      },
    ],
  },
]);
