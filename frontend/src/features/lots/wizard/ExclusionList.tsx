import type { ReactNode } from 'react';
import { t } from '@wl/contracts';
import { namesList } from './drawChecks.js';
import type { DraftParticipant, LotDraft } from './draft.js';

/**
 * Both directions of a participant's exclusions: whom they and the other exclude each other ('Trekt niet en wordt
 * niet getrokken door: Bert'), whom only they do not draw, and who only does not draw them; or that they may draw
 * anyone.
 */
function exclusionLines(draft: LotDraft, participant: DraftParticipant): string[] {
  const namesWhere = (test: (other: DraftParticipant) => boolean) =>
    draft.participants.filter((o) => o !== participant && test(o)).map((o) => o.name);
  const excludes = (giver: DraftParticipant, receiver: DraftParticipant) => giver.exclude.includes(receiver.localGuid);
  const lines = [
    ['lotingWizard.exclusions.mutual', namesWhere((o) => excludes(participant, o) && excludes(o, participant))],
    ['lotingWizard.exclusions.some', namesWhere((o) => excludes(participant, o) && !excludes(o, participant))],
    ['lotingWizard.exclusions.excluded_by', namesWhere((o) => !excludes(participant, o) && excludes(o, participant))],
  ] as const;
  const shown = lines
    .filter(([, names]) => names.length > 0)
    .map(([key, names]) => t(key, { names: namesList(names) }));
  return shown.length > 0 ? shown : [t('lotingWizard.exclusions.none')];
}

/** The participants with their exclusions both ways, and an action per participant where the step has one. */
export function ExclusionList({
  draft,
  action,
}: {
  draft: LotDraft;
  action?: (participant: DraftParticipant) => ReactNode;
}) {
  return (
    <ul className="wizard__participants">
      {draft.participants.map((p) => (
        <li key={p.localGuid} className="wizard__participant">
          <span className="wizard__who">
            <span>{p.name}</span>
            {exclusionLines(draft, p).map((line) => (
              <span key={line} className="wizard__detail">
                {line}
              </span>
            ))}
          </span>
          {action?.(p)}
        </li>
      ))}
    </ul>
  );
}
