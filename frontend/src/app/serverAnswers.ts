import type { AppStore } from './store.js';

/** The element of a server-rendered page that holds the answers it was rendered with (a JSON data block, not a script). */
export const SERVER_ANSWERS_ELEMENT_ID = 'server-answers';

/** One API answer a server-rendered page was rendered with: the RTK Query cache entry the browser starts from. */
export interface ServerAnswer {
  endpointName: string;
  arg: unknown;
  value: unknown;
}

type QueryEntry = { status: string; endpointName: string; originalArgs: unknown; data?: unknown };

/** Every answer in the store's cache (the server's, after it asked what the page needs). */
export function answersIn(store: AppStore): ServerAnswer[] {
  return Object.values(store.getState().api.queries as Record<string, QueryEntry | undefined>)
    .filter((entry): entry is QueryEntry => entry?.status === 'fulfilled')
    .map(({ endpointName, originalArgs, data }) => ({ endpointName, arg: originalArgs, value: data }));
}

/** The answers the server rendered this page with, or null when it rendered none (every page it does not render). */
export function serverAnswersInPage(): ServerAnswer[] | null {
  const text = document.getElementById(SERVER_ANSWERS_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const answers: unknown = JSON.parse(text);
    return Array.isArray(answers) ? (answers as ServerAnswer[]) : null;
  } catch {
    return null;
  }
}
