/**
 * Names and numbers of the HTTP and live protocol that need no schema. They live apart from the schemas so the
 * browser's first routes import them without zod (docs/architecture.md, Code splitting).
 */

/** socket.io path of the real-time channel (spec 02 §7). */
export const LIVE_PATH = '/signalr';

/** Header with the sender's live connection id on calls whose payload has no `contextId` field. */
export const CONTEXT_ID_HEADER = 'x-context-id';

/** The header every non-GET call carries. */
export const CSRF_HEADER = 'x-csrf-token';
/** A response header that tells the client its cached token is no longer valid. */
export const CSRF_INVALID_HEADER = 'x-csrf-invalid';

/** How long a mailed sign-in link works. */
export const SIGN_IN_LINK_MINUTES = 15;

/**
 * The id of the JSON data block in which the server puts the site configuration into every page, so the app renders
 * without first asking `GET /api/Utility/SiteConfig` (backend `page-html.ts`, frontend `siteConfigApi.ts`).
 */
export const SITE_CONFIG_ELEMENT_ID = 'site-config';

/** Reconnect schedule (spec 02 §9): 1 s for the first 5 tries, then every 5 s. */
export function reconnectDelayMs(attempt: number): number {
  return attempt < 5 ? 1000 : 5000;
}

/** Where the small copy of a picture is: only pictures stored by the site have one; any other address is kept. */
export const thumbnailUrl = (url: string): string => (url.startsWith('/api/Image/') ? `${url}?size=thumb` : url);
