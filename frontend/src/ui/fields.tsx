import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

import { useHydrated } from './hooks.js';

type FieldFrame = { label: string; error?: string | null; hint?: ReactNode; hideLabel?: boolean };

/**
 * A field on a page rendered on the server takes no input until the app has hydrated it (`useHydrated`): what was
 * typed before would be put back to the app's state as it took over, and lost.
 */
function useEditable(readOnly: boolean | undefined) {
  return { readOnly: readOnly || !useHydrated() };
}
function useChoosable(disabled: boolean | undefined) {
  return { disabled: disabled || !useHydrated() };
}

function useFieldIds(id: string | undefined, error: string | null | undefined, hint: ReactNode) {
  const generated = useId();
  const fieldId = id ?? generated;
  const describedBy = [hint ? `${fieldId}-hint` : null, error ? `${fieldId}-error` : null].filter(Boolean).join(' ');
  return { fieldId, aria: { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined } };
}

function Frame({
  fieldId,
  label,
  error,
  hint,
  hideLabel,
  children,
}: FieldFrame & { fieldId: string; children: ReactNode }) {
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label htmlFor={fieldId} className={hideLabel ? 'visually-hidden' : 'field__label'}>
        {label}
      </label>
      {children}
      {error && (
        <p id={`${fieldId}-error`} className="field__error">
          {error}
        </p>
      )}
      {hint && (
        <div id={`${fieldId}-hint`} className="field__hint">
          {hint}
        </div>
      )}
    </div>
  );
}

export function TextField({
  label,
  error,
  hint,
  hideLabel,
  id,
  ...input
}: FieldFrame & InputHTMLAttributes<HTMLInputElement>) {
  const { fieldId, aria } = useFieldIds(id, error, hint);
  const editable = useEditable(input.readOnly);
  return (
    <Frame fieldId={fieldId} label={label} error={error} hint={hint} hideLabel={hideLabel}>
      <input id={fieldId} className="field__input" type="text" {...aria} {...input} {...editable} />
    </Frame>
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  id,
  ...textarea
}: FieldFrame & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const { fieldId, aria } = useFieldIds(id, error, hint);
  const editable = useEditable(textarea.readOnly);
  return (
    <Frame fieldId={fieldId} label={label} error={error} hint={hint}>
      <textarea id={fieldId} className="field__input" rows={3} {...aria} {...textarea} {...editable} />
    </Frame>
  );
}

type Option = { value: string; label: string };

export function SelectField({
  label,
  error,
  hint,
  id,
  options,
  ...select
}: FieldFrame & { options: Option[] } & SelectHTMLAttributes<HTMLSelectElement>) {
  const { fieldId, aria } = useFieldIds(id, error, hint);
  const choosable = useChoosable(select.disabled);
  return (
    <Frame fieldId={fieldId} label={label} error={error} hint={hint}>
      <select id={fieldId} className="field__input" {...aria} {...select} {...choosable}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Frame>
  );
}

type ChoiceProps = { label: string } & InputHTMLAttributes<HTMLInputElement>;

function ChoiceField({ label, id, type, ...input }: ChoiceProps & { type: 'checkbox' | 'radio' }) {
  const generated = useId();
  const fieldId = id ?? generated;
  const choosable = useChoosable(input.disabled);
  return (
    <div className="field field--checkbox">
      <input id={fieldId} type={type} {...input} {...choosable} />
      <label htmlFor={fieldId}>{label}</label>
    </div>
  );
}

export const CheckboxField = (props: ChoiceProps) => <ChoiceField {...props} type="checkbox" />;
export const RadioField = (props: ChoiceProps) => <ChoiceField {...props} type="radio" />;
