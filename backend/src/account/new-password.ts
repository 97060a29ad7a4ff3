import { passwordRepeatsPersonalData, type PasswordHolder } from '@wl/contracts';
import { invalidInput } from '../platform/http/zod-body.js';

/**
 * The part of the password rule a payload cannot carry (the usernames of the holder's lists; for a reset also their
 * names and address): refused like the schema refuses the rest, as a 400 on the password field.
 */
export function refuseRepeatedPassword(password: string, holder: PasswordHolder): void {
  if (passwordRepeatsPersonalData(password, holder))
    throw invalidInput([{ path: 'password', message: 'validation.password.personal_data' }]);
}
