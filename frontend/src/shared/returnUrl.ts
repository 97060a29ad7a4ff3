/** A return address is followed only when it is a path on this site; anything else goes to the root. */
export function safeReturnUrl(value: string | null): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  const url = new URL(value, window.location.origin);
  return url.origin === window.location.origin ? url.pathname + url.search + url.hash : '/';
}

export function loginPath(returnTo: string): string {
  return `/account/login?returnUrl=${encodeURIComponent(returnTo)}`;
}

/** Navigation state the login screen understands; `wrongPassword` when the header's login form failed. */
export type LoginScreenState = { emailOrUsername?: string; wrongPassword?: boolean };
