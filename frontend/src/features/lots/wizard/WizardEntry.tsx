import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Loading } from '../../../ui/Loading.js';
import { useWizard } from './WizardLayout.js';
import { stepPath } from './WizardStep.js';

/** Navigation state of the lots home's "new draw" link to the bare wizard route. */
export type FromLotsHome = { fromLotsHome: true };

/**
 * The bare wizard route (spec 02 §2.1): from the lots home with no draft in progress straight to a new draw's
 * details (the visitor already chose "new"), otherwise to getStarted.
 */
export function WizardEntry() {
  const { draft, startNew } = useWizard();
  const navigate = useNavigate();
  const fromLotsHome = (useLocation().state as Partial<FromLotsHome> | null)?.fromLotsHome === true;
  useEffect(() => {
    if (fromLotsHome && !draft) {
      startNew();
      void navigate(stepPath.details, { replace: true });
    } else {
      void navigate(stepPath.getStarted, { replace: true });
    }
    // Decided once, on arrival.
  }, []);
  return <Loading />;
}
