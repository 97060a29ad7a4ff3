import type { RateLimits } from '../platform/security/rate-limits.js';

/** Anonymous calls that make a user are counted per IP address and site-wide before any work (docs/permissions.md). */
export const countNewUser = (rateLimits: RateLimits, address: string): Promise<void> =>
  rateLimits.consumeEach([
    ['newUsersPerIp', address],
    ['newUsersSiteWide', 'site'],
  ]);
