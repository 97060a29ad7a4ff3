import { CheckIcon } from './icons.js';

/**
 * A confirmation after an action ("saved"). The live region is always there, so screen readers announce the text
 * when it appears.
 */
export function StatusNotice({ text }: { text: string | null }) {
  return (
    <div role="status" aria-live="polite" className="status-notice">
      {text && (
        <p className="notice notice--success">
          <CheckIcon /> {text}
        </p>
      )}
    </div>
  );
}
