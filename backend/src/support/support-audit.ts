import { Injectable } from '@nestjs/common';
import {
  type EventOf,
  type SupportAction,
  SupportAccessForwarded,
  SupportAccessRecorded,
  type SupportSubjectKind,
} from '@wl/contracts';
import { z } from 'zod';
import type { CommandContext } from '../platform/domain/aggregate-store.js';
import type { Decider } from '../platform/domain/decider.js';
import { defineStep } from '../platform/use-case/define-step.js';
import { streamKind } from '../platform/use-case/use-case.js';
import { UseCases } from '../platform/use-case/use-cases.js';

type Recorded = EventOf<'SupportAccessRecorded'>;
type Forwarded = EventOf<'SupportAccessForwarded'>;
type Subject = { kind: SupportSubjectKind; id: string };

/** Append-only: a support audit stream decides nothing, it records what it is given. */
const auditDecider: Decider<null, never, Recorded | Forwarded> = {
  initialState: null,
  decide: () => [],
  evolve: (state) => state,
};
/** A subject's audit stream, `support-<kind>-<id>`; actions on no subject go to `support-operations`. */
const supportAuditOf = streamKind(auditDecider, (entity) => `support-${entity}`);
const auditEntity = (subject: Subject | null) => (subject ? `${subject.kind}-${subject.id}` : 'operations');

/** The stream a subject's support audit goes to; actions on no subject go to `support-operations`. */
export const supportAuditStream = (subject: Subject | null) => supportAuditOf.stream(auditEntity(subject));

/** One support read or action, recorded in its subject's audit stream in the context of the request that did it. */
export const recordSupportAccess = defineStep({
  name: 'RecordSupportAccess',
  payload: SupportAccessRecorded.shape.data,
  stream: supportAuditOf,
  locate: ({ subjectKind, subjectId }) =>
    auditEntity(subjectKind && subjectId ? { kind: subjectKind, id: subjectId } : null),
  decide: (_state, data) => [{ type: 'SupportAccessRecorded', data }],
});

/** A record copied to the audit stream of one person whose data the read showed (the support-access reactor's step). */
export const forwardSupportAccess = defineStep({
  name: 'ForwardSupportAccess',
  payload: z.object({ personId: z.string(), record: SupportAccessForwarded.shape.data }),
  stream: supportAuditOf,
  locate: ({ personId }) => auditEntity({ kind: 'user', id: personId }),
  decide: (_state, { record }) => [{ type: 'SupportAccessForwarded', data: record }],
});

/**
 * Records who of support looked at what or did what, and when (the event's time), in the subject's audit stream, with
 * the users whose data the answer showed (`personIds`): the support-access reactor forwards it to each of them.
 */
@Injectable()
export class SupportAudit {
  constructor(private readonly useCases: UseCases) {}

  async record(
    supportUserId: string,
    action: SupportAction,
    subject: Subject | null,
    detail: string | null,
    personIds: string[],
    context: CommandContext,
  ): Promise<void> {
    await this.useCases.run(
      recordSupportAccess,
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
}
