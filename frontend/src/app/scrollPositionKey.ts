import type { Location } from 'react-router';

const arrivedByBackOrForward = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type === 'back_forward';
/** The history entry this document was loaded at; "default" is react-router's key for an entry it did not push. */
const loadedEntry = (history.state as { key?: string } | null)?.key ?? 'default';
const thisLoad = `load:${performance.timeOrigin}`;

/**
 * The key `<ScrollRestoration>` remembers a page's position under. Its own key, the history entry's, is "default" for
 * every page opened by a full load, so such a page started where the last full-loaded page of the tab was left. Here
 * the entry a full load (or a reload) opened is keyed by that load, so it starts at the top and back/forward inside the
 * document still finds its position; a document reached by back/forward restores the position its entry was left at.
 */
export function scrollPositionKey({ key }: Location): string {
  return key === 'default' || (key === loadedEntry && !arrivedByBackOrForward) ? thisLoad : key;
}
