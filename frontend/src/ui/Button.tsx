import type { ButtonHTMLAttributes } from 'react';
import { useHydrated } from './hooks.js';

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: 'primary' | 'secondary' | 'danger' | 'link';
  /** Disables the button and marks it busy while its action runs. */
  busy?: boolean;
};

export function Button({
  variant = 'secondary',
  busy = false,
  className,
  disabled,
  type = 'button',
  ...rest
}: ButtonProps) {
  // In the server's HTML (and until the app has hydrated it) a button has no action yet: it shows so.
  const hydrated = useHydrated();
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled || busy || !hydrated}
      aria-busy={busy || undefined}
      className={['btn', `btn--${variant}`, className].filter(Boolean).join(' ')}
    />
  );
}
