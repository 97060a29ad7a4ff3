import { parse as parseTsv } from 'csv-parse/sync';
import { XMLParser } from 'fast-xml-parser';
import type { FeedLine } from './feed-lines.js';

/**
 * The two Google Merchant Center feed formats: RSS 2.0 with the `g:` namespace, and tab-separated text with a header
 * row of attribute names. Answers the lines by attribute name without the `g:` prefix; which format is seen from the
 * first character.
 */
export function feedLines(content: string): FeedLine[] {
  return content.trimStart().startsWith('<') ? xmlLines(content) : tsvLines(content);
}

function xmlLines(content: string): FeedLine[] {
  const parser = new XMLParser({
    ignoreAttributes: true,
    parseTagValue: false,
    processEntities: true,
    htmlEntities: false,
    isArray: (_name, jpath) => jpath === 'rss.channel.item',
  });
  const document = parser.parse(content) as { rss?: { channel?: { item?: Record<string, unknown>[] } } };
  const items = document.rss?.channel?.item;
  if (!Array.isArray(items)) throw new Error('Not a product feed: no rss/channel/item elements');
  return items.map((item) => {
    const line: FeedLine = {};
    // Plain RSS `title`/`link`/`description` count when the `g:` attribute is not there.
    for (const [name, value] of Object.entries(item)) {
      const attribute = name.replace(/^g:/, '');
      if (name.startsWith('g:') || line[attribute] === undefined) line[attribute] = valueText(value);
    }
    return line;
  });
}

/** An element's text; a repeated element (several `g:gtin`) as a comma list. */
function valueText(value: unknown): string | undefined {
  if (Array.isArray(value)) return value.map(valueText).filter(Boolean).join(',');
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return undefined;
}

function tsvLines(content: string): FeedLine[] {
  return parseTsv(content, {
    delimiter: '\t',
    bom: true,
    columns: (header: string[]) => header.map((name) => name.trim().toLowerCase().replace(/^g:/, '')),
    relax_quotes: true,
    relax_column_count: true,
    skip_empty_lines: true,
  }) as FeedLine[];
}
