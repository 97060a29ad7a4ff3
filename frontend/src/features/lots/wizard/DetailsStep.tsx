import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { CreateLotingRequest, Email, LOT_AUTOSAVE_MS, LotBudget, LotDate, LotParticipantInput, t } from '@wl/contracts';
import { Button } from '../../../ui/Button.js';
import { TextAreaField, TextField } from '../../../ui/fields.js';
import { Loading } from '../../../ui/Loading.js';
import { Modal } from '../../../ui/Modal.js';
import { fieldErrors, focusFirstInvalid } from '../../../ui/validation.js';
import { useGetUserDataQuery } from '../../../api/accountApi.js';
import { loginPath, type LoginScreenState } from '../../../shared/returnUrl.js';
import { useEmailCheck } from '../../../shared/useAvailability.js';
import { withDetails, type LotDraft } from './draft.js';
import { useWizard } from './WizardLayout.js';
import { stepPath, WizardStep } from './WizardStep.js';

/** Budget and date as typed: '' for none, else what `Loting/Create` accepts (whole euros; a real day). */
const DetailsRules = CreateLotingRequest.pick({ title: true, description: true }).extend({
  organizerName: LotParticipantInput.shape.name,
  // The spec's words for one's own empty address (02 §8); a participant's is 'Dit e-mailadres is nodig.'.
  organizerEmail: z.string().trim().min(1, 'lotingWizard.details.email_required').pipe(Email),
  budget: z
    .string()
    .trim()
    .regex(/^\d{0,6}$/, 'validation.loting.budget.invalid')
    .transform((v) => (v === '' ? null : Number(v)))
    .pipe(LotBudget),
  date: z
    .string()
    .transform((v) => v || null)
    .pipe(LotDate),
});
type Details = Pick<LotDraft, 'title' | 'description' | 'budget' | 'date' | 'organizerName' | 'organizerEmail'>;

const detailsOf = ({ title, description, budget, date, organizerName, organizerEmail }: LotDraft): Details => ({
  title,
  description,
  budget,
  date,
  organizerName,
  organizerEmail,
});
const sameDetails = (a: Details, b: Details) => (Object.keys(a) as (keyof Details)[]).every((key) => a[key] === b[key]);

/** Step 1: what the draw is and who organizes it; saved on this device 600 ms after typing stops. */
export function DetailsStep() {
  const { draft, startNew } = useWizard();
  useEffect(() => {
    if (!draft) startNew();
  }, [draft, startNew]);
  return draft ? <DetailsEditor draft={draft} /> : <Loading />;
}

function DetailsEditor({ draft }: { draft: LotDraft }) {
  const { user, setDraft } = useWizard();
  const { refetch: reloadUser } = useGetUserDataQuery();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Details>(() => ({
    ...detailsOf(draft),
    organizerEmail: user?.email ?? draft.organizerEmail,
  }));
  const [submitted, setSubmitted] = useState(false);
  const [saved, setSaved] = useState(false);
  /** The address the login prompt was closed for: it does not open again for it. */
  const [loginDeclinedFor, setLoginDeclinedFor] = useState<string | null>(null);

  const email = user?.email ?? values.organizerEmail;
  const availability = useEmailCheck(email, !user);
  const unavailable = !user && availability === 'Unavailable';

  useEffect(() => {
    if (availability === 'IsCurrentUser') void reloadUser();
  }, [availability, reloadUser]);

  const current = { ...values, organizerEmail: email };
  useEffect(() => {
    if (sameDetails(current, detailsOf(draft))) return;
    setSaved(false);
    const timer = setTimeout(() => {
      setDraft(withDetails(draft, current));
      setSaved(true);
    }, LOT_AUTOSAVE_MS);
    return () => clearTimeout(timer);
  }, [JSON.stringify(current), draft]);

  const errors = submitted ? fieldErrors(DetailsRules.safeParse(current)) : {};
  if (unavailable) errors.organizerEmail ??= t('validation.email.unavailable');

  const next = () => {
    setSubmitted(true);
    if (!DetailsRules.safeParse(current).success || unavailable) {
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
      return;
    }
    setDraft(withDetails(draft, current));
    void navigate(stepPath.participants);
  };

  const field = (name: keyof Details) => ({
    name,
    value: values[name],
    error: errors[name] ?? null,
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
  });

  return (
    <WizardStep step={1} heading={t('lotingWizard.details.heading')} back={stepPath.getStarted} next={{ onNext: next }}>
      <form
        ref={formRef}
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          next();
        }}
      >
        <TextField
          label={t('lotingWizard.details.title')}
          hint={t('lotingWizard.details.title_hint')}
          {...field('title')}
        />
        <TextAreaField
          label={t('lotingWizard.details.description')}
          hint={t('lotingWizard.details.description_hint')}
          {...field('description')}
        />
        <TextField
          label={t('lotingWizard.details.budget')}
          hint={t('lotingWizard.details.budget_hint')}
          inputMode="numeric"
          {...field('budget')}
        />
        <TextField label={t('lotingWizard.details.date')} type="date" {...field('date')} />
        <TextField label={t('lotingWizard.details.organizer_name')} autoComplete="name" {...field('organizerName')} />
        {user ? (
          <TextField
            label={t('lotingWizard.details.organizer_email')}
            type="email"
            name="organizerEmail"
            value={user.email}
            readOnly
            hint={t('lotingWizard.details.email_fixed')}
          />
        ) : (
          <TextField
            label={t('lotingWizard.details.organizer_email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            autoCapitalize="none"
            spellCheck={false}
            hint={t('lotingWizard.details.email_hint')}
            {...field('organizerEmail')}
          />
        )}
        <button type="submit" hidden />
      </form>
      <p className="field__hint" role="status">
        {saved ? t('lotingWizard.details.saved') : ''}
      </p>
      {unavailable && loginDeclinedFor !== email.trim() && (
        <Modal title={t('lotingWizard.details.login_title')} onClose={() => setLoginDeclinedFor(email.trim())}>
          <p>{t('lotingWizard.details.login_text', { email: email.trim() })}</p>
          <div className="button-row">
            <Button onClick={() => setLoginDeclinedFor(email.trim())}>{t('lotingWizard.details.other_email')}</Button>
            <Link
              className="btn btn--primary"
              to={loginPath(pathname)}
              state={{ emailOrUsername: email.trim() } satisfies LoginScreenState}
              onClick={() => setDraft(withDetails(draft, current))}
            >
              {t('lotingWizard.details.login')}
            </Link>
          </div>
        </Modal>
      )}
    </WizardStep>
  );
}
