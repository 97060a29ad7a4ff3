import { Injectable } from '@nestjs/common';
import type { EventOf, SupportAction, SupportSubjectKind } from '@wl/contracts';
import { AggregateStore, type CommandContext } from '../platform/domain/aggregate-store.js';
import type { Decider } from '../platform/domain/decider.js';

type Recorded = EventOf<'SupportAccessRecorded'>;

/** The stream a subject's support audit goes to; actions on no subject go to `support-operations`. */
export const supportAuditStream = (subject: { kind: SupportSubjectKind; id: string } | null) =>
  subject ? `support-${subject.kind}-${subject.id}` : 'support-operations';

/** Append-only: every command is recorded as it is. */
const auditDecider: Decider<null, Recorded['data'], Recorded> = {
  initialState: null,
  decide: (data) => [{ type: 'SupportAccessRecorded', data }],
  evolve: (state) => state,
};

/** Records who of support looked at what or did what, and when (the event's time), in the subject's audit stream. */
@Injectable()
export class SupportAudit {
  constructor(private readonly aggregates: AggregateStore) {}

  async record(
    supportUserId: string, action: SupportAction, subject: { kind: SupportSubjectKind; id: string } | null, detail: string | null, context: CommandContext,
  ): Promise<void> {
    await this.aggregates.execute(supportAuditStream(subject), auditDecider, {
      supportUserId, action, subjectKind: subject?.kind ?? null, subjectId: subject?.id ?? null, detail,
    }, context);
  }
}
