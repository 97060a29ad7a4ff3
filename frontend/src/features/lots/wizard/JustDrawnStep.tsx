import { Link, useParams } from 'react-router';
import { t } from '@wl/contracts';
import { ApiErrorView } from '../../../shared/ErrorScreens.js';
import { Loading } from '../../../ui/Loading.js';
import { useGetLotingQuery } from '../../../api/lotsApi.js';
import { lotPath, lotingPath } from '../../../shared/lotPaths.js';
import { WizardStep } from './WizardStep.js';

/**
 * Step 5 (progress 1): the draw stands; links to the organizer view and to the organizer's own lot, read from the
 * organizer view's call so that both survive a reload.
 */
export function JustDrawnStep() {
  const { manageGuid = '' } = useParams();
  const loting = useGetLotingQuery(manageGuid);
  return (
    <WizardStep step={5} heading={t('lotingWizard.just_drawn.heading')}>
      <p className="notice notice--success" role="status">
        {t('lotingWizard.just_drawn.text')}
      </p>
      {loting.isLoading ? (
        <Loading />
      ) : loting.error ? (
        <ApiErrorView error={loting.error} onRetry={loting.refetch} />
      ) : (
        <div className="button-row button-row--start">
          {loting.data && (
            <Link className="btn btn--primary" to={lotPath(loting.data.organizerLot)}>
              {t('lotingWizard.just_drawn.own_lot')}
            </Link>
          )}
          <Link className="btn btn--secondary" to={lotingPath(manageGuid)}>
            {t('lotingWizard.just_drawn.manage')}
          </Link>
        </div>
      )}
    </WizardStep>
  );
}
