import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger, NotFoundException } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Problem } from '../domain/problem.js';
import { refusal } from './refusal.js';
import { RetryLater } from './retry-later.js';
import { retryLaterFor } from './store-unavailable.js';
import { REVALIDATE } from './static-frontend.js';
import { sendPage } from './answer-compression.js';

const pageMethods = new Set(['GET', 'HEAD']);

/**
 * Problems are 422 with the problem value as the whole body (a JSON string); HTTP exceptions keep their status; a store
 * that cannot be reached is 503 `ServiceUnavailable` with Retry-After, a stream still contended after every retry 503
 * `ServerBusy`; anything else is a logged 500. A page address
 * that no route serves gets the single-page app (`spaPage`: its HTML for that address), which shows its own not-found screen.
 */
@Catch()
export class ProblemFilter implements ExceptionFilter {
  private readonly logger = new Logger('Http');

  constructor(private readonly spaPage: ((url: string) => string) | null) {}

  catch(caught: unknown, host: ArgumentsHost) {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    let error = caught;
    const later = retryLaterFor(caught);
    if (later) {
      this.logger.warn(`Answered ${later.getStatus()}, try again later: ${String((caught as { message?: unknown }).message)}`);
      error = later;
    }
    if (error instanceof NotFoundException && this.spaPage && pageMethods.has(request.method) && !request.url.startsWith('/api/')) {
      return sendPage(request, reply.status(200).header('cache-control', REVALIDATE), this.spaPage(request.url));
    }
    if (error instanceof Problem) return reply.status(422).type('application/json; charset=utf-8').send(JSON.stringify(error.problem));
    if (error instanceof RetryLater) reply.header('Retry-After', String(error.retryAfterSeconds));
    if (error instanceof HttpException) {
      const body = error.getResponse();
      return reply.status(error.getStatus()).send(typeof body === 'string' ? { message: body } : body);
    }
    // Fastify's own errors (a body that is not JSON, too large) carry their status.
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) {
      return reply.status(400).send(refusal('InvalidInput', (error as Error).message));
    }
    this.logger.error(error);
    return reply.status(500).send({ message: 'Internal server error' });
  }
}
