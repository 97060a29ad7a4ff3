import { Controller, Get, Headers, Inject, Res } from '@nestjs/common';
import { METRICS_PATH } from '@wl/contracts';
import { listParked, type DocumentStore } from '@wl/projections';
import type { FastifyReply } from 'fastify';
import type { AppConfig } from '../config/config.js';
import { refusal } from '../http/refusal.js';
import { APP_CONFIG, DOCUMENT_STORE } from '../tokens.js';
import { Lanes } from './lanes.js';
import { Metrics } from './metrics.js';
import { holdsMetricsToken } from './metrics-token.js';

/**
 * `GET /metrics` in Prometheus's text format, for a scraper holding `METRICS_TOKEN` as a bearer token
 * (docs/operations.md, "Metrics"): 404 while no token is configured, 403 without the right one.
 */
@Controller(METRICS_PATH.slice(1))
export class MetricsController {
  constructor(
    private readonly metrics: Metrics,
    lanes: Lanes,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DOCUMENT_STORE) store: DocumentStore,
  ) {
    metrics.gauge(
      'lane_events_behind',
      `Events in the log after a projection's or reactor's checkpoint (counted up to a cap)`,
      ['kind', 'name'],
      async () =>
        (await lanes.lag()).map(({ kind, name, eventsBehind }) => ({ labels: { kind, name }, value: eventsBehind })),
    );
    metrics.gauge(
      'parked_events',
      'Events a projection or reactor parked after its last attempt, per lane',
      ['lane'],
      async () => {
        const counts = new Map<string, number>();
        for (const { lane } of await listParked(store)) counts.set(lane, (counts.get(lane) ?? 0) + 1);
        return [...counts].map(([lane, value]) => ({ labels: { lane }, value }));
      },
    );
  }

  @Get()
  async scrape(@Headers('authorization') authorization: string | undefined, @Res() reply: FastifyReply): Promise<void> {
    const token = this.config.metricsToken;
    if (!token) return void reply.status(404).send({ message: 'Not found' });
    if (!holdsMetricsToken(authorization, token))
      return void reply.status(403).send(refusal('NotAllowed', 'Metrics token required'));
    await reply.header('content-type', this.metrics.contentType).send(await this.metrics.text());
  }
}
