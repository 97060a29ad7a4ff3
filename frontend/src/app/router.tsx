import { createBrowserRouter } from 'react-router';
import { CreateAccountPage } from '../features/account/CreateAccountPage.js';
import { GoodbyePage } from '../features/account/GoodbyePage.js';
import { LoginPage } from '../features/account/LoginPage.js';
import { UserDeletedPage } from '../features/account/UserDeletedPage.js';
import { CrossedOffPage } from '../features/crossoff/CrossedOffPage.js';
import { ListViewPage } from '../features/visitor/ListViewPage.js';
import { NotFoundScreen, OopsScreen, ServerErrorScreen } from './ErrorScreens.js';
import { HomePage } from './HomePage.js';
import { RequireLogin } from './RequireLogin.js';
import { Shell } from './Shell.js';

/**
 * One-segment spec routes whose screens are not built yet; listed so that they show the not-found screen instead
 * of being looked up as a username.
 */
const screensToCome = [
  'account', 'friends', 'faq', 'support', 'contact', 'winkels', 'laden', 'shops', 'blog', 'impressum',
  'lootjestrekken', 'lootje', 'loting',
];

const crossedOff = <RequireLogin><CrossedOffPage /></RequireLogin>;

export const router = createBrowserRouter([
  {
    element: <Shell />,
    children: [
      {
        errorElement: <OopsScreen />,
        children: [
          { index: true, element: <HomePage /> },
          { path: 'account/login', element: <LoginPage /> },
          { path: 'account/create', element: <CreateAccountPage /> },
          { path: 'account/goodbye', element: <GoodbyePage /> },
          { path: 'account/deletedError', element: <UserDeletedPage /> },
          { path: 'crossedoff', element: crossedOff },
          { path: 'friends/gifts', element: crossedOff },
          { path: 'error', element: <ServerErrorScreen /> },
          { path: 'list/open/:username', element: <ListViewPage /> },
          { path: ':username', element: <ListViewPage /> },
          ...screensToCome.map((path) => ({ path, element: <NotFoundScreen /> })),
          { path: '*', element: <NotFoundScreen /> },
        ],
      },
    ],
  },
]);
