import { useBlocker } from 'react-router';
import type { CurrentUser } from '@wl/contracts';

/**
 * The product inside the native app (spec 01 §1): the app shell opens the site once with `?app=ios` or `?app=android`;
 * the tab remembers it for its session. The app injects `window.VerlanglijstjeApp.postMessage(json)`, and every message
 * below goes through `postToApp` as one JSON string (docs/content.md, "Version check and app mode").
 */
export type AppMessage =
  | { type: 'navigate'; path: string }
  /** `changed: 'friends'` when the user deleted a friend (spec 01 §4): the app refreshes what it shows of them. */
  | { type: 'updateAccountInfo'; account: AppAccount | null; changed?: 'friends' }
  | { type: 'openNewListModal' }
  | { type: 'shareList'; username: string; url: string; text: string }
  | { type: 'wishlistCreated'; username: string };

/** What the app learns of the logged-in user: enough to show who is logged in, never the private guid. */
export type AppAccount = Pick<CurrentUser, 'publicGuid' | 'email' | 'firstName' | 'lastName' | 'isAccount'>;

export type AppPlatform = 'ios' | 'android';

interface AppInterface {
  postMessage(json: string): void;
}

declare global {
  interface Window {
    VerlanglijstjeApp?: AppInterface;
  }
}

const APP_MODE_KEY = 'appMode';
const platforms: readonly AppPlatform[] = ['ios', 'android'];

function detectAppMode(): AppPlatform | null {
  const asked = new URLSearchParams(window.location.search).get('app');
  if (platforms.includes(asked as AppPlatform)) sessionStorage.setItem(APP_MODE_KEY, asked as AppPlatform);
  const remembered = sessionStorage.getItem(APP_MODE_KEY);
  return platforms.includes(remembered as AppPlatform) ? (remembered as AppPlatform) : null;
}

/**
 * The app the site runs in, or null in a browser; fixed for the page's life. The server renders pages for browsers
 * (the app's pages are rendered in the browser, `main.tsx`).
 */
export const appPlatform = typeof window === 'undefined' ? null : detectAppMode();
export const inAppMode = appPlatform !== null;

/** Sends a message to the app; nothing outside app mode, or when the app did not inject its interface. */
export function postToApp(message: AppMessage) {
  if (inAppMode) window.VerlanglijstjeApp?.postMessage(JSON.stringify(message));
}

export const appAccount = (user: CurrentUser | null): AppAccount | null =>
  user && {
    publicGuid: user.publicGuid,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    isAccount: user.isAccount,
  };

/**
 * Announces every navigation to the app before it happens: the router asks its blocker before it changes the address,
 * and this one never blocks. Rendered in app mode only, because a router keeps one blocker at a time. The first page
 * is not announced (the app opened it), nor is the browser's back button (the app sees that one itself).
 */
export function AnnounceNavigationsToApp() {
  useBlocker(({ nextLocation: { pathname, search, hash } }) => {
    postToApp({ type: 'navigate', path: `${pathname}${search}${hash}` });
    return false;
  });
  return null;
}
