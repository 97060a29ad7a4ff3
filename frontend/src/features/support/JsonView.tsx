import { t } from '@wl/contracts';
import { jsonSegments } from './supportFormat.js';

/** Indented JSON (focusable, so a long one scrolls by keyboard); values the server left unopened (`"erased"`, `"sealed"`) show as badges. */
export function JsonView({ value }: { value: unknown }) {
  return (
    <pre className="support-json" tabIndex={0}>
      {jsonSegments(value).map((segment, index) => segment.badge
        ? <span key={index} className={`support-badge support-badge--${segment.badge}`}>{t(`support.badge.${segment.badge}`)}</span>
        : segment.text)}
    </pre>
  );
}
