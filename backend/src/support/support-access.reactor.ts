import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EventType } from '@wl/contracts';
import type { ProjectionEvent } from '@wl/projections';
import { type Reactor, reactionContext } from '../platform/reactors/reactor.js';
import { ReactorRunner } from '../platform/reactors/reactor-runner.js';
import { UseCases } from '../platform/use-case/use-cases.js';
import { forwardSupportAccess, supportAuditStream } from './support-audit.js';

/**
 * Brings every support read to each person whose data it showed (docs/support.md, "Audit"): a `SupportAccessRecorded`
 * in a list's, gift's, draw's or participant's audit stream, or a correlation view in `support-operations`, is copied
 * as `SupportAccessForwarded` to `support-user-<id>` of each of its `personIds`, so it is in that person's timeline
 * and export. A record already in the person's own stream is not copied. One copy per person and record: the ids
 * derive from the record's id, so a replay appends nothing twice.
 */
@Injectable()
export class SupportAccessReactor implements Reactor, OnModuleInit {
  readonly name = 'support-access';
  readonly handles = new Set<EventType>(['SupportAccessRecorded']);

  constructor(
    private readonly runner: ReactorRunner,
    private readonly useCases: UseCases,
  ) {}

  onModuleInit() {
    this.runner.register(this);
  }

  async react(event: ProjectionEvent): Promise<void> {
    if (event.type !== 'SupportAccessRecorded') return;
    const { personIds, ...record } = event.data;
    for (const personId of personIds) {
      if (supportAuditStream({ kind: 'user', id: personId }) === event.streamId) continue;
      await this.useCases.run(
        forwardSupportAccess,
        { personId, record: { accessEventId: event.eventId, ...record, accessedAt: event.metadata.at } },
        reactionContext(event, `forward:${personId}`),
      );
    }
  }
}
