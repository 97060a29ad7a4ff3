import type { RouteObject } from 'react-router';
import { InviteCreateAccount } from './InviteCreateAccount.js';
import { InviteError } from './InviteError.js';
import { InviteLogin } from './InviteLogin.js';
import { InviteOpen } from './InviteOpen.js';

/** The children of `/i/{guid}` (spec 01 §2); `InvitePage` sends the visitor to the one that fits the invite. */
export const inviteSteps: RouteObject[] = [
  { path: 'open', element: <InviteOpen /> },
  { path: 'login', element: <InviteLogin /> },
  { path: 'createaccount', element: <InviteCreateAccount /> },
  { path: 'error', element: <InviteError /> },
];
