import { tMail } from '@wl/contracts';

/** A mail's first line: the person's first name when they gave one, otherwise a neutral greeting (never their address). */
export function mailGreeting(firstName: string | null | undefined): string {
  const name = firstName?.trim();
  return name ? tMail('mail.greeting.named', { name }) : tMail('mail.greeting.neutral');
}
