import { CONTEXT_ID_HEADER, CSRF_HEADER } from '@wl/contracts';
import { csrfToken, forgetCsrfToken } from './csrfToken.js';
import { type ApiError, problemIn } from './errors.js';
import { liveConnection } from '../live/liveConnection.js';

const TIMEOUT_MS = 30_000;

async function post(url: string, png: Blob, signal: AbortSignal): Promise<{ status: number; body: unknown }> {
  const response = await fetch(url, {
    method: 'POST',
    credentials: 'same-origin',
    headers: {
      Accept: 'application/json',
      'Content-Type': 'image/png',
      [CSRF_HEADER]: await csrfToken(),
      ...(liveConnection.contextId ? { [CONTEXT_ID_HEADER]: liveConnection.contextId } : {}),
    },
    body: png,
    signal,
  });
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  return { status: response.status, body };
}

/**
 * Sends a PNG as the request body (the JSON base query cannot), with the anti-forgery token and the live
 * connection id like every other call; a refused token is fetched anew and the upload tried once more.
 */
export async function uploadPng(
  url: string,
  png: Blob,
  signal: AbortSignal,
): Promise<{ data: unknown } | { error: ApiError }> {
  const timeout = AbortSignal.any([signal, AbortSignal.timeout(TIMEOUT_MS)]);
  try {
    let answer = await post(url, png, timeout);
    if (answer.status === 400 && (await problemIn(answer.body)) === 'InvalidCsrfToken') {
      forgetCsrfToken();
      answer = await post(url, png, timeout);
    }
    if (answer.status >= 200 && answer.status < 300) return { data: answer.body };
    return { error: { status: answer.status, problem: await problemIn(answer.body) } };
  } catch {
    return { error: { status: 'offline', problem: null } };
  }
}
