import { z } from 'zod';
import { limits } from './limits.js';
import { isReservedUsername } from './reserved-usernames.js';

/**
 * Characters no user text needs and that hide or disguise one: control characters; every format character (\p{Cf}:
 * the bidirectional marks, embeddings, overrides and isolates, so U+202E cannot show `gpj.exe` as `exe.jpg`, and the
 * zero-width space, soft hyphen, byte-order mark, word joiner and tag characters); the line and paragraph separators;
 * and the fillers and blanks that render as nothing (Hangul fillers, the blank braille pattern, the combining grapheme
 * joiner, the Khmer inherent vowels), with which a name looks empty. A text that may span lines keeps tab, line feed
 * and carriage return.
 */
const HIDDEN_ON_ONE_LINE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\u034F\u115F\u1160\u17B4\u17B5\u2800\u3164\uFFA0]/u;
const HIDDEN_IN_TEXT =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\p{Cf}\p{Zl}\p{Zp}\u034F\u115F\u1160\u17B4\u17B5\u2800\u3164\uFFA0]/u;
/**
 * The two format characters that scripts and emoji need, where they do their work: a zero-width (non-)joiner between
 * letters, marks or emoji (Persian, the Indic scripts, 👨‍👩‍👧), and the tags of a flag's emoji tag sequence (🏴 of
 * Scotland). Anywhere else they are hidden characters.
 */
const JOINER_AT_WORK =
  /(?<=[\p{L}\p{M}\p{Extended_Pictographic}\p{Emoji_Modifier}])[\u200C\u200D](?=[\p{L}\p{M}\p{Extended_Pictographic}])/gu;
const EMOJI_TAG_SEQUENCE = /\u{1F3F4}[\u{E0030}-\u{E0039}\u{E0061}-\u{E007A}]{1,7}\u{E007F}/gu;
const showsAll = (hidden: RegExp) => (text: string) =>
  !hidden.test(text.replace(EMOJI_TAG_SEQUENCE, '\u{1F3F4}').replace(JOINER_AT_WORK, ''));
const showsAllOnOneLine = showsAll(HIDDEN_ON_ONE_LINE);
const showsAllInText = showsAll(HIDDEN_IN_TEXT);
const HIDDEN_CHARACTERS = 'validation.text.hidden_characters';

/** A user's text on one line (names, titles, links), trimmed. Chain the field's own length rules after it. */
export const lineText = () => z.string().trim().refine(showsAllOnOneLine, HIDDEN_CHARACTERS);
/** A user's text that may span lines (descriptions, messages), trimmed. */
export const multiLineText = () => z.string().trim().refine(showsAllInText, HIDDEN_CHARACTERS);

/** Field rules shared by several payloads (spec 01 §5). Messages are catalogue keys. */
export const Guid = z.uuid();
export const Email = z
  .string()
  .trim()
  .min(1, 'validation.email.required')
  .max(limits.email, 'validation.email.too_long')
  .pipe(z.email('validation.email.invalid'));
/**
 * Username in the spec's fully supported form (spec 01 §5): an optional leading block of digits, then a letter, then
 * letters, digits, hyphen, underscore; not a path of the site. So a name of digits only (`/2024`) is refused.
 */
export const Username = z
  .string()
  .trim()
  .min(limits.usernameMin, 'validation.username.too_short')
  .max(limits.usernameMax, 'validation.username.too_long')
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, 'validation.username.invalid')
  .regex(/^[0-9]*[A-Za-z]/, 'validation.username.needs_letter')
  .refine((username) => !isReservedUsername(username), 'validation.username.reserved');
/** Passwords are never trimmed. */
export const Password = z
  .string()
  .min(1, 'validation.password.required')
  .max(limits.password, 'validation.password.too_long');
export const FirstName = lineText()
  .min(1, 'validation.first_name.required')
  .max(limits.firstName, 'validation.first_name.too_long');
export const LastName = lineText()
  .min(1, 'validation.last_name.required')
  .max(limits.lastName, 'validation.last_name.too_long');
export const ContextId = z.string().max(limits.contextId).optional();

/** A day that exists (no 2023-02-30) within the date input's range (spec 01 §5), as yyyy-mm-dd. */
export const CalendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date.invalid')
  .refine(isCalendarDay, 'validation.date.invalid')
  .refine((day) => day >= limits.earliestDate && day <= limits.latestDate, 'validation.date.out_of_range');

function isCalendarDay(day: string): boolean {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const parsed = new Date(Date.UTC(2000, month - 1, date));
  parsed.setUTCFullYear(year);
  return parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === date;
}
