import { type MessageKey, type ProblemCode, t } from '@wl/contracts';
import { loadContractSchemas } from './lazySchemas.js';

/**
 * What a failed call looks like to components: an HTTP status with the answer's `problem` (422 and 400 carry one),
 * or `offline` when no answer came (network failure or the 10 s timeout).
 */
export type ApiError = {
  status: number | 'offline' | 'invalid-answer';
  problem: ProblemCode | null;
  /** The whole answer of a 422 or 400, for refusals that carry more than the problem (a partial result, the invalid fields). */
  body?: unknown;
};

/**
 * The problem value of an answer body: a 422's body is the value itself, while 400, 429, 503 and the spec's partial
 * 422 results carry it in a `problem` field. One the contract does not know counts as none. Only refusals need the
 * schemas chunk.
 */
export async function problemIn(body: unknown): Promise<ProblemCode | null> {
  const { ProblemAnswer, PartialProblemAnswer } = await loadContractSchemas();
  const bare = ProblemAnswer.safeParse(body);
  if (bare.success) return bare.data;
  const inField = PartialProblemAnswer.safeParse(body);
  return inField.success ? inField.data.problem : null;
}

export function isApiError(error: unknown): error is ApiError {
  return typeof error === 'object' && error !== null && 'status' in error && 'problem' in error;
}

export function problemOf(error: unknown): ProblemCode | null {
  return isApiError(error) && error.status === 422 ? error.problem : null;
}

/** The answer body of a 422 refusal (undefined for other failures). */
export function refusalBodyOf(error: unknown): unknown {
  return isApiError(error) && error.status === 422 ? error.body : undefined;
}

export function statusOf(error: unknown): ApiError['status'] | null {
  return isApiError(error) ? error.status : null;
}

/**
 * The failure that should replace a page: none when a reload in the background (after a live message or a
 * reconnect) got no answer or a server error while the page still has what it showed. The live notice says the
 * connection is down, and the next reconnect reloads; a definite answer (401, 404) still replaces the page.
 */
export function pageError(query: { error?: unknown; data?: unknown }): unknown {
  const status = statusOf(query.error);
  const transient = status === 'offline' || (typeof status === 'number' && status >= 500);
  return query.data !== undefined && transient ? undefined : query.error;
}

/** The sentence to show for a failed action, with the call's own texts for its 422 problems. */
export function describeError(error: unknown, problemTexts: Partial<Record<ProblemCode, MessageKey>> = {}): string {
  if (statusOf(error) === 'offline') return t('error.no_connection_action');
  if (isApiError(error) && error.status === 503 && error.problem === 'ReadModelsBehind')
    return t('error.read_models_behind');
  const problem = problemOf(error);
  return t((problem && problemTexts[problem]) || 'error.something_went_wrong');
}

/** The error inside a rejected `queryFulfilled` (which rejects with `{ error }`). */
export function failureOf(rejection: unknown): unknown {
  return typeof rejection === 'object' && rejection !== null && 'error' in rejection ? rejection.error : rejection;
}
