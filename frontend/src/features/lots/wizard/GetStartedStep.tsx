import { useNavigate, useSearchParams } from 'react-router';
import { t } from '@wl/contracts';
import { Button } from '../../../ui/Button.js';
import { RedoStart } from './RedoStart.js';
import { useWizard } from './WizardLayout.js';
import { stepPath, WizardStep } from './WizardStep.js';

/** Step 0: continue the draft in progress or start a new draw; with `?redo=` a draft from an existing draw. */
export function GetStartedStep() {
  const redo = useSearchParams()[0].get('redo');
  return redo ? <RedoStart manageGuid={redo} /> : <GetStarted />;
}

function GetStarted() {
  const { draft, startNew } = useWizard();
  const navigate = useNavigate();
  const begin = () => {
    startNew();
    void navigate(stepPath.details);
  };
  return (
    <WizardStep step={0} heading={t('lotingWizard.title')}>
      <p>{t('lotingWizard.get_started.intro')}</p>
      {draft ? (
        <>
          <p>
            {draft.title
              ? t('lotingWizard.get_started.draft', { title: draft.title })
              : t('lotingWizard.get_started.draft_untitled')}
          </p>
          <div className="button-row button-row--start">
            <Button variant="primary" onClick={() => void navigate(stepPath.details)}>
              {t('lotingWizard.get_started.continue')}
            </Button>
            <Button onClick={begin}>{t('lotingWizard.get_started.new')}</Button>
          </div>
        </>
      ) : (
        <div className="button-row button-row--start">
          <Button variant="primary" onClick={begin}>
            {t('lotingWizard.get_started.new')}
          </Button>
        </div>
      )}
    </WizardStep>
  );
}
