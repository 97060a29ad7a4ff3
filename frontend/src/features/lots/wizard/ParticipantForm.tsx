import { useRef, useState, type FormEvent } from 'react';
import { z } from 'zod';
import { Email, LotParticipantInput, t } from '@wl/contracts';
import { Button } from '../../../ui/Button.js';
import { TextField } from '../../../ui/fields.js';
import { fieldErrors, focusFirstInvalid } from '../../../ui/validation.js';

/** A participant's empty address is named as the spec words it (02 §8), not as a question to the person typing. */
const PersonRules = z.object({
  name: LotParticipantInput.shape.name,
  email: z.string().trim().min(1, 'lotingWizard.participants.email_required').pipe(Email),
});
export type Person = z.infer<typeof PersonRules>;

/** A participant by name and e-mail: the single tab adds one, the edit dialog changes one. */
export function ParticipantForm({
  initial,
  submitLabel,
  onSubmit,
  onCancel,
  refusal,
}: {
  initial: Person;
  submitLabel: string;
  /** Gets the checked values; the form empties itself when it returns true. */
  onSubmit: (person: Person) => boolean;
  onCancel?: () => void;
  /** A reason the caller refuses any more participants. */
  refusal?: string | null;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const errors = submitted ? fieldErrors(PersonRules.safeParse(values)) : {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const parsed = PersonRules.safeParse(values);
    if (!parsed.success) {
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
      return;
    }
    if (onSubmit(parsed.data)) {
      setValues(initial);
      setSubmitted(false);
      formRef.current?.querySelector<HTMLInputElement>('input')?.focus();
    }
  };

  return (
    <form ref={formRef} className="form" noValidate onSubmit={submit}>
      <TextField
        label={t('lotingWizard.participants.name')}
        name="name"
        value={values.name}
        error={errors.name ?? null}
        onChange={(event) => setValues({ ...values, name: event.target.value })}
      />
      <TextField
        label={t('lotingWizard.participants.email')}
        type="email"
        name="email"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        value={values.email}
        error={errors.email ?? null}
        onChange={(event) => setValues({ ...values, email: event.target.value })}
      />
      {refusal && (
        <p className="form__error" role="alert">
          {refusal}
        </p>
      )}
      <div className="button-row">
        {onCancel && <Button onClick={onCancel}>{t('general.cancel')}</Button>}
        <Button type="submit" variant={onCancel ? 'primary' : 'secondary'}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
