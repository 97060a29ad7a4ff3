import { t } from '@wl/contracts';
import { Button } from './Button.js';

/** The end of a form in a dialog: the call's failure, if any, then cancel and the submit button. */
export function FormActions({
  failure,
  busy,
  onCancel,
  submitLabel = t('general.save'),
}: {
  failure: string | null;
  busy: boolean;
  onCancel: () => void;
  submitLabel?: string;
}) {
  return (
    <>
      {failure && (
        <p className="form__error" role="alert">
          {failure}
        </p>
      )}
      <div className="button-row">
        <Button onClick={onCancel}>{t('general.cancel')}</Button>
        <Button type="submit" variant="primary" busy={busy}>
          {submitLabel}
        </Button>
      </div>
    </>
  );
}
