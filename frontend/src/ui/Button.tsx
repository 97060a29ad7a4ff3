import type { ButtonHTMLAttributes } from 'react';

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
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={['btn', `btn--${variant}`, className].filter(Boolean).join(' ')}
    />
  );
}
