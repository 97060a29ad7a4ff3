import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import {
  type CheckSessionAnswer,
  CONTEXT_ID_HEADER,
  CSRF_HEADER,
  CSRF_INVALID_HEADER,
  type CheckSessionRequest,
} from '@wl/contracts';
import { liveConnection } from '../live/liveConnection.js';
import { csrfToken, forgetCsrfToken, rememberCsrfToken } from './csrfToken.js';
import { type ApiError, problemIn } from './errors.js';
import { loadContractSchemas } from './lazySchemas.js';
import { readAfterHeaders, rememberWritePosition } from './writePosition.js';

type ApiRequest = string | { url: string; method: 'POST' | 'DELETE'; body?: unknown };

/** What the base query reads from the store; handed in as the thunk extra argument (app/store.ts). */
export type ApiDependencies = {
  /** The public guid of the user this tab believes is logged in: null when logged out, undefined while unknown. */
  loggedInUserGuid: (state: unknown) => string | null | undefined;
  /** How calls reach the API; the browser's `fetch` unless given (the server renders a page with its own). */
  fetch?: typeof fetch;
};

const TIMEOUT_MS = 10_000;
const USER_DELETED_PATH = '/account/deletedError';

type Answer = { status: number; ok: boolean; headers: Headers; body: unknown };

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (!text) return null;
  if (!response.headers.get('content-type')?.includes('json')) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function unlessAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    promise.then(resolve, reject);
  });
}

/**
 * One call with a 10 s timeout. Non-GET calls carry the live connection id (so this tab can skip its own echoes)
 * and, unless `withToken` is false, the anti-forgery token.
 */
async function exchange(
  send: typeof fetch,
  url: string,
  method: string,
  body: unknown,
  signal: AbortSignal,
  withToken = method !== 'GET',
): Promise<Answer> {
  const timeout = new AbortController();
  const abort = () => timeout.abort();
  const timer = setTimeout(abort, TIMEOUT_MS);
  signal.addEventListener('abort', abort, { once: true });
  try {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      ...(method === 'GET' ? readAfterHeaders() : {}),
    };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (method !== 'GET' && liveConnection.contextId) headers[CONTEXT_ID_HEADER] = liveConnection.contextId;
    if (withToken) headers[CSRF_HEADER] = await unlessAborted(csrfToken(), timeout.signal);
    const response = await send(url, {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: timeout.signal,
    });
    rememberWritePosition(response.headers);
    return { status: response.status, ok: response.ok, headers: response.headers, body: await readBody(response) };
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', abort);
  }
}

async function csrfRejected(answer: Answer): Promise<boolean> {
  return answer.status === 400 && (await problemIn(answer.body)) === 'InvalidCsrfToken';
}

/** After a refused token: is the session still the user this tab shows, and which token goes with it now. */
async function checkSession(
  send: typeof fetch,
  failedRequestPath: string,
  userGuid: string | null | undefined,
  signal: AbortSignal,
): Promise<CheckSessionAnswer | null> {
  const request: CheckSessionRequest = {
    checkPublicUserGuid: typeof userGuid === 'string',
    publicUserGuid: userGuid ?? null,
    failedRequestPath,
  };
  const answer = await exchange(send, '/api/Utility/CheckSession', 'POST', request, signal, false);
  if (!answer.ok) return null;
  const { CheckSessionAnswer } = await loadContractSchemas();
  return CheckSessionAnswer.safeParse(answer.body).data ?? null;
}

/** Never settles: the page is being left (a reload), so the caller should not show anything any more. */
const leavingPage = () => new Promise<never>(() => {});

/**
 * JSON over same-origin fetch with a 10 s timeout; 204 answers give `null`. Non-GET calls carry the anti-forgery
 * token. When the server refuses it, CheckSession tells whether the session still belongs to the user this tab
 * shows: if not (the user changed in another tab) the page reloads at the root, else the call is retried once with
 * the session's token.
 */
export const apiBaseQuery: BaseQueryFn<ApiRequest, unknown, ApiError> = async (
  request,
  { signal, getState, extra },
) => {
  const { url, method = 'GET', body } = typeof request === 'string' ? { url: request } : request;
  const dependencies = extra as ApiDependencies;
  const send = dependencies.fetch ?? fetch;
  let answer: Answer;
  try {
    answer = await exchange(send, url, method, body, signal);
    if (answer.headers.has(CSRF_INVALID_HEADER)) forgetCsrfToken();
    if (await csrfRejected(answer)) {
      const session = await checkSession(send, url, dependencies.loggedInUserGuid(getState()), signal);
      if (session && !session.isValid) {
        window.location.assign('/');
        return leavingPage();
      }
      if (session) {
        rememberCsrfToken(session.newCSRFToken);
        answer = await exchange(send, url, method, body, signal);
        if (answer.headers.has(CSRF_INVALID_HEADER)) forgetCsrfToken();
      }
    }
  } catch {
    return { error: { status: 'offline', problem: null } };
  }
  if (answer.ok) return { data: answer.body };
  const problem = await problemIn(answer.body);
  if (answer.status === 400 && problem === 'UserDeleted') window.location.assign(USER_DELETED_PATH);
  return {
    error:
      answer.status === 422 || answer.status === 400
        ? { status: answer.status, problem, body: answer.body }
        : { status: answer.status, problem },
  };
};
