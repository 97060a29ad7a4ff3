import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query, UseGuards } from '@nestjs/common';
import {
  type SupportAccess,
  type SupportCorrelation,
  type SupportFindAnswer,
  SupportFindQuery,
  SupportParkedAction,
  type SupportParked,
  type SupportTimeline,
  SupportTimelineQuery,
} from '@wl/contracts';
import { z } from 'zod';
import type { CommandContext } from '../platform/domain/aggregate-store.js';
import { Problem } from '../platform/domain/problem.js';
import { CommandCtx } from '../platform/http/command-context.js';
import { CurrentUserId } from '../platform/http/request-session.js';
import { ZodPipe } from '../platform/http/zod-body.js';
import type { EventStore } from '../platform/event-store/event-store.port.js';
import { EVENT_STORE } from '../platform/tokens.js';
import { SupportAudit } from './support-audit.js';
import { SupportEvents } from './support-events.js';
import { SupportFind } from './support-find.js';
import { SupportParkedEvents } from './support-parked.js';
import { SupportNames } from './support-names.js';
import { personsShownIn, SupportPersons } from './support-persons.js';
import { SupportGuard } from './support-role.js';
import { SupportSubjects } from './support-subjects.js';
import { pageOf, parsedQuery, SupportTimelines } from './support-timeline.js';

const CorrelationId = z.string().min(1).max(128);

/** Timeline filters as the audit records them (null for a first page without filters). */
const filtersOf = ({ after, types, from, to }: z.infer<typeof SupportTimelineQuery>) =>
  Object.entries({ after, types, from, to })
    .filter(([, value]) => value)
    .map(([key, value]) => `${key}=${value}`)
    .join(' ') || null;

/** Role, find, timeline, correlation and parked events of the support console (docs/support.md). */
@Controller('api/Support')
@UseGuards(SupportGuard)
export class SupportController {
  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    private readonly audit: SupportAudit,
    private readonly supportEvents: SupportEvents,
    private readonly finder: SupportFind,
    private readonly subjects: SupportSubjects,
    private readonly persons: SupportPersons,
    private readonly names: SupportNames,
    private readonly timelines: SupportTimelines,
    private readonly parked: SupportParkedEvents,
  ) {}

  @Get('Access')
  access(@CurrentUserId() userId: string): SupportAccess {
    return { isSupport: true, userId };
  }

  @Get('Find')
  async find(
    @Query(new ZodPipe(SupportFindQuery)) { q }: z.infer<typeof SupportFindQuery>,
    @CurrentUserId() userId: string,
    @CommandCtx() context: CommandContext,
  ): Promise<SupportFindAnswer> {
    const { subjects, by } = await this.finder.find(q);
    // Labels are names and addresses: each subject shown is recorded, by how it was found (never the query: it may be an address).
    await Promise.all(
      subjects.map(async (subject) =>
        this.audit.record(userId, 'Find', subject, `by ${by}`, await this.persons.ofSubject(subject), context),
      ),
    );
    return { subjects };
  }

  @Get('Timeline')
  async timeline(
    @Query(new ZodPipe(SupportTimelineQuery)) query: z.infer<typeof SupportTimelineQuery>,
    @CurrentUserId() userId: string,
    @CommandCtx() context: CommandContext,
  ): Promise<SupportTimeline> {
    const page = parsedQuery(query);
    const subject = await this.subjects.describe(query.kind, query.id);
    if (!subject) throw new Problem('SubjectNotFound');
    const selection = await this.timelines.select(subject);
    // The subject's label, the page's events and the names in their summaries: whose data they are is recorded before any of it is opened.
    const events = pageOf(selection.events, page).page;
    const persons = new Set([
      ...(await this.persons.ofSubject(subject)),
      ...personsShownIn(events),
      ...(await this.names.gather(events)).persons,
    ]);
    await this.audit.record(userId, 'ViewTimeline', subject, filtersOf(query), [...persons], context);
    return this.timelines.answer(subject, selection, page);
  }

  @Get('Correlation/:correlationId')
  async correlation(
    @Param('correlationId', new ZodPipe(CorrelationId)) correlationId: string,
    @CurrentUserId() userId: string,
    @CommandCtx() context: CommandContext,
  ): Promise<SupportCorrelation> {
    const events = await this.events.readCorrelation(correlationId);
    const persons = new Set([...personsShownIn(events), ...(await this.names.gather(events)).persons]);
    await this.audit.record(userId, 'ViewCorrelation', null, correlationId, [...persons], context);
    return { correlationId, events: await this.supportEvents.toSupportEvents(events) };
  }

  @Get('Parked')
  listParked(): Promise<SupportParked> {
    return this.parked.list();
  }

  @Post('Parked/Retry')
  @HttpCode(204)
  async retryParked(
    @Body(new ZodPipe(SupportParkedAction)) { id }: z.infer<typeof SupportParkedAction>,
    @CurrentUserId() userId: string,
    @CommandCtx() context: CommandContext,
  ) {
    await this.parked.retry(userId, id, context);
  }

  @Post('Parked/Skip')
  @HttpCode(204)
  async skipParked(
    @Body(new ZodPipe(SupportParkedAction)) { id }: z.infer<typeof SupportParkedAction>,
    @CurrentUserId() userId: string,
    @CommandCtx() context: CommandContext,
  ) {
    await this.parked.skip(userId, id, context);
  }
}
