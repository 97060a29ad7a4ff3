import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  HttpException,
  Logger,
  NotFoundException,
} from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Problem } from '../domain/problem.js';
import { refusal } from './refusal.js';
import { RetryLater } from './retry-later.js';
import { retryLaterFor } from './store-unavailable.js';

const pageMethods = new Set(['GET', 'HEAD']);

/** Sends the page for a page address that no route serves. */
export type PageSender = (request: FastifyRequest, reply: FastifyReply) => unknown;

/**
 * Problems are 422 with the problem value as the whole body (a JSON string); HTTP exceptions keep their status; a store
 * that cannot be reached is 503 `ServiceUnavailable` with Retry-After, a stream still contended after every retry 503
 * `ServerBusy`; anything else is a logged 500. A page address that no route serves gets the single-page app's page
 * (`sendPage`: server-rendered for the viewer where the frontend renders it on the server), which shows its own
 * not-found screen.
 */
@Catch()
export class ProblemFilter implements ExceptionFilter {
  private readonly logger = new Logger('Http');

  constructor(private readonly sendPage: PageSender | null) {}

  catch(caught: unknown, host: ArgumentsHost) {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    let error = caught;
    const later = retryLaterFor(caught);
    if (later) {
      this.logger.warn(
        `Answered ${later.getStatus()}, try again later: ${String((caught as { message?: unknown }).message)}`,
      );
      error = later;
    }
    if (
      error instanceof NotFoundException &&
      this.sendPage &&
      pageMethods.has(request.method) &&
      !request.url.startsWith('/api/')
    ) {
      return this.sendPage(request, reply.status(200));
    }
    if (error instanceof Problem)
      return reply.status(422).type('application/json; charset=utf-8').send(JSON.stringify(error.problem));
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
