import { randomUUID } from 'node:crypto';

/** The request header a caller (a proxy, another service) may send its correlation id in; every answer carries it back. */
export const CORRELATION_HEADER = 'x-correlation-id';

/** Plain tokens only, so a log line or an event's metadata never holds what a caller smuggled in. */
const ACCEPTED = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The request's one correlation id (Fastify's request id): the caller's when it is a plain token, else a new one. The
 * request log, the answer's header and the metadata of every event the request appends all use it.
 */
export function correlationIdOf(header: string | string[] | undefined): string {
  return typeof header === 'string' && ACCEPTED.test(header) ? header : randomUUID();
}
