import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { limits, t } from '@wl/contracts';
import { Button } from '../../../ui/Button.js';
import { exclusionProblem } from './drawChecks.js';
import { ExclusionList } from './ExclusionList.js';
import { ExclusionsModal } from './ExclusionsModal.js';
import { PartnersModal } from './PartnersModal.js';
import { useWizard } from './WizardLayout.js';
import { stepPath, WizardStep } from './WizardStep.js';

/** Step 3: a dialog per participant for whom they must not draw, and one for partners (both ways); only a set with a valid draw goes on. */
export function ExclusionsStep() {
  const { draft, setDraft } = useWizard();
  const navigate = useNavigate();
  const [editing, setEditing] = useState<string | null>(null);
  const [pairing, setPairing] = useState(false);
  if (!draft) return <Navigate to={stepPath.details} replace />;
  if (draft.participants.length < limits.lotParticipantsMin) return <Navigate to={stepPath.participants} replace />;

  const problem = exclusionProblem(draft.participants);
  const giver = draft.participants.find((p) => p.localGuid === editing);
  const next = () => {
    if (!problem) void navigate(stepPath.overview);
  };

  return (
    <WizardStep
      step={3}
      heading={t('lotingWizard.exclusions.heading')}
      back={stepPath.participants}
      next={{ onNext: next }}
    >
      <p>{t('lotingWizard.exclusions.intro')}</p>
      <div className="button-row button-row--start">
        <Button onClick={() => setPairing(true)}>{t('lotingWizard.partners.add')}</Button>
      </div>
      <ExclusionList
        draft={draft}
        action={(p) => (
          <Button
            onClick={() => setEditing(p.localGuid)}
            aria-label={t('lotingWizard.exclusions.choose', { name: p.name })}
          >
            {t('general.edit')}
          </Button>
        )}
      />
      <div role="alert">{problem && <p className="form__error">{problem}</p>}</div>
      {pairing && <PartnersModal draft={draft} onSave={setDraft} onClose={() => setPairing(false)} />}
      {giver && <ExclusionsModal draft={draft} giver={giver} onSave={setDraft} onClose={() => setEditing(null)} />}
    </WizardStep>
  );
}
