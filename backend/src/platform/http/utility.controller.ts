import { Controller, Get, Headers, Inject, Query, Res } from '@nestjs/common';
import { type CsrfTokenAnswer, type SiteConfig, type WebVersionAnswer, WebVersionQuery } from '@wl/contracts';
import { type DocumentStore, listParked } from '@wl/projections';
import type { FastifyReply } from 'fastify';
import type { AppConfig } from '../config/config.js';
import { APP_CONFIG, DOCUMENT_STORE } from '../tokens.js';
import { CurrentSession, setSessionCookie } from './request-session.js';
import { type Session, Sessions } from './sessions.js';
import { ReadModels } from '../projections/read-models.js';
import { type LaneLag, Lanes } from '../observability/lanes.js';
import { StorePings } from '../observability/store-pings.js';
import { holdsMetricsToken } from '../observability/metrics-token.js';
import { ZodPipe } from './zod-body.js';
import { PublicAnswer } from './cache-policy.js';

@Controller('api/Utility')
export class UtilityController {
  constructor(
    private readonly sessions: Sessions,
    private readonly readModels: ReadModels,
    private readonly lanes: Lanes,
    private readonly stores: StorePings,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
  ) {}

  /**
   * Starts an anonymous session when there is none, so even the first non-GET call has a token to send. Nothing is
   * stored for it (the token is derived from the cookie), so cookie-less calls cost no storage.
   */
  @Get('CsrfToken')
  async csrfToken(
    @CurrentSession() session: Session | null,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CsrfTokenAnswer> {
    const current = session ?? (await this.sessions.startAnonymous());
    if (!session) setSessionCookie(reply, current, this.config.secureCookies);
    return { token: current.csrfToken };
  }

  /**
   * For load balancers: `{ status }`, `ok` or `degraded`, and a 503 when a store does not answer, so a load balancer
   * stops sending traffic here. For operations (a bearer `METRICS_TOKEN`): how far the read models are, which events a
   * projection or reactor parked (per lane: how many, each one's type, id and error; they make the status
   * `events-parked` until the support tooling retried them, docs/operations.md), a cheap read on each store
   * (`store-unreachable`), and how many events each lane is behind (counted up to 100). Anyone else learns nothing of
   * the inside: not the read models' names, nor the log's positions, nor whether a crafted event was parked.
   */
  @Get('Health')
  async health(
    @Headers('authorization') authorization: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const operator = holdsMetricsToken(authorization, this.config.metricsToken);
    // The reads below fail when a store is down; the pings say which one, so a failed read only marks the answer.
    let unreadable = false;
    const orNothing = <T>(read: Promise<T>, nothing: T) =>
      read.catch(() => {
        unreadable = true;
        return nothing;
      });
    const [projections, parked, stores, lag] = await Promise.all([
      orNothing(this.readModels.status(), {}),
      orNothing(listParked(this.store), []),
      this.stores.all(),
      operator ? orNothing(this.lanes.lag(), []) : [],
    ]);
    const unreachable = unreadable || Object.values(stores).some((s) => !s.reachable);
    const status = unreachable
      ? 'store-unreachable'
      : parked.length > 0
        ? 'events-parked'
        : Object.values(projections).some((p) => p.behind)
          ? 'catching-up'
          : 'ok';
    if (unreachable) reply.status(503);
    if (!operator) return { status: status === 'ok' ? 'ok' : 'degraded' };
    const lanes: Record<string, { count: number; events: { type: string; eventId: string; error: string }[] }> = {};
    for (const { lane, type, eventId, error } of parked) {
      const entry = (lanes[lane] ??= { count: 0, events: [] });
      entry.count++;
      entry.events.push({ type, eventId, error });
    }
    const behind = (kind: LaneLag['kind']) =>
      Object.fromEntries(lag.filter((l) => l.kind === kind).map((l) => [l.name, l.eventsBehind]));
    return {
      status,
      stores,
      projections,
      lag: { projections: behind('projection'), reactors: behind('reactor') },
      parked: lanes,
    };
  }

  @Get('SiteConfig')
  @PublicAnswer()
  siteConfig(): SiteConfig {
    return this.config.site;
  }

  /** The version the server runs, and whether the asking client runs it; a client on another version reloads (spec 02 §4). */
  @Get('WebVersion')
  @PublicAnswer()
  webVersion(@Query(new ZodPipe(WebVersionQuery)) { clientVersion }: WebVersionQuery): WebVersionAnswer {
    const version = this.config.version;
    return { version, clientIsCurrent: clientVersion ? clientVersion === version : null };
  }
}
