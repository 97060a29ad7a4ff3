import { LockIcon } from './icons.js';

/** A lock whose explanation shows as a tooltip on hover, and on focus or tap where there is no hover. */
export function LockMark({ text }: { text: string }) {
  return (
    <span className="lock-mark" role="img" aria-label={text} data-tooltip={text} tabIndex={0}>
      <LockIcon />
    </span>
  );
}
