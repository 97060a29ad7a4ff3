import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { messages, type MessageKey } from './messages.js';

/**
 * The Dutch sentences spec 02 §8 quotes, and the catalogue keys that show them (docs/wording.md). A key either starts
 * with the quoted sentence or is a deliberate difference that docs/wording.md names with its reason.
 */
const quoted: [MessageKey, string][] = [
  ['error.something_went_wrong', 'Er ging iets mis.'],
  ['error.no_connection_action', 'Er ging iets mis. Mogelijk zijn er verbindingsproblemen opgetreden.'],
  ['error.not_found', 'De pagina kan niet worden gevonden.'],
  ['error.no_access', 'Geen toegang'],
  ['validation.email.required', 'Je e-mailadres is nodig.'],
  ['loting.resend.email_required', 'Dit e-mailadres is nodig.'],
  ['validation.email.too_long', 'Dit e-mailadres is te lang.'],
  ['validation.email.invalid', 'Dit is geen geldig e-mailadres.'],
  ['validation.email.unavailable', 'Dit e-mailadres is niet beschikbaar.'],
  ['validation.username.unavailable', 'Deze gebruikersnaam is al in gebruik.'],
  ['validation.password.mismatch', 'De wachtwoorden komen niet overeen.'],
  ['validation.access_answer.too_long', 'Het antwoord is te lang.'],
  ['invite.error.NotFound', 'De uitnodiging kon niet worden gevonden.'],
  ['account.create.wishlist_failed', 'Het aanmaken van je {product} ging niet goed.'],
];

/** Quoted sentences the catalogue words otherwise on purpose; each is explained in docs/wording.md. */
const deliberate: [MessageKey, string][] = [
  ['cross_off.error.own_wishlist', 'Je kunt geen kadootjes afstrepen op je eigen {product}.'],
  ['user_deleted.text', 'De account waarop je ingelogd was bestaat niet meer.'],
  ['invite.create.invalid', 'De uitnodiging kon niet worden gevonden.'],
];

describe('the sentences the spec quotes (issue 27)', () => {
  it.each(quoted)('%s starts with the quoted sentence', (key, sentence) => {
    expect(messages[key].startsWith(sentence)).toBe(true);
  });

  const wording = readFileSync(join(__dirname, '../../docs/wording.md'), 'utf8');
  it.each(deliberate)('%s differs on purpose and docs/wording.md says why', (key, sentence) => {
    expect(messages[key].startsWith(sentence)).toBe(false);
    expect(wording).toContain(`\`${key}\``);
    expect(wording).toContain(sentence);
  });
});
