import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import type { AppDispatch } from '../api/dispatch.js';
import { describeError } from '../api/errors.js';
import { useDialogs } from '../ui/dialogs.js';
import { accountApi, useLogoutMutation } from '../api/accountApi.js';

/**
 * Navigation state of the goodbye screen right after a logout (the cached user is cleared only afterwards); `backTo` is
 * the list the person was on, offered as the way back.
 */
export type GoodbyeState = { loggedOut: true; backTo?: string };

/**
 * Logs out and goes to the goodbye screen. The user is cleared only after the page has changed, so the page being
 * left never sees itself logged out (it would send the visitor to the login screen).
 */
export function useLogout(): (backTo?: string) => Promise<void> {
  const [logout] = useLogoutMutation();
  const navigate = useNavigate();
  const dispatch = useDispatch<AppDispatch>();
  const dialogs = useDialogs();
  return async (backTo) => {
    try {
      await logout().unwrap();
    } catch (error) {
      await dialogs.message(describeError(error));
      return;
    }
    await navigate('/account/goodbye', { flushSync: true, state: { loggedOut: true, backTo } satisfies GoodbyeState });
    dispatch(accountApi.util.upsertQueryData('getUserData', undefined, null));
  };
}
