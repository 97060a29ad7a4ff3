import { RouteConfig, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { API_PREFIX, METRICS_PATH } from '@wl/contracts';
import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    publicAnswer?: boolean;
  }
}

/**
 * Marks a route whose answers hold nothing personal and no capability (the site's configuration, the shops, the
 * theme pictures), or that sets its own caching on purpose (a picture, the visitor page with its ETag): its answers
 * keep whatever caching the route gives them. Every other answer of the API is `no-store`.
 */
export const PublicAnswer = () => RouteConfig({ publicAnswer: true });

const underServerPaths = (url: string) =>
  [API_PREFIX, METRICS_PATH].some(
    (prefix) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`),
  );

const isPublic = (request: FastifyRequest) => request.routeOptions.config?.publicAnswer === true;

/**
 * The one place that decides whether an answer may be kept (docs/permissions.md, "Answers no cache keeps"): an answer
 * of the API carries personal data or a capability unless its route says otherwise, so neither a shared cache nor the
 * browser's disk or back-forward cache keeps it, whatever the route or an error path set. The built frontend's files
 * and pages are not the API: they keep their own caching (`static-frontend.ts`).
 */
export function addCachePolicy(app: NestFastifyApplication): void {
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onSend', async (request, reply, payload) => {
      if (underServerPaths(request.url.toLowerCase()) && !isPublic(request)) reply.header('cache-control', 'no-store');
      return payload;
    });
}
