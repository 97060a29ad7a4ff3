import type { SupportSubjectKind } from '@wl/contracts';
import { SUPPORT_BASE } from './SupportSection.js';

/** The console's page of a subject: its timeline. */
export const subjectPath = ({ kind, id }: { kind: SupportSubjectKind; id: string }) =>
  `${SUPPORT_BASE}/${kind}/${encodeURIComponent(id)}`;

/** The console's page of one request's events. */
export const correlationPath = (correlationId: string) =>
  `${SUPPORT_BASE}/correlatie/${encodeURIComponent(correlationId)}`;
