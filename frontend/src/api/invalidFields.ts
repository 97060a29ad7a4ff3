import { BadRequestAnswer, isMessageKey, t } from '@wl/contracts';
import { isApiError } from './errors.js';

/**
 * The texts per field of a 400 `InvalidInput`: the rules only the server can check (a new password equal to the
 * username of one's list), shown on their fields like the form's own checks.
 */
export function invalidFieldsOf(error: unknown): Record<string, string> {
  const answer = isApiError(error) && error.status === 400 ? BadRequestAnswer.safeParse(error.body) : null;
  const fields: Record<string, string> = {};
  for (const { path, message } of answer?.data?.fields ?? [])
    fields[path.split('.')[0]!] ??= t(isMessageKey(message) ? message : 'validation.invalid');
  return fields;
}
