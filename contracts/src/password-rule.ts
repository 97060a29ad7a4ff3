import { z } from 'zod';
import { commonPasswordLines } from './common-passwords.data.js';
import { Password } from './fields.js';
import { limits } from './limits.js';
import type { MessageKey } from './messages.js';

/**
 * The one rule for a password someone chooses (sign-up, reset, profile edit, every later call that sets one): at
 * least `limits.passwordMin` characters, not one of the common passwords, and not the person's own data. Logging in
 * checks none of this, so an older, shorter password keeps working until it is changed.
 */
const commonPasswords: ReadonlySet<string> = new Set(commonPasswordLines.split('\n'));

export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase());
}

/** Whose password it is: whatever of this is known where the rule runs. */
export interface PasswordHolder {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  usernames?: readonly (string | null)[];
}

/**
 * Whether the password is (case-insensitively) a name, both names joined in either order, the e-mail address or its
 * part before the @, or a username of the holder.
 */
export function passwordRepeatsPersonalData(password: string, holder: PasswordHolder): boolean {
  const clean = (value: string | null | undefined) => (value ?? '').trim().toLowerCase();
  const first = clean(holder.firstName);
  const last = clean(holder.lastName);
  const email = clean(holder.email);
  const bothNames = first && last ? [first + last, last + first, `${first} ${last}`, `${last} ${first}`] : [];
  const forbidden = [
    first,
    last,
    ...bothNames,
    email,
    email.split('@')[0] ?? '',
    ...(holder.usernames ?? []).map(clean),
  ];
  const candidate = password.toLowerCase();
  return forbidden.some((value) => value !== '' && value === candidate);
}

/** The field rule of a new password; the holder's data is checked by `refinePasswordOf` or by the server. */
export const NewPassword = Password.min(limits.passwordMin, 'validation.password.too_short').refine(
  (password) => !isCommonPassword(password),
  'validation.password.common',
);

const personalDataMessage: MessageKey = 'validation.password.personal_data';

/** The holder check as a zod refinement of a payload that carries the password and the holder's data. */
export function refinePasswordOf<T extends { password?: string | undefined }>(
  holderOf: (payload: T) => PasswordHolder,
) {
  return (payload: T, context: z.RefinementCtx) => {
    if (payload.password !== undefined && passwordRepeatsPersonalData(payload.password, holderOf(payload))) {
      context.addIssue({ code: 'custom', path: ['password'], message: personalDataMessage });
    }
  };
}
