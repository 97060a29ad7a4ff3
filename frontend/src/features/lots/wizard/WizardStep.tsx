import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { t } from '@wl/contracts';
import { Button } from '../../../ui/Button.js';
import { usePageTitle } from '../../../ui/hooks.js';

export const WIZARD_PATH = '/lootjestrekken/loting';
export const stepPath = {
  getStarted: `${WIZARD_PATH}/getStarted`,
  details: `${WIZARD_PATH}/details`,
  participants: `${WIZARD_PATH}/deelnemers`,
  exclusions: `${WIZARD_PATH}/uitsluitingen`,
  overview: `${WIZARD_PATH}/overzicht`,
  justDrawn: (manageGuid: string) => `${WIZARD_PATH}/getrokken/${encodeURIComponent(manageGuid)}/net`,
} as const;

/** The step's place in the wizard (spec 02 §2.1): 0 for getStarted, 1..4 of 5, and 5 (progress 1) once drawn. */
export type StepNumber = 0 | 1 | 2 | 3 | 4 | 5;

type WizardStepProps = {
  step: StepNumber;
  heading: string;
  children: ReactNode;
  /** The previous step's path. */
  back?: string;
  /** The next button: its own label (the draw) and what it does (checks first, then navigates). */
  next?: { label?: string; onNext: () => void; busy?: boolean };
};

/** One wizard screen: progress bar (only past getStarted), heading, content, then back and next. */
export function WizardStep({ step, heading, children, back, next }: WizardStepProps) {
  usePageTitle(`${heading} – ${t('lotingWizard.title')}`);
  return (
    <section className="page page--narrow wizard">
      {step > 0 && (
        <div className="wizard__progress">
          <p className="wizard__progress-label" id="wizard-progress">
            {t('lotingWizard.progress', { step: String(step) })}
          </p>
          <div
            className="wizard__progress-bar"
            role="progressbar"
            aria-labelledby="wizard-progress"
            aria-valuemin={0}
            aria-valuemax={5}
            aria-valuenow={step}
          >
            <div className="wizard__progress-done" style={{ width: `${(step / 5) * 100}%` }} />
          </div>
        </div>
      )}
      <h1>{heading}</h1>
      {children}
      {(back || next) && (
        <nav className="wizard__nav" aria-label={t('lotingWizard.title')}>
          {back ? (
            <Link className="btn btn--secondary" to={back}>
              {t('lotingWizard.back')}
            </Link>
          ) : (
            <span />
          )}
          {next && (
            <Button variant="primary" busy={next.busy} onClick={next.onNext}>
              {next.label ?? t('lotingWizard.next')}
            </Button>
          )}
        </nav>
      )}
    </section>
  );
}
