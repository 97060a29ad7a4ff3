import { Link, useLocation, useParams } from 'react-router';
import { t } from '@wl/contracts';
import type { JustDrawnState } from './useDrawLots.js';
import { WIZARD_PATH, WizardStep } from './WizardStep.js';

/** Step 5 (progress 1): the draw stands; links to the organizer view and to the organizer's own lot. */
export function JustDrawnStep() {
  const { manageGuid = '' } = useParams();
  const organizerLot = (useLocation().state as Partial<JustDrawnState> | null)?.organizerLot;
  return (
    <WizardStep step={5} heading={t('lotingWizard.just_drawn.heading')}>
      <p className="notice notice--success" role="status">{t('lotingWizard.just_drawn.text')}</p>
      <div className="button-row button-row--start">
        {organizerLot && (
          <Link className="btn btn--primary" to={`/lootjestrekken/lootje/${encodeURIComponent(organizerLot)}`}>{t('lotingWizard.just_drawn.own_lot')}</Link>
        )}
        <Link className="btn btn--secondary" to={`${WIZARD_PATH}/getrokken/${encodeURIComponent(manageGuid)}`}>{t('lotingWizard.just_drawn.manage')}</Link>
      </div>
    </WizardStep>
  );
}
