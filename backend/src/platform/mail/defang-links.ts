/** A scheme's `://` (`https://`, `ftp://`, any other): `https[:]//`. */
const SCHEME = /(\p{L}[\p{L}\p{N}+.-]*):\/\//gu;
/**
 * A dot (or an ideographic or full-width one, which some mail programs read as a dot in a host name) between a letter
 * or digit and a label holding a letter: `evil.example` → `evil[.]example`, `jan@evil.example` → `jan@evil[.]example`.
 * A decimal number (`2.5`) and a dot before a space (`bv. 38`) stay as they are.
 */
const HOST_DOT = /(?<=[\p{L}\p{N}_-])[.\u3002\uFF0E\uFF61](?=[\p{L}\p{N}-]*\p{L})/gu;

/**
 * Text a user wrote, made safe to put in a plain-text mail from the site's own address (docs/lots.md, "Lots as a mail
 * channel"): mail programs turn addresses, host names and e-mail addresses in plain text into links, so a name or a
 * question could carry a clickable phishing link under the site's name. Defanged, a link reads as text and clicks as
 * nothing; the reader can still see it and type it over if they trust it.
 */
export function defangLinks(text: string): string {
  return text.replace(SCHEME, '$1[:]//').replace(HOST_DOT, '[.]');
}
