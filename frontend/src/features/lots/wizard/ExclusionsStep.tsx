import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { limits, t } from '@wl/contracts';
import { Button } from '../../../ui/Button.js';
import { exclusionProblem, namesList } from './drawChecks.js';
import type { DraftParticipant, LotDraft } from './draft.js';
import { ExclusionsModal } from './ExclusionsModal.js';
import { useWizard } from './WizardLayout.js';
import { stepPath, WizardStep } from './WizardStep.js';

/** 'Trekt niet: Bert en Carla', or that the participant may draw anyone. */
export function exclusionSummary(draft: LotDraft, participant: DraftParticipant): string {
  const names = draft.participants.filter((p) => participant.exclude.includes(p.localGuid)).map((p) => p.name);
  return names.length > 0 ? t('lotingWizard.exclusions.some', { names: namesList(names) }) : t('lotingWizard.exclusions.none');
}

/** Step 3: a dialog per participant for whom they must not draw; only a set with a valid draw goes on. */
export function ExclusionsStep() {
  const { draft, setDraft } = useWizard();
  const navigate = useNavigate();
  const [editing, setEditing] = useState<string | null>(null);
  if (!draft) return <Navigate to={stepPath.details} replace />;
  if (draft.participants.length < limits.lotParticipantsMin) return <Navigate to={stepPath.participants} replace />;

  const problem = exclusionProblem(draft.participants);
  const giver = draft.participants.find((p) => p.localGuid === editing);
  const next = () => {
    if (!problem) void navigate(stepPath.overview);
  };

  return (
    <WizardStep step={3} heading={t('lotingWizard.exclusions.heading')} back={stepPath.participants} next={{ onNext: next }}>
      <p>{t('lotingWizard.exclusions.intro')}</p>
      <ul className="wizard__participants">
        {draft.participants.map((p) => (
          <li key={p.localGuid} className="wizard__participant">
            <span className="wizard__who">
              <span>{p.name}</span>
              <span className="wizard__detail">{exclusionSummary(draft, p)}</span>
            </span>
            <Button onClick={() => setEditing(p.localGuid)} aria-label={t('lotingWizard.exclusions.choose', { name: p.name })}>
              {t('general.edit')}
            </Button>
          </li>
        ))}
      </ul>
      <div role="alert">{problem && <p className="form__error">{problem}</p>}</div>
      {giver && <ExclusionsModal draft={draft} giver={giver} onSave={setDraft} onClose={() => setEditing(null)} />}
    </WizardStep>
  );
}
