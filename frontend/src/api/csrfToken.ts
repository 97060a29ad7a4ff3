import { loadContractSchemas } from './lazySchemas.js';

let cached: Promise<string> | null = null;

async function fetchToken(): Promise<string> {
  const response = await fetch('/api/Utility/CsrfToken', {
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`CsrfToken answered ${response.status}`);
  const { CsrfTokenAnswer } = await loadContractSchemas();
  return CsrfTokenAnswer.parse(await response.json()).token;
}

/** The anti-forgery token, fetched once and shared by every non-GET call until it is forgotten or replaced. */
export function csrfToken(): Promise<string> {
  cached ??= fetchToken().catch((error: unknown) => {
    cached = null;
    throw error;
  });
  return cached;
}

export function forgetCsrfToken(): void {
  cached = null;
}

/** Uses a token the server handed out another way (CheckSession) from now on. */
export function rememberCsrfToken(token: string): void {
  cached = Promise.resolve(token);
}
