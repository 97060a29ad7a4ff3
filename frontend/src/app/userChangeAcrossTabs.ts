import { useEffect, useRef } from 'react';
import { useLoggedInUserGuid } from '../api/accountApi.js';

/** The tabs of one browser share one session cookie: each tells the others which user it now shows. */
const channelName = 'verlanglijstje-logged-in-user';
type Announcement = { publicGuid: string | null };

// None on the server (Node has BroadcastChannel too, and an open one would keep its process alive).
const channel =
  typeof window === 'undefined' || typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(channelName);

/** Tells the other tabs that this tab's user changed (login, logout, new account, password reset, deletion). */
export function announceLoggedInUser(publicGuid: string | null): void {
  channel?.postMessage({ publicGuid } satisfies Announcement);
}

/**
 * Where a tab that shows `shown` goes after another tab logged in `now` (spec 01 §4): logged out goes to the root,
 * logged in goes to goodbye, a switched user goes to the root; null when nothing changed for this tab.
 */
export function pathAfterUserChangedElsewhere(shown: string | null, now: string | null): string | null {
  if (shown === now) return null;
  if (now === null) return '/';
  return shown === null ? '/account/goodbye' : '/';
}

function announcedGuid(data: unknown): string | null | undefined {
  if (typeof data !== 'object' || data === null || !('publicGuid' in data)) return undefined;
  const { publicGuid } = data;
  return typeof publicGuid === 'string' || publicGuid === null ? publicGuid : undefined;
}

/** Reloads this tab at the right place when the logged-in user changed in another tab. */
export function useFollowUserOfOtherTabs(): void {
  const shown = useLoggedInUserGuid();
  const shownRef = useRef(shown);
  useEffect(() => {
    shownRef.current = shown;
  }, [shown]);

  useEffect(() => {
    if (!channel) return;
    const onAnnouncement = (event: MessageEvent) => {
      const now = announcedGuid(event.data);
      if (now === undefined || shownRef.current === undefined) return;
      const path = pathAfterUserChangedElsewhere(shownRef.current, now);
      if (path) window.location.assign(path);
    };
    channel.addEventListener('message', onAnnouncement);
    return () => channel.removeEventListener('message', onAnnouncement);
  }, []);
}
