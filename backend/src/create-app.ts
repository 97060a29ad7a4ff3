import 'reflect-metadata';
import fastifyCookie from '@fastify/cookie';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { AppModule } from './app.module.js';
import { SqliteIoAdapter } from './live/sqlite-fanout.js';
import type { AppConfig } from './platform/config/config.js';
import type { Clock } from './platform/domain/clock.js';
import { type PageSender, ProblemFilter } from './platform/http/problem.filter.js';
import { pageHtml } from './platform/content/page-html.js';
import { ServerPages } from './platform/content/server-pages.js';
import { addSecurityHeaders } from './platform/http/security-headers.js';
import { addCachePolicy } from './platform/http/cache-policy.js';
import { REVALIDATE, serveFrontend } from './platform/http/static-frontend.js';
import { compressAnswers, sendPage } from './platform/http/answer-compression.js';
import { ReadModels } from './platform/projections/read-models.js';
import { ReactorRunner } from './platform/reactors/reactor-runner.js';
import { JobScheduler } from './platform/jobs/job-scheduler.js';
import { observeRequests } from './platform/observability/observe-requests.js';
import { correlationIdOf, CORRELATION_HEADER } from './platform/observability/correlation-id.js';
import { type DestinationStream, processLogger } from './platform/observability/request-log.js';

/**
 * Several backend processes share live groups through MongoDB, else through PostgreSQL (the stores' precedence), else
 * through a table of the SQLite data folder they share.
 */
async function liveAdapter(app: NestFastifyApplication, config: AppConfig): Promise<IoAdapter> {
  if (config.mongoUrl) {
    const { MongoIoAdapter } = await import('./live/mongo-fanout.js');
    const adapter = new MongoIoAdapter(app, config.mongoUrl, config.mongoDatabase);
    await adapter.connect();
    return adapter;
  }
  if (config.databaseUrl) {
    const { PostgresIoAdapter } = await import('./live/postgres-fanout.js');
    return PostgresIoAdapter.connect(app, config.databaseUrl);
  }
  return new SqliteIoAdapter(app, config.dataDir);
}

/** Page addresses get the app's page, rendered on the server for the viewer where the frontend does that (`ServerPages`). */
async function pageSender(app: NestFastifyApplication, config: AppConfig, spaIndex: string): Promise<PageSender> {
  const pageOf = (url: string) => pageHtml(spaIndex, url, config.site, config.publicUrl);
  const serverPages = await ServerPages.load(
    config.frontendDir!,
    app.getHttpAdapter().getInstance(),
    config.site,
    config.version,
    config.rateLimitPoints,
  );
  if (serverPages) return (request, reply) => serverPages.send(request, reply, pageOf);
  return (request, reply) => sendPage(request, reply.header('cache-control', REVALIDATE), pageOf(request.url));
}

/** A hop count trusts that many proxies nearest to us (Fastify itself refuses a bare number). */
const trustedHops = (trust: AppConfig['trustProxy']) =>
  typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;

/**
 * The whole product in one process: API, live channel, the built frontend, and the projections (when on), reactors and
 * scheduled jobs whose leases this process gets.
 */
export async function createApp(
  config: AppConfig,
  clock?: Clock,
  logDestination?: DestinationStream,
): Promise<NestFastifyApplication> {
  const fastify = new FastifyAdapter({
    bodyLimit: 6 * 1024 * 1024,
    trustProxy: trustedHops(config.trustProxy),
    // The request id is the correlation id (docs/operations.md, "Logs"); requests are logged by observeRequests, once.
    requestIdHeader: false,
    genReqId: (request: IncomingMessage) => correlationIdOf(request.headers[CORRELATION_HEADER]),
    // The spec names some paths with a trailing slash (`GET /api/Shop/`); Nest registers them without.
    routerOptions: { ignoreTrailingSlash: true },
    // Fastify gives up on a plugin after 10 s; on a loaded machine serving the built frontend took longer to register.
    pluginTimeout: 60_000,
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.with(config, clock), fastify, {
    logger: ['error', 'warn'],
  });
  addSecurityHeaders(app, config);
  addCachePolicy(app);
  await app.register(fastifyCookie);
  await compressAnswers(app);
  observeRequests(app, processLogger(config.logLevel, logDestination));
  // List pictures are uploaded as the PNG itself.
  app
    .getHttpAdapter()
    .getInstance()
    .addContentTypeParser('image/png', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  const indexHtml = config.frontendDir && join(config.frontendDir, 'index.html');
  const spaIndex = indexHtml && existsSync(indexHtml) ? readFileSync(indexHtml, 'utf8') : null;
  if (spaIndex) await serveFrontend(app, config.frontendDir!);
  app.useGlobalFilters(new ProblemFilter(spaIndex ? await pageSender(app, config, spaIndex) : null));
  app.useWebSocketAdapter(await liveAdapter(app, config));
  app.enableShutdownHooks();
  await app.init();
  await app.get(ReadModels).start();
  await app.get(ReactorRunner).start();
  app.get(JobScheduler).start();
  return app;
}
