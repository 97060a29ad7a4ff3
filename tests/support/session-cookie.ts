import type { Page } from 'playwright-core';
import type { ApiClient } from './api-client.js';

/**
 * Logs `page`'s context in as `who`, with the session their API client holds, and opens `path` when given: no login
 * page to load and no password to check, for a test about what comes after the login (the login page has tests of
 * its own).
 */
export async function openLoggedIn(page: Page, baseUrl: string, who: { client: ApiClient }, path?: string) {
  const cookie = who.client.sessionCookie;
  if (!cookie) throw new Error('The API client has no session');
  const [name, value] = cookie.split('=') as [string, string];
  await page.context().addCookies([{ name, value, url: baseUrl }]);
  if (path !== undefined) await page.goto(`${baseUrl}${path}`);
}
