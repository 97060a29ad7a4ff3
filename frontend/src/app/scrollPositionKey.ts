import type { Location } from 'react-router';

// Read in the browser only: the server renders a page once and restores nothing.
const inBrowser = typeof window !== 'undefined';
const arrivedByBackOrForward =
  inBrowser &&
  (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type === 'back_forward';
/** The history entry this document was loaded at; "default" is react-router's key for an entry it did not push. */
const loadedEntry = (inBrowser ? (history.state as { key?: string } | null)?.key : null) ?? 'default';
const thisLoad = `load:${performance.timeOrigin}`;

/**
 * The key `<ScrollRestoration>` remembers a page's position under. Its own key, the history entry's, is "default" for
 * every page opened by a full load, so such a page started where the last full-loaded page of the tab was left. Here
 * the entry a full load (or a reload) opened is keyed by that load, so it starts at the top and back/forward inside the
 * document still finds its position. A document reached by back/forward keeps its entry's key, so the router gives it
 * the position the entry was left at (one it pushed; the router restores before the page's chunk is in, so only as far
 * down as the loading state reaches).
 */
export function scrollPositionKey({ key }: Location): string {
  return key === 'default' || (key === loadedEntry && !arrivedByBackOrForward) ? thisLoad : key;
}
