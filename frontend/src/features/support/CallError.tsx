import { t, type MessageKey, type ProblemCode } from '@wl/contracts';
import { describeError } from '../../api/errors.js';
import { Button } from '../../ui/Button.js';

/** A failed call inside a screen (the rest of the screen stays usable), with a retry when one makes sense. */
export function CallError({
  error,
  onRetry,
  problemTexts,
}: {
  error: unknown;
  onRetry?: () => void;
  problemTexts?: Partial<Record<ProblemCode, MessageKey>>;
}) {
  return (
    <div className="notice notice--error" role="alert">
      <p>{describeError(error, problemTexts)}</p>
      {onRetry && <Button onClick={onRetry}>{t('general.retry')}</Button>}
    </div>
  );
}
