import { Passwords } from '../platform/security/passwords.js';
import { RateLimits } from '../platform/security/rate-limits.js';
import type { Read } from '../platform/use-case/use-case.js';
import { Problem } from '../platform/domain/problem.js';

/**
 * The current password, asked again before the password, the address or the account itself changes. Guessing it is
 * counted like a failed login (per address, and per account and address), so a borrowed session cannot guess faster
 * than the login page allows; the right one gives its points back. 422 WrongPassword.
 */
export async function checkCurrentPassword(
  read: Read,
  given: string | undefined,
  passwordHash: string,
  userId: string,
  address: string,
) {
  const rateLimits = read(RateLimits);
  const pair = `${userId} ${address}`;
  await rateLimits.consume('loginPerIp', address);
  await rateLimits.consume('loginPerAccountAndIp', pair);
  if (given === undefined || !(await read(Passwords).verify(given, passwordHash))) throw new Problem('WrongPassword');
  await Promise.all([rateLimits.refund('loginPerIp', address), rateLimits.refund('loginPerAccountAndIp', pair)]);
}
