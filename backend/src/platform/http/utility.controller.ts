import { Controller, Get, Inject, Query, Res } from '@nestjs/common';
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
  async csrfToken(@CurrentSession() session: Session | null, @Res({ passthrough: true }) reply: FastifyReply): Promise<CsrfTokenAnswer> {
    const current = session ?? (await this.sessions.startAnonymous());
    if (!session) setSessionCookie(reply, current, this.config.secureCookies);
    return { token: current.csrfToken };
  }

  /**
   * For operations and load balancers: is the server up, how far are the read models, and which events did a projection
   * or reactor park (per lane: how many, and each one's type, id and error). Parked events make the status not ok
   * until the support tooling retried them (docs/operations.md). `stores`: a cheap read on each store; one that does not
   * answer makes the status `store-unreachable` and the answer a 503, so a load balancer stops sending traffic here.
   * `lag`: how many events each projection and reactor is behind (counted up to 100).
   */
  @Get('Health')
  async health(@Res({ passthrough: true }) reply: FastifyReply) {
    const [projections, parked, stores, lag] = await Promise.all([this.readModels.status(), listParked(this.store), this.stores.all(), this.lanes.lag()]);
    const lanes: Record<string, { count: number; events: { type: string; eventId: string; error: string }[] }> = {};
    for (const { lane, type, eventId, error } of parked) {
      const entry = (lanes[lane] ??= { count: 0, events: [] });
      entry.count++;
      entry.events.push({ type, eventId, error });
    }
    const unreachable = Object.values(stores).some((s) => !s.reachable);
    const status = unreachable ? 'store-unreachable' : parked.length > 0 ? 'events-parked' : Object.values(projections).some((p) => p.behind) ? 'catching-up' : 'ok';
    if (unreachable) reply.status(503);
    const behind = (kind: LaneLag['kind']) => Object.fromEntries(lag.filter((l) => l.kind === kind).map((l) => [l.name, l.eventsBehind]));
    return { status, stores, projections, lag: { projections: behind('projection'), reactors: behind('reactor') }, parked: lanes };
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
