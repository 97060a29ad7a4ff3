import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { CSRF_HEADER, CSRF_INVALID_HEADER } from '@wl/contracts';
import { csrfToken, forgetCsrfToken } from './csrfToken.js';
import type { ApiError } from './errors.js';

type ApiRequest = string | { url: string; method: 'POST' | 'DELETE'; body?: unknown };

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

async function exchange(url: string, method: string, body: unknown, signal: AbortSignal): Promise<Answer> {
  const timeout = new AbortController();
  const abort = () => timeout.abort();
  const timer = setTimeout(abort, TIMEOUT_MS);
  signal.addEventListener('abort', abort, { once: true });
  try {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (method !== 'GET') headers[CSRF_HEADER] = await unlessAborted(csrfToken(), timeout.signal);
    const response = await fetch(url, {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: timeout.signal,
    });
    return { status: response.status, ok: response.ok, headers: response.headers, body: await readBody(response) };
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', abort);
  }
}

function problemIn(body: unknown): string | null {
  return typeof body === 'object' && body !== null && 'problem' in body && typeof body.problem === 'string'
    ? body.problem
    : null;
}

function csrfRejected(answer: Answer): boolean {
  return !answer.ok && (answer.headers.has(CSRF_INVALID_HEADER) || (answer.status === 400 && problemIn(answer.body) === 'InvalidCsrfToken'));
}

/**
 * JSON over same-origin fetch with a 10 s timeout. Non-GET calls carry the anti-forgery token; a rejected token is
 * fetched anew and the call retried once. 204 answers give `null`.
 */
export const apiBaseQuery: BaseQueryFn<ApiRequest, unknown, ApiError> = async (request, { signal }) => {
  const { url, method = 'GET', body } = typeof request === 'string' ? { url: request } : request;
  let answer: Answer;
  try {
    answer = await exchange(url, method, body, signal);
    if (answer.headers.has(CSRF_INVALID_HEADER)) forgetCsrfToken();
    if (csrfRejected(answer)) {
      forgetCsrfToken();
      answer = await exchange(url, method, body, signal);
    }
  } catch {
    return { error: { status: 'offline', problem: null } };
  }
  if (answer.ok) return { data: answer.body };
  const problem = problemIn(answer.body);
  if (answer.status === 400 && problem === 'UserDeleted') window.location.assign(USER_DELETED_PATH);
  return { error: { status: answer.status, problem } };
};
