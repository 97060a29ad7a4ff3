import type { ReactNode } from 'react';
import { t } from '@wl/contracts';
import { namesList } from './drawChecks.js';
import type { DraftParticipant, LotDraft } from './draft.js';

/** 'Trekt niet: Bert en Carla', or that the participant may draw anyone. */
function exclusionSummary(draft: LotDraft, participant: DraftParticipant): string {
  const names = draft.participants.filter((p) => participant.exclude.includes(p.localGuid)).map((p) => p.name);
  return names.length > 0 ? t('lotingWizard.exclusions.some', { names: namesList(names) }) : t('lotingWizard.exclusions.none');
}

/** The participants with whom each may not draw, and an action per participant where the step has one. */
export function ExclusionList({ draft, action }: { draft: LotDraft; action?: (participant: DraftParticipant) => ReactNode }) {
  return (
    <ul className="wizard__participants">
      {draft.participants.map((p) => (
        <li key={p.localGuid} className="wizard__participant">
          <span className="wizard__who">
            <span>{p.name}</span>
            <span className="wizard__detail">{exclusionSummary(draft, p)}</span>
          </span>
          {action?.(p)}
        </li>
      ))}
    </ul>
  );
}
