import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/lazyPage.js';

/** The children of `/i/{guid}` (spec 01 §2); `InvitePage` sends the visitor to the one that fits the invite. */
export const inviteSteps: RouteObject[] = [
  {
    path: 'open',
    ...lazyPage(
      () => import('./InviteOpen.js'),
      (m) => <m.InviteOpen />,
    ),
  },
  {
    path: 'login',
    ...lazyPage(
      () => import('./InviteLogin.js'),
      (m) => <m.InviteLogin />,
    ),
  },
  {
    path: 'createaccount',
    ...lazyPage(
      () => import('./InviteCreateAccount.js'),
      (m) => <m.InviteCreateAccount />,
    ),
  },
  {
    path: 'error',
    ...lazyPage(
      () => import('./InviteError.js'),
      (m) => <m.InviteError />,
    ),
  },
];
