import { useMemo } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { limits, t } from '@wl/contracts';
import { Loading } from '../../../ui/Loading.js';
import { loginPath, type LoginScreenState } from '../../../shared/returnUrl.js';
import { exclusionProblem, privacyWarnings } from './drawChecks.js';
import { DrawFacts } from '../views/DrawFacts.js';
import { DrawingDialog } from './DrawingDialog.js';
import { ExclusionList } from './ExclusionList.js';
import { useDrawLots } from './useDrawLots.js';
import { useWizard } from './WizardLayout.js';
import { stepPath, WizardStep } from './WizardStep.js';
import { factsOf, type LotDraft } from './draft.js';

/** Step 4: what will be drawn, a warning when the draw could not stay secret, and the draw itself. */
export function OverviewStep() {
  const { draft, drawn } = useWizard();
  if (drawn) return <Loading />;
  if (!draft) return <Navigate to={stepPath.details} replace />;
  if (draft.participants.length < limits.lotParticipantsMin) return <Navigate to={stepPath.participants} replace />;
  if (exclusionProblem(draft.participants)) return <Navigate to={stepPath.exclusions} replace />;
  return <Overview draft={draft} />;
}

function Overview({ draft }: { draft: LotDraft }) {
  const { pathname } = useLocation();
  const { draw, drawing, failure, emailInUse } = useDrawLots(draft);
  const warnings = useMemo(() => privacyWarnings(draft.participants), [draft.participants]);
  const login = (text: string) => (
    <div className="notice notice--error" role="alert">
      <p>{text}</p>
      <Link
        className="btn btn--secondary"
        to={loginPath(pathname)}
        state={{ emailOrUsername: draft.organizerEmail } satisfies LoginScreenState}
      >
        {t('lotingWizard.details.login')}
      </Link>
    </div>
  );

  return (
    <WizardStep
      step={4}
      heading={t('lotingWizard.overview.heading')}
      back={stepPath.exclusions}
      next={{ label: t('lotingWizard.overview.draw'), onNext: () => void draw(), busy: drawing }}
    >
      <h2 className="wizard__title">{draft.title}</h2>
      {draft.description && <p className="wizard__description">{draft.description}</p>}
      <DrawFacts {...factsOf(draft)} />
      <h3>{t('lotingWizard.overview.participants', { count: String(draft.participants.length) })}</h3>
      <ExclusionList draft={draft} />
      {warnings.length > 0 && (
        <section className="notice notice--warning" aria-labelledby="privacy-warning">
          <h3 id="privacy-warning" className="wizard__warning-title">
            {t('lotingWizard.overview.privacy_title')}
          </h3>
          {warnings.map((key) => (
            <p key={key}>{t(key)}</p>
          ))}
          <p>{t('lotingWizard.overview.privacy_fix')}</p>
        </section>
      )}
      <p>{t(draft.redoOf ? 'lotingWizard.overview.redo_note' : 'lotingWizard.overview.mail_note')}</p>
      {emailInUse && login(t('lotingWizard.overview.email_in_use', { email: draft.organizerEmail }))}
      {failure &&
        (failure.loginNeeded ? (
          login(failure.text)
        ) : (
          <p className="form__error" role="alert">
            {failure.text}
          </p>
        ))}
      {drawing && <DrawingDialog />}
    </WizardStep>
  );
}
