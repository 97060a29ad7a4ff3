import { Link } from 'react-router';
import { t } from '@wl/contracts';
import type { FromLotsHome } from '../wizard/WizardEntry.js';
import { WIZARD_PATH } from '../wizard/WizardStep.js';

/** "New draw": the wizard's bare route, which starts a new draft at its details when none is in progress. */
export function NewLotingLink({ primary = false }: { primary?: boolean }) {
  return (
    <Link
      className={`btn ${primary ? 'btn--primary' : 'btn--secondary'}`}
      to={WIZARD_PATH}
      state={{ fromLotsHome: true } satisfies FromLotsHome}
    >
      {t('loting.home.new')}
    </Link>
  );
}
