import { loadContractSchemas } from '../../api/lazySchemas.js';
import { versionTimer } from './versionTimer.js';

/** The build's version, set by the frontend build (vite.config.ts) and written next to it for the server to answer. */
declare const __BUILD_VERSION__: string;

/** The server version this tab already reloaded for, so a stale cache cannot make it reload at every navigation. */
const RELOADED_FOR_KEY = 'versionCheck.reloadedFor';

interface Navigations {
  state: { location: { key: string } };
  subscribe(listener: (state: { location: { key: string } }) => void): unknown;
}

/**
 * Checks the build against the server's (spec 01 §9): at load, at a navigation 4 hours after the last check, when the
 * tab comes back after an hour hidden and 12 hours after the last check; reloads at the next navigation when the
 * server runs another build, or when the page has lived 168 hours.
 */
export function startVersionCheck(router: Navigations) {
  let serverVersion: string | null = null;
  const timer = versionTimer({
    now: () => Date.now(),
    isCurrent: async () => {
      const answer = await fetch(`/api/Utility/WebVersion?clientVersion=${encodeURIComponent(__BUILD_VERSION__)}`, {
        credentials: 'same-origin',
      });
      if (!answer.ok) throw new Error(`WebVersion answered ${answer.status}`);
      const { WebVersionAnswer } = await loadContractSchemas();
      const { version, clientIsCurrent } = WebVersionAnswer.parse(await answer.json());
      serverVersion = version;
      return clientIsCurrent !== false || sessionStorage.getItem(RELOADED_FOR_KEY) === version;
    },
    reload: () => {
      if (serverVersion) sessionStorage.setItem(RELOADED_FOR_KEY, serverVersion);
      window.location.reload();
    },
  });

  let locationKey = router.state.location.key;
  router.subscribe(({ location }) => {
    if (location.key === locationKey) return;
    locationKey = location.key;
    timer.navigated();
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') timer.hidden();
    else timer.visible();
  });
}
