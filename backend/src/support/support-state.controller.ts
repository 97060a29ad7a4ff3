import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { type SupportState, type SupportStateDiff, SupportStateDiffQuery, SupportStateQuery } from '@wl/contracts';
import type { CommandContext } from '../platform/domain/aggregate-store.js';
import { CommandCtx } from '../platform/http/command-context.js';
import { CurrentUserId } from '../platform/http/request-session.js';
import { ZodPipe } from '../platform/http/zod-body.js';
import { SupportAudit } from './support-audit.js';
import { SupportPersons } from './support-persons.js';
import { SupportGuard } from './support-role.js';
import { SupportStates } from './support-state.js';
import { jsonChanges } from './state-at/json-changes.js';

/** State at a moment and the changes between two (docs/support.md, "State at a moment"); every read is audited. */
@Controller('api/Support')
@UseGuards(SupportGuard)
export class SupportStateController {
  constructor(
    private readonly states: SupportStates,
    private readonly audit: SupportAudit,
    private readonly persons: SupportPersons,
  ) {}

  @Get('State')
  async state(
    @Query(new ZodPipe(SupportStateQuery)) query: SupportStateQuery,
    @CurrentUserId() userId: string,
    @CommandCtx() context: CommandContext,
  ): Promise<SupportState> {
    const state = await this.states.at(query);
    await this.audit.record(userId, 'ViewState', query, state.at, await this.persons.ofSubject(query), context);
    return state;
  }

  @Get('StateDiff')
  async diff(
    @Query(new ZodPipe(SupportStateDiffQuery)) { kind, id, from, to }: SupportStateDiffQuery,
    @CurrentUserId() userId: string,
    @CommandCtx() context: CommandContext,
  ): Promise<SupportStateDiff> {
    const before = await this.states.at({ kind, id, at: from });
    const after = await this.states.at({ kind, id, at: to });
    await this.audit.record(
      userId,
      'ViewState',
      { kind, id },
      `${before.at}..${after.at}`,
      await this.persons.ofSubject({ kind, id }),
      context,
    );
    return { from: before, to: after, changes: jsonChanges(before.state, after.state) };
  }
}
