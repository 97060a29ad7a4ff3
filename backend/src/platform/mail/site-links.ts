/** A piece of one line of a mail's text: text as it was, or a link to the site itself. */
export type LinePiece = { text: string } | { link: string };

const escapeForRegExp = (text: string) => text.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');
/** What stands around an address in text: white space, brackets and quotes. */
const DELIMITERS = '\\s()<>"\'\\u201c\\u201d\\u201e';
/** Punctuation after an address ends the sentence, not the address (`…: https://site/x.`). */
const PUNCTUATION = '.,;:!?';
/** Without its trailing punctuation; a loop, since a regular expression for it is quadratic on a long run of dots. */
function withoutTrailingPunctuation(address: string): string {
  let end = address.length;
  while (end > 0 && PUNCTUATION.includes(address[end - 1]!)) end--;
  return address.slice(0, end);
}

/**
 * Splits one line of a mail's text into text and the site's own links: an address that starts with the site's public
 * address (PUBLIC_URL) and goes on with a path, query or fragment or ends there. Nothing else becomes a link: another
 * host, a look-alike (`https://site.example.evil.example`, `https://site.example@evil.example`), a defanged address
 * (`https[:]//`), an e-mail address. So text a user wrote stays text, unless it holds an address on the site itself: a
 * user who types one links to the site and nowhere else.
 */
export function siteLinksIn(line: string, publicUrl: string): LinePiece[] {
  const site = new RegExp(
    `(?<=^|[${DELIMITERS}])${escapeForRegExp(publicUrl)}(?:[/?#][^${DELIMITERS}]*|(?=[${PUNCTUATION}]*(?:[${DELIMITERS}]|$)))`,
    'gu',
  );
  const pieces: LinePiece[] = [];
  let from = 0;
  for (const match of line.matchAll(site)) {
    const link = withoutTrailingPunctuation(match[0]);
    if (match.index > from) pieces.push({ text: line.slice(from, match.index) });
    pieces.push({ link });
    from = match.index + link.length;
  }
  if (from < line.length) pieces.push({ text: line.slice(from) });
  return pieces;
}
