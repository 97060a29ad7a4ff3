import { z } from 'zod';
import { lineText, multiLineText } from './fields.js';
import { limits } from './limits.js';
import { t } from './messages.js';

export interface Recipient {
  name: string;
  email: string;
}

const address = z.email();
const ENTRY = /^(?:"?([^"<>]*?)"?\s*<([^<>\s]+)>|([^<>\s]+))$/;

/** 'jan.de.smet@x.be' → 'Jan De Smet'. */
export function nameFromAddress(email: string): string {
  return email
    .split('@')[0]!
    .split(/[._]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(' ');
}

/** The entries of recipients as people type them (spec 01 §5, 02 §5): split on comma, semicolon, pipe or newline. */
export const recipientEntries = (text: string): string[] =>
  text
    .split(/[,;|\n]+/)
    .map((e) => e.trim())
    .filter(Boolean);

/** One entry, 'name <email>' or a bare address; a missing name comes from the address. Null when it does not parse. */
export function parseRecipient(entry: string): Recipient | null {
  const match = ENTRY.exec(entry);
  const email = match?.[2] ?? match?.[3];
  if (!email || !address.safeParse(email).success || email.length > limits.email) return null;
  const name = match?.[1]?.trim();
  return { name: name || nameFromAddress(email), email };
}

/** Every entry of the text as a recipient; null when there is none or any entry does not parse. */
export function parseRecipients(text: string): Recipient[] | null {
  const parsed = recipientEntries(text).map(parseRecipient);
  return parsed.length > 0 && parsed.every((r) => r !== null) ? (parsed as Recipient[]) : null;
}

export const MAX_RECIPIENTS = 50;

export const SendWishlistRequest = z.object({
  privateGuid: z.uuid(),
  recipients: z
    .string()
    .trim()
    .min(1, 'validation.send.recipients.required')
    .max(limits.sendRecipients, 'validation.send.recipients.too_long'),
  subject: lineText()
    .min(1, 'validation.send.subject.required')
    .max(limits.sendSubject, 'validation.send.subject.too_long'),
  messageStart: multiLineText().max(limits.sendMessage, 'validation.send.message.too_long'),
  messageEnd: multiLineText().max(limits.sendMessage, 'validation.send.message.too_long'),
});
export type SendWishlistRequest = z.infer<typeof SendWishlistRequest>;
export const SendWishlistProblem = z.enum([
  'IsAfstreper',
  'EmailNotVerified',
  'AccountTooNew',
  'NoMessage',
  'NoValidRecipient',
  'Other',
  'UnknownStatus',
  'WishlistNotFound',
]);

/**
 * The mail of a list sent by e-mail, as the server sends it and the send page previews it: the site's subject naming
 * the sender (so the site's address carries no subject a stranger wrote), and the user's subject text opening the body.
 */
export function listMail(
  sender: { firstName: string | null; lastName: string | null },
  text: { subject: string; messageStart: string; messageEnd: string },
  listUrl: string,
) {
  return {
    subject: t('mail.send.subject', { name: [sender.firstName, sender.lastName].filter(Boolean).join(' ') }),
    text: [
      text.subject.trim(),
      text.messageStart.trim(),
      t('mail.send.link', { link: listUrl }),
      text.messageEnd.trim(),
    ]
      .filter(Boolean)
      .join('\n\n'),
  };
}
/** Message start plus end, together. */
export const SEND_MESSAGE_MIN = 10;
