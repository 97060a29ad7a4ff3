import { isMessageKey, t } from '@wl/contracts';

type Issue = { path: PropertyKey[]; message: string };
type Parsed = { success: true } | { success: false; error: { issues: Issue[] } };

/** The first translated error per top-level field of a zod result; zod messages are catalogue keys. */
export function fieldErrors(result: Parsed): Record<string, string> {
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= t(isMessageKey(issue.message) ? issue.message : 'validation.invalid');
  }
  return errors;
}

/** Moves focus to the first field a form marks invalid. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}

type Checked<T> = { success: true; data: T } | { success: false };

/**
 * The start of every form submit: stops the browser's own submit and marks the form submitted. When the parsed
 * values are not valid (or `alsoValid` is false), it focuses the first invalid field once rendered and says no.
 */
export function beginSubmit<T>(
  event: { preventDefault(): void },
  parsed: Checked<T>,
  form: HTMLFormElement | null,
  setSubmitted: (submitted: boolean) => void,
  alsoValid = true,
): parsed is { success: true; data: T } {
  event.preventDefault();
  setSubmitted(true);
  if (parsed.success && alsoValid) return true;
  requestAnimationFrame(() => focusFirstInvalid(form));
  return false;
}
