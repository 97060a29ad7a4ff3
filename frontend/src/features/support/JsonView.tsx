import { t } from '@wl/contracts';
import { jsonSegments } from './supportFormat.js';

/** Indented JSON; values the server left unopened (`"erased"`, `"sealed"`) show as badges. */
export function JsonView({ value, label }: { value: unknown; label?: string }) {
  return (
    <pre className="support-json" aria-label={label} tabIndex={0}>
      {jsonSegments(value).map((segment, index) => segment.badge
        ? <span key={index} className={`support-badge support-badge--${segment.badge}`}>{t(`support.badge.${segment.badge}`)}</span>
        : segment.text)}
    </pre>
  );
}
