import { useEffect, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { t } from '@wl/contracts';
import { describeError } from '../../api/errors.js';
import { Button } from '../../ui/Button.js';
import { TextAreaField, TextField } from '../../ui/fields.js';

type InlineEditProps = {
  label: string;
  value: string | null;
  multiline?: boolean;
  hint?: string;
  /** The error text for a value that may not be saved, else null. */
  validate: (text: string) => string | null;
  /** Saves the trimmed text (null when empty); rejects with the call's error. */
  onSave: (text: string | null) => Promise<unknown>;
  /** What shows while not editing; `start` opens the editor, `triggerRef` gets focus back afterwards. */
  children: (start: () => void, triggerRef: RefObject<HTMLButtonElement | null>) => ReactNode;
};

/** Text that turns into a small form when clicked: Enter (single line) or Opslaan saves, Escape or Annuleren cancels. */
export function InlineEdit({ label, value, multiline = false, hint, validate, onSave, children }: InlineEditProps) {
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(value ?? '');
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);

  useEffect(() => {
    if (wasEditing.current && !editing) triggerRef.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  const start = () => {
    setText(value ?? '');
    setSubmitted(false);
    setFailure(null);
    setEditing(true);
  };

  const error = submitted ? validate(text) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setFailure(null);
    if (validate(text)) return;
    const trimmed = text.trim();
    if (trimmed === (value ?? '')) {
      setEditing(false);
      return;
    }
    setSaving(true);
    try {
      await onSave(trimmed || null);
      setEditing(false);
    } catch (failed) {
      setFailure(describeError(failed));
    } finally {
      setSaving(false);
    }
  };

  if (!editing) return children(start, triggerRef);

  const field = {
    label,
    hint,
    value: text,
    error,
    autoFocus: true,
    onChange: (event: { target: { value: string } }) => setText(event.target.value),
  };
  return (
    <form
      className="form inline-edit"
      onSubmit={submit}
      noValidate
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        setEditing(false);
      }}
    >
      {multiline ? <TextAreaField {...field} rows={4} /> : <TextField {...field} />}
      {failure && (
        <p className="form__error" role="alert">
          {failure}
        </p>
      )}
      <div className="button-row button-row--start">
        <Button type="submit" variant="primary" busy={saving}>
          {t('general.save')}
        </Button>
        <Button onClick={() => setEditing(false)}>{t('general.cancel')}</Button>
      </div>
    </form>
  );
}
