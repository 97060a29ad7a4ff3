import { tMail } from '@wl/contracts';
import { type CSSProperties, createElement as h, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { siteLinksIn } from './site-links.js';

/** Text on white at 7.5:1 or more, links and the button's white on blue at 6.7:1 (WCAG AA asks 4.5:1). */
const COLOURS = { text: '#1f2937', muted: '#4b5563', link: '#1d4ed8', page: '#f3f4f6', card: '#ffffff' };
const FONT = 'Arial, Helvetica, sans-serif';
const paragraph: CSSProperties = { margin: '0 0 16px' };
const small: CSSProperties = { margin: '0 0 16px', fontSize: 14, color: COLOURS.muted };
const linkStyle: CSSProperties = { color: COLOURS.link, textDecoration: 'underline', wordBreak: 'break-all' };
const buttonStyle: CSSProperties = {
  display: 'inline-block',
  padding: '12px 20px',
  borderRadius: 6,
  backgroundColor: COLOURS.link,
  color: '#ffffff',
  fontWeight: 'bold',
  textDecoration: 'none',
};

export interface MailHtmlContent {
  subject: string;
  /** The mail's text as the plain-text part has it, without the footer. */
  body: string;
  /** The settings footer (mail-settings-link.ts); null for a mail to an address without account. */
  footer: string | null;
  /** The site's public address: addresses under it become links, nothing else does (site-links.ts). */
  publicUrl: string;
}

/**
 * The HTML part of a mail (docs/mailings.md, "The HTML part"), derived from its text: no template is written twice. Every
 * paragraph of the text becomes a paragraph, every line a line; a line that is only a link of the site becomes a button
 * with the address under it, and the site's links inside a line become links. All text goes in as text, which React
 * escapes; it is never made a link. Nothing is loaded from elsewhere: no images, fonts or trackers.
 */
export function mailHtml(content: MailHtmlContent): string {
  return `<!DOCTYPE html>${renderToStaticMarkup(mailDocument(content))}`;
}

function mailDocument({ subject, body, footer, publicUrl }: MailHtmlContent): ReactNode {
  const card = h(
    'td',
    { style: { padding: 24, fontFamily: FONT, fontSize: 16, lineHeight: 1.5, color: COLOURS.text } },
    ...blocks(body, publicUrl),
    footer === null
      ? null
      : h(
          'div',
          { style: { borderTop: `1px solid ${COLOURS.muted}`, paddingTop: 16 } },
          h('p', { style: small }, ...inline(footer, publicUrl)),
        ),
  );
  return h(
    'html',
    { lang: 'nl', dir: 'ltr' },
    h(
      'head',
      null,
      h('meta', { charSet: 'utf-8' }),
      h('meta', { name: 'viewport', content: 'width=device-width, initial-scale=1' }),
      h('meta', { name: 'color-scheme', content: 'light' }),
      h('title', null, subject),
    ),
    h(
      'body',
      { style: { margin: 0, padding: 0, backgroundColor: COLOURS.page } },
      // Some mail programs drop the html element and its lang: the article says it again.
      h(
        'div',
        { role: 'article', 'aria-roledescription': 'e-mail', 'aria-label': subject, lang: 'nl', dir: 'ltr' },
        layoutTable(
          { backgroundColor: COLOURS.page },
          h(
            'td',
            { align: 'center', style: { padding: '24px 12px' } },
            layoutTable({ maxWidth: 600, backgroundColor: COLOURS.card, borderRadius: 8 }, card),
          ),
        ),
      ),
    ),
  );
}

/** A one-cell table: the layout older mail programs (Outlook's Word engine) keep. */
const layoutTable = (style: CSSProperties, cell: ReactNode) =>
  h(
    'table',
    { role: 'presentation', width: '100%', cellPadding: 0, cellSpacing: 0, style },
    h('tbody', null, h('tr', null, cell)),
  );

/** The text's paragraphs (split on blank lines), as children spread into their parent (so React asks no keys); a line
 * that is only a site link is a button between them. */
function blocks(text: string, publicUrl: string): ReactNode[] {
  const out: ReactNode[] = [];
  for (const block of text.split(/\n{2,}/)) {
    let lines: string[] = [];
    const flush = () => {
      if (lines.length)
        out.push(
          h('p', { style: paragraph }, ...lines.flatMap((line, i) => [i ? h('br') : null, ...inline(line, publicUrl)])),
        );
      lines = [];
    };
    for (const line of block.split('\n')) {
      const [only, ...rest] = siteLinksIn(line.trim(), publicUrl);
      if (only && 'link' in only && rest.length === 0) {
        flush();
        out.push(linkButton(only.link));
      } else lines.push(line);
    }
    flush();
  }
  return out;
}

function linkButton(href: string): ReactNode {
  return h(
    'div',
    null,
    h('p', { style: { margin: '0 0 8px' } }, h('a', { href, style: buttonStyle }, tMail('mail.html.button'))),
    h('p', { style: small }, tMail('mail.html.button_fallback'), ' ', h('a', { href, style: linkStyle }, href)),
  );
}

/** One line: its text as text (leading spaces kept as indentation), the site's links as links. */
function inline(line: string, publicUrl: string): ReactNode[] {
  const indented = line.replace(/^ +/, (spaces) => '\u00a0'.repeat(spaces.length));
  return siteLinksIn(indented, publicUrl).map((piece) =>
    'link' in piece ? h('a', { href: piece.link, style: linkStyle }, piece.link) : piece.text,
  );
}
