import { Link } from 'react-router';
import { t } from '@wl/contracts';
import { jsonSegments } from './supportFormat.js';
import { subjectPath } from './supportPaths.js';

/**
 * Indented JSON (focusable, so a long one scrolls by keyboard); values the server left unopened (`"erased"`,
 * `"sealed"`) show as badges, ids of subjects as links to their timelines.
 */
export function JsonView({ value, label }: { value: unknown; label?: string }) {
  return (
    <pre className="support-json" tabIndex={0} aria-label={label}>
      {jsonSegments(value).map((segment, index) =>
        segment.badge ? (
          <span key={index} className={`support-badge support-badge--${segment.badge}`}>
            {t(`support.badge.${segment.badge}`)}
          </span>
        ) : segment.subject ? (
          <Link key={index} to={subjectPath(segment.subject)}>
            {segment.text}
          </Link>
        ) : (
          segment.text
        ),
      )}
    </pre>
  );
}
