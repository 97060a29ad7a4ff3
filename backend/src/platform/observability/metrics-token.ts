import { createHash, timingSafeEqual } from 'node:crypto';

/** Compares digests, so the time taken says nothing about how much of the token was right. */
const sameToken = (given: string, expected: string) =>
  timingSafeEqual(createHash('sha256').update(given).digest(), createHash('sha256').update(expected).digest());

/** Whether a request's `Authorization` header carries `METRICS_TOKEN` as a bearer token (never while none is set). */
export function holdsMetricsToken(authorization: string | undefined, token: string | null): boolean {
  const given = /^Bearer (.+)$/.exec(authorization ?? '')?.[1];
  return !!token && !!given && sameToken(given, token);
}
