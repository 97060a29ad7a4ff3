import { useId } from 'react';
import { t, type MessageKey } from '@wl/contracts';
import { RadioField, TextField } from '../../ui/fields.js';

export type VisibleAccessType = 'PUBLIC' | 'OPEN' | 'CLOSED';
export const visibleAccessTypes: readonly VisibleAccessType[] = ['PUBLIC', 'OPEN', 'CLOSED'];

type AccessTypeFieldsProps = {
  accessType: VisibleAccessType;
  question: string;
  answer: string;
  errors: { question?: string; answer?: string };
  onChange: (change: Partial<{ accessType: VisibleAccessType; question: string; answer: string }>) => void;
};

/** Who may see the list: public, open behind a question (asked only then), or private. */
export function AccessTypeFields({ accessType, question, answer, errors, onChange }: AccessTypeFieldsProps) {
  const name = useId();
  return (
    <fieldset className="fieldset access-type">
      <legend>{t('access.legend')}</legend>
      {visibleAccessTypes.map((type) => (
        <div key={type} className="access-type__option">
          <RadioField
            name={name}
            label={t(`access.${type}` satisfies MessageKey)}
            value={type}
            checked={accessType === type}
            aria-describedby={`${name}-${type}-hint`}
            onChange={() => onChange({ accessType: type })}
          />
          <p id={`${name}-${type}-hint`} className="field__hint access-type__hint">
            {t(`access.${type}.hint` satisfies MessageKey)}
          </p>
        </div>
      ))}
      {accessType === 'OPEN' && (
        <div className="fieldset__group">
          <TextField
            label={t('access.question')}
            hint={t('access.question_hint')}
            value={question}
            error={errors.question}
            onChange={(event) => onChange({ question: event.target.value })}
          />
          <TextField
            label={t('access.answer')}
            hint={t('access.answer_hint')}
            value={answer}
            error={errors.answer}
            onChange={(event) => onChange({ answer: event.target.value })}
          />
        </div>
      )}
    </fieldset>
  );
}
