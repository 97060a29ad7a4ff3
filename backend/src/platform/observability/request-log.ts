import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import pino, { type DestinationStream, type Logger } from 'pino';

export type { DestinationStream };

/** The process's JSON log (pino), on stdout unless a destination is given (a test reads its own). */
export function processLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    { level, timestamp: pino.stdTimeFunctions.isoTime, formatters: { level: (label) => ({ level: label }) } },
    destination,
  );
}

/** The route as registered (`/api/Image/:id`), never the path itself: paths hold guids that are capabilities. */
export const routeOf = (request: FastifyRequest) => request.routeOptions.url ?? 'unmatched';

/**
 * A user id as the log shows it: a short hash, so a log line names no one, yet support can find a person's requests
 * by hashing the id they look up (docs/operations.md, "Logs").
 */
export const userHashOf = (userId: string) => createHash('sha256').update(`user:${userId}`).digest('hex').slice(0, 16);

/** One line per request, written when the answer is sent. */
export function logRequest(
  logger: Logger,
  request: FastifyRequest & { session?: { userId?: string | null } | null },
  reply: FastifyReply,
): void {
  const userId = request.session?.userId;
  logger.info(
    {
      method: request.method,
      route: routeOf(request),
      status: reply.statusCode,
      durationMs: Math.round(reply.elapsedTime * 10) / 10,
      correlationId: request.id,
      user: userId ? userHashOf(userId) : null,
    },
    'request',
  );
}
