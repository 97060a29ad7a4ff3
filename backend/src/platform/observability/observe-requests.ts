import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Logger } from 'pino';
import { CORRELATION_HEADER } from './correlation-id.js';
import { Metrics } from './metrics.js';
import { logRequest, routeOf } from './request-log.js';

/** Every answer carries the request's correlation id; when it is sent, the request is logged and counted. */
export function observeRequests(app: NestFastifyApplication, logger: Logger): void {
  const metrics = app.get(Metrics);
  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onRequest', async (request, reply) => {
    reply.header(CORRELATION_HEADER, request.id);
  });
  fastify.addHook('onResponse', async (request, reply) => {
    logRequest(logger, request, reply);
    metrics.request(request.method, routeOf(request), reply.statusCode, reply.elapsedTime / 1000);
  });
}
