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
