import { join } from 'node:path';
import type { ApiClient } from './api-client.js';

/** The built frontend with its server part (`npm test` builds it first): the app renders public pages on the server. */
export const builtFrontend = join(__dirname, '../../frontend/dist');

export interface PageAnswer {
  status: number;
  headers: Headers;
  html: string;
  /** The API answers the server rendered the page with (its `server-answers` block), by endpoint; empty when not rendered. */
  answers: Record<string, unknown>;
}

/** A page address as a browser asks for it, with the caller's session cookie (anonymous without a client). */
export async function pageAs(
  baseUrl: string,
  client: ApiClient | null,
  path: string,
  headers: Record<string, string> = {},
): Promise<PageAnswer> {
  const cookie = client?.sessionCookie;
  const response = await fetch(baseUrl + path, {
    headers: { accept: 'text/html', ...(cookie ? { cookie } : {}), ...headers },
  });
  const html = await response.text();
  const block = /<script type="application\/json" id="server-answers">(.*?)<\/script>/s.exec(html)?.[1];
  const entries = block ? (JSON.parse(block) as { endpointName: string; value: unknown }[]) : [];
  return {
    status: response.status,
    headers: response.headers,
    html,
    answers: Object.fromEntries(entries.map((e) => [e.endpointName, e.value])),
  };
}

/** The page's visible markup: `#root` without the data blocks, which a crawler or a browser without JavaScript shows. */
export const rootOf = (html: string) => /<div id="root">([\s\S]*)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '';
