import { Injectable } from '@nestjs/common';
import type { EventOf, SupportAction, SupportSubjectKind } from '@wl/contracts';
import { AggregateStore, type CommandContext } from '../platform/domain/aggregate-store.js';
import type { Decider } from '../platform/domain/decider.js';

type Recorded = EventOf<'SupportAccessRecorded'>;
type Forwarded = EventOf<'SupportAccessForwarded'>;

/** The stream a subject's support audit goes to; actions on no subject go to `support-operations`. */
export const supportAuditStream = (subject: { kind: SupportSubjectKind; id: string } | null) =>
  subject ? `support-${subject.kind}-${subject.id}` : 'support-operations';

/** Append-only: every command is recorded as it is, as an event of one type. */
const appendOnly = <E extends Recorded | Forwarded>(type: E['type']): Decider<null, E['data'], E> => ({
  initialState: null,
  decide: (data) => [{ type, data } as E],
  evolve: (state) => state,
});
const auditDecider = appendOnly<Recorded>('SupportAccessRecorded');
const forwardDecider = appendOnly<Forwarded>('SupportAccessForwarded');

/**
 * Records who of support looked at what or did what, and when (the event's time), in the subject's audit stream, with
 * the users whose data the answer showed (`personIds`): the support-access reactor forwards it to each of them.
 */
@Injectable()
export class SupportAudit {
  constructor(private readonly aggregates: AggregateStore) {}

  async record(
    supportUserId: string,
    action: SupportAction,
    subject: { kind: SupportSubjectKind; id: string } | null,
    detail: string | null,
    personIds: string[],
    context: CommandContext,
  ): Promise<void> {
    await this.aggregates.execute(
      supportAuditStream(subject),
      auditDecider,
      {
        supportUserId,
        action,
        subjectKind: subject?.kind ?? null,
        subjectId: subject?.id ?? null,
        detail,
        personIds,
      },
      context,
    );
  }

  /** Copies a record to the audit stream of one person whose data the read showed (the support-access reactor's step). */
  async forward(personId: string, record: Forwarded['data'], context: CommandContext): Promise<void> {
    await this.aggregates.execute(supportAuditStream({ kind: 'user', id: personId }), forwardDecider, record, context);
  }
}
