import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { t, type CurrentUser } from '@wl/contracts';
import { NotLoggedIn } from '../../../shared/ErrorScreens.js';
import { describeError, statusOf } from '../../../api/errors.js';
import { Button } from '../../../ui/Button.js';
import { Loading } from '../../../ui/Loading.js';
import { useGetLotingQuery } from '../../../api/lotsApi.js';
import { redoDraft } from './draft.js';
import { useWizard } from './WizardLayout.js';
import { stepPath } from './WizardStep.js';

/** `getStarted?redo={manageGuid}` (the organizer view's redo link): the draw's draft, rebuilt, opens at the details. */
export function RedoStart({ manageGuid }: { manageGuid: string }) {
  const { user } = useWizard();
  if (!user) return <NotLoggedIn />;
  return <RedoLoader manageGuid={manageGuid} user={user} />;
}

function RedoLoader({ manageGuid, user }: { manageGuid: string; user: CurrentUser }) {
  const { setDraft } = useWizard();
  const navigate = useNavigate();
  const loting = useGetLotingQuery(manageGuid);

  useEffect(() => {
    if (!loting.data) return;
    setDraft(redoDraft(loting.data, user, () => crypto.randomUUID()));
    void navigate(stepPath.details, { replace: true });
  }, [loting.data, user, setDraft, navigate]);

  if (statusOf(loting.error) === 401) return <NotLoggedIn />;
  if (loting.error) {
    return (
      <div className="notice notice--error" role="alert">
        <p>
          {t('lotingWizard.redo.failed')} {describeError(loting.error)}
        </p>
        <Button onClick={() => void loting.refetch()}>{t('general.retry')}</Button>
      </div>
    );
  }
  return <Loading />;
}
